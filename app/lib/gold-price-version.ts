import type { z } from "zod";
import type { onlinePriceResponseSchema } from "../../shop-api/contract";

/**
 * The gold price a storefront process shows now, as a version every instance computes alike: the
 * moment the price was set and its value. server.ts (its first-visit page cache) and the Remix
 * build are two bundles, each with its own copy of a module, so the version is published on
 * `globalThis`, which the one process shares (docs/decisions/0029).
 */
/** `POST /online-price`'s answer: the day's 18-karat price per gram, when it was set and the value before. */
export type GoldPrice = z.infer<typeof onlinePriceResponseSchema>["data"];

export interface GoldPriceVersion {
  /** `set_at|price`: the same string on every instance for one price. */
  version: string;
  /** Until when (ms since 1970) the version holds: the next check, the same moment everywhere. */
  until: number;
  /** The price itself, which server.ts streams to open pages (docs/decisions/0037). */
  price: GoldPrice;
}

const KEY = Symbol.for("zarrin.gold-price-version");
type WithVersion = typeof globalThis & { [KEY]?: GoldPriceVersion };

export function goldPriceVersionOf(price: { set_at: string; price: number }): string {
  return `${price.set_at}|${price.price}`;
}

/** How often a process asks the Shop API whether the price changed, aligned on the wall clock. */
export function goldPriceCheckMs(): number {
  return Number(process.env.GOLD_PRICE_CHECK_MS) || 1000;
}

/**
 * The next check of the price: the next multiple of `periodMs` on the wall clock, so that every
 * instance (clocks kept by NTP) reads a new price at the same moment, not `periodMs` after it
 * happened to read the last one.
 */
export function nextCheckAt(now: number, periodMs: number): number {
  return (Math.floor(now / periodMs) + 1) * periodMs;
}

export function publishGoldPriceVersion(current: GoldPriceVersion): void {
  (globalThis as WithVersion)[KEY] = current;
}

/** The version this process shows now, or null when it is due for a check (or never read one). */
export function currentGoldPriceVersion(now = Date.now()): string | null {
  const current = publishedGoldPrice();
  return current && now < current.until ? current.version : null;
}

/** The price this process read last, due for a check or not; null before its first. */
export function publishedGoldPrice(): GoldPriceVersion | null {
  return (globalThis as WithVersion)[KEY] ?? null;
}
