import { describe, expect, it } from "vitest";
import type { SitemapData } from "../../../shop-api/contract/pages";
import { FIXED_PUBLIC_PATHS, robotsTxt, sitemapIndexXml, sitemapPages, urlsetXml } from "~/lib/sitemap";

const ORIGIN = "https://shop.example";
const data = (overrides: Partial<SitemapData> = {}): SitemapData => ({
  categories: [{ slug: "necklaces", updated_at: "2026-03-01T10:00:00.000Z" }],
  brands: [{ slug: "avin-gold", updated_at: "2026-03-02T10:00:00.000Z" }],
  products: [{ slug: "gold-chain/venetian-chain", updated_at: "2026-03-03T10:00:00.000Z" }],
  pages: [{ slug: "about", updated_at: "2026-03-04T10:00:00.000Z" }],
  campaigns: [{ slug: "opening", updated_at: "2026-03-05T10:00:00.000Z" }],
  posts: [{ slug: "12/how-to-read-a-gold-hallmark", updated_at: "2026-03-04T12:00:00.000Z" }],
  post_categories: [{ slug: "3", updated_at: "2026-03-04T12:00:00.000Z" }],
  updated_at: "2026-03-05T10:00:00.000Z",
  ...overrides,
});

describe("robots.txt", () => {
  it("keeps crawlers off one shopper's pages in both languages and off what is not a page, and names the sitemap", () => {
    const lines = robotsTxt(ORIGIN).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/profile", "/en/profile", "/checkout", "/en/checkout", "/login", "/en/login", "/register", "/forgetpassword", "/success-payment", "/en/unsuccess-payment", "/search", "/en/search", "/api/", "/shop-api/", "/lite-mode", "/newsletter"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});

describe("sitemaps", () => {
  it("list the fixed pages and the catalogue's, each with the languages it exists in and its date", () => {
    const fa = data({ pages: [...data().pages, { slug: "persian-only", updated_at: "2026-03-06T10:00:00.000Z" }] });
    const pages = sitemapPages("fa", { fa, en: data() });
    expect(pages.map((page) => page.path)).toEqual([
      ...FIXED_PUBLIC_PATHS,
      "/necklaces",
      "/brand/avin-gold",
      "/gold-chain/venetian-chain",
      "/info/about",
      "/info/persian-only",
      "/campaign/opening",
      "/blog/12/how-to-read-a-gold-hallmark",
      "/blog/category/3",
    ]);
    expect(pages.find((page) => page.path === "/")).toEqual({ path: "/", lastmod: fa.updated_at, locales: ["fa", "en"] });
    expect(pages.find((page) => page.path === "/brand/avin-gold")).toEqual({ path: "/brand/avin-gold", lastmod: "2026-03-02T10:00:00.000Z", locales: ["fa", "en"] });
    expect(pages.find((page) => page.path === "/info/persian-only")?.locales).toEqual(["fa"]);
    expect(sitemapPages("en", { fa, en: data() }).map((page) => page.path)).not.toContain("/info/persian-only");
  });

  it("write each URL with its alternates (x-default is Persian) and lastmod", () => {
    const xml = urlsetXml(ORIGIN, "en", [
      { path: "/", lastmod: "2026-03-05T10:00:00.000Z", locales: ["fa", "en"] },
      { path: "/info/a&b", lastmod: "2026-03-04T10:00:00.000Z", locales: ["en"] },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      '<url><loc>https://shop.example/en</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="fa" href="https://shop.example/"/><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/"/></url>',
    );
    // Escaped, and without a Persian twin: no fa or x-default alternate.
    expect(xml).toContain('<url><loc>https://shop.example/en/info/a&amp;b</loc><lastmod>2026-03-04T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/info/a&amp;b"/></url>');
  });

  it("are named by an index, one per language", () => {
    expect(sitemapIndexXml(ORIGIN, { fa: "2026-03-05T10:00:00.000Z", en: "2026-03-04T10:00:00.000Z" })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://shop.example/sitemap-fa.xml</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></sitemap>\n" +
        "<sitemap><loc>https://shop.example/sitemap-en.xml</loc><lastmod>2026-03-04T10:00:00.000Z</lastmod></sitemap>\n</sitemapindex>\n",
    );
  });
});
