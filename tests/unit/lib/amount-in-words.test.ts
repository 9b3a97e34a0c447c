import { describe, expect, it } from "vitest";
import { amountInWords } from "~/lib/amount-in-words";

describe("amountInWords", () => {
  it("writes toman in Persian words", () => {
    expect(amountInWords(212_750_000, "fa")).toBe("دویست و دوازده میلیون و هفتصد و پنجاه هزار تومان");
    expect(amountInWords(48_000_015, "fa")).toBe("چهل و هشت میلیون و پانزده تومان");
    expect(amountInWords(1_250_000_000, "fa")).toBe("یک میلیارد و دویست و پنجاه میلیون تومان");
  });

  it("writes toman in English words, as a sentence", () => {
    expect(amountInWords(212_750_000, "en")).toBe("Two hundred twelve million seven hundred fifty thousand toman");
    expect(amountInWords(48_000_015, "en")).toBe("Forty eight million fifteen toman");
  });

  it("rounds to the whole toman first", () => {
    expect(amountInWords(999.6, "en")).toBe("One thousand toman");
  });
});
