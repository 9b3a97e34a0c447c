import type { z } from "zod";
import type { onlinePriceResponseSchema } from "../../shop-api/contract";

/**
 * The gold price a storefront process shows now, as a version every instance computes alike: the
 * moment the price was set and its value (docs/decisions/0029). The process's own is kept by
 * shop/api/gold-price.server.ts, which the page cache and the price's streams ask through the build's
 * `storefront` (entry.server.tsx).
 */
/** `POST /online-price`'s answer: the day's 18-karat price per gram, when it was set and the value before. */
export type GoldPrice = z.infer<typeof onlinePriceResponseSchema>["data"];

export interface GoldPriceVersion {
  /** `set_at|price`: the same string on every instance for one price. */
  version: string;
  /** Until when (ms since 1970) the version holds: the next check, the same moment everywhere. */
  until: number;
  /** The price itself, which the storefront streams to open pages (docs/decisions/0037). */
  price: GoldPrice;
}

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

/** The version of a price read at `now`: null once it is due for a check (or when none was read). */
export function versionAt(current: GoldPriceVersion | null, now = Date.now()): string | null {
  return current && now < current.until ? current.version : null;
}
