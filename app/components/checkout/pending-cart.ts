import { useFetchers } from "react-router";
import { CART_ACTION_PATH } from "~/lib/cart-intents";
import { stripLocale } from "~/lib/locale";

/** A cart change on its way (a fetcher posting to the cart action), as its form data says. */
export interface PendingCartChange {
  intent: string;
  productVendorId: number;
  lineId: number;
  quantity: number;
}

/** Every cart change on its way now, for the optimistic badge and sums. */
export function usePendingCartChanges(): PendingCartChange[] {
  return useFetchers().flatMap((fetcher) => {
    const form = fetcher.formData;
    if (!form || !fetcher.formAction || stripLocale(new URL(fetcher.formAction, "http://shop.invalid").pathname) !== CART_ACTION_PATH) return [];
    const number = (name: string) => Number(form.get(name) ?? 0) || 0;
    return [{ intent: String(form.get("intent")), productVendorId: number("product_vendor_id"), lineId: number("id"), quantity: number("quantity") }];
  });
}

/** The header's item count, moved at once by the additions and steps on their way (the server's answer settles it). */
export function useOptimisticCartCount(count: number): number {
  return usePendingCartChanges().reduce((sum, change) => {
    if (change.intent === "add") return sum + Math.max(1, change.quantity);
    if (change.intent === "increment") return sum + 1;
    if (change.intent === "decrement") return Math.max(0, sum - 1);
    return sum;
  }, count);
}
