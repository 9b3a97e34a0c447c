/**
 * docs/shop/04-flows.md §4.16, docs/shop/09-constants.md §9.7: live search starts at three characters,
 * waits 500 ms after the last keystroke.
 */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;
/** Skeletons shown while results load. */
export const SEARCH_SKELETONS = { categories: 3, products: 4 } as const;
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
