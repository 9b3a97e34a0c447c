/**
 * What a route's boundary knows of a Shop API refusal on a page load (shop/request/errors.server.ts
 * `refusalError`, docs/shop/08-errors.md §8.11): the Shop API's message for the shopper, null when it
 * sent none, undefined when the error is no refusal.
 */
export function refusalMessageOf(data: unknown): string | null | undefined {
  if (typeof data !== "object" || data === null || !("failure" in data) || data.failure !== "refused") return undefined;
  const refusal = (data as { refusal?: unknown }).refusal;
  return typeof refusal === "string" && refusal.trim() ? refusal : null;
}
