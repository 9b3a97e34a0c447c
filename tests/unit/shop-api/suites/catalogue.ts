import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  amazingProductsResponseSchema,
  devGoldPriceResponseSchema,
  errorBodySchema,
  goldPriceBreakdown,
  layoutResponseSchema,
  listResponseSchema,
  postsResponseSchema,
  vipHomeCategoryResponseSchema,
  type Lang,
  type ListType,
  type ProductCard,
} from "../../../../shop-api/contract";
import { categories, productVarieties, products } from "../../../../shop-api/server/db/schema";
import { CATALOGUE } from "../../../../shop-api/server/seed/catalogue";
import { requestJson, type RunningShopApi } from "../harness";

const LANGS: Lang[] = ["fa", "en"];
const PERSIAN = /[\u0600-\u06FF]/;

/** Lists, layouts, the home page's calls, posts and search: the catalogue a shopper browses. */
export function catalogueSuite(shop: RunningShopApi): void {
  async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, path).toBe(200);
    return schema.parse(answer.body);
  }

  async function list(id: number, lang: Lang = "fa") {
    return (await get(`/lists/${id}?lang=${lang}`, listResponseSchema)).data;
  }

  function setGoldPrice(price: number) {
    return requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price } });
  }

  /** What a card must cost at a gold price, from the product's own rows. */
  async function expectedPrice(card: ProductCard, goldPrice: number): Promise<number> {
    const db = shop.api.db;
    const [product] = await db.select().from(products).where(eq(products.id, card.id));
    const [first] = await db
      .select({ gram: productVarieties.gram })
      .from(productVarieties)
      .where(eq(productVarieties.productId, card.id))
      .orderBy(asc(productVarieties.position))
      .limit(1);
    if (!product || !first) throw new Error(`No product ${card.id}`);
    return goldPriceBreakdown({
      goldPrice,
      gram: first.gram,
      wagesPercent: product.wagesPercent,
      noneGold: product.noneGold,
      noneGoldWages: product.noneGoldWages,
    }).price;
  }

  describe("GET /lists/{id}", () => {
    const expected: [number, ListType][] = [
      [1, "banner"],
      [2, "slider"],
      [3, "category"],
      [4, "brand"],
      [5, "video"],
      [6, "product"],
      [7, "blog"],
    ];

    it.each(expected)("answers list %i as a non-empty %s list in both languages", async (id, type) => {
      const [fa, en] = await Promise.all(LANGS.map((lang) => list(id, lang)));
      for (const answer of [fa, en]) {
        expect(answer?.type).toBe(type);
        expect(answer?.id).toBe(id);
        expect(answer?.items.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(en)).not.toEqual(JSON.stringify(fa));
    });

    it("has 3 banners and 4 sliders that lead to real category paths, with wide and tall pictures", async () => {
      const banners = await list(1);
      const sliders = await list(2, "en");
      if (banners?.type !== "banner" || sliders?.type !== "slider") throw new Error("wrong list types");
      expect(banners.items).toHaveLength(3);
      expect(sliders.items).toHaveLength(4);
      const categoryPaths = new Set(["/gold-jewelry", ...CATALOGUE.map((category) => `/${category.slug}`)]);
      for (const slide of [...banners.items, ...sliders.items]) {
        expect(categoryPaths.has(slide.slug), slide.slug).toBe(true);
        expect(slide.image).toMatch(/^\/media\/catalogue\/banners\/[a-z0-9-]+\.jpg$/);
        expect(slide.image_mobile).toMatch(/-mobile\.jpg$/);
      }
      expect(banners.items[0]?.alt).toMatch(PERSIAN);
      expect(sliders.items[0]?.alt).not.toMatch(PERSIAN);
    });

    it("lists the top categories with their pictures, by slug", async () => {
      const answer = await list(3, "en");
      if (answer?.type !== "category") throw new Error("not a category list");
      expect(answer.items.map((item) => item.cat_slug_without_param)).toEqual(
        CATALOGUE.map((category) => category.slug)
      );
      expect(answer.items[0]).toEqual({
        name: "Necklaces",
        image: "/media/catalogue/categories/necklaces.jpg",
        cat_slug_without_param: "necklaces",
      });
    });

    it("orders the bestsellers by sales, counted when asked", async () => {
      const answer = await list(6);
      if (answer?.type !== "product") throw new Error("not a product list");
      expect(answer.items.length).toBeGreaterThanOrEqual(10);
      const sales = await shop.api.db
        .select({ id: products.id, sales: products.salesCount })
        .from(products)
        .where(
          inArray(
            products.id,
            answer.items.map((item) => item.id)
          )
        );
      const salesById = new Map(sales.map((row) => [row.id, row.sales]));
      const inOrder = answer.items.map((item) => salesById.get(item.id) ?? -1);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
      const [least] = await shop.api.db
        .select({ id: products.id, sales: products.salesCount })
        .from(products)
        .orderBy(products.salesCount)
        .limit(1);
      if (!least) throw new Error("no products");
      // A product that starts selling well moves up at once.
      await shop.api.db.update(products).set({ salesCount: 1_000_000 }).where(eq(products.id, least.id));
      shop.api.forgetReads();
      try {
        const again = await list(6);
        if (again?.type !== "product") throw new Error("not a product list");
        expect(again.items[0]?.id).toBe(least.id);
      } finally {
        await shop.api.db.update(products).set({ salesCount: least.sales }).where(eq(products.id, least.id));
        shop.api.forgetReads();
      }
    });

    it("answers the latest six posts as the blog list, newest first", async () => {
      const answer = await list(7, "en");
      if (answer?.type !== "blog") throw new Error("not a blog list");
      expect(answer.items).toHaveLength(6);
      const dates = answer.items.map((post) => Date.parse(post.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const post of answer.items) expect(post.url).toMatch(/^https:\/\/mag\.zarringold\.ir\/en\//);
    });

    it("answers 404 for an unknown list and 400 for a malformed id", async () => {
      const missing = await requestJson(shop.url("/lists/999"));
      expect(missing.status).toBe(404);
      errorBodySchema.parse(missing.body);
      expect((await requestJson(shop.url("/lists/banners"))).status).toBe(400);
    });
  });

  describe("GET /layouts", () => {
    it("answers the home page's sections in order, per device and language", async () => {
      const desktop = (await get("/layouts?page=home&type=desktop", layoutResponseSchema)).data;
      const mobile = (await get("/layouts?page=home&type=mobile&lang=en", layoutResponseSchema)).data;
      const names = (sections: typeof desktop.sections) =>
        sections.map((section) => (section.kind === "list" ? section.list_key.replace("_list_id", "") : section.kind));
      expect(names(desktop.sections)).toEqual([
        "banners",
        "sliders",
        "categories",
        "amazing-products",
        "bestselling",
        "brands",
        "vip-category",
        "videos",
        "blog",
      ]);
      expect(new Set(names(mobile.sections))).toEqual(new Set(names(desktop.sections)));
      expect(names(mobile.sections)).not.toEqual(names(desktop.sections));
      expect(desktop.sections.find((section) => section.kind === "amazing-products")?.title).toMatch(PERSIAN);
      expect(mobile.sections.find((section) => section.kind === "amazing-products")?.title).not.toMatch(PERSIAN);
    });

    it("answers 404 for an unknown page and 400 without a page or with an unknown device", async () => {
      expect((await requestJson(shop.url("/layouts?page=checkout"))).status).toBe(404);
      expect((await requestJson(shop.url("/layouts"))).status).toBe(400);
      expect((await requestJson(shop.url("/layouts?page=home&type=watch"))).status).toBe(400);
    });
  });

  describe("the home page's offers and featured category", () => {
    it("answers 8 to 12 amazing products, all discounted and in stock, until the end of Tehran's day", async () => {
      for (const lang of LANGS) {
        const { data } = await get(`/amazing-products?lang=${lang}`, amazingProductsResponseSchema);
        expect(data.products.length).toBeGreaterThanOrEqual(8);
        expect(data.products.length).toBeLessThanOrEqual(12);
        for (const card of data.products) {
          expect(card.in_stock).toBe(true);
          expect(card.special).not.toBeNull();
        }
        const endsAt = new Date(data.ends_at);
        const inTehran = new Intl.DateTimeFormat("en-GB", {
          timeZone: "Asia/Tehran",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
          hourCycle: "h23",
        }).format(endsAt);
        expect(inTehran).toBe("23:59:59");
        expect(endsAt.getTime() - Date.now()).toBeGreaterThan(0);
        expect(endsAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
      }
    });

    it("features women's rings with 8 of their products", async () => {
      const { data } = await get("/vip-home-category?lang=en", vipHomeCategoryResponseSchema);
      expect(data.category).toEqual({
        name: "Women's rings",
        slug: "woman-gold-ring",
        image: "/media/catalogue/categories/woman-gold-ring.jpg",
      });
      expect(data.products).toHaveLength(8);
      const ringCategories = ["wedding-ring", "gemstone-ring", "signet-ring", "woman-gold-ring"];
      for (const card of data.products) expect(ringCategories).toContain(card.slug_with_cat.split("/")[0]);
      expect((await get("/vip-home-category", vipHomeCategoryResponseSchema)).data.category.name).toBe("انگشتر زنانه");
    });
  });

  describe("posts", () => {
    it.each(["/latest-posts", "/wordpress-latest"])(
      "%s answers the latest six posts in each language",
      async (path) => {
        const fa = (await get(path, postsResponseSchema)).data;
        const en = (await get(`${path}?lang=en`, postsResponseSchema)).data;
        expect(fa).toHaveLength(6);
        expect(fa.map((post) => post.id)).toEqual(en.map((post) => post.id));
        expect(fa[0]?.title).toMatch(PERSIAN);
        expect(en[0]?.title).not.toMatch(PERSIAN);
        expect(fa[0]?.url).toMatch(/^https:\/\/mag\.zarringold\.ir\/[a-z0-9-]+$/);
      }
    );

    it("/wordpress-news answers only the news", async () => {
      const news = (await get("/wordpress-news?lang=en", postsResponseSchema)).data;
      const latest = (await get("/latest-posts?lang=en", postsResponseSchema)).data;
      expect(news.length).toBeGreaterThanOrEqual(2);
      expect(news.length).toBeLessThan(latest.length);
      expect(news.some((post) => /gold market|gold price|showroom/i.test(post.title))).toBe(true);
    });
  });

  describe("prices", () => {
    afterAll(async () => {
      await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" });
    });

    it("follow the gold price: goldPriceBreakdown of the default variety at the fixed price", async () => {
      const fixed = devGoldPriceResponseSchema.parse((await setGoldPrice(10_000_000)).body).data;
      expect(fixed).toMatchObject({ price: 10_000_000, fixed: true });
      const first = await list(6);
      if (first?.type !== "product") throw new Error("not a product list");
      for (const card of first.items) expect(card.price, card.slug).toBe(await expectedPrice(card, 10_000_000));

      await setGoldPrice(12_500_000);
      const second = await list(6);
      if (second?.type !== "product") throw new Error("not a product list");
      for (const [i, card] of second.items.entries()) {
        expect(card.price, card.slug).toBe(await expectedPrice(card, 12_500_000));
        expect(card.price).toBeGreaterThan(first.items[i]?.price ?? Infinity);
      }

      const released = devGoldPriceResponseSchema.parse(
        (await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" })).body
      ).data;
      expect(released.fixed).toBe(false);
      expect(Math.abs(released.price / 9_850_000 - 1)).toBeLessThan(0.16);
    });

    it("give discounted cards a lower special price and its percent", async () => {
      await setGoldPrice(9_850_000);
      const { data } = await get("/amazing-products", amazingProductsResponseSchema);
      const rows = await shop.api.db
        .select({ id: products.id, discount: products.discountPercent })
        .from(products)
        .where(
          inArray(
            products.id,
            data.products.map((card) => card.id)
          )
        );
      const discounts = new Map(rows.map((row) => [row.id, row.discount]));
      for (const card of data.products) {
        const special = card.special ?? Infinity;
        expect(special).toBeLessThan(card.price);
        expect(special).toBe(Math.round((card.price * (100 - (discounts.get(card.id) ?? 0))) / 100));
        expect(card.discount_percent).toBe(100 - Math.round((special / card.price) * 100));
      }
    });

    it("refuse a gold price that is not a positive whole number", async () => {
      for (const price of [0, -5, 12.5, "10000000"]) {
        expect((await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price } })).status).toBe(400);
      }
    });
  });

  describe("the seeded catalogue", () => {
    it("has 90+ products, each with a variety and two pictures, in every leaf category", async () => {
      const db = shop.api.db;
      const all = await db.query.products.findMany({ columns: { id: true, categoryId: true } });
      expect(all.length).toBeGreaterThanOrEqual(90);
      const varieties = await db.select({ productId: productVarieties.productId }).from(productVarieties);
      const images = await db.query.productImages.findMany({ columns: { productId: true } });
      const count = (rows: { productId: number }[]) =>
        rows.reduce(
          (counts, row) => counts.set(row.productId, (counts.get(row.productId) ?? 0) + 1),
          new Map<number, number>()
        );
      const varietyCounts = count(varieties);
      const imageCounts = count(images);
      for (const product of all) {
        expect(varietyCounts.get(product.id) ?? 0, `product ${product.id}`).toBeGreaterThanOrEqual(1);
        expect(imageCounts.get(product.id) ?? 0, `product ${product.id}`).toBeGreaterThanOrEqual(2);
      }
      const leaves = await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(
          inArray(
            categories.slug,
            CATALOGUE.flatMap((top) => top.subCategories.map((sub) => sub.slug))
          )
        );
      const withProducts = new Set(all.map((product) => product.categoryId));
      for (const leaf of leaves) expect(withProducts.has(leaf.id), leaf.slug).toBe(true);
    });
  });
}
