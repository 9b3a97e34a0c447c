import type { OrderSummary } from "../../shop-api/contract/profile";

/** Order states that do not make a shopper a repeat customer (docs/shop/04-flows.md §4.5, "canceld" spelt thus). */
export const NON_PURCHASE_STATUSES = ["unpaid", "canceld", "failed", "not_approved"] as const;

/** Login analytics (docs/shop/04-flows.md §4.5): a repeat customer has an order in any other state. */
export function customerType(orders: Pick<OrderSummary, "status_type">[]): "repeat_customer" | "new_customer" {
  const repeat = orders.some((order) => !(NON_PURCHASE_STATUSES as readonly string[]).includes(order.status_type));
  return repeat ? "repeat_customer" : "new_customer";
}

/** A path to go back to after signing in: this site's own paths only (no "//host", no "/\\host"). */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://shop.invalid");
    return url.origin === "http://shop.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
