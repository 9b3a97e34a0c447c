import { describe, expect, it } from "vitest";
import {
  errorBodySchema,
  footerListResponseSchema,
  footerListsResponseSchema,
  menuResponseSchema,
  singlePageListResponseSchema,
  type MenuItem,
} from "../../../../shop-api/contract";
import { CATALOGUE } from "../../../../shop-api/server/seed/catalogue";
import { requestJson, type RunningShopApi } from "../harness";

const FOOTER_CATEGORY_SLUGS = ["necklaces", "bracelet", "woman-gold-ring", "earing"];

function allSlugs(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.slug, ...allSlugs(item.children)]);
}

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));
}

/** Menus, footer lists and single-page lists. */
export function navigationSuite(shop: RunningShopApi): void {
  async function menu(path: string) {
    const answer = await requestJson(shop.url(path));
    expect(answer.status).toBe(200);
    return menuResponseSchema.parse(answer.body).data;
  }

  describe("GET /menu", () => {
    it("opens with the three-level category tree, then the shop's pages and its magazine", async () => {
      const items = await menu("/menu");
      expect(depth(items)).toBe(3);
      const [categories, ...rest] = items;
      expect(categories?.title).toBe("دسته‌بندی محصولات");
      expect(categories?.children.map((item) => item.slug)).toEqual(CATALOGUE.map((category) => category.slug));
      expect(categories?.children[0]?.children.map((item) => item.slug)).toEqual([
        "gold-chain",
        "gold-pendant",
        "name-necklace",
      ]);
      expect(rest.map((item) => item.slug).slice(0, 4)).toEqual(["gold-jewelry", "calculator", "faq", "contactus"]);
      expect(rest.at(-1)?.slug).toBe("blog");
      expect(allSlugs(items)).toEqual(expect.arrayContaining(FOOTER_CATEGORY_SLUGS));
    });

    it("speaks English when asked", async () => {
      const [categories] = await menu("/menu?lang=en");
      expect(categories?.title).toBe("Product categories");
      expect(categories?.children[0]?.title).toBe("Necklaces");
    });

    it("refuses an unknown language", async () => {
      const answer = await requestJson(shop.url("/menu?lang=de"));
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).message).toMatch(/lang/);
    });
  });

  describe("GET /original-menu", () => {
    it("is the bare category tree, with the same slugs in both languages", async () => {
      const fa = await menu("/original-menu");
      const en = await menu("/original-menu/?lang=en");
      const expected = CATALOGUE.map((category) => [category.slug, category.subCategories.map((sub) => sub.slug)]);
      for (const tree of [fa, en]) {
        expect(depth(tree)).toBe(2);
        expect(tree.map((item) => [item.slug, item.children.map((child) => child.slug)])).toEqual(expected);
      }
      expect(fa.map((item) => item.title)).toContain("گوشواره");
      expect(en.map((item) => item.title)).toContain("Earrings");
    });

    it("is built from a catalogue whose slugs are unique", () => {
      const slugs = CATALOGUE.flatMap((category) => [category.slug, ...category.subCategories.map((sub) => sub.slug)]);
      expect(new Set(slugs).size).toBe(slugs.length);
    });
  });

  describe("GET /footer-lists", () => {
    it("answers three lists with internal and external rows", async () => {
      const answer = await requestJson(shop.url("/footer-lists"));
      const lists = footerListsResponseSchema.parse(answer.body).data;
      expect(lists.map((list) => list.title)).toEqual(["خدمات مشتریان", "فروشگاه طلا", "درباره ما"]);
      const urls = lists.flatMap((list) => list.rows.map((row) => row.url));
      expect(urls).toEqual(expect.arrayContaining(["/faq", "/info/returns", "/profile/latest-orders", "/calculator", "/blog"]));
      expect(urls).toEqual(expect.arrayContaining(FOOTER_CATEGORY_SLUGS.map((slug) => `/${slug}`)));
      expect(urls.some((url) => url.startsWith("https://"))).toBe(true);
    });

    it("answers one list by id in its language, and 404 for any other id", async () => {
      const english = footerListsResponseSchema.parse((await requestJson(shop.url("/footer-lists?lang=en"))).body).data;
      const persian = footerListsResponseSchema.parse((await requestJson(shop.url("/footer-lists"))).body).data;
      const second = english[1];
      expect(second?.title).toBe("Gold shop");

      const one = await requestJson(shop.url(`/footer-lists/${second?.id}?lang=en`));
      expect(one.status).toBe(200);
      expect(footerListResponseSchema.parse(one.body).data).toEqual(second);

      for (const path of ["/footer-lists/99999", `/footer-lists/${persian[0]?.id}?lang=en`]) {
        const missing = await requestJson(shop.url(path));
        expect(missing.status, path).toBe(404);
        errorBodySchema.parse(missing.body);
      }
      expect((await requestJson(shop.url("/footer-lists/first"))).status).toBe(400);
    });
  });

  describe("GET /single-page-list", () => {
    it("lists the header and footer pages of a language", async () => {
      const list = async (query: string) => {
        const answer = await requestJson(shop.url(`/single-page-list?${query}`));
        expect(answer.status).toBe(200);
        return singlePageListResponseSchema.parse(answer.body).data;
      };
      const header = await list("location=header");
      const footer = await list("location=footer&lang=en");
      expect(header.map((page) => page.slug)).toEqual(["about", "guarantee"]);
      expect(header[0]?.title).toBe("درباره طلای زرین");
      expect(footer.map((page) => page.slug)).toEqual(["terms", "privacy", "returns", "cooperation"]);
      expect(footer[0]?.title).toBe("Terms and conditions");
    });

    it("needs a known location", async () => {
      for (const query of ["", "?location=sidebar"]) {
        expect((await requestJson(shop.url(`/single-page-list${query}`))).status).toBe(400);
      }
    });
  });
}
