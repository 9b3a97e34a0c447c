import { DEFAULT_GOLD_PRICE_RANGE, GOLD_PRICE_RANGES, type GoldPricePoint, type GoldPriceRange } from "../../shop-api/contract/gold-price-values";

/**
 * The gold price page's arithmetic (docs/decisions/0027-gold-price-page-history-and-alerts.md): the other units
 * derived from the price of 18-karat gold per gram, the change since the day before, and the
 * chart's geometry. Pure: the server renders with it, the browser never needs it.
 */

/** One mesghal (مثقال), the traditional weight gold is quoted by in Iran, in grams. */
export const MESGHAL_GRAMS = 4.6083;
/** Fineness: 18-karat gold is 18/24 = 750 thousandths gold; 24-karat is (taken as) pure. */
export const KARAT_24_PER_18 = 24 / 18;

export type GoldUnit = "gram18" | "gram24" | "mesghal18";
export const GOLD_UNITS: readonly GoldUnit[] = ["gram18", "gram24", "mesghal18"];

/** A unit's price from the price of 18-karat gold per gram, in whole toman. */
export function priceInUnit(price18PerGram: number, unit: GoldUnit): number {
  if (unit === "gram24") return Math.round(price18PerGram * KARAT_24_PER_18);
  if (unit === "mesghal18") return Math.round(price18PerGram * MESGHAL_GRAMS);
  return price18PerGram;
}

export type Trend = "up" | "down" | "same";

export interface PriceChange {
  amount: number;
  /** Rounded to two decimals, signed. */
  percent: number;
  trend: Trend;
}

/** The change from `before` to `now` (both in the same unit). */
export function priceChange(now: number, before: number): PriceChange {
  const amount = now - before;
  const percent = before > 0 ? Math.round((amount / before) * 10_000) / 100 : 0;
  return { amount, percent, trend: amount > 0 ? "up" : amount < 0 ? "down" : "same" };
}

/** The range a page's `?range=` asks for; anything else is the default (a week). */
export function rangeOf(value: string | null): GoldPriceRange {
  return (GOLD_PRICE_RANGES as readonly string[]).includes(value ?? "") ? (value as GoldPriceRange) : DEFAULT_GOLD_PRICE_RANGE;
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 220;
const CHART_PADDING = 8;

export interface ChartPoint extends GoldPricePoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** The line, an SVG path in the chart's viewBox (CHART_WIDTH × CHART_HEIGHT). */
  line: string;
  /** The area under the line, closed along the bottom. */
  area: string;
  min: GoldPricePoint;
  max: GoldPricePoint;
}

/**
 * Where each point goes: time from left to right (as price charts are read in Iran too), price
 * from bottom to top, scaled to the range's own low and high. Null with fewer than two points.
 */
export function chartGeometry(points: GoldPricePoint[]): ChartGeometry | null {
  if (points.length < 2) return null;
  const times = points.map((point) => Date.parse(point.at));
  const first = times[0] as number;
  const span = Math.max(1, (times.at(-1) as number) - first);
  const min = points.reduce((lowest, point) => (point.price < lowest.price ? point : lowest));
  const max = points.reduce((highest, point) => (point.price > highest.price ? point : highest));
  const spread = Math.max(1, max.price - min.price);
  const round = (value: number) => Math.round(value * 10) / 10;
  const placed = points.map((point, index) => ({
    ...point,
    x: round(CHART_PADDING + (((times[index] as number) - first) / span) * (CHART_WIDTH - 2 * CHART_PADDING)),
    y: round(CHART_PADDING + ((max.price - point.price) / spread) * (CHART_HEIGHT - 2 * CHART_PADDING)),
  }));
  const line = placed.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join("");
  const bottom = CHART_HEIGHT - CHART_PADDING;
  const area = `${line}L${placed.at(-1)?.x} ${bottom}L${placed[0]?.x} ${bottom}Z`;
  return { points: placed, line, area, min, max };
}
