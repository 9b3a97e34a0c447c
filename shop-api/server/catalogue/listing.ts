import { z } from "zod";
import {
  COLOURS,
  LISTING_MAX_PER_PAGE,
  SORTS,
  type Colour,
  type Lang,
  type ListingFilters,
  type ProductCard,
  type Sort,
} from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { brands } from "../db/schema";
import { parseInput } from "../http/input";
import { siteSetting } from "../site-setting";
import type { ListingProduct } from "./product-cards";

/**
 * The listing of category and brand pages: query parameters read leniently (an unknown or
 * malformed value is dropped, and `applied` says what was understood), then the products of one
 * query filtered, sorted and paged in memory.
 */

const FALLBACK_PER_PAGE = 24;

/**
 * A number as typed: Persian (۰-۹) and Arabic-Indic (٠-٩) digits, "٫" or "." for decimals, and
 * thousands separators (",", "٬", spaces) ignored, as the storefront reads it (app/lib/listing.ts).
 */
function asciiNumber(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, ".")
    .replace(/[,٬\s]/g, "");
}

/** A repeated parameter (`?a=1&a=2`) counts by its first value; lists join them. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const joined = (value: unknown) => (Array.isArray(value) ? value.join(",") : value);
const numeric = (value: unknown) => {
  const raw = first(value);
  return typeof raw === "string" && raw.trim() !== "" ? Number(asciiNumber(raw)) : undefined;
};
const words = (value: unknown) =>
  typeof joined(value) === "string"
    ? String(joined(value))
        .split(",")
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== "")
    : [];

const amount = z.preprocess(numeric, z.number().finite().nonnegative().nullable()).catch(null);

/** The listing's parameters; `sorts` are the orders a page offers, its first the default. */
const listingQuerySchema = <S extends string>(sorts: readonly [S, ...S[]]) => z.object({
  page: z.preprocess(numeric, z.number().int().positive()).catch(1),
  per_page: z.preprocess(numeric, z.number().int().positive().nullable()).catch(null),
  sort: z.preprocess(first, z.enum(sorts)).catch(sorts[0]),
  brand: z.preprocess(words, z.array(z.string())).catch([]),
  min_weight: amount,
  max_weight: amount,
  min_price: amount,
  max_price: amount,
  colour: z.preprocess(words, z.array(z.string())).catch([]),
  in_stock: z.preprocess(first, z.string()).catch(""),
});

export interface ListingQuery<S extends string = Sort> {
  page: number;
  perPage: number;
  filters: Omit<ListingFilters, "sort"> & { sort: S };
}


const unique = <T>(values: T[]) => [...new Set(values)];

/** A range with its ends in order. */
function range(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/**
 * The listing's query parameters, normalised: unknown brands and colours dropped, ranges put in
 * order, prices whole toman, `per_page` at most 96 (the site's `catalog_default_per_page` when absent).
 */
export function readListingQuery(db: ShopDatabase, lang: Lang, query: unknown): Promise<ListingQuery>;
export function readListingQuery<S extends string>(db: ShopDatabase, lang: Lang, query: unknown, sorts: readonly [S, ...S[]]): Promise<ListingQuery<S>>;
export async function readListingQuery(
  db: ShopDatabase,
  lang: Lang,
  query: unknown,
  sorts: readonly [string, ...string[]] = SORTS
): Promise<ListingQuery<string>> {
  const raw = parseInput(listingQuerySchema(sorts), query);
  const wantedBrands = unique(raw.brand);
  const [known, perPageDefault] = await Promise.all([
    wantedBrands.length === 0
      ? Promise.resolve(new Set<string>())
      : db
          .select({ slug: brands.slug })
          .from(brands)
          .then((rows) => new Set(rows.map((row) => row.slug))),
    defaultPerPage(db, lang),
  ]);
  const [minWeight, maxWeight] = range(raw.min_weight, raw.max_weight);
  const [minPrice, maxPrice] = range(raw.min_price, raw.max_price);
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    page: raw.page,
    perPage: raw.per_page === null ? perPageDefault : Math.min(raw.per_page, LISTING_MAX_PER_PAGE),
    filters: {
      sort: raw.sort,
      brand: wantedBrands.filter((slug) => known.has(slug)),
      min_weight: minWeight,
      max_weight: maxWeight,
      min_price: whole(minPrice),
      max_price: whole(maxPrice),
      colour: unique(raw.colour).filter((colour): colour is Colour => (COLOURS as readonly string[]).includes(colour)),
      in_stock: raw.in_stock === "1" || raw.in_stock.toLowerCase() === "true",
    },
  };
}

/** The `catalog_default_per_page` site setting of a language (24 when unset or unusable). */
async function defaultPerPage(db: ShopDatabase, lang: Lang): Promise<number> {
  const perPage = await siteSetting(db, "catalog_default_per_page", FALLBACK_PER_PAGE, lang);
  return perPage > 0 ? Math.min(perPage, LISTING_MAX_PER_PAGE) : FALLBACK_PER_PAGE;
}

/** Whether a product passes every filter (brand, weight, shown price, colour, stock). */
export function matches(product: ListingProduct, filters: ListingFilters): boolean {
  const { card } = product;
  if (filters.brand.length > 0 && (product.brandSlug === null || !filters.brand.includes(product.brandSlug))) return false;
  if (filters.min_weight !== null && card.gram < filters.min_weight) return false;
  if (filters.max_weight !== null && card.gram > filters.max_weight) return false;
  if (filters.min_price !== null && product.shownPrice < filters.min_price) return false;
  if (filters.max_price !== null && product.shownPrice > filters.max_price) return false;
  if (filters.colour.length > 0 && !filters.colour.some((colour) => product.colours.has(colour))) return false;
  if (filters.in_stock && !card.in_stock) return false;
  return true;
}

const ORDERS: Record<Sort, (a: ListingProduct, b: ListingProduct) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  cheapest: (a, b) => a.shownPrice - b.shownPrice,
  dearest: (a, b) => b.shownPrice - a.shownPrice,
  bestselling: (a, b) => b.salesCount - a.salesCount,
};

export interface ListingPage {
  products: ProductCard[];
  pagination: { page: number; per_page: number; total: number; last_page: number };
  applied: ListingFilters;
}

/** Filters, sorts (ties by id) and pages; a page past the last is empty, with the true totals. */
export function listingPage(all: ListingProduct[], query: ListingQuery): ListingPage {
  const order = ORDERS[query.filters.sort];
  const chosen = all.filter((product) => matches(product, query.filters)).sort((a, b) => order(a, b) || a.card.id - b.card.id);
  const start = (query.page - 1) * query.perPage;
  return {
    products: chosen.slice(start, start + query.perPage).map((product) => product.card),
    pagination: {
      page: query.page,
      per_page: query.perPage,
      total: chosen.length,
      last_page: Math.max(1, Math.ceil(chosen.length / query.perPage)),
    },
    applied: query.filters,
  };
}
