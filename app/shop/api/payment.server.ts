import { z } from "zod";
import {
  type PaymentQuote,
  type PaymentResult,
  paymentDriversResponseSchema,
  paymentQuoteResponseSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  QUOTE_REFUSALS,
} from "../../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/* Paying for the cart (docs/decisions/0050): the gateways, the held price, the order, its verified result. */

/** A refusal: its message, and for "an order for this cart already waits" (409) that order. */
const refusalSchema = z.object({ message: z.string(), code: z.number().int(), order_id: z.number().int().positive().optional() });

/** `GET /payment-driver`: the gateways, and whether each takes payments now. */
export async function getPaymentDrivers(ctx: ShopContext) {
  return (await shopCall(ctx, { name: "GET /payment-driver", path: "/payment-driver", schema: paymentDriversResponseSchema })).data;
}

export type QuoteAnswer = { kind: "quote"; quote: PaymentQuote } | { kind: "empty-cart" } | { kind: "no-quotes" };

/**
 * `POST /payment-quote`: the cart priced for paying, held until its `expires_at`; "empty-cart" for a
 * cart with nothing to pay (422), "no-quotes" for a Shop API that has no such call (404): the page
 * then shows the cart as priced now, and the payment checks the order's amount itself.
 */
export async function getPaymentQuote(ctx: ShopContext): Promise<QuoteAnswer> {
  const name = "POST /payment-quote";
  // It changes nothing another answer of the request holds (asked twice, the same quote): a read.
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment-quote", expect: [404, 422], read: true });
  if (status === 404) return { kind: "no-quotes" };
  if (status === 422) return { kind: "empty-cart" };
  return { kind: "quote", quote: parseAnswer(name, paymentQuoteResponseSchema, json).data };
}

export type PaymentStart =
  | { ok: true; orderId: number; amount: number; action: string | null }
  | { ok: false; code: number; message: string; priceChanged: boolean; waitingOrderId?: number };

export interface PaymentRequest {
  driver: string;
  callbackUrl: string;
  /** The form's one-time key: the same press again places nothing more. */
  idempotencyKey?: string;
  /** The held price the shopper was shown. */
  quoteId?: string;
  /** An unpaid order to pay again, at its own price. */
  orderId?: number;
}

/**
 * `POST /payment {driver, callback_url, quote_id | order_id}`: the order, at the quote's prices (or
 * the order paid again), and the gateway's `action` to send the shopper to (a Shop API may answer
 * none: the page then says so). Refused (422) when something is missing (address, transport, day,
 * an empty cart) or the gateway is unknown or unavailable, 409 when the stock no longer allows it or
 * another order of this cart already waits at its gateway (`waitingOrderId`), 410 or 412 when the
 * held price expired, was spent, broke on a jump of the gold price, or the cart changed since it was
 * given (a code that stopped running dropped from it, too) (`priceChanged`, with the Shop API's
 * message saying which), 404 for another shopper's order, 422 once it is no longer unpaid.
 */
export async function startPayment(ctx: ShopContext, request: PaymentRequest): Promise<PaymentStart> {
  const name = "POST /payment";
  const body = { driver: request.driver, callback_url: request.callbackUrl, quote_id: request.quoteId, order_id: request.orderId };
  const refusals = [404, 409, 422, QUOTE_REFUSALS.expired, QUOTE_REFUSALS.changed];
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment", body, expect: refusals, idempotencyKey: request.idempotencyKey });
  if (refusals.includes(status)) {
    const priceChanged = status === QUOTE_REFUSALS.expired || status === QUOTE_REFUSALS.changed;
    const { message, code, order_id } = parseAnswer(name, refusalSchema, json);
    return { ok: false, priceChanged, message, code, waitingOrderId: order_id };
  }
  const { order_id, amount, action } = parseAnswer(name, paymentResponseSchema, json).data;
  return { ok: true, orderId: order_id, amount, action };
}

/**
 * `POST /payment-result {order_id}`: what became of the order's payment, as the Shop API knows it
 * (idempotent). Null for an order it does not know, or that is not this shopper's (404), or an id
 * it cannot take (422: beyond its bounds, e.g. `?order_id=99999999999` typed by hand). Without a
 * signed-in shopper (a gateway's cross-site POST) it answers the state without the lines.
 */
export async function getPaymentResult(ctx: ShopContext, orderId: number): Promise<PaymentResult | null> {
  const name = "POST /payment-result";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/payment-result", body: { order_id: orderId }, expect: [404, 422] });
  return status === 404 || status === 422 ? null : parseAnswer(name, paymentResultResponseSchema, json).data;
}
