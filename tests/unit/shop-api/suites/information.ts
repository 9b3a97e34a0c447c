import { describe, expect, it } from "vitest";
import {
  errorBodySchema,
  faqGroupResponseSchema,
  faqGroupsResponseSchema,
  singlePageListResponseSchema,
  singlePageResponseSchema,
  type Lang,
} from "../../../../shop-api/contract";
import { SINGLE_PAGES } from "../../../../shop-api/server/seed/pages";
import { requestJson, type RunningShopApi } from "../harness";

const LANGS: Lang[] = ["fa", "en"];
const PERSIAN = /[\u0600-\u06FF]/;

/** Single pages (`/info/{slug}`) and the FAQ page. */
export function informationSuite(shop: RunningShopApi): void {
  async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
    const answer = await requestJson(shop.url(path));
    expect(answer.status, path).toBe(200);
    return schema.parse(answer.body);
  }

  describe("GET /single-page/{slug or id}", () => {
    it("answers every seeded page by slug in both languages, as paragraphs with the page lists", async () => {
      for (const lang of LANGS) {
        const header = (await get(`/single-page-list?location=header&lang=${lang}`, singlePageListResponseSchema)).data;
        const footer = (await get(`/single-page-list?location=footer&lang=${lang}`, singlePageListResponseSchema)).data;
        for (const seed of SINGLE_PAGES) {
          const { data } = await get(`/single-page/${seed.slug}?lang=${lang}`, singlePageResponseSchema);
          expect(data.slug).toBe(seed.slug);
          expect(data.title).toBe(seed.title[lang]);
          expect(data.body).toEqual(seed.paragraphs[lang]);
          for (const paragraph of data.body) expect(paragraph).not.toMatch(/[<>]/);
          expect(data.meta_description.length).toBeGreaterThan(40);
          expect(data.meta_description.length).toBeLessThanOrEqual(161);
          expect(seed.paragraphs[lang][0]?.startsWith(data.meta_description.replace(/…$/, ""))).toBe(true);
          expect(data.header_pages).toEqual(header);
          expect(data.footer_pages).toEqual(footer);
          if (lang === "fa") expect(data.title).toMatch(PERSIAN);
          else expect(data.body.join(" ")).not.toMatch(PERSIAN);
        }
      }
    });

    it("answers a page by the id of either language's row, in the language asked", async () => {
      const faList = (await get("/single-page-list?location=footer", singlePageListResponseSchema)).data;
      const enList = (await get("/single-page-list?location=footer&lang=en", singlePageListResponseSchema)).data;
      const faReturns = faList.find((page) => page.slug === "returns");
      const enReturns = enList.find((page) => page.slug === "returns");
      const byEnglishId = (await get(`/single-page/${enReturns?.id}?lang=en`, singlePageResponseSchema)).data;
      expect(byEnglishId).toMatchObject({ id: enReturns?.id, slug: "returns", title: "Returns policy" });
      const byPersianId = (await get(`/single-page/${faReturns?.id}?lang=en`, singlePageResponseSchema)).data;
      expect(byPersianId).toEqual(byEnglishId);
    });

    it("answers 404 for an unknown slug or id", async () => {
      for (const path of ["/single-page/no-such-page", "/single-page/99999", "/single-page/about?lang=de"]) {
        const answer = await requestJson(shop.url(path));
        expect(answer.status, path).toBe(path.endsWith("de") ? 400 : 404);
        errorBodySchema.parse(answer.body);
      }
    });
  });

  describe("GET /faqs", () => {
    it("answers five groups of three to five questions, the same ids in both languages", async () => {
      const fa = (await get("/faqs", faqGroupsResponseSchema)).data;
      const en = (await get("/faqs?lang=en", faqGroupsResponseSchema)).data;
      expect(fa).toHaveLength(5);
      expect(en.map((group) => group.title)).toEqual(["Ordering", "Payment and instalments", "Shipping and returns", "Gold and karat", "Your account"]);
      expect(en.map((group) => group.items.map((item) => item.id))).toEqual(fa.map((group) => group.items.map((item) => item.id)));
      for (const group of fa) {
        expect(group.items.length).toBeGreaterThanOrEqual(3);
        expect(group.items.length).toBeLessThanOrEqual(5);
        for (const item of group.items) expect(`${group.title} ${item.question} ${item.answer}`).toMatch(PERSIAN);
      }
      for (const group of en) for (const item of group.items) expect(`${item.question} ${item.answer}`).not.toMatch(PERSIAN);
    });

    it("answers one group by id, and 404 for an unknown one", async () => {
      const all = (await get("/faqs?lang=en", faqGroupsResponseSchema)).data;
      const second = all[1];
      expect((await get(`/faqs/${second?.id}?lang=en`, faqGroupResponseSchema)).data).toEqual(second);
      const missing = await requestJson(shop.url("/faqs/99999"));
      expect(missing.status).toBe(404);
      errorBodySchema.parse(missing.body);
      expect((await requestJson(shop.url("/faqs/payment"))).status).toBe(400);
    });
  });
}
