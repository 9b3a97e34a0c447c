import type { ToastMessage } from "~/lib/toast-message";
import type { ShopContext } from "./client.server";
import { flashToast } from "./flash.server";
import type { ShopSession } from "./session.server";
import { removeAllWallets } from "~/shop/api/wallet.server";

/**
 * docs/shop/04-flows.md §4.11: leaving /checkout/payment for another page takes the wallets off the
 * cart (their credit is chosen on that page only). The session remembers that some wallet pays for the
 * cart, so the check costs a Shop API call only when there is something to undo.
 */
export function markWalletsInCart(session: ShopSession, inCart: boolean, toast?: ToastMessage): void {
  if (inCart) session.set("walletsInCart", true);
  else session.unset("walletsInCart");
  if (toast) flashToast(session, toast);
}

/**
 * On any page but the payment page: when a wallet was put on the cart, `POST /delete-all-wallet`
 * (failures are logged only, docs/shop/04-flows.md §4.11, docs/shop/08-errors.md §8.9) and forget it,
 * in the request's session (whose cookie the response carries).
 */
export async function resetWalletsAway(session: ShopSession, ctx: ShopContext, onPaymentPage: boolean): Promise<void> {
  if (onPaymentPage || !session.get("walletsInCart")) return;
  try {
    await removeAllWallets(ctx);
  } catch (error) {
    console.error("leaving the payment page: the wallets stay on the cart", error);
    return;
  }
  session.unset("walletsInCart");
}
