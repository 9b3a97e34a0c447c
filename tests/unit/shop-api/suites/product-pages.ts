import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  augmentedRealityResponseSchema,
  categoryPageResponseSchema,
  devReviewResponseSchema,
  discountedPrice,
  errorBodySchema,
  goldPriceBreakdown,
  heldForApprovalResponseSchema,
  likeResponseSchema,
  messageResponseSchema,
  productCommentsResponseSchema,
  productPageResponseSchema,
  productQuestionsResponseSchema,
  productResponseSchema,
  relatedProductsResponseSchema,
  sellersResponseSchema,
  tagsResponseSchema,
  type Lang,
} from "../../../../shop-api/contract";
import { ean13 } from "../../../../shop-api/server/seed/product-extras";
import {
  productComments,
  productInquiries,
  productVarieties,
  products,
  stockNotifications,
} from "../../../../shop-api/server/db/schema";
import { CATALOGUE } from "../../../../shop-api/server/seed/catalogue";
import { UNRATED_PRODUCTS } from "../../../../shop-api/server/seed/product-extras";
import { MANY_COMMENTS_PRODUCT } from "../../../../shop-api/server/seed/reviews";
import { registerAccount, type NewAccount } from "../accounts";
import { bearer, requestJson, type RunningShopApi } from "../harness";

const LANGS: Lang[] = ["fa", "en"];
const PERSIAN = /[\u0600-\u06FF]/;
const GOLD_PRICE = 10_000_000;

/** Seeded products with each kind of variety, and the states a product page has to show. */
const FIXTURES = {
  sizes: "wedding-ring/classic-wedding-band",
  lengths: "gold-chain/mens-figaro-chain",
  colours: "gold-pendant/butterfly-pendant-with-white-stones",
  single: "gold-chain/venetian-chain-necklace-45-cm",
  discounted: "bangle/twisted-bangle",
  discountedColours: "stud-earrings/flower-studs",
  soldOut: "bangle/engraved-bangle-traditional-pattern",
  unrated: "stud-earrings/pearl-studs",
} as const;

/** The product page and what surrounds it: meta, varieties, likes, comments, questions, sellers. */
export function productPagesSuite(shop: RunningShopApi): void {
  async function get<T>(path: string, schema: { parse(value: unknown): T }, headers: Record<string, string> = {}): Promise<T> {
    const answer = await requestJson(shop.url(path), { headers });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    return schema.parse(answer.body);
  }

  const page = async (path: string, lang: Lang = "fa", headers: Record<string, string> = {}) =>
    (await get(`/v2/${path}?lang=${lang}`, productPageResponseSchema, headers)).data;

  async function expectStatus(path: string, status: number, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const answer = await requestJson(shop.url(path), init);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(status);
    return errorBodySchema.parse(answer.body);
  }

  let account: NewAccount;
  beforeAll(async () => {
    await requestJson(shop.url("/dev/gold-price"), { method: "PUT", body: { price: GOLD_PRICE } });
    account = await registerAccount(shop, "سمانه یوسفی");
  });
  afterAll(async () => {
    await requestJson(shop.url("/dev/gold-price"), { method: "DELETE" });
  });

  describe("GET /v2{path} and /products/{id}", () => {
    it("answer the same product in both languages, with or without its category", async () => {
      for (const path of Object.values(FIXTURES)) {
        const [fa, en] = await Promise.all(LANGS.map((lang) => page(path, lang)));
        if (!fa || !en) throw new Error("no page");
        expect(fa.product.slug_with_cat).toBe(path);
        expect(fa.product.name).toMatch(PERSIAN);
        expect(en.product.name).not.toMatch(PERSIAN);
        expect(en.product.id).toBe(fa.product.id);
        const [, slug] = path.split("/");
        expect(await page(slug ?? "", "en")).toEqual(en);
        expect((await get(`/products/${fa.product.id}?lang=en`, productResponseSchema)).data).toEqual(en.product);
      }
    });

    it("answer 404 for an unknown product or a category that is not the product's own", async () => {
      await expectStatus("/v2/no-such-product", 404);
      await expectStatus("/v2/gold-chain/no-such-product", 404);
      await expectStatus("/v2/bangle/mens-figaro-chain", 404);
      // Its top category is not its category either: the storefront redirects through /v2/{slug}.
      const refused = await expectStatus("/v2/necklaces/mens-figaro-chain?lang=en", 404);
      expect(refused).toEqual({ message: "No such product.", code: 404 });
      await expectStatus("/products/999999", 404);
      await expectStatus("/products/first", 400);
    });

    it("fill the structured data from the product: price to pay, old price only when discounted, stock, canonical", async () => {
      for (const path of Object.values(FIXTURES)) {
        const { meta, product } = await page(path, "en");
        expect(meta.product_id).toBe(product.id);
        expect(meta.product_name).toBe(product.name);
        expect(meta.name).toBe(product.name);
        expect(meta.product_price, path).toBe(product.special ?? product.price);
        expect(meta.product_old_price, path).toBe(product.special === null ? null : product.price);
        expect(meta.availability).toBe(product.in_stock ? "InStock" : "OutOfStock");
        expect(meta.stock_status_id).toBe(product.in_stock ? 1 : 0);
        expect(product.in_stock).toBe(product.varieties.some((variety) => variety.stock > 0));
        expect(meta.slug_with_cat).toBe(path);
        expect(meta.canonical).toBe(`/${path}`);
        const top = CATALOGUE.find((category) => category.subCategories.some((sub) => sub.slug === product.category.slug));
        expect(meta.full_slug).toBe(`${top?.slug}/${path}`);
        expect(product.breadcrumb.map((crumb) => crumb.slug)).toEqual([top?.slug, product.category.slug]);
        expect(meta.robot).toBe("index, follow");
        expect(meta.image).toBe(product.images[0]);
        expect(meta.short_description).toBe(product.short_description);
        expect(meta.brand_name).toBe(product.brand?.name ?? null);
        expect(meta.category_name).toBe(product.category.title);
        expect(meta.sku).toBe(`ZG-${String(product.id).padStart(5, "0")}`);
        expect(meta.meta_description).toContain(product.name);
        if (meta.gtin !== null) expect(ean13(meta.gtin.slice(0, 12))).toBe(meta.gtin);
        expect(meta.varieties).toEqual(
          product.varieties.map((variety) => ({
            product_vendor_id: variety.product_vendor_id,
            label: variety.label,
            items: [{ price: variety.special ?? variety.price }],
          }))
        );
      }
      const soldOut = await page(FIXTURES.soldOut);
      expect(soldOut.meta).toMatchObject({ availability: "OutOfStock", stock_status_id: 0 });
      const discounted = await page(FIXTURES.discounted);
      expect(discounted.meta.product_old_price).toBeGreaterThan(discounted.meta.product_price);
    });

    it("date a discount's offer from the past to the future, and none otherwise", async () => {
      const now = Date.now();
      for (const path of [FIXTURES.discounted, FIXTURES.discountedColours]) {
        const { meta } = await page(path);
        expect(Date.parse(meta.offerStartDate ?? "")).toBeLessThan(now);
        expect(Date.parse(meta.offerEndDate ?? "")).toBeGreaterThan(now);
      }
      const plain = await page(FIXTURES.sizes);
      expect([plain.meta.offerStartDate, plain.meta.offerEndDate]).toEqual([null, null]);
    });

    it("answer no rating for products nobody has rated, and barcodes for some", async () => {
      const unrated = await page(FIXTURES.unrated);
      expect(unrated.meta).toMatchObject({ ratingValue: null, reviewCount: null });
      expect(unrated.product).toMatchObject({ rating: 0, review_count: 0 });
      const rated = await page(FIXTURES.sizes);
      expect(rated.meta.ratingValue).toBe(rated.product.rating);
      expect(rated.meta.reviewCount).toBe(rated.product.review_count);
      expect(rated.meta.reviewCount).toBeGreaterThan(0);
      const unratedRows = await shop.api.db.select({ reviewCount: products.reviewCount }).from(products).where(eq(products.reviewCount, 0));
      expect(unratedRows.length).toBeGreaterThanOrEqual(UNRATED_PRODUCTS.length);
      const withBarcode = await page(FIXTURES.discounted);
      expect(withBarcode.meta.gtin).toMatch(/^626\d{10}$/);
      expect(withBarcode.meta.mpn).toMatch(/^[A-Z]{3}-[A-Z]{2}-\d{4}$/);
      expect((await page(FIXTURES.sizes)).meta.gtin).toBeNull();
    });

    it("price every variety by its own weight (goldPriceBreakdown), with the product's discount", async () => {
      const db = shop.api.db;
      for (const path of Object.values(FIXTURES)) {
        const { product } = await page(path, "en");
        const [row] = await db.select().from(products).where(eq(products.id, product.id));
        const varieties = await db
          .select()
          .from(productVarieties)
          .where(eq(productVarieties.productId, product.id))
          .orderBy(asc(productVarieties.position));
        if (!row) throw new Error(path);
        expect(product.varieties.map((variety) => variety.product_vendor_id)).toEqual(varieties.map((variety) => variety.id));
        for (const variety of product.varieties) {
          const breakdown = goldPriceBreakdown({
            goldPrice: GOLD_PRICE,
            gram: variety.gram,
            wagesPercent: row.wagesPercent,
            noneGold: row.noneGold,
            noneGoldWages: row.noneGoldWages,
          });
          expect(variety.price, `${path} ${variety.label}`).toBe(breakdown.price);
          expect(variety.special).toBe(row.discountPercent ? discountedPrice(breakdown.price, row.discountPercent) : null);
          expect(variety.discount_percent).toBe(row.discountPercent ?? null);
          expect(variety.max_cart_add).toBeLessThanOrEqual(Math.max(1, row.maxCartAdd));
        }
        const [first] = product.varieties;
        expect(product.gram).toBe(first?.gram);
        expect(product.price).toBe(first?.price);
        expect(product.gold_price_details).toEqual(
          goldPriceBreakdown({
            goldPrice: GOLD_PRICE,
            gram: first?.gram ?? 0,
            wagesPercent: row.wagesPercent,
            noneGold: row.noneGold,
            noneGoldWages: row.noneGoldWages,
          })
        );
      }
      // Heavier varieties cost more.
      const lengths = (await page(FIXTURES.lengths)).product.varieties.map((variety) => variety.price);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(new Set(lengths).size).toBe(3);
    });

    it("price the product as its card in the category listing does", async () => {
      const { product } = await page(FIXTURES.discounted);
      const listing = categoryPageResponseSchema.parse((await requestJson(shop.url("/categories/bangle?per_page=96"))).body).data;
      const card = listing.products.find((candidate) => candidate.id === product.id);
      expect(card).toMatchObject({ price: product.price, special: product.special, discount_percent: product.discount_percent, gram: product.gram });
    });

    it("name varieties by kind: sizes, lengths, colours, or one standard piece", async () => {
      const labels = async (path: string, lang: Lang) => (await page(path, lang)).product.varieties.map((variety) => [variety.type, variety.label]);
      expect(await labels(FIXTURES.sizes, "en")).toEqual([["size", "54"], ["size", "56"], ["size", "58"]]);
      expect(await labels(FIXTURES.sizes, "fa")).toEqual([["size", "۵۴"], ["size", "۵۶"], ["size", "۵۸"]]);
      expect(await labels(FIXTURES.lengths, "en")).toEqual([["length", "40 cm"], ["length", "45 cm"], ["length", "50 cm"]]);
      expect(await labels(FIXTURES.lengths, "fa")).toEqual([["length", "۴۰ سانتی‌متر"], ["length", "۴۵ سانتی‌متر"], ["length", "۵۰ سانتی‌متر"]]);
      expect(await labels(FIXTURES.colours, "en")).toEqual([["colour", "Yellow gold"], ["colour", "White gold"], ["colour", "Rose gold"]]);
      expect(await labels(FIXTURES.single, "en")).toEqual([["default", "Standard"]]);
      expect((await labels(FIXTURES.discounted, "en"))[1]).toEqual(["size", "6.2 cm"]);
    });

    it("describe the piece in 2 to 4 paragraphs in each language, with five benefits and instalment plans", async () => {
      for (const path of Object.values(FIXTURES)) {
        for (const lang of LANGS) {
          const { product } = await page(path, lang);
          expect(product.description.length, path).toBeGreaterThanOrEqual(2);
          expect(product.description.length, path).toBeLessThanOrEqual(4);
          for (const paragraph of product.description) {
            expect(paragraph.length).toBeGreaterThan(60);
            if (lang === "fa") expect(paragraph).toMatch(PERSIAN);
            else expect(paragraph).not.toMatch(PERSIAN);
          }
          expect(product.benefits.map((benefit) => benefit.icon)).toEqual(["guarantee", "authenticity", "returns", "shipping", "installment"]);
        }
      }
      const { product } = await page(FIXTURES.sizes, "en");
      expect(product.description.join(" ")).toMatch(/white gold.*4\.86 g in size 54/);
      const pay = product.special ?? product.price;
      expect(product.installments.map((plan) => [plan.months, plan.prepayment_percent])).toEqual([[3, 25], [6, 30], [12, 40]]);
      for (const plan of product.installments) {
        const prepayment = Math.round((pay * plan.prepayment_percent) / 100);
        expect(plan.monthly).toBe(Math.round(((pay - prepayment) * (1 + 0.015 * plan.months)) / plan.months));
        expect(plan.total).toBe(prepayment + plan.monthly * plan.months);
        expect(plan.total).toBeGreaterThan(pay);
      }
    });
  });

  describe("POST /like", () => {
    it("refuses a guest with 401, and toggles the signed-in shopper's like", async () => {
      const { product } = await page(FIXTURES.single);
      const refused = await expectStatus("/like", 401, { body: { model: "product", id: product.id } });
      expect(refused.code).toBe(401);
      expect(product.liked).toBe(false);

      const like = async () => {
        const answer = await requestJson(shop.url("/like"), { body: { model: "product", id: product.id }, headers: bearer(account.token) });
        expect(answer.status).toBe(200);
        return likeResponseSchema.parse(answer.body).data;
      };
      expect(await like()).toEqual({ liked: true, likes: product.likes + 1 });
      const signedIn = await page(FIXTURES.single, "en", bearer(account.token));
      expect(signedIn.product).toMatchObject({ liked: true, likes: product.likes + 1 });
      expect((await get(`/products/${product.id}`, productResponseSchema, bearer(account.token))).data.liked).toBe(true);
      const guest = await page(FIXTURES.single);
      expect(guest.product).toMatchObject({ liked: false, likes: product.likes + 1 });

      expect(await like()).toEqual({ liked: false, likes: product.likes });
      expect((await page(FIXTURES.single, "fa", bearer(account.token))).product.liked).toBe(false);
      // A stale token reads as a guest on the page, and is refused by the like.
      expect((await page(FIXTURES.single, "fa", bearer("0".repeat(64)))).product.liked).toBe(false);
      await expectStatus("/like", 401, { body: { model: "product", id: product.id }, headers: bearer("0".repeat(64)) });
    });

    it("answers 404 for an unknown product and 400 for a model that cannot be liked", async () => {
      await expectStatus("/like", 404, { body: { model: "product", id: 999_999 }, headers: bearer(account.token) });
      await expectStatus("/like", 400, { body: { model: "brand", id: 1 }, headers: bearer(account.token) });
    });
  });

  describe("comments", () => {
    const comments = async (id: number, query = "") => (await get(`/product-comments/${id}${query}`, productCommentsResponseSchema)).data;

    it("answer approved comments in the page's language, newest first, ten a page", async () => {
      const { product } = await page(FIXTURES.sizes);
      expect(product.slug).toBe(MANY_COMMENTS_PRODUCT);
      const first = await comments(product.id);
      expect(first.pagination).toMatchObject({ page: 1, per_page: 10, total: 12, last_page: 2 });
      expect(first.comments).toHaveLength(10);
      const second = await comments(product.id, "?page=2");
      expect(second.comments).toHaveLength(2);
      const dates = [...first.comments, ...second.comments].map((comment) => Date.parse(comment.created_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const comment of first.comments) {
        expect(`${comment.author} ${comment.text}`).toMatch(PERSIAN);
        // Seeded ratings sit around the product's own.
        expect(Math.abs(comment.rating - product.rating)).toBeLessThanOrEqual(2.5);
      }
      const english = await comments(product.id, "?lang=en");
      for (const comment of english.comments) expect(`${comment.author} ${comment.text}`).not.toMatch(PERSIAN);
      expect((await comments(product.id, "?page=9")).comments).toEqual([]);
    });

    it("never show comments still held for approval, nor any on unrated products", async () => {
      const db = shop.api.db;
      const pending = await db.select().from(productComments).where(and(eq(productComments.status, "pending"), sql`${productComments.userId} is null`));
      expect(pending.length).toBeGreaterThan(0);
      for (const held of pending.slice(0, 3)) {
        const shown = await comments(held.productId, `?lang=${held.lang}&page=1`);
        const approved = await db
          .select({ id: productComments.id })
          .from(productComments)
          .where(and(eq(productComments.productId, held.productId), eq(productComments.lang, held.lang), eq(productComments.status, "approved")));
        expect(shown.pagination.total).toBe(approved.length);
        expect(shown.comments.map((comment) => comment.id)).not.toContain(held.id);
      }
      const unrated = await page(FIXTURES.unrated);
      expect((await comments(unrated.product.id)).pagination.total).toBe(0);
    });

    it("are held when written, shown once approved, and counted in the rating", async () => {
      const { product } = await page(FIXTURES.discounted, "en");
      const body = { product_id: product.id, rating: 5, text: "Lovely bangle, it arrived beautifully packed." };
      await expectStatus("/create-comment?lang=en", 401, { body });
      const created = await requestJson(shop.url("/create-comment?lang=en"), { body, headers: bearer(account.token) });
      expect(created.status).toBe(201);
      const { id, status } = heldForApprovalResponseSchema.parse(created.body).data;
      expect(status).toBe("pending");
      expect((await comments(product.id, "?lang=en")).comments.map((comment) => comment.id)).not.toContain(id);

      const approved = await requestJson(shop.url(`/dev/comments/${id}/approve`), { method: "POST" });
      expect(devReviewResponseSchema.parse(approved.body).data).toEqual({ id, status: "approved" });
      const [newest] = (await comments(product.id, "?lang=en")).comments;
      expect(newest).toMatchObject({ id, author: "سمانه یوسفی", rating: 5, text: body.text, reply: null });
      const after = (await page(FIXTURES.discounted, "en")).product;
      expect(after.review_count).toBe(product.review_count + 1);
      // Approving again changes nothing.
      await requestJson(shop.url(`/dev/comments/${id}/approve`), { method: "POST" });
      expect((await page(FIXTURES.discounted, "en")).product.review_count).toBe(product.review_count + 1);
      // Not in the Persian page's list: it was written in English.
      expect((await comments(product.id)).comments.map((comment) => comment.id)).not.toContain(id);
    });

    it("refuse a bad rating, an unknown product and an unknown comment", async () => {
      const { product } = await page(FIXTURES.single);
      await expectStatus("/create-comment", 400, { body: { product_id: product.id, rating: 6, text: "خوب" }, headers: bearer(account.token) });
      await expectStatus("/create-comment", 404, { body: { product_id: 999_999, rating: 4, text: "خیلی خوب" }, headers: bearer(account.token) });
      await expectStatus("/dev/comments/999999/approve", 404, { method: "POST" });
      await expectStatus("/product-comments/999999", 404);
    });
  });

  describe("questions", () => {
    it("answer the answered ones; a new question shows once the shop answers it", async () => {
      const { product } = await page(FIXTURES.sizes);
      const questions = async (lang: Lang) =>
        (await get(`/product-questions/${product.id}?lang=${lang}`, productQuestionsResponseSchema)).data;
      const before = await questions("fa");
      for (const question of before) expect(question.answer).toMatch(PERSIAN);
      const body = { product_id: product.id, question: "آیا حکاکی نام داخل حلقه امکان دارد؟" };
      await expectStatus("/create-question", 401, { body });
      const created = await requestJson(shop.url("/create-question"), { body, headers: bearer(account.token) });
      expect(created.status).toBe(201);
      const { id } = heldForApprovalResponseSchema.parse(created.body).data;
      expect((await questions("fa")).map((question) => question.id)).not.toContain(id);
      await requestJson(shop.url(`/dev/questions/${id}/answer`), { body: { answer: "بله، تا ۱۲ حرف به‌رایگان حک می‌شود." } });
      const [newest] = await questions("fa");
      expect(newest).toMatchObject({ id, question: body.question, answer: "بله، تا ۱۲ حرف به‌رایگان حک می‌شود." });
      expect((await questions("en")).map((question) => question.id)).not.toContain(id);
    });

    it("are seeded for many products, in both languages", async () => {
      let answered = 0;
      for (let id = 1; id <= 20; id++) {
        const fa = (await get(`/product-questions/${id}`, productQuestionsResponseSchema)).data;
        const en = (await get(`/product-questions/${id}?lang=en`, productQuestionsResponseSchema)).data;
        if (fa.length > 0) answered++;
        for (const question of en) expect(question.question).not.toMatch(PERSIAN);
      }
      expect(answered).toBeGreaterThan(4);
    });
  });

  describe("around the product", () => {
    it("relates eight others of the same top category, in stock first", async () => {
      const { product } = await page(FIXTURES.sizes, "en");
      const related = (await get(`/product-related/${product.id}?lang=en`, relatedProductsResponseSchema)).data;
      expect(related).toHaveLength(8);
      expect(related.map((card) => card.id)).not.toContain(product.id);
      const rings = new Set(["wedding-ring", "gemstone-ring", "signet-ring"]);
      for (const card of related) expect(rings.has(card.slug_with_cat.split("/")[0] ?? "")).toBe(true);
      const stock = related.map((card) => card.in_stock);
      expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    });

    it("tags the product in the page's language", async () => {
      const { product } = await page(FIXTURES.sizes);
      const fa = (await get(`/tags/${product.id}`, tagsResponseSchema)).data;
      const en = (await get(`/tags/${product.id}?lang=en`, tagsResponseSchema)).data;
      expect(fa.map((tag) => tag.slug)).toEqual(en.map((tag) => tag.slug));
      expect(en.map((tag) => tag.slug)).toEqual(expect.arrayContaining(["bridal", "white-gold"]));
      expect(fa.find((tag) => tag.slug === "bridal")?.title).toBe("عروس");
      await expectStatus("/tags/999999", 404);
    });

    it("lists the shop as the official seller at its price, then partners within a few percent", async () => {
      for (const path of [FIXTURES.discounted, FIXTURES.single]) {
        const { meta, product } = await page(path, "en");
        const answer = await requestJson(shop.url(`/sellers/${product.id}?lang=en`), { method: "POST" });
        expect(answer.status).toBe(200);
        const [official, ...partners] = sellersResponseSchema.parse(answer.body).data;
        expect(official).toMatchObject({ name: "Zarrin Gold", city: "Tehran", is_official: true, price: meta.product_price });
        expect(partners.length).toBeGreaterThanOrEqual(1);
        expect(partners.length).toBeLessThanOrEqual(2);
        for (const partner of partners) {
          expect(partner.is_official).toBe(false);
          expect(Math.abs(partner.price / meta.product_price - 1)).toBeLessThanOrEqual(0.031);
        }
      }
      await expectStatus("/sellers/999999", 404, { method: "POST" });
    });

    it("records a back-in-stock request, answering in the request's language", async () => {
      const { product } = await page(FIXTURES.soldOut);
      const [variety] = product.varieties;
      const ask = (lang: Lang, body: object) => requestJson(shop.url(`/notify-me?lang=${lang}`), { body });
      const fa = await ask("fa", { product_id: product.id, mobile: "09121234567" });
      expect(fa.status).toBe(200);
      expect(messageResponseSchema.parse(fa.body).data.message).toMatch(PERSIAN);
      const en = await ask("en", { product_id: product.id, product_vendor_id: variety?.product_vendor_id, mobile: "09121234567" });
      expect(messageResponseSchema.parse(en.body).data.message).toMatch(/back in stock/);
      // Asking twice records it once.
      await ask("en", { product_id: product.id, product_vendor_id: variety?.product_vendor_id, mobile: "09121234567" });
      const rows = await shop.api.db.select().from(stockNotifications).where(eq(stockNotifications.productId, product.id));
      expect(rows.map((row) => [row.productVendorId, row.mobile, row.lang])).toEqual([
        [null, "09121234567", "fa"],
        [variety?.product_vendor_id, "09121234567", "en"],
      ]);

      const badMobile = await ask("en", { product_id: product.id, mobile: "12345" });
      expect(badMobile.status).toBe(400);
      expect(errorBodySchema.parse(badMobile.body)).toEqual({ message: "The mobile number is not valid: enter it as 09xxxxxxxxx.", code: 400 });
      expect((await ask("fa", { product_id: 999_999, mobile: "09121234567" })).status).toBe(404);
      const other = await page(FIXTURES.single);
      expect((await ask("fa", { product_id: product.id, product_vendor_id: other.product.varieties[0]?.product_vendor_id, mobile: "09121234567" })).status).toBe(400);
    });

    it("answers a product's 3D model for augmented reality, 404 for a product without one", async () => {
      const { product } = await page(FIXTURES.sizes);
      const fa = await requestJson(shop.url(`/augmented-reality?product_id=${product.id}`));
      expect(fa.status).toBe(200);
      expect(augmentedRealityResponseSchema.parse(fa.body).data).toEqual({ product_id: product.id, title: product.name, glb: "/media/models/gold-band.glb", usdz: "/media/models/gold-band.usdz" });
      const en = augmentedRealityResponseSchema.parse((await requestJson(shop.url(`/augmented-reality?product_id=${product.id}&lang=en`))).body).data;
      expect(en.title).toBe("Classic wedding band");
      // The files: a binary glTF 2.0 and a USDZ (an uncompressed zip whose data starts at a multiple of 64 bytes).
      const glb = await fetch(shop.url(en.glb));
      expect(glb.headers.get("content-type")).toBe("model/gltf-binary");
      const glbBytes = Buffer.from(await glb.arrayBuffer());
      expect(glbBytes.toString("latin1", 0, 4)).toBe("glTF");
      expect(glbBytes.readUInt32LE(4)).toBe(2);
      expect(glbBytes.readUInt32LE(8)).toBe(glbBytes.length);
      const usdz = await fetch(shop.url(en.usdz));
      expect(usdz.headers.get("content-type")).toBe("model/vnd.usdz+zip");
      const usdzBytes = Buffer.from(await usdz.arrayBuffer());
      expect(usdzBytes.readUInt32LE(0)).toBe(0x04034b50);
      expect(usdzBytes.readUInt16LE(8)).toBe(0); // stored, not deflated
      const dataStart = 30 + usdzBytes.readUInt16LE(26) + usdzBytes.readUInt16LE(28);
      expect(dataStart % 64).toBe(0);
      expect(usdzBytes.toString("latin1", dataStart, dataStart + 10)).toBe("#usda 1.0\n");

      const other = await page(FIXTURES.soldOut);
      const none = await requestJson(shop.url(`/augmented-reality?product_id=${other.product.id}&lang=en`));
      expect(none.status).toBe(404);
      expect(errorBodySchema.parse(none.body).message).toBe("This product has no 3D model.");
      await expectStatus("/augmented-reality?product_id=999999", 404);
      await expectStatus("/augmented-reality?product_id=ring", 400);
    });

    it("records a product inquiry", async () => {
      const { product } = await page(FIXTURES.sizes);
      const body = { product_id: product.id, mobile: "09127654321", message: "برای سایز ۶۲ هم موجود می‌شود؟" };
      const answer = await requestJson(shop.url("/product-inquiry"), { body });
      expect(answer.status).toBe(200);
      expect(messageResponseSchema.parse(answer.body).data.message).toMatch(PERSIAN);
      const rows = await shop.api.db.select().from(productInquiries).where(eq(productInquiries.productId, product.id));
      expect(rows.map((row) => [row.mobile, row.message, row.lang])).toEqual([[body.mobile, body.message, "fa"]]);
      await expectStatus("/product-inquiry", 400, { body: { ...body, mobile: "0912" } });
      await expectStatus("/product-inquiry", 400, { body: { ...body, message: "x" } });
      await expectStatus("/product-inquiry", 404, { body: { ...body, product_id: 999_999 } });
    });
  });
}
