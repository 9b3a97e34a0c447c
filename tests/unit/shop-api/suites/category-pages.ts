import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brandCategoriesResponseSchema,
  brandPageResponseSchema,
  breadcrumbResponseSchema,
  categoryAttributesResponseSchema,
  categoryBrandsResponseSchema,
  categoryFaqsResponseSchema,
  categoryPageResponseSchema,
  catalogueListingResponseSchema,
  errorBodySchema,
  listResponseSchema,
  menuResponseSchema,
  subCategoriesResponseSchema,
  type CategoryPage,
  type Lang,
  type MenuItem,
  type ProductCard,
} from "../../../../shop-api/contract";
import { brands, categories, productVarieties, products } from "../../../../shop-api/server/db/schema";
import { CATALOGUE, EMPTY_CATEGORY } from "../../../../shop-api/server/seed/catalogue";
import { requestJson, type RunningShopApi } from "../harness";

const LANGS: Lang[] = ["fa", "en"];
const PERSIAN = /[\u0600-\u06FF]/;
const GOLD_PRICE = 10_000_000;

const shown = (card: ProductCard) => card.special ?? card.price;

/** Category and brand pages: listings with their filters, sorts and pages, and the calls around them. */
export function categoryPagesSuite(shop: RunningShopApi): void {
  async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    return schema.parse(answer.body);
  }

  async function listing(path: string): Promise<CategoryPage> {
    return (await get(path, categoryPageResponseSchema)).data;
  }

  /** Every product of a category listing (one page of 96 is enough for any seeded category). */
  async function everything(slug: string, query = ""): Promise<CategoryPage> {
    const page = await listing(`/categories/${slug}?per_page=96${query ? `&${query}` : ""}`);
    expect(page.pagination.total).toBeLessThanOrEqual(96);
    return page;
  }

  async function expectNotFound(path: string) {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, path).toBe(404);
    errorBodySchema.parse(answer.body);
  }

  beforeAll(async () => {
    await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price: GOLD_PRICE } });
  });
  afterAll(async () => {
    await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" });
  });

  describe("category calls", () => {
    it.each(["necklaces", "gold-chain", EMPTY_CATEGORY.slug])("answer their contracts for %s in both languages", async (slug) => {
      for (const lang of LANGS) {
        const q = `?lang=${lang}`;
        const page = await listing(`/categories/${slug}${q}`);
        expect(page.category.title, lang).toMatch(lang === "fa" ? PERSIAN : /^[^\u0600-\u06FF]+$/);
        await get(`/sub-category/${slug}${q}`, subCategoriesResponseSchema);
        await get(`/category-brands/${slug}${q}`, categoryBrandsResponseSchema);
        await get(`/category-attributes/${slug}${q}`, categoryAttributesResponseSchema);
        await get(`/category-breadcrumb/${slug}${q}`, breadcrumbResponseSchema);
        await get(`/category-faqs/${slug}${q}`, categoryFaqsResponseSchema);
      }
    });

    it("answer 404 for an unknown category, and 400 for an unknown language", async () => {
      for (const call of ["categories", "sub-category", "category-brands", "category-attributes", "category-breadcrumb", "category-faqs"]) {
        await expectNotFound(`/${call}/no-such-category`);
      }
      expect((await requestJson(shop.url("/categories/necklaces?lang=de"))).status).toBe(400);
    });

    it("describe the category: full slug, canonical path, robots, parent", async () => {
      const { category } = await listing("/categories/gold-chain?lang=en");
      expect(category).toMatchObject({
        title: "Gold chains",
        slug: "gold-chain",
        full_slug: "necklaces/gold-chain",
        canonical: "/gold-chain",
        slug_with_cat: "gold-chain",
        robot: "index, follow",
        parent_slug: "necklaces",
        image: null,
      });
      expect(category.meta_description).toMatch(/^Buy 18-karat gold chains/);
      const top = (await listing("/categories/necklaces")).category;
      expect(top).toMatchObject({ full_slug: "necklaces", canonical: "/necklaces", parent_slug: null });
      expect(top.image).toBe("/media/catalogue/categories/necklaces.jpg");
      expect((await listing("/categories/baby-pendant")).category.robot).toBe("noindex, follow");
    });

    it("count a top category's sub-category products as its own; every seeded category has products", async () => {
      const necklaces = await everything("necklaces");
      const subs = await Promise.all(["gold-chain", "gold-pendant", "name-necklace"].map((slug) => everything(slug)));
      expect(necklaces.pagination.total).toBe(subs.reduce((sum, sub) => sum + sub.pagination.total, 0));
      expect(new Set(necklaces.products.map((card) => card.id))).toEqual(new Set(subs.flatMap((sub) => sub.products.map((card) => card.id))));
      for (const card of necklaces.products) expect(["gold-chain", "gold-pendant", "name-necklace"]).toContain(card.slug_with_cat.split("/")[0]);
      for (const slug of CATALOGUE.flatMap((top) => [top.slug, ...top.subCategories.map((sub) => sub.slug)])) {
        expect((await listing(`/categories/${slug}?per_page=1`)).pagination.total, slug).toBeGreaterThan(0);
      }
    });

    it("answer the empty category with no products, and list it in no menu", async () => {
      for (const lang of LANGS) {
        const page = await listing(`/categories/${EMPTY_CATEGORY.slug}?lang=${lang}&page=3`);
        expect(page.category.title).toBe(EMPTY_CATEGORY.title[lang]);
        expect(page.products).toEqual([]);
        expect(page.pagination).toEqual({ page: 3, per_page: 24, total: 0, last_page: 1 });
      }
      const attributes = (await get(`/category-attributes/${EMPTY_CATEGORY.slug}`, categoryAttributesResponseSchema)).data;
      expect(attributes).toEqual({ weight: { min: 0, max: 0 }, price: { min: 0, max: 0 }, colours: [], in_stock_count: 0 });
      expect((await get(`/sub-category/${EMPTY_CATEGORY.slug}`, subCategoriesResponseSchema)).data).toEqual([]);
      expect((await get(`/category-brands/${EMPTY_CATEGORY.slug}`, categoryBrandsResponseSchema)).data).toEqual([]);
      const slugs = (items: MenuItem[]): string[] => items.flatMap((item) => [item.slug, ...slugs(item.children)]);
      for (const path of ["/menu", "/original-menu"]) {
        expect(slugs(menuResponseSchema.parse((await requestJson(shop.url(path))).body).data)).not.toContain(EMPTY_CATEGORY.slug);
      }
      const categoryList = listResponseSchema.parse((await requestJson(shop.url("/lists/3"))).body).data;
      if (categoryList.type !== "category") throw new Error("list 3 is not a category list");
      expect(categoryList.items.map((item) => item.cat_slug_without_param)).not.toContain(EMPTY_CATEGORY.slug);
    });
  });

  describe("listing pages", () => {
    it("pages through every product once, and answers an empty page past the last", async () => {
      const all = await everything("bracelet");
      const total = all.pagination.total;
      expect(total).toBeGreaterThan(10);
      const lastPage = Math.ceil(total / 5);
      const seen: number[] = [];
      for (let page = 1; page <= lastPage; page++) {
        const answer = await listing(`/categories/bracelet?per_page=5&page=${page}`);
        expect(answer.pagination).toEqual({ page, per_page: 5, total, last_page: lastPage });
        expect(answer.products.length).toBe(page < lastPage ? 5 : total - 5 * (lastPage - 1));
        seen.push(...answer.products.map((card) => card.id));
      }
      expect(seen).toEqual(all.products.map((card) => card.id));
      const past = await listing(`/categories/bracelet?per_page=5&page=${lastPage + 1}`);
      expect(past.products).toEqual([]);
      expect(past.pagination).toEqual({ page: lastPage + 1, per_page: 5, total, last_page: lastPage });
    });

    it("takes its page size from catalog_default_per_page, at most 96", async () => {
      expect((await listing("/categories/bracelet")).pagination.per_page).toBe(24);
      await requestJson(shop.url("/dev/configs"), { method: "PUT", body: { key: "catalog_default_per_page", value: 4 } });
      try {
        const page = await listing("/categories/bracelet?lang=en");
        expect(page.pagination.per_page).toBe(4);
        expect(page.products).toHaveLength(4);
      } finally {
        await requestJson(shop.url("/dev/configs"), { method: "PUT", body: { key: "catalog_default_per_page", value: 24 } });
      }
      expect((await listing("/categories/bracelet?per_page=500")).pagination.per_page).toBe(96);
      expect((await listing("/categories/bracelet?per_page=none&page=-2")).pagination).toMatchObject({ page: 1, per_page: 24 });
    });

    it("sorts: newest, cheapest and dearest by the price shown, bestselling", async () => {
      const db = shop.api.db;
      const rows = await db.select({ id: products.id, createdAt: products.createdAt, sales: products.salesCount }).from(products);
      const facts = new Map(rows.map((row) => [row.id, row]));
      const order = async (sort: string) => (await everything("woman-gold-ring", `sort=${sort}`)).products;

      const newest = (await order("newest")).map((card) => facts.get(card.id)?.createdAt.getTime() ?? 0);
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      expect((await everything("woman-gold-ring")).products).toEqual(await order("newest"));

      const cheapest = (await order("cheapest")).map(shown);
      expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
      const dearest = (await order("dearest")).map(shown);
      expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
      expect(dearest[0]).toBeGreaterThan(dearest[dearest.length - 1] ?? Infinity);

      const bestselling = (await order("bestselling")).map((card) => facts.get(card.id)?.sales ?? 0);
      expect(bestselling).toEqual([...bestselling].sort((a, b) => b - a));
    });

    it("filters by brand", async () => {
      const all = await everything("necklaces");
      const [avin, parnian] = await Promise.all(["avin-gold", "parnian"].map((slug) => shop.api.db.select().from(brands).where(eq(brands.slug, slug))));
      const brandIds = new Set([avin?.[0]?.id, parnian?.[0]?.id]);
      const rows = await shop.api.db
        .select({ id: products.id, brandId: products.brandId })
        .from(products)
        .where(inArray(products.id, all.products.map((card) => card.id)));
      const expected = rows.filter((row) => brandIds.has(row.brandId ?? -1)).map((row) => row.id);
      const filtered = await everything("necklaces", "brand=avin-gold,parnian");
      expect(filtered.products.map((card) => card.id).sort()).toEqual(expected.sort());
      expect(filtered.products.length).toBeGreaterThan(0);
      expect(filtered.products.length).toBeLessThan(all.products.length);
      expect(filtered.applied.brand).toEqual(["avin-gold", "parnian"]);
    });

    it("filters by weight and by the price shown, at the day's gold price", async () => {
      const all = (await everything("necklaces")).products;
      const byWeight = await everything("necklaces", "min_weight=2.6&max_weight=5.5");
      const inWeight = all.filter((card) => card.gram >= 2.6 && card.gram <= 5.5);
      expect(byWeight.products.map((card) => card.id)).toEqual(inWeight.map((card) => card.id));
      expect(inWeight.length).toBeGreaterThan(0);
      expect(inWeight.length).toBeLessThan(all.length);
      expect(byWeight.applied).toMatchObject({ min_weight: 2.6, max_weight: 5.5 });

      const prices = all.map(shown).sort((a, b) => a - b);
      const low = prices[3] ?? 0;
      const high = prices[prices.length - 4] ?? 0;
      const byPrice = await everything("necklaces", `min_price=${low}&max_price=${high}`);
      const inPrice = all.filter((card) => shown(card) >= low && shown(card) <= high);
      expect(byPrice.products.map((card) => card.id)).toEqual(inPrice.map((card) => card.id));
      expect(inPrice.length).toBe(all.length - 6);
      // Discounted cards are compared by their special price.
      const discounted = all.find((card) => card.special !== null);
      if (!discounted || discounted.special === null) throw new Error("no discounted necklace");
      const exact = await everything("necklaces", `min_price=${discounted.special}&max_price=${discounted.special}`);
      expect(exact.products.map((card) => card.id)).toContain(discounted.id);
      const undiscounted = await everything("necklaces", `min_price=${discounted.price}&max_price=${discounted.price}`);
      expect(undiscounted.products.map((card) => card.id)).not.toContain(discounted.id);
    });

    it("filters by colour: the product's own, or any of its colour varieties", async () => {
      const all = (await everything("necklaces")).products;
      const ids = all.map((card) => card.id);
      const db = shop.api.db;
      const own = await db.select({ id: products.id, colour: products.colour }).from(products).where(inArray(products.id, ids));
      const varieties = await db
        .select({ id: productVarieties.productId, value: productVarieties.value })
        .from(productVarieties)
        .where(inArray(productVarieties.productId, ids));
      const colours = (id: number) =>
        new Set([
          ...own.filter((row) => row.id === id).map((row) => row.colour as string),
          ...varieties.filter((row) => row.id === id).map((row) => row.value ?? ""),
        ]);
      for (const colour of ["rose", "white"]) {
        const filtered = await everything("necklaces", `colour=${colour}`);
        expect(filtered.products.map((card) => card.id), colour).toEqual(ids.filter((id) => colours(id).has(colour)));
        expect(filtered.products.length).toBeGreaterThan(0);
      }
      // A colour variety counts: the butterfly pendant is yellow, and comes in rose.
      const rose = await everything("gold-pendant", "colour=rose");
      expect(rose.products.map((card) => card.slug)).toContain("butterfly-pendant-with-white-stones");
      const either = await everything("necklaces", "colour=rose,white");
      expect(either.products.length).toBe(ids.filter((id) => colours(id).has("rose") || colours(id).has("white")).length);
    });

    it("filters by stock, and combines filters", async () => {
      const all = (await everything("woman-gold-ring")).products;
      const inStock = await everything("woman-gold-ring", "in_stock=1");
      expect(inStock.products.map((card) => card.id)).toEqual(all.filter((card) => card.in_stock).map((card) => card.id));
      expect(inStock.products.length).toBeLessThan(all.length);
      expect(inStock.applied.in_stock).toBe(true);
      const attributes = (await get("/category-attributes/woman-gold-ring", categoryAttributesResponseSchema)).data;
      expect(attributes.in_stock_count).toBe(inStock.products.length);

      // Every filter at once is their intersection, in the order asked for.
      const ids = async (query: string) => new Set((await everything("woman-gold-ring", query)).products.map((card) => card.id));
      const [rose, light] = await Promise.all([ids("colour=rose"), ids("max_weight=5")]);
      const combined = await everything("woman-gold-ring", "in_stock=1&colour=rose&max_weight=5&sort=cheapest");
      const expected = inStock.products.filter((card) => rose.has(card.id) && light.has(card.id));
      expect(combined.products.length).toBeGreaterThan(0);
      expect(new Set(combined.products.map((card) => card.id))).toEqual(new Set(expected.map((card) => card.id)));
      const prices = combined.products.map(shown);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("drops unknown values and echoes the filters normalised", async () => {
      const page = await listing(
        `/categories/necklaces?${new URLSearchParams({
          sort: "random",
          brand: "avin-gold,no-such-brand,AVIN-GOLD",
          colour: "rose,purple",
          min_weight: "۷٫۵",
          max_weight: "2",
          min_price: "abc",
          max_price: "30,000,000.4",
          in_stock: "yes",
        })}`
      );
      expect(page.applied).toEqual({
        sort: "newest",
        brand: ["avin-gold"],
        min_weight: 2,
        max_weight: 7.5,
        min_price: null,
        max_price: 30_000_000,
        colour: ["rose"],
        in_stock: false,
      });
      const defaults = await listing("/categories/necklaces");
      expect(defaults.applied).toEqual({
        sort: "newest",
        brand: [],
        min_weight: null,
        max_weight: null,
        min_price: null,
        max_price: null,
        colour: [],
        in_stock: false,
      });
    });
  });

  describe("a category's products of one brand", () => {
    it("lists only that brand, and says so in applied", async () => {
      const page = await listing("/categories/necklaces/avin-gold?lang=en&brand=parnian");
      expect(page.category.slug).toBe("necklaces");
      expect(page.applied.brand).toEqual(["avin-gold"]);
      expect(page.products.length).toBeGreaterThan(0);
      for (const card of page.products) expect(card.brand_name).toBe("Avin Gold");
      expect(page.pagination.total).toBe((await everything("necklaces", "brand=avin-gold")).pagination.total);
    });

    it("answers 404 for an unknown brand, a brand with nothing in the category, or an unknown category", async () => {
      await expectNotFound("/categories/necklaces/no-such-brand");
      const [anklets] = await shop.api.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "chain-anklet"));
      const present = await shop.api.db.select({ brandId: products.brandId }).from(products).where(eq(products.categoryId, anklets?.id ?? 0));
      const absent = (await shop.api.db.select().from(brands)).find((brand) => !present.some((row) => row.brandId === brand.id));
      if (!absent) throw new Error("every brand has an anklet");
      await expectNotFound(`/categories/chain-anklet/${absent.slug}`);
      await expectNotFound(`/categories/${EMPTY_CATEGORY.slug}/avin-gold`);
      await expectNotFound("/categories/no-such-category/avin-gold");
    });
  });

  describe("around the category", () => {
    it("lists sub-categories with their product counts and a picture", async () => {
      const subs = (await get("/sub-category/necklaces?lang=en", subCategoriesResponseSchema)).data;
      expect(subs.map((sub) => sub.slug)).toEqual(["gold-chain", "gold-pendant", "name-necklace"]);
      expect(subs[0]?.title).toBe("Gold chains");
      for (const sub of subs) {
        expect(sub.image).toMatch(/^\/media\/catalogue\/products\//);
        expect(sub.product_count).toBe((await listing(`/categories/${sub.slug}?per_page=1`)).pagination.total);
      }
      expect((await get("/sub-category/gold-chain", subCategoriesResponseSchema)).data).toEqual([]);
    });

    it("lists the brands of the category's products, the best represented first", async () => {
      const list = (await get("/category-brands/woman-gold-ring?lang=en", categoryBrandsResponseSchema)).data;
      const counts = list.map((brand) => brand.product_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const all = (await everything("woman-gold-ring")).products;
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(all.filter((card) => card.brand_name !== null).length);
      for (const brand of list) {
        expect(brand.logo).toBe(`/media/catalogue/brands/${brand.slug}.svg`);
        expect((await everything("woman-gold-ring", `brand=${brand.slug}`)).pagination.total).toBe(brand.product_count);
      }
    });

    it("offers filter ranges from the category's products, priced now, with translated colours", async () => {
      const all = (await everything("earing")).products;
      const fa = (await get("/category-attributes/earing", categoryAttributesResponseSchema)).data;
      const en = (await get("/category-attributes/earing?lang=en", categoryAttributesResponseSchema)).data;
      expect(fa.weight).toEqual({ min: Math.min(...all.map((card) => card.gram)), max: Math.max(...all.map((card) => card.gram)) });
      expect(fa.price).toEqual({ min: Math.min(...all.map(shown)), max: Math.max(...all.map(shown)) });
      expect(fa.in_stock_count).toBe(all.filter((card) => card.in_stock).length);
      for (const colour of fa.colours) {
        expect((await everything("earing", `colour=${colour.value}`)).pagination.total, colour.value).toBe(colour.count);
      }
      expect(fa.colours.map((colour) => colour.value)).toEqual(["yellow", "white", "rose"]);
      expect(fa.colours.find((colour) => colour.value === "rose")?.label).toBe("رزگلد");
      expect(en.colours.find((colour) => colour.value === "rose")?.label).toBe("Rose gold");
      // Prices follow the gold price.
      await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price: GOLD_PRICE * 2 } });
      try {
        const dearer = (await get("/category-attributes/earing", categoryAttributesResponseSchema)).data;
        expect(dearer.price.min).toBeGreaterThan(fa.price.min);
      } finally {
        await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price: GOLD_PRICE } });
      }
    });

    it("answers the breadcrumb from the top category down", async () => {
      expect((await get("/category-breadcrumb/gold-chain", breadcrumbResponseSchema)).data).toEqual([
        { title: "گردنبند", slug: "necklaces" },
        { title: "زنجیر طلا", slug: "gold-chain" },
      ]);
      expect((await get("/category-breadcrumb/necklaces?lang=en", breadcrumbResponseSchema)).data).toEqual([
        { title: "Necklaces", slug: "necklaces" },
      ]);
    });

    it("answers 3 to 5 questions for every top category, and the parent's for a sub-category", async () => {
      for (const top of CATALOGUE) {
        const fa = (await get(`/category-faqs/${top.slug}`, categoryFaqsResponseSchema)).data;
        const en = (await get(`/category-faqs/${top.slug}?lang=en`, categoryFaqsResponseSchema)).data;
        expect(fa.length, top.slug).toBeGreaterThanOrEqual(3);
        expect(fa.length, top.slug).toBeLessThanOrEqual(5);
        expect(en.map((item) => item.id)).toEqual(fa.map((item) => item.id));
        for (const item of fa) expect(item.answer).toMatch(PERSIAN);
        for (const item of en) expect(`${item.question} ${item.answer}`).not.toMatch(PERSIAN);
        const sub = top.subCategories[0];
        if (sub) expect((await get(`/category-faqs/${sub.slug}?lang=en`, categoryFaqsResponseSchema)).data).toEqual(en);
      }
      expect((await get(`/category-faqs/${EMPTY_CATEGORY.slug}`, categoryFaqsResponseSchema)).data).toEqual([]);
    });
  });

  describe("the whole catalogue (GET /products)", () => {
    it.each(LANGS)("lists every product with its filters' options (%s)", async (lang) => {
      const all = (await get(`/products?lang=${lang}&per_page=96`, catalogueListingResponseSchema)).data;
      const necklaces = await listing(`/categories/necklaces?lang=${lang}&per_page=96`);
      expect(all.pagination.total).toBeGreaterThanOrEqual(90);
      expect(all.pagination.total).toBeGreaterThan(necklaces.pagination.total);
      expect(all.brands.length).toBeGreaterThan(3);
      expect(all.brands.reduce((sum, brand) => sum + brand.product_count, 0)).toBeLessThanOrEqual(all.pagination.total);
      expect(all.attributes.price.min).toBeLessThan(all.attributes.price.max);
      expect(all.attributes.colours.map((colour) => colour.value).sort()).toEqual(["rose", "white", "yellow"]);
    });

    it("takes the same filters as a category", async () => {
      const inStock = (await get("/products?in_stock=1&sort=cheapest&per_page=96", catalogueListingResponseSchema)).data;
      expect(inStock.applied).toMatchObject({ in_stock: true, sort: "cheapest" });
      expect(inStock.products.every((card) => card.in_stock)).toBe(true);
      const prices = inStock.products.map(shown);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  describe("brand pages", () => {
    it("answer the brand with its products, filtered like a category, in both languages", async () => {
      for (const lang of LANGS) {
        const { data } = await get(`/brands/avin-gold?lang=${lang}&per_page=96`, brandPageResponseSchema);
        expect(data.brand).toMatchObject({ slug: "avin-gold", logo: "/media/catalogue/brands/avin-gold.svg" });
        expect(data.brand.name).toBe(lang === "fa" ? "طلای آوین" : "Avin Gold");
        expect(data.brand.description ?? "").toMatch(lang === "fa" ? PERSIAN : /Tehran workshop/);
        expect(data.brand.meta_description.length).toBeGreaterThan(40);
        expect(data.applied.brand).toEqual(["avin-gold"]);
        expect(data.products.length).toBeGreaterThan(5);
        for (const card of data.products) expect(card.brand_name).toBe(data.brand.name);
      }
      const inStock = (await get("/brands/avin-gold?in_stock=1&sort=cheapest", brandPageResponseSchema)).data;
      expect(inStock.products.every((card) => card.in_stock)).toBe(true);
      const prices = inStock.products.map(shown);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      await expectNotFound("/brands/no-such-brand");
    });

    it("list the categories of a brand's products with counts", async () => {
      const categoriesOf = (await get("/brand-categories/avin-gold?lang=en", brandCategoriesResponseSchema)).data;
      const total = (await get("/brands/avin-gold?per_page=1", brandPageResponseSchema)).data.pagination.total;
      expect(categoriesOf.reduce((sum, category) => sum + category.product_count, 0)).toBe(total);
      expect(categoriesOf[0]).toEqual({ title: "Gold chains", slug: "gold-chain", product_count: 1 });
      for (const category of categoriesOf) {
        expect((await listing(`/categories/${category.slug}/avin-gold?per_page=1`)).pagination.total).toBe(category.product_count);
      }
      await expectNotFound("/brand-categories/no-such-brand");
    });
  });
}
