import { type CreditRequest, creditRequestRefusalSchema, creditRequestResponseSchema, creditRequestsResponseSchema } from "../../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/* Instalment-credit requests (the product page's credit dialog, the profile's /validity pages). */

/** `GET /credit-requests?page=`: a page of the shopper's requests, newest first. */
export async function getCreditRequests(ctx: ShopContext, page: number) {
  return shopCall(ctx, { name: "GET /credit-requests", path: "/credit-requests", query: { page }, schema: creditRequestsResponseSchema });
}

/** `GET /credit-requests/{id}`: one of the shopper's requests; null for an unknown one or another's. */
export async function getCreditRequest(ctx: ShopContext, id: number): Promise<CreditRequest | null> {
  const name = "GET /credit-requests/{id}";
  const { status, json } = await shopRequest(ctx, { name, path: `/credit-requests/${id}`, expect: [404] });
  return status === 404 ? null : parseAnswer(name, creditRequestResponseSchema, json).data;
}

export type CreditAsked = { ok: true; id: number } | { ok: false; message: string; openRequestId: number | null };

/**
 * `POST /credit-requests {product_vendor_id, months}`: the new request's id, or why not (a plan the
 * product does not offer, out of stock, an open request for it already: its id). With the form's
 * one-time key, the same press again answers the same request.
 */
export async function askForCredit(ctx: ShopContext, ask: { productVendorId: number; months: number; idempotencyKey?: string }): Promise<CreditAsked> {
  const name = "POST /credit-requests";
  const body = { product_vendor_id: ask.productVendorId, months: ask.months };
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/credit-requests", body, expect: [404, 409, 422], idempotencyKey: ask.idempotencyKey });
  if (status !== 201) {
    const refusal = parseAnswer(name, creditRequestRefusalSchema, json);
    return { ok: false, message: refusal.message, openRequestId: refusal.request_id ?? null };
  }
  return { ok: true, id: parseAnswer(name, creditRequestResponseSchema, json).data.id };
}
