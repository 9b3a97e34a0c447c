import { describe, expect, it } from "vitest";
import { DEFAULT_PROFIT_PERCENT, DEFAULT_TAX_PERCENT, discountedPrice, discountPercentOf, goldPriceBreakdown, wholeTomanAddends } from "../../../shop-api/contract/pricing";

// docs/shop/15-pricing.md §15.1, pinned with worked examples (toman).

describe("gold pricing", () => {
  it("a plain 18-karat ring: 4 g at 10,000,000, 15 % labour", () => {
    expect(goldPriceBreakdown({ gram: 4, goldPrice: 10_000_000, wagesPercent: 15 })).toEqual({
      gold_price: 10_000_000,
      gram: 4,
      price_used_gold: 40_000_000,
      gold_wages: 6_000_000,
      gold_wages_percent: 15,
      none_gold: 0,
      none_gold_wages: 0,
      profit: 3_220_000, // (40,000,000 + 6,000,000) × 7 %
      profit_percent: 7,
      tax: 922_000, // (6,000,000 + 3,220,000 + 0) × 10 %: no tax on the raw gold
      tax_percent: 10,
      price: 50_142_000,
    });
  });

  it("a piece with non-gold parts: their wage is taxed, their price is not", () => {
    const lines = goldPriceBreakdown({ gram: 2.5, goldPrice: 9_850_000, wagesPercent: 20, noneGold: 1_200_000, noneGoldWages: 300_000 });
    expect(lines.price_used_gold).toBe(24_625_000);
    expect(lines.gold_wages).toBe(4_925_000);
    expect(lines.profit).toBeCloseTo(2_068_500, 6);
    expect(lines.tax).toBeCloseTo(729_350, 6); // (4,925,000 + 2,068,500 + 300,000) × 10 %
    expect(lines.price).toBe(33_847_850);
  });

  it("0 % labour: profit on the gold alone, tax on the profit alone", () => {
    const lines = goldPriceBreakdown({ gram: 1, goldPrice: 10_000_000, wagesPercent: 0 });
    expect(lines).toMatchObject({ gold_wages: 0, profit: 700_000, tax: 70_000, price: 10_770_000 });
  });

  it("rounds to whole toman only at the end", () => {
    const lines = goldPriceBreakdown({ gram: 1.237, goldPrice: 9_876_543, wagesPercent: 17.5 });
    expect(lines.price_used_gold).toBeCloseTo(12_217_283.691, 3);
    expect(Number.isInteger(lines.gold_wages)).toBe(false);
    const exact = lines.price_used_gold + lines.gold_wages + lines.profit + lines.tax;
    expect(lines.price).toBe(Math.round(exact));
    expect(lines.price).toBe(15_674_470);
  });

  it("uses the defaults of docs/shop/09-constants.md §9.1 and takes others", () => {
    expect([DEFAULT_PROFIT_PERCENT, DEFAULT_TAX_PERCENT]).toEqual([7, 10]);
    const custom = goldPriceBreakdown({ gram: 1, goldPrice: 10_000_000, wagesPercent: 10, profitPercent: 5, taxPercent: 9 });
    expect(custom.profit).toBe(550_000);
    expect(custom.tax).toBeCloseTo(139_500, 6); // (1,000,000 + 550,000) × 9 %
  });

  it("discounts and their percent (docs/shop/09-constants.md §9.1)", () => {
    expect(discountedPrice(50_142_000, 15)).toBe(42_620_700);
    expect(discountPercentOf(50_142_000, 42_620_700)).toBe(15);
    expect(discountPercentOf(1000, 1000)).toBeNull();
    expect(discountPercentOf(1000, null)).toBeNull();
    expect(discountPercentOf(1000, 996)).toBeNull(); // rounds to 0 %: no badge
  });
});

describe("the breakdown's lines in whole toman", () => {
  const sum = (lines: Record<string, number>) => Object.values(lines).reduce((total, value) => total + value, 0);

  it("add up to the price where rounding each line alone gives a toman more", () => {
    const breakdown = goldPriceBreakdown({ gram: 3.24, goldPrice: 10_326_509, wagesPercent: 12 });
    const rounded = [breakdown.price_used_gold, breakdown.gold_wages, breakdown.profit, breakdown.tax].map(Math.round);
    expect(rounded.reduce((total, value) => total + value, 0)).toBe(breakdown.price + 1);
    const lines = wholeTomanAddends(breakdown);
    expect(sum(lines)).toBe(breakdown.price);
    // Each line stays within a toman of its exact value.
    for (const [key, value] of Object.entries(lines)) expect(Math.abs(value - breakdown[key as keyof typeof lines])).toBeLessThan(1);
  });

  it("add up to the price where rounding each line alone gives a toman less", () => {
    const breakdown = goldPriceBreakdown({ gram: 3.24, goldPrice: 10_326_509, wagesPercent: 15 });
    expect(sum(wholeTomanAddends(breakdown))).toBe(breakdown.price);
  });

  it("are the lines themselves when they are whole", () => {
    const breakdown = goldPriceBreakdown({ gram: 4, goldPrice: 10_000_000, wagesPercent: 15 });
    expect(wholeTomanAddends(breakdown)).toEqual({ price_used_gold: 40_000_000, gold_wages: 6_000_000, none_gold: 0, none_gold_wages: 0, profit: 3_220_000, tax: 922_000 });
  });

  it("add up to the price over many weights, prices and wages", () => {
    for (let gram = 0.5; gram < 30; gram += 0.37)
      for (const goldPrice of [9_850_000, 10_326_509, 11_111_111])
        for (const wagesPercent of [7, 12.5, 18, 25]) {
          const breakdown = goldPriceBreakdown({ gram, goldPrice, wagesPercent, noneGold: 123_456.5, noneGoldWages: 7_890.25 });
          expect(sum(wholeTomanAddends(breakdown))).toBe(breakdown.price);
        }
  });
});

