import { describe, expect, it } from "vitest";
import { goldPriceBreakdown } from "../../../shop-api/contract/pricing";
import { readCalculator } from "~/lib/calculator";

const read = (query: Record<string, string>) => readCalculator((name) => query[name] ?? null);

describe("the calculator's form", () => {
  it("reads Persian digits and fills the defaults (7 % profit, 10 % tax, no non-gold parts)", () => {
    const reading = read({ gram: "۳٫۵", gold_price: "۹٬۸۵۰٬۰۰۰", wages: "۱۸" });
    expect(reading.errors).toEqual({});
    expect(reading.input).toEqual({ gram: 3.5, goldPrice: 9_850_000, wagesPercent: 18, profitPercent: 7, taxPercent: 10, noneGold: 0, noneGoldWages: 0 });
    expect(goldPriceBreakdown(reading.input!).price).toBeGreaterThan(3.5 * 9_850_000);
  });

  it("refuses negative, absurd and non-numbers, field by field, keeping what was typed", () => {
    const reading = read({ gram: "-2", gold_price: "5", wages: "abc", profit: "90" });
    expect(reading.input).toBeNull();
    expect(reading.errors.gram?.key).toBe("negative");
    expect(reading.errors.gold_price?.key).toBe("range");
    expect(reading.errors.wages?.key).toBe("number");
    expect(reading.errors.profit?.key).toBe("range");
    expect(reading.raw.wages).toBe("abc");
  });

  it("asks for the required values", () => {
    expect(read({}).errors).toMatchObject({ gram: { key: "required" }, gold_price: { key: "required" }, wages: { key: "required" } });
  });
});
