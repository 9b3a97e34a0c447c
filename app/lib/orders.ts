import { ORDER_FILTERS, type OrderStatus } from "../../shop-api/contract/orders";
import type { OrderDetail } from "../../shop-api/contract/profile";

/**
 * An order number of a path (`/profile/latest-orders/{id}`), or null for anything else; the
 * profile's other records (a top-up, a gift card, an instalment request) are numbered alike.
 */
export function orderIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether an order was paid, so has a sales invoice (/profile/sales-invoice, docs/shop/04-flows.md §4.12). */
export function isInvoiced(status: OrderStatus): boolean {
  return (ORDER_FILTERS.invoiced as readonly OrderStatus[]).includes(status);
}

/**
 * What a sales invoice is for: the lines after the products' discounts, less the discount code,
 * with delivery. The wallets' part is how it was paid, not a discount.
 */
export function invoiceTotal(order: Pick<OrderDetail, "total_special" | "discount_amount" | "shipping_cost">): number {
  return order.total_special - order.discount_amount + order.shipping_cost;
}
