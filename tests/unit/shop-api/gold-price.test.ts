import { describe, expect, it } from "vitest";
import {
  BASE_GOLD_PRICE,
  GOLD_PRICE_INTERVAL_MS,
  GoldPriceSource,
  goldPriceAt,
  priceOfInterval,
} from "../../../shop-api/server/gold-price";

describe("the gold price walk", () => {
  const start = Math.floor(Date.UTC(2026, 0, 1) / GOLD_PRICE_INTERVAL_MS);
  const month = 30 * 24 * 12;

  it("stays within ±15 % of 9,850,000 toman over 30 days, moving at most 0.3 % a step, and moving", () => {
    let previous = priceOfInterval(start);
    let changes = 0;
    for (let i = 1; i <= month; i++) {
      const price = priceOfInterval(start + i);
      expect(Number.isInteger(price)).toBe(true);
      expect(Math.abs(price / BASE_GOLD_PRICE - 1)).toBeLessThan(0.15);
      expect(Math.abs(price / previous - 1)).toBeLessThanOrEqual(0.003);
      if (price !== previous) changes += 1;
      previous = price;
    }
    expect(changes).toBeGreaterThan(month * 0.95);
  });

  it("keeps within bounds far from today too", () => {
    for (const year of [2020, 2030, 2045]) {
      const from = Math.floor(Date.UTC(year, 5, 1) / GOLD_PRICE_INTERVAL_MS);
      for (let i = 0; i < month; i += 7) {
        expect(Math.abs(priceOfInterval(from + i) / BASE_GOLD_PRICE - 1)).toBeLessThan(0.15);
      }
    }
  });

  it("sets one price per 5-minute interval, at the interval's start, the same every time it is asked", () => {
    const at = new Date(Date.UTC(2026, 2, 3, 10, 7, 31));
    const price = goldPriceAt(at);
    expect(price.set_at.toISOString()).toBe("2026-03-03T10:05:00.000Z");
    expect(goldPriceAt(new Date(Date.UTC(2026, 2, 3, 10, 9, 59)))).toEqual(price);
    expect(goldPriceAt(new Date(Date.UTC(2026, 2, 3, 10, 10, 0))).set_at.toISOString()).toBe(
      "2026-03-03T10:10:00.000Z"
    );
    // Computed from the time alone: a far-away day in between does not change it.
    priceOfInterval(start + 40 * month);
    expect(goldPriceAt(at)).toEqual(price);
  });

  it("can be fixed by a source and released", () => {
    const source = new GoldPriceSource();
    const at = new Date(Date.UTC(2026, 2, 3, 10, 7, 31));
    expect(source.now(at)).toEqual(goldPriceAt(at));
    source.fix(11_000_000, at);
    expect(source.now(new Date(at.getTime() + 3_600_000)).price).toBe(11_000_000);
    expect(source.isFixed()).toBe(true);
    source.release();
    expect(source.now(at)).toEqual(goldPriceAt(at));
  });
});
