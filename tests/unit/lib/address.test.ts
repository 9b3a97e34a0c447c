import { describe, expect, it } from "vitest";
import { addressSays } from "~/lib/address";

describe("addressSays", () => {
  it("finds the plaque written in the street address, in Persian or Latin digits and words", () => {
    expect(addressSays("خیابان چهارباغ بالا، کوچهٔ ارغوان، پلاک ۷", "plaque", "7")).toBe(true);
    expect(addressSays("خیابان چهارباغ بالا، پلاک۷", "plaque", "۷")).toBe(true);
    expect(addressSays("12 Nastaran Alley, Plaque 7", "plaque", "7")).toBe(true);
    expect(addressSays("Valiasr St., No. 24", "plaque", "24")).toBe(true);
  });

  it("does not take another number, or the same number without its word, for the plaque", () => {
    expect(addressSays("کوچهٔ ارغوان، پلاک ۷۲", "plaque", "7")).toBe(false);
    expect(addressSays("کوچهٔ ۷، پلاک ۳", "plaque", "7")).toBe(false);
    expect(addressSays("خیابان ولیعصر", "plaque", "")).toBe(false);
  });

  it("finds the unit likewise", () => {
    expect(addressSays("پلاک ۲۴، واحد ۳", "unit", "3")).toBe(true);
    expect(addressSays("پلاک ۲۴، واحد ۳", "unit", "4")).toBe(false);
  });
});
