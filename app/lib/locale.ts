/** The shop's languages. The locale comes from the path alone: no prefix is Persian, `/en` is English. */
export const LOCALES = ["fa", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fa";

const EN_PREFIX = "/en";

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "fa";
}

export function dirOf(locale: Locale): "rtl" | "ltr" {
  return locale === "fa" ? "rtl" : "ltr";
}

/** The BCP 47 tag Intl uses for numbers in this locale. */
export function intlTag(locale: Locale): string {
  return locale === "fa" ? "fa-IR" : "en-US";
}

/** "/en/checkout/cart" -> "/checkout/cart"; "/en" -> "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "fa") return pathname || "/";
  return pathname.slice(EN_PREFIX.length) || "/";
}

/** A language-neutral path ("/checkout/cart") in the given language ("/en/checkout/cart"). */
export function localizePath(path: string, locale: Locale): string {
  if (/^[a-z]+:|^\/\//i.test(path)) return path; // external URLs are left alone
  const normalized = path.startsWith("/") ? path : `/${path}`;
  if (locale === "fa") return normalized;
  return normalized === "/" ? EN_PREFIX : `${EN_PREFIX}${normalized}`;
}

/** The same page in the other language, keeping the query string. */
export function alternatePath(pathname: string, search: string, target: Locale): string {
  return localizePath(stripLocale(pathname), target) + search;
}
