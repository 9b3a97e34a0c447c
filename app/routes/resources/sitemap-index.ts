import type { Route } from "./+types/sitemap-index";
import { SITEMAP_CACHE_CONTROL, sitemapIndexXml } from "~/lib/sitemap";
import { publicOrigin } from "~/shop/request/origin.server";
import { getSitemapData } from "~/shop/api/pages.server";

/** /sitemap.xml: the sitemap index, one sitemap per language (routes/resources/sitemap.ts). */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [fa, en] = await Promise.all([getSitemapData({ ...ctx, locale: "fa" }), getSitemapData({ ...ctx, locale: "en" })]);
  return new Response(sitemapIndexXml(publicOrigin(args.request), { fa: fa.updated_at, en: en.updated_at }), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
