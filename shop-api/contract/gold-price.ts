import { z } from "zod";
import { envelope } from "./common";
import { DEFAULT_GOLD_PRICE_RANGE, GOLD_PRICE_ALERT_DIRECTIONS, GOLD_PRICE_ALERT_MAX, GOLD_PRICE_ALERT_MIN, GOLD_PRICE_RANGES } from "./gold-price-values";

export * from "./gold-price-values";

/**
 * The gold price's history and price alerts: calls of ours (docs/shop/07-shop-api.md §7.13). A Shop API
 * without them answers 404, and the storefront then shows today's price alone (docs/decisions: gold
 * price page).
 */

export const goldPriceRangeSchema = z.enum(GOLD_PRICE_RANGES);
export const goldPriceHistoryQuerySchema = z.object({ range: goldPriceRangeSchema.default(DEFAULT_GOLD_PRICE_RANGE) });

const pricePointSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** Whole toman per gram of 18-karat gold. */
  price: z.number().int().positive(),
});


/**
 * `GET /gold-price-history?range=1d|7d|30d|1y`: the price of 18-karat gold per gram over the range,
 * thinned to a point per step (oldest first, the last one the price now), and the last 24 hours'
 * high, low and opening price (the price 24 hours ago: "the day before"), whatever the range.
 */
export const goldPriceHistoryResponseSchema = envelope(
  z.object({
    range: goldPriceRangeSchema,
    from: z.string(),
    to: z.string(),
    points: z.array(pricePointSchema),
    day: z.object({
      high: pricePointSchema,
      low: pricePointSchema,
      /** The price in force 24 hours ago; null when the history does not reach that far. */
      previous: pricePointSchema.nullable(),
    }),
  }),
);
export type GoldPriceHistory = z.infer<typeof goldPriceHistoryResponseSchema>["data"];

/** `POST /gold-price-alerts` (bearer). */
export const goldPriceAlertRequestSchema = z.object({
  direction: z.enum(GOLD_PRICE_ALERT_DIRECTIONS),
  price: z.number().int().min(GOLD_PRICE_ALERT_MIN).max(GOLD_PRICE_ALERT_MAX),
});
export type GoldPriceAlertRequest = z.infer<typeof goldPriceAlertRequestSchema>;

const goldPriceAlertSchema = z.object({
  id: z.number().int().positive(),
  direction: z.enum(GOLD_PRICE_ALERT_DIRECTIONS),
  price: z.number().int().positive(),
  created_at: z.string(),
});
export type GoldPriceAlert = z.infer<typeof goldPriceAlertSchema>;

/**
 * `POST /gold-price-alerts` answers 201 with the alert; 422 `{message, errors: {price|direction}}`
 * for an amount the price has already reached, or more than MAX_OPEN_GOLD_PRICE_ALERTS open ones.
 */
export const goldPriceAlertResponseSchema = envelope(goldPriceAlertSchema);
/** `GET /gold-price-alerts` (bearer): the shopper's open alerts, newest first (a sent one is done and gone). */
export const goldPriceAlertsResponseSchema = envelope(z.array(goldPriceAlertSchema));
/** `DELETE /gold-price-alerts/{id}` (bearer): 200 once removed; 404 for another's or an unknown one. */
export const deleteGoldPriceAlertResponseSchema = envelope(z.object({ id: z.number().int().positive() }));
