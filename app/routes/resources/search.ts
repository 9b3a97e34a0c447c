import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/lib/locale";
import { normalizeText } from "~/lib/normalize";
import { SEARCH_MIN_CHARS } from "~/lib/search";
import { INPUT_MAX } from "../../../shop-api/contract/input-bounds";
import { searchCatalogue } from "~/shop/api/catalogue.server";

/**
 * /api/search?q=&lang=: the live search's data (docs/shop/04-flows.md §4.16), proxied from
 * `GET /search/`. Only categories with an image are kept (docs/shop/03-entities.md §3.7). Under three
 * characters there is nothing to ask.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const lang = url.searchParams.get("lang");
  // The live search never sends more than a search can be: a longer query finds nothing.
  const query = normalizeText((url.searchParams.get("q") ?? "").slice(0, INPUT_MAX.searchQuery + 1));
  const ctx = { ...args.context.shop, locale: isLocale(lang) ? lang : "fa" } as const;
  const searchable = query.length >= SEARCH_MIN_CHARS && query.length <= INPUT_MAX.searchQuery;
  const result = searchable ? await searchCatalogue(ctx, query) : { categories: [], products: [] };
  return Response.json(
    { categories: result.categories.filter((category) => category.image), products: result.products },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
