import { isValidJalaaliDate, toGregorian, toJalaali } from "jalaali-js";
import type { Locale } from "./locale";

/**
 * Days as shoppers write them: in the Persian (Jalali) calendar on Persian pages, the Gregorian one
 * on English pages (docs/shop/12-locale.md §12.3). The Shop API keeps Gregorian "YYYY-MM-DD". No date
 * picker: a form asks day, month and year, and these convert both ways.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

function isValidGregorianDate({ year, month, day }: CalendarDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day of the page's calendar as a Gregorian "YYYY-MM-DD"; null when there is no such day (31 Esfand of a common year...). */
export function isoDateOf(date: CalendarDate, locale: Locale): string | null {
  if (![date.year, date.month, date.day].every(Number.isInteger) || date.year < 1 || date.year > 3000) return null;
  if (locale === "en") return isValidGregorianDate(date) ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : null;
  if (!isValidJalaaliDate(date.year, date.month, date.day)) return null;
  const { gy, gm, gd } = toGregorian(date.year, date.month, date.day);
  return `${gy}-${pad(gm)}-${pad(gd)}`;
}

/** A Gregorian "YYYY-MM-DD" as the page's calendar counts it. */
export function calendarDateOf(iso: string, locale: Locale): CalendarDate {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  if (locale === "en") return { year, month, day };
  const { jy, jm, jd } = toJalaali(year, month, day);
  return { year: jy, month: jm, day: jd };
}

/** The twelve months' names of the page's calendar: Farvardin to Esfand in Persian, January to December in English. */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale === "fa" ? "fa-IR-u-ca-persian" : "en-GB", { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => {
    const iso = locale === "fa" ? isoDateOf({ year: 1400, month: index + 1, day: 10 }, "fa")! : `2001-${pad(index + 1)}-10`;
    return format.format(new Date(`${iso}T12:00:00Z`));
  });
}
