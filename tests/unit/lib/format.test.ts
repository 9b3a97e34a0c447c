import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatNumber, formatPercent, formatTime, formatToman, formatYear, isolate } from "~/lib/format";

describe("numbers and prices", () => {
  it("separates thousands in Persian digits in Persian", () => {
    expect(formatNumber(12345678, "fa")).toBe("۱۲٬۳۴۵٬۶۷۸");
    expect(formatNumber(12345678, "en")).toBe("12,345,678");
  });

  it("writes toman prices, rounded to whole toman", () => {
    expect(formatToman(45_250_000, "fa")).toBe("۴۵٬۲۵۰٬۰۰۰\u00a0تومان");
    expect(formatToman(45_250_000.6, "en")).toBe("45,250,001\u00a0Toman");
    expect(formatToman(0, "fa")).toBe("۰\u00a0تومان");
  });

  it("writes percents", () => {
    expect(formatPercent(7, "fa")).toBe("۷٪");
    expect(formatPercent(10, "en")).toBe("10%");
  });
});

describe("dates", () => {
  // 2026-11-20 12:00 UTC is 29 Aban 1405 in Tehran.
  const day = new Date(Date.UTC(2026, 10, 20, 12));

  it("uses the Persian (Jalali) calendar and digits in Persian", () => {
    expect(formatDate(day, "fa")).toBe("۲۹ آبان ۱۴۰۵");
    expect(formatYear(day, "fa")).toBe("۱۴۰۵");
  });

  it("uses the Gregorian calendar and Latin digits in English", () => {
    expect(formatDate(day, "en")).toBe("20 November 2026");
    expect(formatYear(day, "en")).toBe("2026");
  });

  it("counts the day in Tehran time, not the server's", () => {
    // 21:00 UTC on 20 November is already 21 November (30 Aban) in Tehran.
    expect(formatDate(new Date(Date.UTC(2026, 10, 20, 21)), "fa")).toBe("۳۰ آبان ۱۴۰۵");
  });
});

describe("decimals", () => {
  it("writes weights with up to two decimals in the page's digits", () => {
    expect(formatNumber(2.5, "fa", 2)).toBe("۲٫۵");
    expect(formatNumber(12.345, "en", 2)).toBe("12.35");
    expect(formatNumber(3, "en", 2)).toBe("3");
  });
});

describe("times, delivery days and typed text", () => {
  it("writes a time of day in Tehran", () => {
    // 10:05 UTC is 13:35 in Tehran (UTC+3:30, no daylight saving since 2022).
    expect(formatTime("2026-11-21T10:05:00Z", "fa")).toBe("۱۳:۳۵");
    expect(formatTime("2026-11-21T10:05:00Z", "en")).toBe("13:35");
  });

  it("writes a delivery day with its weekday, in the Jalali calendar in Persian", () => {
    expect(formatDay("2026-11-22", "fa")).toBe("یکشنبه ۱ آذر");
    expect(formatDay("2026-11-22", "en")).toBe("Sunday 22 November");
  });

  it("isolates typed text so its direction does not leak into the sentence", () => {
    expect(isolate("سارا محمدی")).toBe("\u2068سارا محمدی\u2069");
  });
});
