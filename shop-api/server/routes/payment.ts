import { and, asc, desc, eq, gt, isNotNull } from "drizzle-orm";
import express, { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  paymentRequestSchema,
  walletChargeRequestSchema,
  walletRechargeResultRequestSchema,
  type Lang,
  type paymentDriversResponseSchema,
  type paymentQuoteResponseSchema,
  type paymentResponseSchema,
  type paymentResultResponseSchema,
  type walletChargeResponseSchema,
  type walletRechargeResultResponseSchema,
} from "../../contract";
import { sha256 } from "../auth/secrets";
import { optionalUser, requireUser } from "../auth/users";
import { clientTokenOf, openCart, walletAmountsInCart, type CheckoutContext } from "../checkout/cart";
import { DONE_TEXTS, GATEWAY_DECISIONS, sendDonePage, sendGatewayPage, sendReturnForm } from "../checkout/gateway-page";
import { langOf, refuse } from "../checkout/messages";
import {
  expireStalePayments,
  freshOrder,
  holdBroken,
  isStale,
  openOrderOf,
  priceHold,
  payAgain,
  paymentResult,
  placeOrder,
  settleOrder,
  type OrderRow,
  type PlacedOrder,
  type Settlement,
} from "../checkout/orders";
import { dropDeadCode, giveQuote, holdingQuote, isSpent, type QuoteRow } from "../checkout/quotes";
import { walletJson } from "../checkout/wallets";
import type { ShopTransaction } from "../db/connect";
import { orders, paymentDriverTexts, paymentDrivers, siteConfigs, walletRecharges } from "../db/schema";
import { HttpError } from "../http/errors";
import { idempotencyKeyOf, keptAnswerOfOrder, once, refusalAnswer, type KeptAnswer } from "../http/idempotency";
import { parseInput } from "../http/input";
import { freshRecharge, rechargeResult, settleRecharge, startRecharge, type RechargeRow } from "../wallet/recharges";

type Answer<T extends z.ZodType> = z.infer<T>;

const orderIdSchema = z.object({ order_id: z.coerce.number().int().positive() });
const TOKEN = /^[0-9a-f]{64}$/;
const decisionSchema = z.object({ decision: z.enum(GATEWAY_DECISIONS) });

const isLoopback = (hostname: string) => {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return bare === "localhost" || bare === "::1" || bare.startsWith("127.");
};

/**
 * Where the shopper's browser reaches this API: `SHOP_API_PUBLIC_URL` when set; the storefront's
 * origin (the callback's) when the storefront embeds and serves this API; else the address the call
 * came to, unless that is a loopback address the shopper cannot have used: then, again, the
 * callback's origin, which serves the API at the same path.
 */
function publicBase(req: Request, callback: URL, servedByStorefront: boolean): string {
  const configured = process.env.SHOP_API_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const host = req.get("host") ?? "localhost";
  if (servedByStorefront || (isLoopback(host.replace(/:\d+$/, "")) && !isLoopback(callback.hostname))) return `${callback.origin}${req.baseUrl}`;
  return `${req.protocol}://${host}${req.baseUrl}`;
}

/** The storefront's address the gateway returns to, which must be a web page's. */
function callbackOf(lang: Lang, url: string): URL {
  const callback = new URL(url);
  if (callback.protocol !== "https:" && callback.protocol !== "http:") throw refuse(lang, 422, "badCallback");
  return callback;
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
 * The order's page in the shop (`/profile/latest-orders/{id}`, under the callback's language
 * prefix), where an unpaid order is paid again at today's price.
 */
export function orderPageUrl(callbackUrl: string, orderId: number): string {
  const url = new URL(returnUrl(callbackUrl, "paid"));
  url.pathname = url.pathname.replace(/\/success-payment$/, `/profile/latest-orders/${orderId}`);
  return url.toString();
}

/** A callback URL as given (the top-up's result page), with the top-up and its outcome in the query for a GET return. */
export function rechargeReturnUrl(callbackUrl: string, query?: { rechargeId: number; outcome: "paid" | "failed" }): string {
  const url = new URL(callbackUrl);
  url.search = "";
  url.hash = "";
  if (query) {
    url.searchParams.set("recharge_id", String(query.rechargeId));
    url.searchParams.set("status", query.outcome);
  }
  return url.toString();
}

/** What the sandbox gateway takes a payment for: an order, or a top-up of the main wallet. */
type GatewayPayment = { kind: "order"; row: OrderRow } | { kind: "recharge"; row: RechargeRow };

/** Whether the payment still waits for the shopper's decision at the gateway. */
function isOpen(payment: GatewayPayment): boolean {
  return payment.kind === "order" ? payment.row.statusType === "unpaid" && payment.row.callbackUrl !== null : payment.row.status === "pending";
}

/**
 * The shop's page the gateway sends the shopper back to, and (for the POST way back) the fields it
 * posts there: the order's `order_id`, or the top-up's `recharge_id`, the outcome and, once paid, the
 * bank's reference `ref` (as Iranian gateways post a RefId). Null without a callback.
 */
function wayBack(payment: GatewayPayment, outcome: "paid" | "failed", by: "get" | "post"): { url: string; fields: Record<string, string> } | null {
  const { row } = payment;
  if (!row.callbackUrl) return null;
  const fields: Record<string, string> = { status: outcome };
  if (row.reference !== null) fields.ref = row.reference;
  if (payment.kind === "order") {
    const url = returnUrl(row.callbackUrl, outcome, by === "get" ? { orderId: row.id } : undefined);
    return { url, fields: { order_id: String(row.id), ...fields } };
  }
  const url = rechargeReturnUrl(row.callbackUrl, by === "get" ? { rechargeId: row.id, outcome } : undefined);
  return { url, fields: { recharge_id: String(row.id), ...fields } };
}

/**
 * Payment (contract checkout.ts): the drivers, placing the order, its result, topping up the main
 * wallet (contract wallet.ts) and its result, and the sandbox gateway
 * (docs/shop/16-reference-shop-api.md §16.3), a plain Persian page that sends the shopper back to the
 * storefront by GET or by POST, as Iranian gateways do.
 */
export function paymentRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();
  const sandboxGateway = (req: Request, callback: URL, token: string) => `${publicBase(req, callback, ctx.servedByStorefront)}/gateway/sandbox/${token}`;

  /** `GET /payment-driver`: the gateways, with whether they take payments now. */
  router.get(
    "/payment-driver",
    async (req, res) => {
      const rows = await db
        .select({ name: paymentDrivers.name, title: paymentDriverTexts.title, logo: paymentDrivers.logo, available: paymentDrivers.available })
        .from(paymentDrivers)
        .innerJoin(paymentDriverTexts, and(eq(paymentDriverTexts.driverName, paymentDrivers.name), eq(paymentDriverTexts.lang, langOf(req))))
        .orderBy(asc(paymentDrivers.position));
      res.json({ data: rows } satisfies Answer<typeof paymentDriversResponseSchema>);
    },
  );

  /**
   * `POST /payment-quote` (bearer): the cart priced for paying and held (contract checkout.ts): the
   * quote that still holds for this cart, or a new one at the price of the moment.
   */
  router.post(
    "/payment-quote",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const now = ctx.clock();
      const quote = await db.transaction(async (tx) => {
        await expireStalePayments(tx, user.id, now);
        return giveQuote(ctx, tx, { userId: user.id, lang });
      });
      res.json({ data: quote } satisfies Answer<typeof paymentQuoteResponseSchema>);
    },
  );

  /**
   * `POST /payment {driver, callback_url, quote_id?}` (bearer): the order and where to pay it: the
   * sandbox gateway's page, or the success page itself when discount and wallets cover it all.
   * With `quote_id`, at the quote's prices: 410 once it expired, 412 when the cart, delivery or
   * wallets changed since (nothing placed); a quote whose order still waits at the gateway (another
   * tab) sends the shopper to that same gateway page. Without it, at the price of now. `action` is
   * never null: an unknown or unavailable driver is refused (422) and places nothing. With
   * `order_id`, that unpaid order of the user's is paid again instead. An Idempotency-Key makes a
   * repeated post answer the first one's order and page.
   */
  router.post(
    "/payment",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const key = idempotencyKeyOf(req);
      if ((req.body as { type?: unknown } | undefined)?.type === "charge") return charge(req, res, user.id, key);
      const body = parseInput(paymentRequestSchema, req.body);
      const callback = callbackOf(lang, body.callback_url);
      const now = ctx.clock();
      const answer = await db.transaction((tx) =>
        once(tx, { userId: user.id, key, operation: "payment", now, replay: (kept) => replayed(tx, req, callback, user.id, lang, kept) }, async () => {
          await expireStalePayments(tx, user.id, now);
          const session = { userId: user.id, clientToken: clientTokenOf(req), lang, driver: body.driver, callbackUrl: callback.toString() };
          /** The open order's gateway page: its kept answer while that page still takes payment, else a new session (paid again). */
          const toGateway = async (order: OrderRow) =>
            (await liveKeptAnswer(tx, user.id, order)) ?? paymentAnswer(req, callback, await payAgain(ctx, tx, { ...session, orderId: order.id }));
          if (body.order_id !== undefined) return paymentAnswer(req, callback, await payAgain(ctx, tx, { ...session, orderId: body.order_id }));
          if (body.quote_id === undefined) return paymentAnswer(req, callback, await placeOrder(ctx, tx, session));
          const quote = await holdingQuote(tx, { userId: user.id, lang, quoteId: body.quote_id, now, goldPrice: ctx.goldPrice.now().price });
          const waiting = await openOrderOf(tx, quote, now);
          if (waiting) return toGateway(waiting);
          if (await isSpent(tx, quote)) throw refuse(lang, 410, "quoteSpent");
          // The cart is locked from here: of two tabs pressing at once, the second sees the first's order.
          const newer = await newerOpenOrder(tx, user.id, quote, now);
          if (newer) {
            if (newer.total !== quote.total) throw refuse(lang, 409, "orderWaiting", { order_id: newer.id }, { n: newer.total });
            return toGateway(newer);
          }
          // A code that died since the quote is dropped (committed) and the shopper told: nothing placed.
          const { dropped } = await dropDeadCode(tx, { userId: user.id, lang, now });
          if (dropped) return refusalAnswer(new HttpError(412, dropped.message, { code: 412 }));
          return paymentAnswer(req, callback, await placeOrder(ctx, tx, { ...session, quote }));
        }),
      );
      res.status(answer.status).json(answer.body);
    },
  );

  /**
   * The cart's open gateway payment placed after `quote` was given (locking the cart first): the tab
   * paying the quote did not know of it, so it is not replaced (two tabs with two quotes at once).
   * An open payment placed before the quote (the shopper came back from the gateway and was shown
   * the price again) is replaced by placeOrder, as before.
   */
  async function newerOpenOrder(tx: ShopTransaction, userId: number, quote: QuoteRow, now: Date): Promise<OrderRow | undefined> {
    const cart = await openCart(tx, { userId }, now);
    const open = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cart.id), eq(orders.statusType, "unpaid"), isNotNull(orders.gatewayTokenHash), gt(orders.createdAt, quote.createdAt)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return open.find((order) => !isStale(order, now));
  }

  /**
   * A kept payment answer replayed (the same Idempotency-Key again: a double tap, or a stale pay
   * form re-pressed): its gateway page while the order still waits there; once paid, the result page
   * (the shopper lands on what they bought); once failed (cancelled, timed out, replaced), 410 so
   * that the storefront prices the cart again: never a dead gateway page.
   */
  async function replayed(tx: ShopTransaction, req: Request, callback: URL, userId: number, lang: Lang, kept: KeptAnswer): Promise<KeptAnswer> {
    if (kept.orderId === undefined || kept.status !== 200) return kept;
    const [row] = await tx.select().from(orders).where(eq(orders.id, kept.orderId)).for("update").limit(1);
    const order = row && (await freshOrder(tx, row, ctx.clock()));
    if (!order) return kept;
    if (order.statusType === "unpaid" && order.gatewayTokenHash !== null) {
      if (await takesPayment(tx, kept, order)) return kept;
      // Its page was replaced by paying again, or its price is no longer held: a session of now
      // (priced again when the hold ended; the amount says so).
      const session = { userId, lang, driver: order.driver ?? "sandbox", callbackUrl: order.callbackUrl ?? callback.toString(), orderId: order.id };
      return paymentAnswer(req, callback, await payAgain(ctx, tx, session));
    }
    if (order.statusType === "failed" || order.statusType === "canceld") return refusalAnswer(refuse(lang, 410, "paymentEnded"));
    const action = order.callbackUrl ? returnUrl(order.callbackUrl, "paid", { orderId: order.id }) : null;
    return { status: 200, body: { data: { order_id: order.id, amount: order.total, action } }, orderId: order.id };
  }

  /** Whether a kept answer's gateway page still takes payment for the order: its token is the order's, and the price still held. */
  async function takesPayment(tx: ShopTransaction, kept: KeptAnswer, order: OrderRow): Promise<boolean> {
    const action = (kept.body as { data?: { action?: unknown } } | undefined)?.data?.action;
    const token = typeof action === "string" ? action.split("/").pop() : undefined;
    if (!token || !TOKEN.test(token) || sha256(token) !== order.gatewayTokenHash) return false;
    return !holdBroken(order, ctx.clock(), ctx.goldPrice.now().price, await priceHold(tx));
  }

  /** The kept answer that sent the shopper to the open order's gateway page, while that page still takes payment. */
  async function liveKeptAnswer(tx: ShopTransaction, userId: number, order: OrderRow): Promise<KeptAnswer | undefined> {
    const kept = await keptAnswerOfOrder(tx, userId, order.id);
    return kept && (await takesPayment(tx, kept, order)) ? kept : undefined;
  }

  /** What `POST /payment` answers for an order placed or paid again: where the shopper pays it. */
  function paymentAnswer(req: Request, callback: URL, { order, gatewayToken }: PlacedOrder): KeptAnswer {
    const action = gatewayToken ? sandboxGateway(req, callback, gatewayToken) : returnUrl(callback.toString(), "paid", { orderId: order.id });
    return { status: 200, body: { data: { order_id: order.id, amount: order.total, action } } satisfies Answer<typeof paymentResponseSchema>, orderId: order.id };
  }

  /**
   * `POST /payment-result {order_id}`: what became of the payment (idempotent). The storefront
   * asks it on the gateway's return, which may arrive without the shopper's cookies
   * (docs/shop/13-cookies-and-session.md §13.4), so anyone gets the state; only the order's shopper
   * (its user, or the clientToken it was placed with) gets the amount, reference and lines: order ids
   * are sequential, easy to guess.
   */
  router.post(
    "/payment-result",
    async (req, res) => {
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
    },
  );

  /**
   * `POST /payment {type: "charge", amount, driver, callback_url}`: a top-up of the user's main
   * wallet, waiting at the sandbox gateway, which returns to `callback_url` itself. The same
   * Idempotency-Key again answers the same top-up.
   */
  async function charge(req: Request, res: Response, userId: number, key: string | undefined): Promise<void> {
    const lang = langOf(req);
    const body = parseInput(walletChargeRequestSchema, req.body);
    const callback = callbackOf(lang, body.callback_url);
    const now = ctx.clock();
    const input = { userId, lang, amount: body.amount, driver: body.driver, callbackUrl: callback.toString() };
    const answer = await db.transaction((tx) =>
      once(tx, { userId, key, operation: "charge", now }, async () => {
        const { recharge, gatewayToken } = await startRecharge(tx, input, now);
        const action = sandboxGateway(req, callback, gatewayToken);
        return { status: 200, body: { data: { recharge_id: recharge.id, amount: recharge.amount, action } } satisfies Answer<typeof walletChargeResponseSchema> };
      }),
    );
    res.status(answer.status).json(answer.body);
  }

  /**
   * `POST /wallet-recharge-result {recharge_id}`: what became of a top-up (idempotent: the wallet was
   * credited by the gateway, once). Without a bearer token (a gateway's cross-site POST) the state
   * without the wallet; another user's top-up is 404.
   */
  router.post(
    "/wallet-recharge-result",
    async (req, res) => {
      const lang = langOf(req);
      const { recharge_id } = parseInput(walletRechargeResultRequestSchema, req.body);
      const user = await optionalUser(db, req);
      const now = ctx.clock();
      const result = await db.transaction(async (tx) => {
        const [recharge] = await tx.select().from(walletRecharges).where(eq(walletRecharges.id, recharge_id)).limit(1);
        if (!recharge || (user && recharge.userId !== user.id)) throw refuse(lang, 404, "noRecharge");
        return rechargeResult(tx, lang, await freshRecharge(tx, recharge, now), user !== undefined);
      });
      const inCart = result.wallet && user ? await walletAmountsInCart(ctx, lang, user.id) : undefined;
      const wallet = result.wallet && walletJson(lang, result.wallet, inCart?.get(result.wallet.id) ?? 0);
      res.json({ data: { ...result, wallet } } satisfies Answer<typeof walletRechargeResultResponseSchema>);
    },
  );

  /** The payment of a gateway token (locked): an order's or a top-up's, timed out first if it waited too long. */
  async function gatewayPayment(tx: ShopTransaction, token: string): Promise<GatewayPayment | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const hash = sha256(token);
    const now = ctx.clock();
    const [order] = await tx.select().from(orders).where(eq(orders.gatewayTokenHash, hash)).for("update").limit(1);
    if (order) return { kind: "order", row: await freshOrder(tx, order, now) };
    const [recharge] = await tx.select().from(walletRecharges).where(eq(walletRecharges.gatewayTokenHash, hash)).for("update").limit(1);
    return recharge && { kind: "recharge", row: await freshRecharge(tx, recharge, now) };
  }

  /** Pays or fails an open payment, once: the payment as settled, or undefined when it no longer was open. */
  async function settle(tx: ShopTransaction, payment: GatewayPayment, settlement: Settlement): Promise<GatewayPayment | undefined> {
    const now = ctx.clock();
    if (payment.kind === "order") {
      const row = await settleOrder(tx, payment.row, settlement, now);
      return row && { kind: "order", row };
    }
    const row = await settleRecharge(tx, payment.row, settlement, now);
    return row && { kind: "recharge", row };
  }

  /** A token with nothing left to do: 404 unknown, 409 done (with a link back to the shop). */
  function sendDone(res: Response, payment: GatewayPayment | undefined): void {
    if (!payment) return sendDonePage(res, 404, DONE_TEXTS.unknown, null);
    const paid = payment.kind === "order" ? payment.row.statusType !== "failed" : payment.row.status === "paid";
    const text = paid ? DONE_TEXTS.paid : payment.row.failureReason === "expired" ? DONE_TEXTS.expired : DONE_TEXTS.failed;
    sendDonePage(res, 409, text, wayBack(payment, paid ? "paid" : "failed", "get")?.url ?? null);
  }

  /**
   * Whether the gateway must refuse to take payment for an open order because the shop no longer
   * holds its price (hold ended, or the gold price moved beyond the band): the order stays unpaid
   * and the shopper goes back to it, where paying again prices it at today's price.
   */
  async function priceNoLongerHeld(tx: ShopTransaction, payment: GatewayPayment): Promise<boolean> {
    return payment.kind === "order" && holdBroken(payment.row, ctx.clock(), ctx.goldPrice.now().price, await priceHold(tx));
  }

  /** The done page for an order whose held price ended: a link back to the order's page in the shop. */
  function sendPriceEnded(res: Response, order: OrderRow): void {
    sendDonePage(res, 409, DONE_TEXTS.priceEnded, order.callbackUrl ? orderPageUrl(order.callbackUrl, order.id) : null);
  }

  async function shopName(): Promise<string> {
    const [row] = await db
      .select({ value: siteConfigs.value })
      .from(siteConfigs)
      .where(and(eq(siteConfigs.lang, "fa"), eq(siteConfigs.key, "shop_name")));
    return typeof row?.value === "string" ? row.value : "فروشگاه";
  }

  /** `GET /gateway/sandbox/{token}`: the gateway page (the shop, the amount in toman, the order's or top-up's number). */
  router.get(
    "/gateway/sandbox/:token",
    async (req, res) => {
      const { payment, ended } = await db.transaction(async (tx) => {
        const found = await gatewayPayment(tx, String(req.params.token));
        return { payment: found, ended: found !== undefined && isOpen(found) && (await priceNoLongerHeld(tx, found)) };
      });
      const callbackUrl = payment?.row.callbackUrl;
      if (!payment || !isOpen(payment) || !callbackUrl) return sendDone(res, payment);
      if (ended && payment.kind === "order") return sendPriceEnded(res, payment.row);
      const amount = payment.kind === "order" ? payment.row.total : payment.row.amount;
      sendGatewayPage(res, { kind: payment.kind, id: payment.row.id, amount, shopName: await shopName(), shopOrigin: new URL(callbackUrl).origin });
    },
  );

  /**
   * `POST /gateway/sandbox/{token}` (a form: `decision` = pay-get, pay-post, cancel-get or
   * cancel-post): pays (status paid, a reference number) or cancels (failed, "cancelled by the
   * shopper"), once; then back to the shop: a 303 to `/success-payment?order_id=…&status=paid`
   * (`/unsuccess-payment…&status=failed`), or a form posting `order_id`, `status` and, once paid,
   * the bank's reference `ref` there (as Iranian gateways post a RefId). A top-up goes back to its
   * callback itself, with `recharge_id` instead of `order_id`.
   */
  router.post(
    "/gateway/sandbox/:token",
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res) => {
      const parsed = decisionSchema.safeParse(req.body);
      if (!parsed.success) return sendDonePage(res, 400, DONE_TEXTS.badDecision, null);
      const { decision } = parsed.data;
      const paying = decision.startsWith("pay");
      const outcome = await db.transaction(async (tx) => {
        const payment = await gatewayPayment(tx, String(req.params.token));
        if (!payment || !isOpen(payment)) return { done: payment };
        if (paying && payment.kind === "order" && (await priceNoLongerHeld(tx, payment))) return { ended: payment.row };
        const settled = await settle(tx, payment, paying ? { outcome: "paid" } : { outcome: "failed", reason: "cancelled" });
        return settled ? { settled } : { done: payment };
      });
      if (outcome.ended) return sendPriceEnded(res, outcome.ended);
      const back = outcome.settled && wayBack(outcome.settled, paying ? "paid" : "failed", decision.endsWith("get") ? "get" : "post");
      if (!back) return sendDone(res, outcome.done);
      if (decision.endsWith("get")) {
        res.redirect(303, back.url);
        return;
      }
      sendReturnForm(res, back.url, back.fields);
    },
  );

  return router;
}
