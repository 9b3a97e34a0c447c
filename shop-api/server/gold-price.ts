/**
 * The live price of 18-karat gold (toman per gram) of the reference Shop API. It moves slowly by a
 * seeded random walk: one value per 5-minute interval, set at the interval's start, computed from
 * the time alone (nothing is stored), so every server and every restart agree on the price at a
 * given moment.
 *
 * The walk is mean-reverting (an AR(1) process, x[n] = (1 − θ)·x[n−1] + σ·ε[n], with ε[n] a hash of
 * the interval number), so it wanders around the base price instead of drifting away; a soft limit
 * (tanh) keeps it within ±14 % whatever the noise. A step moves the price by at most ~0.25 %.
 *
 * x[n] is the sum of the past noise, each term decayed by (1 − θ)^k; terms older than a few weeks
 * weigh nothing (< 1e−9), so a day's values are computed from the day's start by summing those
 * terms, then stepped forward. Every value is always computed by the same operations, so it is
 * exactly reproducible.
 */

export const GOLD_PRICE_INTERVAL_MS = 5 * 60 * 1000;
/** The price the walk wanders around: toman per gram of 18-karat gold. */
export const BASE_GOLD_PRICE = 9_850_000;

const SEED = 0x5a_12_b0_1d;
/** Pull back towards the base per interval (half-life ≈ 1,400 intervals ≈ 5 days). */
const THETA = 0.0005;
/** Largest noise per interval, in log-price. */
const SIGMA = 0.0022;
/** The walk's log-price never leaves ±LIMIT (e^0.14 ≈ +15 %, e^−0.14 ≈ −13 %). */
const LIMIT = 0.14;
/** Terms older than this weigh (1 − θ)^HISTORY < 1e−9: left out. */
const HISTORY = 42_000;
/** Values are computed a day (288 intervals) at a time. */
const BLOCK = 288;

export interface GoldPrice {
  /** Whole toman per gram of 18-karat gold. */
  price: number;
  /** The start of the 5-minute interval the price was set for. */
  set_at: Date;
}

/** The gold price at a moment. */
export function goldPriceAt(date: Date): GoldPrice {
  const interval = Math.floor(date.getTime() / GOLD_PRICE_INTERVAL_MS);
  return { price: priceOfInterval(interval), set_at: new Date(interval * GOLD_PRICE_INTERVAL_MS) };
}

/** The price of the interval with this number (milliseconds since 1970 / 5 minutes). */
export function priceOfInterval(interval: number): number {
  const x = walkAt(interval);
  return Math.round(BASE_GOLD_PRICE * Math.exp(LIMIT * Math.tanh(x / LIMIT)));
}

/** Noise of an interval: a uniform number in [−1, 1] from an integer hash of (seed, interval). */
function noise(interval: number): number {
  let h = (SEED ^ Math.imul(interval | 0, 0x9e3779b1) ^ Math.imul(Math.floor(interval / 2 ** 32), 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h = (h ^ (h >>> 16)) >>> 0;
  return (h / 0xffffffff) * 2 - 1;
}

// The last few days computed, by block number: the ticker asks for the same day again and again.
const blocks = new Map<number, Float64Array>();
const BLOCKS_KEPT = 8;

function walkAt(interval: number): number {
  const block = Math.floor(interval / BLOCK);
  let values = blocks.get(block);
  if (!values) {
    values = computeBlock(block);
    if (blocks.size >= BLOCKS_KEPT) blocks.delete(blocks.keys().next().value as number);
    blocks.set(block, values);
  }
  return values[interval - block * BLOCK] as number;
}

function computeBlock(block: number): Float64Array {
  const start = block * BLOCK;
  const values = new Float64Array(BLOCK);
  // x[start] = σ · Σ (1 − θ)^k · ε[start − k]
  let x = 0;
  let weight = SIGMA;
  for (let k = 0; k < HISTORY; k++) {
    x += weight * noise(start - k);
    weight *= 1 - THETA;
  }
  values[0] = x;
  for (let i = 1; i < BLOCK; i++) {
    x = (1 - THETA) * x + SIGMA * noise(start + i);
    values[i] = x;
  }
  return values;
}

/**
 * The price a server answers: the walk, unless a test or a developer fixed it (`PUT /dev/gold-price`).
 * One per API instance, so that two servers in one process do not share a fixed price.
 */
export class GoldPriceSource {
  private fixed: GoldPrice | null = null;
  /** What a fixed price replaced: the ticker's "up" or "down" follows a developer's change too. */
  private beforeFixed: GoldPrice | null = null;

  now(date = new Date()): GoldPrice {
    return this.fixed ?? goldPriceAt(date);
  }

  /** The price of the interval before the current one; while one is fixed, the price it replaced. */
  previous(date = new Date()): GoldPrice {
    if (this.fixed) return this.beforeFixed ?? this.fixed;
    return goldPriceAt(new Date(goldPriceAt(date).set_at.getTime() - GOLD_PRICE_INTERVAL_MS));
  }

  isFixed(): boolean {
    return this.fixed !== null;
  }

  fix(price: number, at = new Date()): GoldPrice {
    this.beforeFixed = this.now(at);
    this.fixed = { price, set_at: at };
    return this.fixed;
  }

  release(): void {
    this.fixed = null;
    this.beforeFixed = null;
  }
}
