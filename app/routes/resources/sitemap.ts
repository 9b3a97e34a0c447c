import type { Route } from "./+types/sitemap";
import { SITEMAP_CACHE_CONTROL, sitemapPages, sitemapPath, urlsetXml } from "~/lib/sitemap";
import { publicOrigin } from "~/shop/request/origin.server";
import { getSitemapData } from "~/shop/api/pages.server";

/**
 * /sitemap-fa.xml and /sitemap-en.xml: every public page in that language with its alternates and
 * lastmod. The Shop API's answer is cached in the process (shop/request/cache.server.ts) and the XML by
 * browsers and proxies for an hour.
 */
export async function loader(args: Route.LoaderArgs) {
  const { pathname } = new URL(args.url);
  const locale = pathname === sitemapPath("en") ? "en" : "fa";
  const ctx = args.context.shop;
  const [fa, en] = await Promise.all([getSitemapData({ ...ctx, locale: "fa" }), getSitemapData({ ...ctx, locale: "en" })]);
  return new Response(urlsetXml(publicOrigin(args.request), locale, sitemapPages(locale, { fa, en })), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
