import type { CartItem } from "../../../shop-api/contract/checkout";
import { withQuantity } from "~/lib/cart";
import { usePendingCartChanges } from "./pending-cart";

/**
 * The cart's lines as they will be once the changes on their way land: − and + and a removal move
 * the page (and its sums) at once; the Shop API's answer then settles it, refusals included.
 */
export function useOptimisticLines(items: CartItem[]): CartItem[] {
  return usePendingCartChanges().reduce((lines, change) => {
    const line = lines.find((candidate) => candidate.product_vendor_id === change.productVendorId || candidate.id === change.lineId);
    if (!line) return lines;
    if (change.intent === "increment") return withQuantity(lines, line.product_vendor_id, Math.min(line.max_cart_add, line.quantity + 1));
    if (change.intent === "decrement") return withQuantity(lines, line.product_vendor_id, line.quantity - 1);
    if (change.intent === "update") return withQuantity(lines, line.product_vendor_id, change.quantity);
    if (change.intent === "delete") return withQuantity(lines, line.product_vendor_id, 0);
    return lines;
  }, items);
}
