import { describe, expect, it } from "vitest";
import { toLatinDigits, toPersianDigits } from "~/lib/digits";
import { normalizeMobile, normalizeText } from "~/lib/normalize";

describe("digits", () => {
  it("writes Latin digits as Persian ones and keeps the rest", () => {
    expect(toPersianDigits("1405/08/29")).toBe("۱۴۰۵/۰۸/۲۹");
    expect(toPersianDigits(2026)).toBe("۲۰۲۶");
    expect(toPersianDigits("abc")).toBe("abc");
  });

  it("reads Persian and Arabic-Indic digits as ASCII", () => {
    expect(toLatinDigits("۰۹۱۲۳۴۵۶۷۸۹")).toBe("09123456789");
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("طلای ۱۸ عیار")).toBe("طلای 18 عیار");
  });
});

describe("text normalisation", () => {
  it("turns Arabic ye and kaf into Persian ones", () => {
    expect(normalizeText("زنجير")).toBe("زنجیر");
    expect(normalizeText("پلاك")).toBe("پلاک");
    expect(normalizeText("ى")).toBe("ی");
  });

  it("folds digits and white space", () => {
    expect(normalizeText("  انگشتر   ۱۸  عیار ")).toBe("انگشتر 18 عیار");
  });
});

describe("mobile numbers", () => {
  it.each([
    "09123456789",
    "۰۹۱۲۳۴۵۶۷۸۹",
    "۰۹۱۲ ۳۴۵ ۶۷۸۹",
    "+989123456789",
    "00989123456789",
    "989123456789",
    "9123456789",
    "0912-345-6789",
    "٠٩١٢٣٤٥٦٧٨٩",
  ])("%s is 09123456789", (input) => {
    expect(normalizeMobile(input)).toBe("09123456789");
  });

  it("leaves what is not a mobile number for the validation rule to reject", () => {
    expect(normalizeMobile("0212345678")).toBe("0212345678");
    expect(normalizeMobile("۰۹۱۲۳")).toBe("09123");
  });
});
