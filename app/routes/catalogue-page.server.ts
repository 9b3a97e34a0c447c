import type { Route } from "./+types/catalogue-page";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { parseListingQuery } from "~/lib/listing";
import { listingCanonical } from "~/lib/listing-meta";
import { breadcrumbListLd, itemListLd } from "~/lib/structured-data";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { brandOptions, filterRanges } from "~/shop/page-data/listing-data.server";
import { inlineProductCards } from "~/shop/page-data/images.server";
import { getCatalogue } from "~/shop/api/pages.server";
import { publicOrigin } from "~/shop/request/origin.server";

/**
 * The data of a page that lists the whole catalogue (/shop, /gold-jewelry): `GET /products` with
 * the URL's filters, which also says what the filters offer.
 */
export async function loadCatalogueListing(args: Route.LoaderArgs, page: { path: string; titleKey: string; introKey: string }) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const query = parseListingQuery(url.searchParams);
  const [listing, t] = await Promise.all([getCatalogue(ctx, query), translatorFor(ctx.locale, "listing")]);
  const picturesInline = await inlineProductCards(args, listing.products);
  const origin = publicOrigin(args.request);
  const title = t(page.titleKey);
  provideStructuredData(args, [
    breadcrumbListLd([{ title: t("listing.home"), path: "/" }, { title, path: page.path }], origin, ctx.locale),
    ...(listing.products.length > 0 ? [itemListLd(title, listing.products, origin, ctx.locale)] : []),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "listing"),
    title,
    intro: t(page.introKey),
    path: page.path,
    canonical: listingCanonical(origin, page.path, query.page, ctx.locale),
    query,
    listing,
    options: { brands: brandOptions(listing.brands), ...filterRanges(listing.attributes) },
    emptyText: t("listing.noMatch"),
    picturesInline,
  };
}
