import { z } from "zod";
import { envelope } from "./common";

/**
 * The gold price's history and price alerts: calls of ours, beyond spec §7. A Shop API without them
 * answers 404, and the storefront then shows today's price alone (docs/decisions: gold price page).
 */

/** The spans a chart of the price may cover (`GET /gold-price-history?range=`). */
export const GOLD_PRICE_RANGES = ["1d", "7d", "30d", "1y"] as const;
export type GoldPriceRange = (typeof GOLD_PRICE_RANGES)[number];
export const DEFAULT_GOLD_PRICE_RANGE: GoldPriceRange = "7d";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Each range's span and the step its points are thinned to (one point per step: the price the
 * step ended at), so that no chart gets more than ~120 points however many changes it covers.
 */
export const GOLD_PRICE_RANGE_SPANS: Record<GoldPriceRange, { spanMs: number; stepMs: number }> = {
  "1d": { spanMs: DAY_MS, stepMs: 30 * MINUTE_MS },
  "7d": { spanMs: 7 * DAY_MS, stepMs: 2 * 60 * MINUTE_MS },
  "30d": { spanMs: 30 * DAY_MS, stepMs: 6 * 60 * MINUTE_MS },
  "1y": { spanMs: 365 * DAY_MS, stepMs: 3 * DAY_MS },
};

export const goldPriceRangeSchema = z.enum(GOLD_PRICE_RANGES);
export const goldPriceHistoryQuerySchema = z.object({ range: goldPriceRangeSchema.default(DEFAULT_GOLD_PRICE_RANGE) });

const pricePointSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** Whole toman per gram of 18-karat gold. */
  price: z.number().int().positive(),
});
export type GoldPricePoint = z.infer<typeof pricePointSchema>;

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

/** Below or above: the alert is sent when the price reaches its amount from the other side. */
export const GOLD_PRICE_ALERT_DIRECTIONS = ["below", "above"] as const;
export type GoldPriceAlertDirection = (typeof GOLD_PRICE_ALERT_DIRECTIONS)[number];

/** A shopper may wait for this many alerts at once (against abuse: each one is an SMS). */
export const MAX_OPEN_GOLD_PRICE_ALERTS = 5;
/** The amounts an alert may ask for, in toman per gram (a tenth to ten times the base price). */
export const GOLD_PRICE_ALERT_MIN = 1_000_000;
export const GOLD_PRICE_ALERT_MAX = 100_000_000;

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
