import { z } from "zod";
import { type PaymentResult, paymentDriversResponseSchema, paymentResponseSchema, paymentResultResponseSchema } from "../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "./client.server";

/* Paying for the cart (spec §4 payment flow, §7 Cart): the gateways, the order, its verified result. */

const refusalSchema = z.object({ message: z.string(), code: z.number().int() });

/** `GET /payment-driver`: the gateways, and whether each takes payments now. */
export async function getPaymentDrivers(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /payment-driver", path: "/payment-driver", schema: paymentDriversResponseSchema })).data;
}

export type PaymentStart =
  | { ok: true; orderId: number; amount: number; action: string | null }
  | { ok: false; code: number; message: string };

/**
 * `POST /payment {driver, callback_url}`: the order, priced now, and the gateway's `action` to send
 * the shopper to (a Shop API may answer none: the page then says so). Refused (422) when something
 * is missing (address, transport, day, an empty cart) or the gateway is unknown or unavailable, 409
 * when the stock no longer allows it. With `orderId`, that unpaid order is paid again instead (404
 * when it is not the shopper's, 422 once it is no longer unpaid).
 */
export async function startPayment(ctx: ShopContext, driver: string, callbackUrl: string, orderId?: number): Promise<PaymentStart> {
  const name = "POST /payment";
  const body = { driver, callback_url: callbackUrl, order_id: orderId };
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment", body, expect: [404, 409, 422] });
  if (status === 404 || status === 409 || status === 422) return { ok: false, ...parseAnswer(name, refusalSchema, json) };
  const { order_id, amount, action } = parseAnswer(name, paymentResponseSchema, json).data;
  return { ok: true, orderId: order_id, amount, action };
}

/**
 * `POST /payment-result {order_id}`: what became of the order's payment, as the Shop API knows it
 * (idempotent). Null for an order it does not know, or that is not this shopper's. Without a
 * signed-in shopper (a gateway's cross-site POST) it answers the state without the lines.
 */
export async function getPaymentResult(ctx: ShopContext, orderId: number): Promise<PaymentResult | null> {
  const name = "POST /payment-result";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment-result", body: { order_id: orderId }, expect: [404] });
  return status === 404 ? null : parseAnswer(name, paymentResultResponseSchema, json).data;
}
