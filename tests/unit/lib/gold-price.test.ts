import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, priceChange, priceInUnit, rangeOf } from "~/lib/gold-price";

describe("the gold price page's arithmetic (decision 27)", () => {
  it("derives 24-karat per gram (× 24/18) and a mesghal of 18-karat (× 4.6083 g), in whole toman", () => {
    expect(priceInUnit(9_000_000, "gram18")).toBe(9_000_000);
    expect(priceInUnit(9_000_000, "gram24")).toBe(12_000_000);
    expect(priceInUnit(9_000_000, "mesghal18")).toBe(41_474_700);
    expect(priceInUnit(9_850_001, "gram24")).toBe(13_133_335);
  });

  it("gives the change since the day before as an amount, a percent to two decimals and a direction", () => {
    expect(priceChange(10_100_000, 10_000_000)).toEqual({ amount: 100_000, percent: 1, trend: "up" });
    expect(priceChange(9_876_543, 10_000_000)).toEqual({ amount: -123_457, percent: -1.23, trend: "down" });
    expect(priceChange(10_000_000, 10_000_000)).toEqual({ amount: 0, percent: 0, trend: "same" });
  });

  it("reads a range from the address, the week by default", () => {
    expect(rangeOf("30d")).toBe("30d");
    expect(rangeOf("1y")).toBe("1y");
    expect(rangeOf(null)).toBe("7d");
    expect(rangeOf("2y")).toBe("7d");
    expect(rangeOf("<script>")).toBe("7d");
  });

  it("places time left to right and price bottom to top within the chart, and closes the area along the bottom", () => {
    const geometry = chartGeometry([
      { at: "2026-01-01T00:00:00Z", price: 100 },
      { at: "2026-01-01T01:00:00Z", price: 300 },
      { at: "2026-01-01T02:00:00Z", price: 200 },
    ]);
    expect(geometry).not.toBeNull();
    const [first, high, last] = geometry!.points;
    expect(first!.x).toBeLessThan(high!.x);
    expect(high!.x).toBeLessThan(last!.x);
    expect(first!.y).toBeGreaterThan(last!.y);
    expect(high!.y).toBeLessThan(last!.y);
    for (const point of geometry!.points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(CHART_WIDTH);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(CHART_HEIGHT);
    }
    expect(geometry!.min.price).toBe(100);
    expect(geometry!.max.price).toBe(300);
    expect(geometry!.line.startsWith("M")).toBe(true);
    expect(geometry!.area.endsWith("Z")).toBe(true);
    expect(chartGeometry([{ at: "2026-01-01T00:00:00Z", price: 100 }])).toBeNull();
  });
});
