/*
 * The gold price history's and price alerts' plain values, without zod, so that pages import them
 * without the schemas' weight (gold-price.ts holds the schemas).
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

/** Below or above: the alert is sent when the price reaches its amount from the other side. */
export const GOLD_PRICE_ALERT_DIRECTIONS = ["below", "above"] as const;
export type GoldPriceAlertDirection = (typeof GOLD_PRICE_ALERT_DIRECTIONS)[number];

/** A shopper may wait for this many alerts at once (against abuse: each one is an SMS). */
export const MAX_OPEN_GOLD_PRICE_ALERTS = 5;
/** The amounts an alert may ask for, in toman per gram (a tenth to ten times the base price). */
export const GOLD_PRICE_ALERT_MIN = 1_000_000;
export const GOLD_PRICE_ALERT_MAX = 100_000_000;

/** A point of the price's history: when, and the price in force then. */
export interface GoldPricePoint {
  /** ISO 8601. */
  at: string;
  /** Whole toman per gram of 18-karat gold. */
  price: number;
}
