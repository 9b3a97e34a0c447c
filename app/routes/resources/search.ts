import type { Route } from "./+types/search";
import { parseListingQuery } from "~/lib/listing";
import { isLocale } from "~/lib/locale";
import { normalizeText } from "~/lib/normalize";
import { LIVE_SEARCH_SIZE, type LiveSearchAnswer, SEARCH_MIN_CHARS } from "~/lib/search";
import { INPUT_MAX } from "../../../shop-api/contract/input-bounds";
import { searchCatalogue } from "~/shop/api/catalogue.server";

/**
 * /api/search?q=&lang=: the live search's data (docs/shop/04-flows.md §4.16), proxied from
 * `GET /search/` asked for its first products by relevance: at most three categories, those with an
 * image (docs/shop/03-entities.md §3.7), four products and how many it finds in all. Under three
 * characters there is nothing to ask.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.url);
  const lang = url.searchParams.get("lang");
  // The live search never sends more than a search can be: a longer query finds nothing.
  const query = normalizeText((url.searchParams.get("q") ?? "").slice(0, INPUT_MAX.searchQuery + 1));
  const ctx = { ...args.context.shop, locale: isLocale(lang) ? lang : "fa" } as const;
  const searchable = query.length >= SEARCH_MIN_CHARS && query.length <= INPUT_MAX.searchQuery;
  const result = searchable ? await searchCatalogue(ctx, parseListingQuery(new URLSearchParams(), query), LIVE_SEARCH_SIZE.products) : null;
  const answer: LiveSearchAnswer = {
    categories: result?.categories.filter((category) => category.image).slice(0, LIVE_SEARCH_SIZE.categories) ?? [],
    products: result?.products ?? [],
    total: result?.pagination.total ?? 0,
  };
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}
