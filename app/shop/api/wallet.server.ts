import { z } from "zod";
import {
  type CartState,
  cartStateResponseSchema,
  type GiftCard,
  redeemRefusalSchema,
  redeemResponseSchema,
  referralWalletResponseSchema,
  registrationWalletResponseSchema,
  userCreditWalletsResponseSchema,
  userGiftWalletResponseSchema,
  userGiftWalletsResponseSchema,
  userWalletResponseSchema,
  userWalletsResponseSchema,
  type Wallet,
  walletChargeResponseSchema,
  walletHistoryResponseSchema,
  type WalletRechargeResult,
  walletRechargeResultResponseSchema,
  type WalletTransaction,
} from "../../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";
import { sharedCached } from "~/shop/request/cache.server";

const refusalSchema = z.object({ message: z.string(), code: z.number().int() });

export type RegistrationWallet = { code: 200 | 401 | 403 | 404; message: string };

/**
 * The registration credit check of docs/shop/04-flows.md §4.6, from the desktop source
 * (`GET /user-registration-wallet`) or the mobile one (`GET /check-registration-wallet`): code 200 with
 * the server's message when the shopper has an unused credit, 401/403 for a guest (an HTTP 401 becomes
 * code 401), 404 otherwise.
 */
export async function checkRegistrationWallet(ctx: ShopContext, source: "desktop" | "mobile"): Promise<RegistrationWallet> {
  const path = source === "desktop" ? "/user-registration-wallet" : "/check-registration-wallet";
  const name = `GET ${path}`;
  const check = async (asked: ShopContext): Promise<RegistrationWallet> => {
    const { status, json } = await shopRequest(asked, { name, path, expect: [401, 404] });
    if (status === 401) return { code: 401, message: "" };
    if (status === 404) return { code: 404, message: "" };
    return parseAnswer(name, registrationWalletResponseSchema, json).data;
  };
  // Without a sign-in the answer is the invitation of the source, the same for every guest.
  return ctx.authToken ? check(ctx) : sharedCached(ctx, `${name}|guest`, check);
}

/** `GET /user-wallets` (signed in): the wallets that can pay for the cart, with what each pays now. */
export async function getUserWallets(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /user-wallets", path: "/user-wallets", schema: userWalletsResponseSchema })).data;
}

async function changeWallets(ctx: ShopContext, name: string, path: string, body: object) {
  return (await shopCall(ctx, { name, method: "POST", path, body, schema: cartStateResponseSchema })).data;
}

/**
 * A wallet put on the cart or taken off, or the Shop API's refusal with its message: a wallet that
 * is not the shopper's (404, also an id posted by hand), empty, expired, or nothing left to pay (422).
 */
export type WalletChange = { ok: true; cart: CartState } | { ok: false; message: string };

async function changeWallet(ctx: ShopContext, name: string, path: string, walletId: number): Promise<WalletChange> {
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path, body: { wallet_id: walletId }, expect: [403, 404, 409, 422] });
  if (status !== 200 && status !== 201) return { ok: false, message: parseAnswer(name, refusalSchema, json).message };
  return { ok: true, cart: parseAnswer(name, cartStateResponseSchema, json).data };
}

/** `POST /update-cart-with-wallet {wallet_id}`: this wallet's credit pays for the cart too. */
export function applyWallet(ctx: ShopContext, walletId: number) {
  return changeWallet(ctx, "POST /update-cart-with-wallet", "/update-cart-with-wallet", walletId);
}

/** `POST /delete-wallet-item {wallet_id}`: it no longer does. */
export function removeWallet(ctx: ShopContext, walletId: number) {
  return changeWallet(ctx, "POST /delete-wallet-item", "/delete-wallet-item", walletId);
}

/**
 * `POST /delete-all-wallet`: no wallet pays for the cart (docs/shop/04-flows.md §4.11: on leaving the
 * payment page).
 */
export function removeAllWallets(ctx: ShopContext) {
  return changeWallets(ctx, "POST /delete-all-wallet", "/delete-all-wallet", {});
}

/** `GET /user-original-wallet`: the shopper's own money (their top-ups), or null before their first. */
export async function getOriginalWallet(ctx: ShopContext): Promise<Wallet | null> {
  const name = "GET /user-original-wallet";
  const { status, json } = await shopRequest(ctx, { name, path: "/user-original-wallet", expect: [404] });
  return status === 404 ? null : parseAnswer(name, userWalletResponseSchema, json).data;
}

/** `GET /user-credit-wallets`: the shop credit the shopper was given. */
export async function getCreditWallets(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /user-credit-wallets", path: "/user-credit-wallets", schema: userCreditWalletsResponseSchema })).data;
}

/** `GET /user-referral-wallet`: the shopper's referral code, referral wallet and the friends who joined. */
export async function getReferralWallet(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /user-referral-wallet", path: "/user-referral-wallet", schema: referralWalletResponseSchema })).data;
}

/** `POST /user-wallet-history/`: a page of what moved the shopper's balances, newest first. */
export async function getWalletHistory(ctx: ShopContext, page: number) {
  return shopCall(ctx, { name: "POST /user-wallet-history/", method: "POST", path: "/user-wallet-history/", body: { page }, schema: walletHistoryResponseSchema });
}

export type ChargeStart = { ok: true; rechargeId: number; action: string } | { ok: false; message: string };

/**
 * `POST /payment {type: "charge", amount, driver, callback_url}`: a top-up waiting at the gateway
 * (`action`), or the Shop API's refusal (an amount out of bounds, a gateway that takes no payments).
 * With the form's one-time key, the same press again answers the same top-up.
 */
export async function startWalletCharge(
  ctx: ShopContext,
  charge: { amount: number; driver: string; callbackUrl: string; idempotencyKey?: string },
): Promise<ChargeStart> {
  const name = "POST /payment (charge)";
  const body = { type: "charge", amount: charge.amount, driver: charge.driver, callback_url: charge.callbackUrl };
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment", body, expect: [422], idempotencyKey: charge.idempotencyKey });
  if (status === 422) return { ok: false, message: parseAnswer(name, refusalSchema, json).message };
  const { recharge_id, action } = parseAnswer(name, walletChargeResponseSchema, json).data;
  return { ok: true, rechargeId: recharge_id, action };
}

/**
 * `POST /wallet-recharge-result {recharge_id}`: what became of a top-up, as the Shop API knows it;
 * null for an unknown one or another's (404), or an id it cannot take (422: out of its bounds).
 */
export async function getRechargeResult(ctx: ShopContext, rechargeId: number): Promise<WalletRechargeResult | null> {
  const name = "POST /wallet-recharge-result";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/wallet-recharge-result", body: { recharge_id: rechargeId }, expect: [404, 422] });
  return status === 404 || status === 422 ? null : parseAnswer(name, walletRechargeResultResponseSchema, json).data;
}

export type Redeemed = { ok: true; message: string } | { ok: false; message: string };

/** `POST /wallet/redeem {code}`: the gift card's credit added, or why not (unknown, redeemed already, expired), in the page's language. */
export async function redeemGiftCard(ctx: ShopContext, code: string): Promise<Redeemed> {
  const name = "POST /wallet/redeem";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/wallet/redeem", body: { code }, expect: [404, 409, 410] });
  if (status !== 200) return { ok: false, message: parseAnswer(name, redeemRefusalSchema, json).message };
  return { ok: true, message: parseAnswer(name, redeemResponseSchema, json).data.message };
}

/** `GET /user-gift-wallets`: the gift cards the shopper received and bought. */
export async function getGiftWallets(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /user-gift-wallets", path: "/user-gift-wallets", schema: userGiftWalletsResponseSchema })).data;
}

/** `GET /user-gift-wallets/{id}`: one card with its history; null for an unknown one or another's. */
export async function getGiftWallet(ctx: ShopContext, id: number): Promise<(GiftCard & { history: WalletTransaction[] }) | null> {
  const name = "GET /user-gift-wallets/{id}";
  const { status, json } = await shopRequest(ctx, { name, path: `/user-gift-wallets/${id}`, expect: [404] });
  return status === 404 ? null : parseAnswer(name, userGiftWalletResponseSchema, json).data;
}
