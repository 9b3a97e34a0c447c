import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaignResponseSchema, errorBodySchema, productCardSchema, sitemapResponseSchema, type Lang } from "../../../../shop-api/contract";
import { campaignState } from "../../../../shop-api/server/routes/campaigns";
import { campaigns, categories, products, singlePages } from "../../../../shop-api/server/db/schema";
import { EMPTY_CATEGORY, NOINDEX_CATEGORIES } from "../../../../shop-api/server/seed/catalogue";
import { SINGLE_PAGES } from "../../../../shop-api/server/seed/pages";
import { requestJson, type RunningShopApi } from "../harness";

const LANGS: Lang[] = ["fa", "en"];

/** `GET /campaigns/{slug}` and `GET /sitemap`. */
export function campaignsAndSitemapSuite(shop: RunningShopApi): void {
  const getJson = async (path: string) => {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, path).toBe(200);
    return answer.body;
  };

  describe("GET /campaigns/{slug}", () => {
    it("answers the running opening sale with its banner, dates and discounted pieces priced now", async () => {
      for (const lang of LANGS) {
        const campaign = campaignResponseSchema.parse(await getJson(`/campaigns/opening?lang=${lang}`)).data;
        expect(campaign.state).toBe("running");
        expect(new Date(campaign.starts_at).getTime()).toBeLessThan(Date.now());
        expect(new Date(campaign.ends_at).getTime()).toBeGreaterThan(Date.now());
        expect(campaign.banner).toEqual({
          image: "/media/catalogue/banners/campaign-opening.jpg",
          image_mobile: "/media/catalogue/banners/campaign-opening-mobile.jpg",
          alt: expect.any(String),
        });
        expect(campaign.title).toBe(lang === "fa" ? "جشنواره افتتاحیه فروشگاه آنلاین" : "Our online shop's opening sale");
        expect(campaign.description.length).toBeGreaterThan(0);
        expect(campaign.products.length).toBeGreaterThanOrEqual(8);
        for (const product of campaign.products) {
          productCardSchema.parse(product);
          expect(product.price).toBeGreaterThan(0);
        }
        // Discounted pieces: those whose offer runs show their special price.
        expect(campaign.products.some((product) => product.special !== null && product.special < product.price)).toBe(true);
      }
      const banner = await fetch(shop.url("/media/catalogue/banners/campaign-opening.jpg"));
      expect(banner.status).toBe(200);
      expect(banner.headers.get("content-type")).toBe("image/jpeg");
    });

    it("an ended campaign keeps its texts and dates, without products; an unknown one is 404", async () => {
      const ended = campaignResponseSchema.parse(await getJson("/campaigns/end-of-season?lang=en")).data;
      expect(ended).toMatchObject({ slug: "end-of-season", state: "ended", title: "End-of-season sale", products: [] });
      expect(new Date(ended.ends_at).getTime()).toBeLessThan(Date.now());
      const missing = await requestJson(shop.url("/campaigns/nothing?lang=en"));
      expect(missing.status).toBe(404);
      expect(errorBodySchema.parse(missing.body)).toEqual({ code: 404, message: "No such campaign." });
    });

    it("tells upcoming, running and ended apart at the edges", () => {
      const start = new Date("2026-03-01T00:00:00Z");
      const end = new Date("2026-03-10T00:00:00Z");
      expect(campaignState(new Date(start.getTime() - 1), start, end)).toBe("upcoming");
      expect(campaignState(start, start, end)).toBe("running");
      expect(campaignState(new Date(end.getTime() - 1), start, end)).toBe("running");
      expect(campaignState(end, start, end)).toBe("ended");
    });
  });

  describe("GET /sitemap", () => {
    it("lists the indexable categories with products, the brands, every product, the pages and the running campaigns", async () => {
      const db = shop.api.db;
      const sitemap = sitemapResponseSchema.parse(await getJson("/sitemap?lang=en")).data;
      const categorySlugs = sitemap.categories.map((entry) => entry.slug);
      expect(categorySlugs).toEqual(expect.arrayContaining(["necklaces", "bracelet", "woman-gold-ring", "earing", "gold-chain"]));
      for (const hidden of [...NOINDEX_CATEGORIES, EMPTY_CATEGORY.slug]) expect(categorySlugs).not.toContain(hidden);

      const productCount = (await db.select({ id: products.id }).from(products)).length;
      expect(sitemap.products).toHaveLength(productCount);
      expect(sitemap.products.map((entry) => entry.slug)).toContain("wedding-ring/classic-wedding-band");
      expect(sitemap.brands.map((entry) => entry.slug)).toContain("avin-gold");
      expect(sitemap.pages.map((entry) => entry.slug).sort()).toEqual(SINGLE_PAGES.map((page) => page.slug).sort());
      expect(sitemap.campaigns.map((entry) => entry.slug)).toEqual(["opening"]);

      // Dates: a product's own; a listing's the latest of its products'; the whole the latest of all.
      const [chain] = await db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.slug, "classic-wedding-band"));
      expect(sitemap.products.find((entry) => entry.slug === "wedding-ring/classic-wedding-band")?.updated_at).toBe(chain?.updatedAt.toISOString());
      const all = [...sitemap.categories, ...sitemap.brands, ...sitemap.products, ...sitemap.pages, ...sitemap.campaigns].map((entry) => entry.updated_at);
      expect(sitemap.updated_at).toBe(all.sort().at(-1));
      const necklaces = sitemap.categories.find((entry) => entry.slug === "necklaces")!;
      const [necklacesRow] = await db.select({ updatedAt: categories.updatedAt }).from(categories).where(eq(categories.slug, "necklaces"));
      expect(necklaces.updated_at >= necklacesRow!.updatedAt.toISOString()).toBe(true);
    });

    it("follows changes: an edited page moves its date, an ended campaign leaves, a page in one language stays out of the other", async () => {
      const db = shop.api.db;
      const edited = new Date(Date.now() - 1000);
      await db.update(singlePages).set({ updatedAt: edited }).where(eq(singlePages.slug, "about"));
      const [opening] = await db.select().from(campaigns).where(eq(campaigns.slug, "opening"));
      const [persianOnly] = await db
        .insert(singlePages)
        .values({ lang: "fa", slug: "sitemap-test-page", title: "آزمایش", body: "<p>متن</p>", location: "footer", position: 99 })
        .returning({ id: singlePages.id });
      await db.update(campaigns).set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 2000) }).where(eq(campaigns.slug, "opening"));
      try {
        const fa = sitemapResponseSchema.parse(await getJson("/sitemap")).data;
        const en = sitemapResponseSchema.parse(await getJson("/sitemap?lang=en")).data;
        expect(fa.pages.find((entry) => entry.slug === "about")?.updated_at).toBe(edited.toISOString());
        expect(fa.pages.map((entry) => entry.slug)).toContain("sitemap-test-page");
        expect(en.pages.map((entry) => entry.slug)).not.toContain("sitemap-test-page");
        expect(fa.campaigns).toEqual([]);
      } finally {
        await db.update(campaigns).set({ startsAt: opening!.startsAt, endsAt: opening!.endsAt }).where(eq(campaigns.slug, "opening"));
        await db.delete(singlePages).where(eq(singlePages.id, persianOnly!.id));
      }
    });
  });
}
