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

/**
 * A number as shoppers type it, in ASCII: digits of any script, the Persian decimal point (٫) as
 * ".", thousands separators (, ٬ ، ' and spaces) dropped. Not validated: "1.2.3" stays as it is.
 */
export function cleanTypedNumber(value: string): string {
  return toLatinDigits(value).replace(/٫/g, ".").replace(/[\s,٬،']/g, "");
}

/**
 * A number being typed, shown as the page writes numbers: thousands separated, in Persian digits
 * and separators on Persian pages ("۱۲٬۳۴۵٫۵"), Latin on English ones ("12,345.5"). Whatever is
 * not a digit, a leading minus or the first decimal point is dropped; a trailing point is kept,
 * the shopper is still typing. A minus stays for the form to refuse it with its own message.
 */
export function groupTypedNumber(value: string, locale: "fa" | "en"): string {
  const cleaned = cleanTypedNumber(value);
  const sign = cleaned.startsWith("-") ? "-" : "";
  const [whole = "", ...fractions] = cleaned.replace(/[^\d.]/g, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === "fa" ? "٬" : ",");
  const number = fractions.length > 0 ? `${grouped}${locale === "fa" ? "٫" : "."}${fractions.join("")}` : grouped;
  return sign + localizeDigits(number, locale);
}
