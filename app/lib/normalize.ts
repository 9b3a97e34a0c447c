import { CONTROL_CHARACTERS } from "../../shop-api/contract/input-bounds";
import { toLatinDigits } from "./digits";

/**
 * Input as shoppers type it, made comparable: digits in any script become ASCII, and the Arabic
 * letters that Arabic keyboards produce (ي ى ك) become their Persian forms (ی ک). Control
 * characters (NUL…), which no keyboard types, are dropped.
 */
export function normalizeText(value: string): string {
  return persianLetters(withoutControlCharacters(toLatinDigits(value)))
    .replace(/\u200c{2,}/g, "\u200c")
    .replace(/\s+/g, " ")
    .trim();
}

/** The letters Arabic keyboards type (ي ى ك) as their Persian forms (ی ک); nothing else changes. */
export function persianLetters(value: string): string {
  return value.replace(/[يى]/g, "ی").replace(/ك/g, "ک");
}

/** Prose with its lines kept, without the control characters (NUL…) that no keyboard types. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/**
 * An Iranian mobile number in any usual written form (+98…, 0098…, 98…, 9…, with spaces, dashes
 * or Persian digits) as 09XXXXXXXXX. What cannot be read as one is returned cleaned, so that the
 * validation rule can reject it with its own message.
 */
export function normalizeMobile(value: string): string {
  const cleaned = toLatinDigits(value).replace(/[\s\-().]/g, "");
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(cleaned);
  return match ? `0${match[1]}` : cleaned;
}
