import { data, redirect } from "react-router";
import type { Route } from "./+types/search";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { activeFilterCount, listingSearch, parseListingQuery, pastLastPage } from "~/lib/listing";
import { localizePath } from "~/lib/locale";
import { normalizeText } from "~/lib/normalize";
import { SEARCH_MIN_CHARS } from "~/lib/search";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import type { SearchResult } from "../../shop-api/contract/search";
import { searchCatalogue } from "~/shop/api/catalogue.server";
import { getCategoryTree } from "~/shop/api/navigation.server";
import { inlineProductCards } from "~/shop/page-data/images.server";
import { brandOptions, filterRanges } from "~/shop/page-data/listing-data.server";
import { optional, type ShopContext } from "~/shop/request/client.server";

/**
 * /search?q= (docs/shop/04-flows.md §4.16): every product the query finds, as a listing whose
 * filters, order and pages are in the URL beside the query. A query longer than a search can be is
 * refused beside the field (400) and cut to that length; one under three letters asks for more.
 * A product's own code leads to its page; a query that finds nothing suggests categories.
 */
export async function loadSearch(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const typed = (url.searchParams.get("q") ?? "").trim();
  const tooLong = typed.length > INPUT_MAX.searchQuery;
  const query = parseListingQuery(url.searchParams, typed.slice(0, INPUT_MAX.searchQuery));
  const searchable = !tooLong && normalizeText(query.search).length >= SEARCH_MIN_CHARS;
  // The search itself is required: without its answer the page is the themed error page.
  const [t, result] = await Promise.all([translatorFor(ctx.locale, "listing"), searchable ? searchCatalogue(ctx, query) : null]);
  if (result?.exact) throw redirect(localizePath(`/${result.exact.slug_with_cat}`, ctx.locale));
  const last = result && pastLastPage(query, result.pagination.last_page);
  if (last) throw redirect(`${url.pathname}${listingSearch(query, { page: last })}`);
  // A query that finds nothing, before any filter, gets no listing but the categories to try.
  const found = result !== null && (result.pagination.total > 0 || activeFilterCount(query) > 0);
  const [categories, picturesInline] = await Promise.all([
    result ? categoryChips(ctx, result, found) : [],
    found ? inlineProductCards(args, result.products) : false,
  ]);
  const page = {
    i18n: messagesFor(ctx.locale, "listing"),
    query,
    error: tooLong ? t("validation.max", { length: INPUT_MAX.searchQuery }) : null,
    title: query.search ? t("search.pageTitle", { query: query.search }) : t("search.pageTitleEmpty"),
    searched: result !== null,
    didYouMean: result?.did_you_mean ?? null,
    categories,
    listing: found
      ? {
          products: result.products,
          total: result.pagination.total,
          lastPage: result.pagination.last_page,
          // What narrows the products the query finds; a search offers no colour.
          options: { brands: brandOptions(result.brands), ...filterRanges(result.attributes), colours: [] },
          emptyText: t("listing.noMatch"),
        }
      : null,
    picturesInline,
  };
  return data(page, { status: tooLong ? 400 : 200 });
}

/**
 * The categories the query names (those with a picture, as the live search shows them); when it
 * finds nothing and names none, the shop's top categories to try instead (optional: without the
 * tree, none).
 */
async function categoryChips(ctx: ShopContext, result: SearchResult, found: boolean) {
  const named = result.categories.filter((category) => category.image).map((category) => ({ title: category.name, href: `/${category.slug}` }));
  if (found || named.length > 0) return named;
  const tree = await optional(ctx, "GET /original-menu", () => getCategoryTree(ctx), []);
  return tree.map((category) => ({ title: category.title, href: category.slug }));
}
