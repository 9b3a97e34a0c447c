import type { SitemapData } from "../../shop-api/contract/pages";
import { LOCALES, type Locale, localizePath } from "./locale";

/**
 * robots.txt and the sitemaps (a sitemap index naming one sitemap per language, each URL with its
 * fa/en/x-default alternates and its lastmod), built from the Shop API's `GET /sitemap`.
 */

/** Sitemaps are cached by browsers and proxies for an hour (the Shop API's answer in the process, shop/request/cache.server.ts). */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** The shop's own public pages (fixed pages and indexes, docs/shop/02-pages.md §2.19), in both languages. */
export const FIXED_PUBLIC_PATHS = ["/", "/category", "/shop", "/gold-jewelry", "/brand", "/info", "/faq", "/calculator", "/gold-price", "/blog", "/contactus", "/downloadapp", "/landing/app", "/webapp"] as const;

/**
 * Paths no search engine should crawl: one shopper's pages (sign-in, profile, cart, checkout,
 * payment results), search results, the error page, and what answers something other than a page
 * (forms' actions, JSON, the lite-mode switch, the embedded Shop API). In both languages.
 */
export const PRIVATE_PATHS = ["/profile", "/checkout", "/login", "/register", "/forgetpassword", "/success-payment", "/unsuccess-payment", "/search", "/errorPage"] as const;
const NOT_PAGES = ["/api/", "/shop-api/", "/newsletter", "/lite-mode"] as const;

export function robotsTxt(origin: string): string {
  const disallowed = [...PRIVATE_PATHS.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))), ...NOT_PAGES];
  return ["User-agent: *", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n");
}

/** A page of the sitemaps: its language-neutral path, when it last changed, the languages it exists in. */
export interface SitemapPage {
  path: string;
  lastmod: string;
  locales: Locale[];
}

/** The path of each kind of entry `GET /sitemap` answers. */
const ENTRY_PATHS: Record<Exclude<keyof SitemapData, "updated_at">, (slug: string) => string> = {
  categories: (slug) => `/${slug}`,
  brands: (slug) => `/brand/${slug}`,
  products: (slug) => `/${slug}`,
  pages: (slug) => `/info/${slug}`,
  campaigns: (slug) => `/campaign/${slug}`,
  posts: (slug) => `/blog/${slug}`,
  post_categories: (slug) => `/blog/category/${slug}`,
};

/**
 * The pages of `locale`'s sitemap: the fixed ones (dated by the shop's latest change: they show its
 * lists and settings) and the catalogue's, each with the languages it exists in (its alternates).
 */
export function sitemapPages(locale: Locale, data: Record<Locale, SitemapData>): SitemapPage[] {
  const present = new Map<Locale, Set<string>>(
    LOCALES.map((each) => [each, new Set(Object.entries(ENTRY_PATHS).flatMap(([kind, pathOf]) => data[each][kind as keyof typeof ENTRY_PATHS].map((entry) => pathOf(entry.slug))))]),
  );
  const own = data[locale];
  const pages: SitemapPage[] = FIXED_PUBLIC_PATHS.map((path) => ({ path, lastmod: own.updated_at, locales: [...LOCALES] }));
  for (const [kind, pathOf] of Object.entries(ENTRY_PATHS)) {
    for (const entry of own[kind as keyof typeof ENTRY_PATHS]) {
      const path = pathOf(entry.slug);
      pages.push({ path, lastmod: entry.updated_at, locales: LOCALES.filter((each) => present.get(each)?.has(path)) });
    }
  }
  return pages;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const absolute = (origin: string, path: string, locale: Locale) => escapeXml(new URL(localizePath(path, locale), origin).href);

/** A urlset of `locale`'s pages, each with an `xhtml:link` alternate per language it exists in and x-default (Persian). */
export function urlsetXml(origin: string, locale: Locale, pages: SitemapPage[]): string {
  const urls = pages.map((page) => {
    const alternates = page.locales.map((each) => `<xhtml:link rel="alternate" hreflang="${each}" href="${absolute(origin, page.path, each)}"/>`);
    if (page.locales.includes("fa")) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(origin, page.path, "fa")}"/>`);
    return `<url><loc>${absolute(origin, page.path, locale)}</loc><lastmod>${page.lastmod}</lastmod>${alternates.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Each language's sitemap's address. */
export function sitemapPath(locale: Locale): string {
  return `/sitemap-${locale}.xml`;
}

/** The sitemap index: one sitemap per language, dated by its latest page. */
export function sitemapIndexXml(origin: string, lastmods: Record<Locale, string>): string {
  const sitemaps = LOCALES.map((locale) => `<sitemap><loc>${escapeXml(new URL(sitemapPath(locale), origin).href)}</loc><lastmod>${lastmods[locale]}</lastmod></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
