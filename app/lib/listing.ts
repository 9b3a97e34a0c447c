import type { Colour, Sort } from "../../shop-api/contract/pages";
import type { SearchSort } from "../../shop-api/contract/search";
import { hasControlCharacters, INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { cleanTypedNumber } from "./digits";

/**
 * The filters, sort and page of a product listing (category, brand, shop and search pages), read
 * from and written to the page's URL: every state has a shareable address, and the form that
 * changes it is a plain GET form (docs/shop/02-pages.md §2.10; issue: "all of it is GET parameters
 * in the URL"). Each list of orders starts with its listing's default.
 */
const SORT_VALUES: Sort[] = ["newest", "cheapest", "dearest", "bestselling"];
/** A search's results are best sorted by how well they answer it; the other orders follow. */
const SEARCH_SORT_VALUES: SearchSort[] = ["relevance", ...SORT_VALUES];
export const COLOUR_VALUES: Colour[] = ["yellow", "white", "rose"];

export interface ListingQuery {
  /**
   * What the search page's listing looks for (`?q=`, kept in every link and form of it, and its
   * default order is relevance); null on every other listing.
   */
  search: string | null;
  page: number;
  sort: SearchSort;
  brand: string[];
  minWeight: number | null;
  maxWeight: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  colour: Colour[];
  inStock: boolean;
}

/** The orders a listing offers, its default first. */
export function listingSorts(query: Pick<ListingQuery, "search">): readonly SearchSort[] {
  return query.search === null ? SORT_VALUES : SEARCH_SORT_VALUES;
}

/** A number as a shopper may type it: Persian digits, "٫" or "." for decimals, separators ignored. */
function number(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const parsed = Number(cleanTypedNumber(value));
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/**
 * A list parameter given either repeated (`brand=a&brand=b`, as a form sends it) or comma-separated;
 * a value no link would carry (longer than a slug, with control characters) is left out.
 */
function list(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value && value.length <= INPUT_MAX.slug && !hasControlCharacters(value));
}

/** The page a list is asked for (`?page=`): 1 when missing or nonsense. */
export function pageParam(params: URLSearchParams): number {
  const page = Math.floor(number(params.get("page")) ?? 1);
  return page >= 1 ? page : 1;
}

/** A search page's listing. */
export type SearchListingQuery = ListingQuery & { search: string };

/**
 * The listing's state in `params`. `search` is the search page's query, read and bounded by its
 * loader (none elsewhere: a `q` in a category's address is not a search).
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery;
export function parseListingQuery(params: URLSearchParams, search: string): SearchListingQuery;
export function parseListingQuery(params: URLSearchParams, search: string | null = null): ListingQuery {
  const sort = params.get("sort") as SearchSort | null;
  const sorts = listingSorts({ search });
  return {
    search,
    page: pageParam(params),
    sort: sort && sorts.includes(sort) ? sort : sorts[0]!,
    brand: [...new Set(list(params, "brand"))],
    minWeight: number(params.get("min_weight")),
    maxWeight: number(params.get("max_weight")),
    minPrice: number(params.get("min_price")),
    maxPrice: number(params.get("max_price")),
    colour: [...new Set(list(params, "colour"))].filter((colour): colour is Colour => COLOUR_VALUES.includes(colour as Colour)),
    inStock: params.get("in_stock") === "1",
  };
}

/** How many filters narrow the listing (sort and page are not filters). */
export function activeFilterCount(query: ListingQuery): number {
  return (
    query.brand.length +
    query.colour.length +
    (query.minWeight !== null || query.maxWeight !== null ? 1 : 0) +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0) +
    (query.inStock ? 1 : 0)
  );
}

/** The same listing with no filter on, from its first page (its search and order kept). */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, page: 1, brand: [], minWeight: null, maxWeight: null, minPrice: null, maxPrice: null, colour: [], inStock: false };
}

/**
 * The Shop API's query parameters for a listing (contract: shop-api/contract/pages.ts); a search's
 * own `q` is the search call's (shop/api/catalogue.server.ts).
 */
export function listingApiQuery(query: ListingQuery, perPage?: number): Record<string, string | number | undefined> {
  return {
    page: query.page,
    per_page: perPage,
    sort: query.sort,
    brand: query.brand.join(",") || undefined,
    min_weight: query.minWeight ?? undefined,
    max_weight: query.maxWeight ?? undefined,
    min_price: query.minPrice ?? undefined,
    max_price: query.maxPrice ?? undefined,
    colour: query.colour.join(",") || undefined,
    in_stock: query.inStock ? 1 : undefined,
  };
}

/**
 * The list's last page when the query asks for one past it (a link kept from a longer list, a
 * crawler's guess at `?page=99`), which would be an empty page beside the whole list's count;
 * null otherwise. An empty list's last page is 1.
 */
export function pastLastPage(query: ListingQuery, lastPage: number): number | null {
  const last = Math.max(1, lastPage);
  return query.page > last ? last : null;
}

/** The page's search string for a changed query (defaults left out, so URLs stay short). */
export function listingSearch(query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search !== null) params.set("q", next.search);
  if (next.sort !== listingSorts(next)[0]) params.set("sort", next.sort);
  for (const brand of next.brand) params.append("brand", brand);
  if (next.minWeight !== null) params.set("min_weight", String(next.minWeight));
  if (next.maxWeight !== null) params.set("max_weight", String(next.maxWeight));
  if (next.minPrice !== null) params.set("min_price", String(next.minPrice));
  if (next.maxPrice !== null) params.set("max_price", String(next.maxPrice));
  for (const colour of next.colour) params.append("colour", colour);
  if (next.inStock) params.set("in_stock", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
