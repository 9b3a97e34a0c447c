import { cartStateResponseSchema, registrationWalletResponseSchema, userWalletsResponseSchema } from "../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "./client.server";
import { sharedCached } from "./cache.server";

export type RegistrationWallet = { code: 200 | 401 | 403 | 404; message: string };

/**
 * The registration credit check of spec §4, from the desktop source (`GET /user-registration-wallet`)
 * or the mobile one (`GET /check-registration-wallet`): code 200 with the server's message when the
 * shopper has an unused credit, 401/403 for a guest (an HTTP 401 becomes code 401), 404 otherwise.
 */
export async function checkRegistrationWallet(ctx: ShopContext, source: "desktop" | "mobile"): Promise<RegistrationWallet> {
  const path = source === "desktop" ? "/user-registration-wallet" : "/check-registration-wallet";
  const name = `GET ${path}`;
  const check = async (asked: ShopContext): Promise<RegistrationWallet> => {
    const { status, json } = await shopRequest(asked, { name, path, query: { lang: asked.locale }, expect: [401, 404] });
    if (status === 401) return { code: 401, message: "" };
    if (status === 404) return { code: 404, message: "" };
    return parseAnswer(name, registrationWalletResponseSchema, json).data;
  };
  // Without a sign-in the answer is the invitation of the source, the same for every guest.
  return ctx.authToken ? check(ctx) : sharedCached(ctx, `${name}|guest`, check);
}

/** `GET /user-wallets` (signed in): the wallets that can pay for the cart, with what each pays now. */
export async function getUserWallets(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /user-wallets", path: "/user-wallets", query: { lang: ctx.locale }, schema: userWalletsResponseSchema })).data;
}

async function changeWallets(ctx: ShopContext, name: string, path: string, body: object) {
  return (await shopCall(ctx, { name, method: "POST", path, query: { lang: ctx.locale }, body, schema: cartStateResponseSchema })).data;
}

/** `POST /update-cart-with-wallet {wallet_id}`: this wallet's credit pays for the cart too. */
export function applyWallet(ctx: ShopContext, walletId: number) {
  return changeWallets(ctx, "POST /update-cart-with-wallet", "/update-cart-with-wallet", { wallet_id: walletId });
}

/** `POST /delete-wallet-item {wallet_id}`: it no longer does. */
export function removeWallet(ctx: ShopContext, walletId: number) {
  return changeWallets(ctx, "POST /delete-wallet-item", "/delete-wallet-item", { wallet_id: walletId });
}

/** `POST /delete-all-wallet`: no wallet pays for the cart (spec §4: on leaving the payment page). */
export function removeAllWallets(ctx: ShopContext) {
  return changeWallets(ctx, "POST /delete-all-wallet", "/delete-all-wallet", {});
}
