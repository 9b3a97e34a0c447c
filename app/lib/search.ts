import type { ProductCard } from "../../shop-api/contract/catalogue";
import type { SearchResult } from "../../shop-api/contract/search";

/**
 * docs/shop/04-flows.md §4.16, docs/shop/09-constants.md §9.7: live search starts at three characters,
 * waits 500 ms after the last keystroke.
 */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;
/** What the live results show at most, and the skeletons that stand for them while they load. */
export const LIVE_SEARCH_SIZE = { categories: 3, products: 4 } as const;
/** The mobile search dialog closes this long after a product is chosen. */
export const SEARCH_DIALOG_CLOSE_MS = 700;

/** What a query counts as for the three-character rule: trimmed, spaces folded. */
export function searchableLength(query: string): number {
  return query.trim().replace(/\s+/g, " ").length;
}
/**
 * docs/shop/04-flows.md §4.16, docs/shop/09-constants.md §9.7: the header's search goes back to the
 * page's own query this long after a route change.
 */
export const SEARCH_ROUTE_CHANGE_RESET_MS = 1000;

/**
 * `/api/search`'s answer (routes/resources/search.ts): the live results, and how many products the
 * query finds in all (the results page's count).
 */
export interface LiveSearchAnswer {
  categories: SearchResult["categories"];
  products: ProductCard[];
  total: number;
}
