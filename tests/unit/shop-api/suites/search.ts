import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchResponseSchema, type Lang, type ProductCard } from "../../../../shop-api/contract";
import { productSearch, productVarieties, products } from "../../../../shop-api/server/db/schema";
import { requestJson, type RunningShopApi } from "../harness";

/** `GET /search/`: every match of a query, paged, forgiving, sorted and filtered like a listing. */
export function searchSuite(shop: RunningShopApi): void {
  async function search(q: string, lang: Lang = "fa", params: Record<string, string> = {}, path = "/search/") {
    const answer = await requestJson(shop.url(`${path}?${new URLSearchParams({ q, lang, ...params })}`));
    expect(answer.status, `${q} ${JSON.stringify(params)}`).toBe(200);
    return searchResponseSchema.parse(answer.body).data;
  }
  /** Every page of a search, one after the other. */
  async function allPages(q: string, lang: Lang, params: Record<string, string> = {}) {
    const first = await search(q, lang, params);
    const rest = await Promise.all(
      Array.from({ length: first.pagination.last_page - 1 }, (_, index) => search(q, lang, { ...params, page: String(index + 2) })),
    );
    return { first, products: [first, ...rest].flatMap((page) => page.products) };
  }
  const shown = (card: ProductCard) => card.special ?? card.price;
  const ids = (cards: ProductCard[]) => cards.map((card) => card.id);

  describe("GET /search", () => {
    it("finds every earring, paged, the count true", async () => {
      const { first, products: earrings } = await allPages("گوشواره", "fa", { per_page: "5" });
      expect(first.pagination).toMatchObject({ page: 1, per_page: 5, total: 17, last_page: 4 });
      expect(earrings).toHaveLength(17);
      expect(new Set(ids(earrings)).size).toBe(17);
      for (const card of earrings) expect(card.name).toContain("گوشواره");
      // As many as the earrings category lists.
      const category = await requestJson(shop.url("/categories/earing?per_page=96&lang=fa"));
      expect((category.body as { data: { pagination: { total: number } } }).data.pagination.total).toBe(17);
      const past = await search("گوشواره", "fa", { per_page: "5", page: "5" });
      expect(past.products).toEqual([]);
      expect(past.pagination.total).toBe(17);
      expect(first.categories.map((category) => category.slug)).toContain("earing");
    });

    it("finds the same with the plural, with Arabic letters, Persian digits, and attached endings", async () => {
      const earrings = ids((await search("گوشواره", "fa", { per_page: "96" })).products).sort();
      for (const typed of ["گوشواره‌های", "گوشوارههای", "گوشواره ها"]) {
        const answer = await search(typed, "fa", { per_page: "96" });
        expect(ids(answer.products).sort(), typed).toEqual(earrings);
        expect(answer.did_you_mean, typed).toBeNull();
      }
      const chains = await search("زنجير"); // Arabic yeh
      expect(chains.products[0]?.name).toContain("زنجیر");
      expect((await search("زنجیر ۴۵")).products.map((card) => card.slug)).toEqual(["venetian-chain-necklace-45-cm"]);
      expect((await search("ونيزي ٤٥")).products.map((card) => card.slug)).toEqual(["venetian-chain-necklace-45-cm"]);
      expect((await search("نیمست")).pagination.total).toBe((await search("نیم‌ست")).pagination.total);
    });

    it("mends a word misspelt by a letter or two, and says what it read", async () => {
      const misspelt = await search("گوشوره");
      expect(misspelt.did_you_mean).toBe("گوشواره");
      expect(misspelt.pagination.total).toBe(17);
      const english = await search("earings", "en", { per_page: "96" });
      expect(english.did_you_mean).toBe("earring");
      expect(english.pagination.total).toBe(17);
      for (const card of english.products) expect(card.name).toMatch(/earring|studs/i);
      const twoLetters = await search("گوشوارع", "fa");
      expect(twoLetters.did_you_mean).toBe("گوشواره");
      // A word still being typed is the start of one: not mended.
      const typing = await search("گوشوار");
      expect(typing.did_you_mean).toBeNull();
      expect(typing.pagination.total).toBe(17);
    });

    it("finds gold in a gold shop, and English words on the English shop, named in English", async () => {
      const gold = await search("طلا");
      expect(gold.pagination.total).toBeGreaterThan(20);
      const english = await search("VENETIAN  chain", "en", {}, "/search");
      expect(english.products.length).toBeGreaterThanOrEqual(2);
      for (const card of english.products) expect(card.name).toMatch(/venetian/i);
      // The other language's name finds it too; the card is named in the asked language.
      expect((await search("ونیزی", "en")).products[0]?.name).toMatch(/Venetian/);
    });

    it("goes straight to a product by its own code, however it is typed", async () => {
      for (const code of ["ZG-00057", "zg 57", "ZG-۰۰۰۵۷", "zg00057"]) {
        const answer = await search(code);
        expect(answer.exact, code).toEqual({ id: 57, slug_with_cat: expect.stringMatching(/\/gold-ball-studs$/) });
      }
      const [product] = await shop.api.db.select({ gtin: products.gtin, mpn: products.mpn }).from(products).where(eq(products.id, 57));
      expect((await search(product!.gtin!)).exact?.id).toBe(57);
      expect((await search(product!.mpn!.toLowerCase())).exact?.id).toBe(57);
      expect((await search("گوشواره")).exact).toBeNull();
    });

    it("ranks a match in the name above one in the category or tags, in stock above out of stock", async () => {
      const answer = await search("ring", "en", { per_page: "96" });
      const named = answer.products.map((card) => /\bring/i.test(card.name));
      expect(named.indexOf(false)).toBeGreaterThan(0);
      expect(named.slice(named.indexOf(false))).not.toContain(true);
      const stock = answer.products.filter((card) => /\bring/i.test(card.name)).map((card) => card.in_stock);
      expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    });

    it("searches descriptions when nothing names the query, and nothing for nonsense", async () => {
      const described = await search("شناسنامه");
      expect(described.pagination.total).toBeGreaterThan(0);
      const empty = await search("xqzv");
      expect(empty.pagination.total).toBe(0);
      expect(empty.products).toEqual([]);
      expect((await search("ز")).pagination.total).toBe(0);
      expect((await search("   ")).pagination.total).toBe(0);
    });

    it("sorts and filters like a listing, by the prices the cards show", async () => {
      const everything = await search("zg", "fa", { per_page: "96", sort: "cheapest" });
      expect(everything.pagination.total).toBeGreaterThan(90);
      const prices = everything.products.map(shown);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const dearest = (await search("zg", "fa", { per_page: "96", sort: "dearest" })).products.map(shown);
      expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
      expect(everything.attributes.price).toEqual({ min: prices[0], max: dearest[0] });
      // The filter's bounds are the cards' prices to the toman.
      const middle = everything.products[40]!;
      const exactly = await search("zg", "fa", { per_page: "96", min_price: String(shown(middle)), max_price: String(shown(middle)) });
      expect(ids(exactly.products)).toContain(middle.id);
      for (const card of exactly.products) expect(shown(card)).toBe(shown(middle));
      const above = await search("zg", "fa", { per_page: "96", min_price: String(shown(middle) + 1) });
      expect(ids(above.products)).not.toContain(middle.id);

      const earrings = await search("گوشواره", "fa", { per_page: "96", in_stock: "1" });
      expect(earrings.pagination.total).toBe(earrings.attributes.in_stock_count);
      for (const card of earrings.products) expect(card.in_stock).toBe(true);
      const brand = earrings.brands[0]!;
      const ofBrand = await search("گوشواره", "fa", { per_page: "96", brand: brand.slug });
      expect(ofBrand.pagination.total).toBe(brand.product_count);
      expect(ofBrand.applied.brand).toEqual([brand.slug]);
      expect((await search("گوشواره")).applied.sort).toBe("relevance");
    });

    it("follows a product's stock as it changes", async () => {
      const [first] = await search("گوشواره", "fa", { in_stock: "1" }).then((answer) => answer.products);
      const varieties = await shop.api.db.select().from(productVarieties).where(eq(productVarieties.productId, first!.id));
      const soldOut = async () => {
        for (const variety of varieties) {
          await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: variety.id, stock: 0 } });
        }
      };
      try {
        await soldOut();
        const [row] = await shop.api.db.select({ inStock: productSearch.inStock }).from(productSearch).where(eq(productSearch.productId, first!.id));
        expect(row?.inStock).toBe(false);
        expect(ids((await search("گوشواره", "fa", { in_stock: "1", per_page: "96" })).products)).not.toContain(first!.id);
      } finally {
        for (const variety of varieties) {
          await requestJson(shop.url("/dev/stock"), { method: "PUT", body: { product_vendor_id: variety.id, stock: variety.stock } });
        }
      }
      expect(ids((await search("گوشواره", "fa", { in_stock: "1", per_page: "96" })).products)).toContain(first!.id);
    });

    it("is counted like every call", async () => {
      await requestJson(shop.url("/dev/requests/reset"), { method: "POST" });
      await search("ring", "en", {}, "/search/");
      await search("ring", "en", {}, "/search");
      const counts = await requestJson(shop.url("/dev/requests"));
      expect(counts.body).toEqual({ data: { "GET /search": 2 } });
    });
  });
}
