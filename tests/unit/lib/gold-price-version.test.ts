import { describe, expect, it } from "vitest";
import { goldPriceVersionOf, nextCheckAt, versionAt } from "~/lib/gold-price-version";

describe("the gold price's version (docs/decisions/0029)", () => {
  it("is checked again at the same wall-clock moment by every instance, whenever each read it", () => {
    // Two instances that read the price 700 ms apart both read it again at the next whole second.
    expect(nextCheckAt(1_700_000_000_100, 1000)).toBe(1_700_000_001_000);
    expect(nextCheckAt(1_700_000_000_800, 1000)).toBe(1_700_000_001_000);
    expect(nextCheckAt(1_700_000_001_000, 1000)).toBe(1_700_000_002_000);
  });

  it("names one price alike everywhere, and is unknown once due for a check", () => {
    const price = { set_at: "2026-11-25T10:00:00.000Z", price: 9_850_000, previous_price: 9_800_000, karat: 18 as const };
    const version = goldPriceVersionOf(price);
    expect(version).toBe("2026-11-25T10:00:00.000Z|9850000");
    const read = { version, until: 2000, price };
    expect(versionAt(read, 1999)).toBe(version);
    expect(versionAt(read, 2000)).toBeNull();
    expect(versionAt(null, 0)).toBeNull();
  });
});
