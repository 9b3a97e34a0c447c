const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_INDIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";

/** Latin digits to Persian ones ("2026" -> "۲۰۲۶"); anything else is kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII ones. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN_DIGITS.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_INDIC_DIGITS.indexOf(d));
  });
}

/** Digits as the page's language writes them: Persian in Persian, as given in English. */
export function localizeDigits(value: string, locale: "fa" | "en"): string {
  return locale === "fa" ? toPersianDigits(value) : value;
}
