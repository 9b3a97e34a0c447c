import { z } from "zod";
import { brandCardSchema, mediaPathSchema } from "./catalogue";
import { envelope } from "./common";
import { attributesShape, listingFiltersSchema, listingPage, SORTS } from "./pages";

/**
 * `GET /search/?q=&lang=` and the listing's parameters (page, per_page, sort, brand, min_price,
 * max_price, min_weight, max_weight, in_stock): every product the query finds, paged like a
 * category, with what its filters offer (docs/shop/03-entities.md §3.7; docs/shop/16-reference-shop-api.md §16.2.1 says how
 * the query is read). The live search asks for `per_page=4`; the results page for the site's page size.
 * A search sorts by relevance unless it is asked otherwise.
 */
export const SEARCH_SORTS = ["relevance", ...SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchFiltersSchema = listingFiltersSchema.extend({ sort: z.enum(SEARCH_SORTS) });
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchResultSchema = z.object({
  /** Categories whose title the query names, top-level first (only those with an image are shown). */
  categories: z.array(z.object({ name: z.string(), slug: z.string(), image: mediaPathSchema.nullable() })),
  ...listingPage,
  applied: searchFiltersSchema,
  /** What the filters offer among every product the query finds (before the filters). */
  attributes: attributesShape,
  brands: z.array(brandCardSchema.extend({ product_count: z.number().int() })),
  /**
   * The query with the words it did not find as typed replaced by the nearest words the catalogue
   * has ("گوشوره" → "گوشواره"); null when every word was found. The products already include what
   * the nearer words find.
   */
  did_you_mean: z.string().nullable(),
  /** The product whose own code (ZG-00057, its barcode or part number) the query is. */
  exact: z.object({ id: z.number().int(), slug_with_cat: z.string() }).nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = envelope(searchResultSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
