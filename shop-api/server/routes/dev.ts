import { randomBytes } from "node:crypto";
import { Router } from "express";
import {
  devAnswerQuestionSchema,
  devAnswerSchema,
  devCartLineRequestSchema,
  devStockSchema,
  devConfigUpdateSchema,
  devDiscountCodeRequestSchema,
  devGiftCardRequestSchema,
  devGoldPriceSchema,
  mobileSchema,
  type InboxResponse,
  type DevConfigUpdateResponse,
  type DevDiscountCodeResponse,
  type DevGiftCardResponse,
  type DevGoldPriceResponse,
  type DevReviewResponse,
  type Lang,
} from "../../contract";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { DevInbox } from "../auth/inbox";
import type { GoldPriceHistory } from "../gold-price-history";
import { loadVariety, openCart, priceVariety, type CheckoutContext } from "../checkout/cart";
import { cartItems, discountCodes, orders, priceQuotes, productComments, productQuestions, products, productVarieties, siteConfigs } from "../db/schema";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/input";
import type { AnswerOverrides } from "../http/answer-overrides";
import type { RequestCounter } from "../http/request-counter";
import { LANGS } from "../seed/localised";
import { issueGiftCard } from "../wallet/gift-cards";

const inboxQuerySchema = z.object({ mobile: mobileSchema.optional() });
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * Development tools (mounted at `/dev` only when enabled): request counts, settings, the gold price,
 * the inbox of sent codes.
 */
export function devRoutes(checkout: CheckoutContext, requests: RequestCounter, inbox: DevInbox, history: GoldPriceHistory, answers: AnswerOverrides): Router {
  const { db, goldPrice } = checkout;
  const router = Router();

  /** `GET /dev/inbox?mobile=`: the codes "sent" (to one mobile, or to all), newest first. */
  router.get("/inbox", (req, res) => {
    const { mobile } = parseInput(inboxQuerySchema, req.query);
    res.json({ messages: inbox.messages(mobile) } satisfies InboxResponse);
  });

  const goldPriceAnswer = (): DevGoldPriceResponse => {
    const now = goldPrice.now();
    return { data: { price: now.price, set_at: now.set_at.toISOString(), fixed: goldPrice.isFixed() } };
  };

  /** `GET /dev/gold-price`: the price the catalogue is priced at now. */
  router.get("/gold-price", (_req, res) => {
    res.json(goldPriceAnswer());
  });

  /**
   * `PUT /dev/gold-price {price}`: fixes the price until `DELETE /dev/gold-price`. The change joins
   * the price's history and sends the alerts it reaches, as the walk's do.
   */
  router.put(
    "/gold-price",
    async (req, res) => {
      goldPrice.fix(parseInput(devGoldPriceSchema, req.body).price, checkout.clock());
      await history.record();
      res.json(goldPriceAnswer());
    },
  );

  router.delete(
    "/gold-price",
    async (_req, res) => {
      goldPrice.release();
      await history.record();
      res.json(goldPriceAnswer());
    },
  );

  /** `POST /dev/answers`: the next such call of one visitor answers this status and message (contract devAnswerSchema). */
  router.post(
    "/answers",
    async (req, res) => {
      const answer = parseInput(devAnswerSchema, req.body);
      answers.set(answer);
      res.status(201).json({ data: answer });
    },
  );

  router.get("/requests", (_req, res) => {
    res.json({ data: requests.snapshot() });
  });

  router.post("/requests/reset", (_req, res) => {
    requests.reset();
    res.json({ data: requests.snapshot() });
  });

  /** `PUT /dev/configs {lang?, key, value}`: the value must suit its key; no lang means both. */
  router.put(
    "/configs",
    async (req, res) => {
      const { lang, key, value } = parseInput(devConfigUpdateSchema, req.body);
      const langs: Lang[] = lang ? [lang] : [...LANGS];
      await db
        .insert(siteConfigs)
        .values(langs.map((configLang) => ({ lang: configLang, key, value })))
        .onConflictDoUpdate({ target: [siteConfigs.lang, siteConfigs.key], set: { value } });
      res.json({ data: { key, value, langs } } satisfies DevConfigUpdateResponse);
    },
  );

  /**
   * `POST /dev/cart-lines {clientToken, productVendorId, quantity}`: sets a line of a guest's cart,
   * with no max_cart_add or stock check (tests fill carts with anything). Its price follows the
   * shared pricing like any line's: `unitPrice` and `specialPrice` are ignored. 404 unknown variety.
   */
  router.post(
    "/cart-lines",
    async (req, res) => {
      const line = parseInput(devCartLineRequestSchema, req.body);
      const facts = await loadVariety(db, "fa", line.productVendorId);
      if (!facts) throw new HttpError(404, `No variety ${line.productVendorId}`);
      const now = checkout.clock();
      await db.transaction(async (tx) => {
        const cart = await openCart(tx, { clientToken: line.clientToken }, now);
        const addedPrice = priceVariety(goldPrice.now().price, facts).toPay;
        await tx
          .insert(cartItems)
          .values({ cartId: cart.id, productVendorId: line.productVendorId, quantity: line.quantity, addedPrice, createdAt: now })
          .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productVendorId], set: { quantity: line.quantity } });
      });
      res.status(201).json({ data: line });
    },
  );

  /**
   * `POST /dev/price-quotes/expire`: every price still held runs out now, the quotes' and the
   * unpaid orders' alike, as if `price_hold_seconds` had passed (tests of what a shopper paying
   * late, or paying an order again, is told).
   */
  router.post(
    "/price-quotes/expire",
    async (_req, res) => {
      const now = checkout.clock();
      const expired = await db.update(priceQuotes).set({ expiresAt: now }).where(gt(priceQuotes.expiresAt, now)).returning({ id: priceQuotes.id });
      const orderHolds = await db
        .update(orders)
        .set({ priceHeldUntil: now })
        .where(and(eq(orders.statusType, "unpaid"), gt(orders.priceHeldUntil, now)))
        .returning({ id: orders.id });
      res.json({ data: { expired: expired.length, orders: orderHolds.length } });
    },
  );

  /** `POST /dev/gift-cards {amount, expires_in_days?}`: a gift card issued by the shop, to redeem. */
  router.post(
    "/gift-cards",
    async (req, res) => {
      const { amount, expires_in_days } = parseInput(devGiftCardRequestSchema, req.body);
      const now = checkout.clock();
      const expiresAt = expires_in_days === undefined ? null : new Date(now.getTime() + expires_in_days * 86_400_000);
      const card = await issueGiftCard(db, { amount, expiresAt, createdAt: now });
      const answer: DevGiftCardResponse = { data: { id: card.id, code: card.code, amount: card.amount, expires_at: card.expiresAt?.toISOString() ?? null } };
      res.status(201).json(answer);
    },
  );

  /** `POST /dev/discount-codes {percent, max_uses?}`: a percent code named at random, to try a use-limited code on. */
  router.post(
    "/discount-codes",
    async (req, res) => {
      const { percent, max_uses } = parseInput(devDiscountCodeRequestSchema, req.body);
      const code = `TRY${randomBytes(4).toString("hex").toUpperCase()}`;
      await db.insert(discountCodes).values({ code, percent, maxUses: max_uses ?? null });
      res.status(201).json({ data: { code, percent, max_uses: max_uses ?? null } } satisfies DevDiscountCodeResponse);
    },
  );

  /** `PUT /dev/stock {product_vendor_id, stock}`: sets a variety's stock; 404 for an unknown variety. */
  router.put(
    "/stock",
    async (req, res) => {
      const { product_vendor_id, stock } = parseInput(devStockSchema, req.body);
      const updated = await db.update(productVarieties).set({ stock }).where(eq(productVarieties.id, product_vendor_id)).returning({ id: productVarieties.id });
      if (updated.length === 0) throw new HttpError(404, `No variety ${product_vendor_id}`);
      res.json({ data: { product_vendor_id, stock } });
    },
  );

  /**
   * `POST /dev/comments/{id}/approve`: the comment shows on its product from now on, and its rating
   * joins the product's (a running average). Approving twice changes nothing.
   */
  /** `GET /dev/comments?product_id=`: the comments held for approval, newest first (to approve one). */
  router.get(
    "/comments",
    async (req, res) => {
      const productId = Number(req.query.product_id);
      const held = await db
        .select({ id: productComments.id, text: productComments.text, status: productComments.status })
        .from(productComments)
        .where(and(eq(productComments.status, "pending"), Number.isInteger(productId) && productId > 0 ? eq(productComments.productId, productId) : undefined))
        .orderBy(desc(productComments.id))
        .limit(50);
      res.json({ data: held });
    },
  );

  router.post(
    "/comments/:id/approve",
    async (req, res) => {
      const { id } = parseInput(idParamsSchema, req.params);
      const approved = await db.transaction(async (tx) => {
        const [comment] = await tx
          .update(productComments)
          .set({ status: "approved" })
          .where(and(eq(productComments.id, id), ne(productComments.status, "approved")))
          .returning({ productId: productComments.productId, rating: productComments.rating });
        if (comment) {
          await tx
            .update(products)
            .set({
              rating: sql`round((${products.rating} * ${products.reviewCount} + ${comment.rating}) / (${products.reviewCount} + 1), 2)`,
              reviewCount: sql`${products.reviewCount} + 1`,
            })
            .where(eq(products.id, comment.productId));
          return true;
        }
        const [existing] = await tx.select({ id: productComments.id }).from(productComments).where(eq(productComments.id, id));
        return existing !== undefined;
      });
      if (!approved) throw new HttpError(404, `No comment ${id}`);
      res.json({ data: { id, status: "approved" } } satisfies DevReviewResponse);
    },
  );

  /** `POST /dev/questions/{id}/answer {answer}`: answers and approves a question. */
  router.post(
    "/questions/:id/answer",
    async (req, res) => {
      const { id } = parseInput(idParamsSchema, req.params);
      const { answer } = parseInput(devAnswerQuestionSchema, req.body);
      const [question] = await db
        .update(productQuestions)
        .set({ answer, status: "approved" })
        .where(eq(productQuestions.id, id))
        .returning({ id: productQuestions.id });
      if (!question) throw new HttpError(404, `No question ${id}`);
      res.json({ data: { id, status: "approved" } } satisfies DevReviewResponse);
    },
  );

  return router;
}
