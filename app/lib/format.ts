import { intlTag, type Locale } from "./locale";

// Prices and dates are shown as the shop's own time zone has them, on the server and in the
// browser alike, so that hydration never disagrees.
const SHOP_TIME_ZONE = "Asia/Tehran";

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A thousands-separated number in the locale's digits: "۱۲٬۳۴۵" or "12,345"; whole by default,
 * with up to `fractionDigits` decimals when asked ("۲٫۵").
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A price in toman: "۱۲٬۳۴۵٬۰۰۰ تومان" in Persian, "12,345,000 Toman" in English. The space is a
 * no-break space: a price never leaves its unit alone at the start of the next line.
 */
export function formatToman(value: number, locale: Locale): string {
  const amount = formatNumber(Math.round(value), locale);
  return locale === "fa" ? `${amount}\u00a0تومان` : `${amount}\u00a0Toman`;
}

/** Percent as shoppers read it: "۱۲٪" or "12%" (with up to `fractionDigits` decimals: "۰٫۴۵٪"). */
export function formatPercent(value: number, locale: Locale, fractionDigits = 0): string {
  return locale === "fa" ? `${formatNumber(value, locale, fractionDigits)}٪` : `${formatNumber(value, locale, fractionDigits)}%`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "fa" ? "fa-IR-u-ca-persian" : "en-GB", {
      dateStyle: "long",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date in the Persian (Jalali) calendar in Persian ("۲۹ آبان ۱۴۰۵"), Gregorian in English. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, false).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, true).format(new Date(value));
}

/** The year as the page's calendar counts it: "۱۴۰۵" in Persian, "2026" in English. */
export function formatYear(value: Date | string | number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fa" ? "fa-IR-u-ca-persian" : "en-GB", {
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(value));
}

/** A time of day in the shop's time zone and the page's digits: "۱۴:۳۵" or "14:35". */
export function formatTime(value: Date | string | number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fa" ? "fa-IR" : "en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: SHOP_TIME_ZONE }).format(
    new Date(value),
  );
}

/** A delivery day: weekday, day and month ("شنبه ۱ آذر", "Saturday 22 November"); `day` is a Tehran date "YYYY-MM-DD". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fa" ? "fa-IR-u-ca-persian" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * Text the shopper typed (a name, an address), isolated from the sentence around it (Unicode FSI…PDI),
 * so a Persian name in an English sentence, or the other way round, keeps its own direction.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
