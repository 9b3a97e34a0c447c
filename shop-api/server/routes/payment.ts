import { and, asc, eq } from "drizzle-orm";
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  paymentRequestSchema,
  type paymentDriversResponseSchema,
  type paymentResponseSchema,
  type paymentResultResponseSchema,
} from "../../contract";
import { sha256 } from "../auth/secrets";
import { optionalUser, requireUser } from "../auth/users";
import { clientTokenOf, type CheckoutContext } from "../checkout/cart";
import { DONE_TEXTS, GATEWAY_DECISIONS, sendDonePage, sendGatewayPage, sendReturnForm } from "../checkout/gateway-page";
import { langOf, refuse } from "../checkout/messages";
import { expireStalePayments, freshOrder, payAgain, paymentResult, placeOrder, settleOrder, type OrderRow } from "../checkout/orders";
import type { ShopTransaction } from "../db/connect";
import { orders, paymentDriverTexts, paymentDrivers, siteConfigs } from "../db/schema";
import { parseInput } from "../http/input";
import { route } from "../http/route";

type Answer<T extends z.ZodType> = z.infer<T>;

const orderIdSchema = z.object({ order_id: z.coerce.number().int().positive() });
const TOKEN = /^[0-9a-f]{64}$/;
const decisionSchema = z.object({ decision: z.enum(GATEWAY_DECISIONS) });

const isLoopback = (hostname: string) => {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return bare === "localhost" || bare === "::1" || bare.startsWith("127.");
};

/**
 * Where the shopper's browser reaches this API: `SHOP_API_PUBLIC_URL` when set; else the address
 * the call came to, unless that is a loopback address the shopper cannot have used (the storefront
 * embedding this API calls it over 127.0.0.1): then the storefront's own origin, which serves the
 * API at the same path.
 */
function publicBase(req: Request, callback: URL): string {
  const configured = process.env.SHOP_API_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const host = req.get("host") ?? "localhost";
  if (isLoopback(host.replace(/:\d+$/, "")) && !isLoopback(callback.hostname)) return `${callback.origin}${req.baseUrl}`;
  return `${req.protocol}://${host}${req.baseUrl}`;
}

/**
 * The storefront's page the gateway returns to: `/success-payment` or `/unsuccess-payment` next to
 * the callback URL (a base such as https://shop.example/en, or either page itself); with the order
 * and outcome in the query for a GET return.
 */
export function returnUrl(callbackUrl: string, outcome: "paid" | "failed", query?: { orderId: number }): string {
  const url = new URL(callbackUrl);
  url.search = "";
  url.hash = "";
  const base = url.pathname.replace(/\/+$/, "").replace(/\/(un)?success-payment$/, "");
  url.pathname = `${base}/${outcome === "paid" ? "success-payment" : "unsuccess-payment"}`;
  if (query) {
    url.searchParams.set("order_id", String(query.orderId));
    url.searchParams.set("status", outcome);
  }
  return url.toString();
}

/**
 * Payment (contract checkout.ts): the drivers, placing the order, its result, and the sandbox
 * gateway (DESIGN.md §8), a plain Persian page that sends the shopper back to the storefront by GET
 * or by POST, as Iranian gateways do.
 */
export function paymentRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  /** `GET /payment-driver`: the gateways, with whether they take payments now. */
  router.get(
    "/payment-driver",
    route(async (req, res) => {
      const rows = await db
        .select({ name: paymentDrivers.name, title: paymentDriverTexts.title, logo: paymentDrivers.logo, available: paymentDrivers.available })
        .from(paymentDrivers)
        .innerJoin(paymentDriverTexts, and(eq(paymentDriverTexts.driverName, paymentDrivers.name), eq(paymentDriverTexts.lang, langOf(req))))
        .orderBy(asc(paymentDrivers.position));
      res.json({ data: rows } satisfies Answer<typeof paymentDriversResponseSchema>);
    }),
  );

  /**
   * `POST /payment {driver, callback_url}` (bearer): the order, priced now, and where to pay it:
   * the sandbox gateway's page, or the success page itself when discount and wallets cover it all.
   * `action` is never null: an unknown or unavailable driver is refused (422) and places nothing.
   * With `order_id`, that unpaid order of the user's is paid again instead (contract checkout.ts).
   */
  router.post(
    "/payment",
    route(async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const body = parseInput(paymentRequestSchema, req.body);
      const callback = new URL(body.callback_url);
      if (callback.protocol !== "https:" && callback.protocol !== "http:") throw refuse(lang, 422, "badCallback");
      const now = ctx.clock();
      const { order, gatewayToken } = await db.transaction(async (tx) => {
        await expireStalePayments(tx, user.id, now);
        const session = { userId: user.id, clientToken: clientTokenOf(req), lang, driver: body.driver, callbackUrl: callback.toString() };
        return body.order_id === undefined ? placeOrder(ctx, tx, session) : payAgain(ctx, tx, { ...session, orderId: body.order_id });
      });
      const action = gatewayToken
        ? `${publicBase(req, callback)}/gateway/sandbox/${gatewayToken}`
        : returnUrl(callback.toString(), "paid", { orderId: order.id });
      res.json({ data: { order_id: order.id, amount: order.total, action } } satisfies Answer<typeof paymentResponseSchema>);
    }),
  );

  /**
   * `POST /payment-result {order_id}`: what became of the payment (idempotent). The storefront
   * asks it on the gateway's return, which may arrive without the shopper's cookies (DESIGN.md §5),
   * so anyone gets the state; only the order's shopper (its user, or the clientToken it was placed
   * with) gets the amount, reference and lines: order ids are sequential, easy to guess.
   */
  router.post(
    "/payment-result",
    route(async (req, res) => {
      const lang = langOf(req);
      const { order_id } = parseInput(orderIdSchema, req.body);
      const user = await optionalUser(db, req);
      const clientToken = clientTokenOf(req);
      const now = ctx.clock();
      const result = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, order_id)).limit(1);
        if (!order) throw refuse(lang, 404, "noOrder");
        const owner = order.userId === user?.id || (clientToken !== undefined && order.clientToken === clientToken);
        return paymentResult(tx, lang, await freshOrder(tx, order, now), owner);
      });
      res.json({ data: result } satisfies Answer<typeof paymentResultResponseSchema>);
    }),
  );

  /** The order of a gateway token (locked), its payment timed out first if it waited too long. */
  async function gatewayOrder(tx: ShopTransaction, token: string): Promise<OrderRow | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.gatewayTokenHash, sha256(token))).for("update").limit(1);
    return order && freshOrder(tx, order, ctx.clock());
  }

  /** A token with nothing left to do: 404 unknown, 409 done (with a link back to the shop). */
  function sendDone(res: Response, order: OrderRow | undefined): void {
    if (!order) return sendDonePage(res, 404, DONE_TEXTS.unknown, null);
    const paid = order.statusType !== "failed";
    const text = paid ? DONE_TEXTS.paid : order.failureReason === "expired" ? DONE_TEXTS.expired : DONE_TEXTS.failed;
    const back = order.callbackUrl ? returnUrl(order.callbackUrl, paid ? "paid" : "failed", { orderId: order.id }) : null;
    sendDonePage(res, 409, text, back);
  }

  async function shopName(): Promise<string> {
    const [row] = await db
      .select({ value: siteConfigs.value })
      .from(siteConfigs)
      .where(and(eq(siteConfigs.lang, "fa"), eq(siteConfigs.key, "shop_name")));
    return typeof row?.value === "string" ? row.value : "فروشگاه";
  }

  /** `GET /gateway/sandbox/{token}`: the gateway page (the shop, the amount in toman, the order number). */
  router.get(
    "/gateway/sandbox/:token",
    route(async (req, res) => {
      const order = await db.transaction((tx) => gatewayOrder(tx, String(req.params.token)));
      if (!order || order.statusType !== "unpaid" || !order.callbackUrl) return sendDone(res, order);
      sendGatewayPage(res, { id: order.id, amount: order.total, shopName: await shopName(), shopOrigin: new URL(order.callbackUrl).origin });
    }),
  );

  /**
   * `POST /gateway/sandbox/{token}` (a form: `decision` = pay-get, pay-post, cancel-get or
   * cancel-post): pays (status paid, a reference number) or cancels (failed, "cancelled by the
   * shopper"), once; then back to the shop: a 303 to `/success-payment?order_id=…&status=paid`
   * (`/unsuccess-payment…&status=failed`), or a form posting `order_id`, `status` and, once paid,
   * the bank's reference `ref` there (as Iranian gateways post a RefId).
   */
  router.post(
    "/gateway/sandbox/:token",
    express.urlencoded({ extended: false, limit: "10kb" }),
    route(async (req, res) => {
      const parsed = decisionSchema.safeParse(req.body);
      if (!parsed.success) return sendDonePage(res, 400, DONE_TEXTS.badDecision, null);
      const { decision } = parsed.data;
      const paying = decision.startsWith("pay");
      const now = ctx.clock();
      const outcome = await db.transaction(async (tx) => {
        const order = await gatewayOrder(tx, String(req.params.token));
        if (!order || order.statusType !== "unpaid" || !order.callbackUrl) return { done: order };
        const settled = await settleOrder(tx, order, paying ? { outcome: "paid" } : { outcome: "failed", reason: "cancelled" }, now);
        return settled ? { settled: { ...settled, callbackUrl: order.callbackUrl } } : { done: order };
      });
      if (!("settled" in outcome) || !outcome.settled) return sendDone(res, outcome.done);
      const { settled } = outcome;
      const result = paying ? "paid" : "failed";
      if (decision.endsWith("get")) {
        res.redirect(303, returnUrl(settled.callbackUrl, result, { orderId: settled.id }));
        return;
      }
      const fields: Record<string, string> = { order_id: String(settled.id), status: result };
      if (settled.reference !== null) fields.ref = settled.reference;
      sendReturnForm(res, returnUrl(settled.callbackUrl, result), fields);
    }),
  );

  return router;
}
