import { timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import {
  KARAT,
  MAX_OPEN_GOLD_PRICE_ALERTS,
  goldPriceAlertRequestSchema,
  goldPriceHistoryQuerySchema,
  type deleteGoldPriceAlertResponseSchema,
  type goldPriceAlertResponseSchema,
  type goldPriceAlertsResponseSchema,
  type goldPriceHistoryResponseSchema,
  type onlinePriceResponseSchema,
} from "../../contract";
import { requireUser } from "../auth/users";
import { langOf, refuse } from "../checkout/messages";
import type { ShopDatabase } from "../db/connect";
import { goldPriceAlerts } from "../db/schema";
import type { GoldPriceSource } from "../gold-price";
import type { GoldPriceHistory } from "../gold-price-history";
import { parseInput } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

/**
 * The fixed access token of `POST /online-price` (docs/shop/07-shop-api.md §7.10):
 * `SHOP_API_PRICE_TOKEN`, read at each call.
 */
export function priceToken(): string {
  return process.env.SHOP_API_PRICE_TOKEN ?? "zarrin-online-price";
}

function hasPriceToken(req: Request): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(req.get("authorization") ?? "")?.[1];
  if (!given) return false;
  const expected = Buffer.from(priceToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

type AlertRow = typeof goldPriceAlerts.$inferSelect;
const alertJson = (alert: AlertRow) => ({ id: alert.id, direction: alert.direction, price: alert.price, created_at: alert.createdAt.toISOString() });

/**
 * The live gold price for the ticker (docs/shop/07-shop-api.md §7.10, docs/shop/04-flows.md §4.15;
 * refreshed by the storefront every 5 minutes), and ours (docs/shop/07-shop-api.md §7.13): its history
 * for a chart, and a shopper's price alerts.
 */
export function goldPriceRoutes(db: ShopDatabase, goldPrice: GoldPriceSource, history: GoldPriceHistory, clock: () => Date): Router {
  const router = Router();

  /**
   * `POST /online-price` with `Authorization: Bearer <price token>`: 18-karat gold per gram now
   * (the walk's value, or the dev fixed price), when its interval began, and the interval before's.
   */
  router.post(
    "/online-price",
    async (req, res) => {
      if (!hasPriceToken(req)) throw refuse(langOf(req), 401, "priceTokenRequired");
      // The ticker answers from the walk at once: its history is brought up to date meanwhile.
      history.record().catch((error: unknown) => console.error("gold price history:", error));
      const now = goldPrice.now();
      res.json({
        data: { price: now.price, set_at: now.set_at.toISOString(), previous_price: goldPrice.previous().price, karat: KARAT },
      } satisfies Answer<typeof onlinePriceResponseSchema>);
    },
  );

  /** `GET /gold-price-history?range=1d|7d|30d|1y`: the recorded prices over the range, thinned for a chart. */
  router.get(
    "/gold-price-history",
    async (req, res) => {
      const { range } = parseInput(goldPriceHistoryQuerySchema, req.query);
      res.json({ data: await history.history(range) } satisfies Answer<typeof goldPriceHistoryResponseSchema>);
    },
  );

  /** `GET /gold-price-alerts` (bearer): the shopper's open alerts, newest first. */
  router.get(
    "/gold-price-alerts",
    async (req, res) => {
      const user = await requireUser(db, req);
      // What the price did since the last record may have sent some: they are done, not listed.
      await history.record();
      const rows = await db
        .select()
        .from(goldPriceAlerts)
        .where(and(eq(goldPriceAlerts.userId, user.id), isNull(goldPriceAlerts.sentAt)))
        .orderBy(desc(goldPriceAlerts.createdAt), desc(goldPriceAlerts.id));
      res.json({ data: rows.map(alertJson) } satisfies Answer<typeof goldPriceAlertsResponseSchema>);
    },
  );

  /**
   * `POST /gold-price-alerts {direction, price}` (bearer): 201 with the alert; 422 with `errors` by
   * field for an amount out of bounds or one the price has already reached, or a shopper who
   * already waits for MAX_OPEN_GOLD_PRICE_ALERTS.
   */
  router.post(
    "/gold-price-alerts",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const parsed = goldPriceAlertRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "price")))];
        throw refuse(lang, 422, "goldAlertInvalid", { errors: Object.fromEntries(fields.map((field) => [field, [refuse(lang, 422, "goldAlertInvalid").message]])) });
      }
      const { direction, price } = parsed.data;
      const now = await history.latest();
      const reached = direction === "below" ? price >= now.price : price <= now.price;
      if (reached) {
        const key = direction === "below" ? "goldAlertAlreadyBelow" : "goldAlertAlreadyAbove";
        throw refuse(lang, 422, key, { errors: { price: [refuse(lang, 422, key, {}, { n: now.price }).message] } }, { n: now.price });
      }
      const created = await db.transaction(async (tx) => {
        const [open] = await tx
          .select({ open: count() })
          .from(goldPriceAlerts)
          .where(and(eq(goldPriceAlerts.userId, user.id), isNull(goldPriceAlerts.sentAt)));
        if ((open?.open ?? 0) >= MAX_OPEN_GOLD_PRICE_ALERTS) {
          const message = refuse(lang, 422, "goldAlertLimit", {}, { n: MAX_OPEN_GOLD_PRICE_ALERTS }).message;
          throw refuse(lang, 422, "goldAlertLimit", { errors: { price: [message] } }, { n: MAX_OPEN_GOLD_PRICE_ALERTS });
        }
        const [row] = await tx.insert(goldPriceAlerts).values({ userId: user.id, direction, price, lang, createdAt: clock() }).returning();
        return row as AlertRow;
      });
      res.status(201).json({ data: alertJson(created) } satisfies Answer<typeof goldPriceAlertResponseSchema>);
    },
  );

  /** `DELETE /gold-price-alerts/{id}` (bearer): removes one of the shopper's open alerts; 404 otherwise. */
  router.delete(
    "/gold-price-alerts/:id",
    async (req, res) => {
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      const removed = await db
        .delete(goldPriceAlerts)
        .where(and(eq(goldPriceAlerts.id, id), eq(goldPriceAlerts.userId, user.id), isNull(goldPriceAlerts.sentAt)))
        .returning({ id: goldPriceAlerts.id });
      if (removed.length === 0) throw refuse(langOf(req), 404, "noGoldAlert");
      res.json({ data: { id } } satisfies Answer<typeof deleteGoldPriceAlertResponseSchema>);
    },
  );

  return router;
}
