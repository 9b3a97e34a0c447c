import { describe, expect, it } from "vitest";
import { cleanTypedNumber, groupTypedNumber, toLatinDigits, toPersianDigits } from "~/lib/digits";
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

describe("numbers as shoppers type them", () => {
  it("reads digits of any script with their separators and decimal point", () => {
    expect(cleanTypedNumber("۱۲٬۳۴۵٫۵")).toBe("12345.5");
    expect(cleanTypedNumber("12,345.5")).toBe("12345.5");
    expect(cleanTypedNumber("١٢ ٣٤٥")).toBe("12345");
    expect(cleanTypedNumber("1'000،000")).toBe("1000000");
  });

  it("groups a number being typed in the page's digits", () => {
    expect(groupTypedNumber("12500000", "fa")).toBe("۱۲٬۵۰۰٬۰۰۰");
    expect(groupTypedNumber("۱۲۵۰۰۰۰۰", "en")).toBe("12,500,000");
    expect(groupTypedNumber("۱۲٬۵۰۰٬۰۰", "fa")).toBe("۱٬۲۵۰٬۰۰۰");
    expect(groupTypedNumber("1234.", "en")).toBe("1,234.");
    expect(groupTypedNumber("2.55", "fa")).toBe("۲٫۵۵");
    expect(groupTypedNumber("1.2.3", "en")).toBe("1.23");
    expect(groupTypedNumber("12a3", "en")).toBe("123");
    expect(groupTypedNumber("", "fa")).toBe("");
    expect(groupTypedNumber("-3000", "en")).toBe("-3,000");
  });
});
