import { z } from "zod";
import {
  cartRefusalSchema,
  cartResponseSchema,
  type CartState,
  cartStateResponseSchema,
  checkDiscountResponseSchema,
  checkoutTotalsSchema,
  discountRefusalSchema,
  envelope,
  getDiscountResponseSchema,
} from "../../../shop-api/contract";
import type { CartDiscount } from "~/lib/cart-intents";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/*
 * The cart calls of docs/shop/07-shop-api.md §7.7: the signed-in shopper's cart (bearer) or the guest's
 * (clientToken). Never cached: every answer is the visitor's own.
 */

const totalsResponseSchema = envelope(checkoutTotalsSchema);

/** `GET /total-cart`: the totals (item count for the badges; sums and credits for checkout). */
export async function getCartTotals(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /total-cart", path: "/total-cart", schema: totalsResponseSchema })).data;
}

/** How many items the visitor's cart holds (the badges): none, without asking, on a first visit. */
export async function getCartCount(ctx: ShopContext): Promise<number> {
  if (ctx.newVisitor && !ctx.authToken) return 0;
  return (await getCartTotals(ctx)).quantity;
}

/** `GET /cart/` and `GET /total-cart`: the lines, priced now, with the totals. */
export async function getCart(ctx: ShopContext): Promise<CartState> {
  const [items, totals] = await Promise.all([
    shopCall(ctx, { name: "GET /cart/", path: "/cart/", schema: cartResponseSchema }),
    getCartTotals(ctx),
  ]);
  return { items: items.data, totals };
}

/** A change the Shop API refused: stock (409), above max_cart_add (422), unknown line (404). */
export type CartRefusal = z.infer<typeof cartRefusalSchema>;
export type CartChange = { ok: true; cart: CartState } | { ok: false; refusal: CartRefusal };

async function changeCart(ctx: ShopContext, name: string, path: string, body: object): Promise<CartChange> {
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path, body, expect: [404, 409, 422] });
  if (status !== 200 && status !== 201) return { ok: false, refusal: parseAnswer(name, cartRefusalSchema, json) };
  return { ok: true, cart: parseAnswer(name, cartStateResponseSchema, json).data };
}

/** `POST /add-cart {product_vendor_id, quantity}`. */
export function addToCart(ctx: ShopContext, productVendorId: number, quantity: number) {
  return changeCart(ctx, "POST /add-cart", "/add-cart", { product_vendor_id: productVendorId, quantity });
}

/** `POST /increment-cart/ {product_vendor_id}`: one more. */
export function incrementCartLine(ctx: ShopContext, productVendorId: number) {
  return changeCart(ctx, "POST /increment-cart/", "/increment-cart/", { product_vendor_id: productVendorId });
}

/** `POST /decrement-cart/ {product_vendor_id}`: one less (the last one removes the line). */
export function decrementCartLine(ctx: ShopContext, productVendorId: number) {
  return changeCart(ctx, "POST /decrement-cart/", "/decrement-cart/", { product_vendor_id: productVendorId });
}

/** `POST /delete-cart/ {id}`: the line goes. */
export function deleteCartLine(ctx: ShopContext, lineId: number) {
  return changeCart(ctx, "POST /delete-cart/", "/delete-cart/", { id: lineId });
}

/** `POST /update-cart {product_vendor_id, quantity}`: sets the quantity (0 removes the line). */
export function updateCartLine(ctx: ShopContext, productVendorId: number, quantity: number) {
  return changeCart(ctx, "POST /update-cart", "/update-cart", { product_vendor_id: productVendorId, quantity });
}

export type DiscountCheck = { ok: true; message: string; amount: number } | { ok: false; code: 404 | 410 | 422; message: string };

/**
 * `POST /check-discount {code}`, then, only when it answers code 200 (docs/shop/04-flows.md §4.8), `GET
 * /get-discount` for the amount it takes off now.
 */
export async function applyDiscountCode(ctx: ShopContext, code: string): Promise<DiscountCheck> {
  const name = "POST /check-discount";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/check-discount", body: { code }, expect: [404, 410, 422] });
  if (status !== 200) {
    const refusal = parseAnswer(name, discountRefusalSchema, json);
    return { ok: false, code: refusal.code, message: refusal.message };
  }
  const { message } = parseAnswer(name, checkDiscountResponseSchema, json).data;
  return { ok: true, message, amount: (await getDiscount(ctx)).amount };
}

/** `GET /get-discount`: the cart's code, what it takes off now, and `problem` for a code that no longer runs (used up, expired). */
export async function getDiscount(ctx: ShopContext): Promise<CartDiscount> {
  const { data } = await shopCall(ctx, { name: "GET /get-discount", path: "/get-discount", schema: getDiscountResponseSchema });
  return { code: data.code, amount: data.amount, problem: data.problem ?? null };
}

/** `POST /delete-discount`: the cart keeps no code; the cart after it. */
export async function removeDiscountCode(ctx: ShopContext): Promise<CartState> {
  return (await shopCall(ctx, { name: "POST /delete-discount", method: "POST", path: "/delete-discount", body: {}, schema: cartStateResponseSchema })).data;
}
