import { describe, expect, it } from "vitest";
import { calendarDateOf, isoDateOf, monthNames } from "~/lib/calendar-date";

describe("isoDateOf / calendarDateOf", () => {
  it("reads a Jalali day on Persian pages, a Gregorian one on English pages", () => {
    expect(isoDateOf({ year: 1367, month: 1, day: 23 }, "fa")).toBe("1988-04-12");
    expect(isoDateOf({ year: 1403, month: 1, day: 1 }, "fa")).toBe("2024-03-20");
    expect(isoDateOf({ year: 1988, month: 4, day: 12 }, "en")).toBe("1988-04-12");
  });

  it("refuses days that do not exist", () => {
    // 1402 is not a leap year: Esfand has 29 days; 1403 is, with 30.
    expect(isoDateOf({ year: 1402, month: 12, day: 30 }, "fa")).toBeNull();
    expect(isoDateOf({ year: 1403, month: 12, day: 30 }, "fa")).toBe("2025-03-20");
    expect(isoDateOf({ year: 1400, month: 7, day: 31 }, "fa")).toBeNull();
    expect(isoDateOf({ year: 2001, month: 2, day: 29 }, "en")).toBeNull();
    expect(isoDateOf({ year: 2000, month: 13, day: 1 }, "en")).toBeNull();
    expect(isoDateOf({ year: Number.NaN, month: 1, day: 1 }, "fa")).toBeNull();
  });

  it("turns a stored day back into the page's calendar", () => {
    expect(calendarDateOf("1988-04-12", "fa")).toEqual({ year: 1367, month: 1, day: 23 });
    expect(calendarDateOf("1988-04-12", "en")).toEqual({ year: 1988, month: 4, day: 12 });
    for (const iso of ["1990-03-21", "2000-02-29", "2025-03-20"]) expect(isoDateOf(calendarDateOf(iso, "fa"), "fa")).toBe(iso);
  });
});

describe("monthNames", () => {
  it("names Farvardin to Esfand in Persian and January to December in English", () => {
    const persian = monthNames("fa");
    expect(persian).toHaveLength(12);
    expect(persian[0]).toBe("فروردین");
    expect(persian[11]).toBe("اسفند");
    expect(monthNames("en")[0]).toBe("January");
    expect(monthNames("en")[11]).toBe("December");
  });
});
