/*
 * Orders' states and the profile's tabs: plain values without zod, so that pages import them
 * without the schemas' weight (profile.ts holds the schemas).
 */

/** An order (docs/shop/03-entities.md §3.11): status_type ("canceld" spelt thus by the Shop API). */
export const ORDER_STATUS_TYPES = ["unpaid", "canceld", "failed", "not_approved", "paid", "processing", "sent", "delivered", "returned"] as const;
export type OrderStatus = (typeof ORDER_STATUS_TYPES)[number];

/**
 * The profile's order tabs (`GET /user-orders?status=`), each a set of status types, and
 * `invoiced`: every order that was paid (the sales invoices; the "repeat customer" orders of
 * docs/shop/04-flows.md §4.5).
 */
export const ORDER_FILTERS = {
  current: ["paid", "processing", "sent"],
  delivered: ["delivered"],
  returned: ["returned"],
  cancelled: ["canceld", "failed", "not_approved"],
  unpaid: ["unpaid"],
  invoiced: ["paid", "processing", "sent", "delivered", "returned"],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderFilter = keyof typeof ORDER_FILTERS;
export const ORDER_TABS = ["current", "delivered", "returned", "cancelled", "unpaid"] as const satisfies readonly OrderFilter[];
