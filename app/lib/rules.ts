import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { toLatinDigits } from "./digits";
import { normalizeMobile } from "./normalize";

/**
 * The validation rules of docs/shop/05-validation.md §5.3 as plain predicates, for the server's schemas
 * (validation.server.ts) and for any browser code that needs one without shipping zod.
 */

/** Password bounds (docs/shop/05-validation.md §5.4): long enough to resist guessing, short enough to type. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = INPUT_MAX.password;

/** persian_mobile / mobile: 09 followed by 9 digits, after normalisation (+98…, Persian digits…). */
export function isMobile(value: string): boolean {
  return /^09\d{9}$/.test(normalizeMobile(value));
}

/** An amount as shoppers write it (Persian digits, separators, spaces): its digits only, ASCII. */
export function amountDigits(value: string): string {
  return toLatinDigits(value).replace(/[\s,٬،']/g, "");
}

/** A whole amount's digits (after amountDigits): 1 to 12 of them. */
export function isAmountDigits(value: string): boolean {
  return /^\d{1,12}$/.test(value);
}

/** only_digits: digits only (in any script). */
export function isOnlyDigits(value: string): boolean {
  return /^\d+$/.test(toLatinDigits(value));
}

/** digits: exactly n ASCII digits (normalised text: digits in any script already made ASCII). */
export function isDigits(value: string, n: number): boolean {
  return value.length === n && /^\d+$/.test(value);
}

/** numeric: a number, whole or decimal (in any script's digits). */
export function isNumeric(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(toLatinDigits(value).replace(/[٫]/g, "."));
}

/** alpha: letters only, of any script. */
export function isAlpha(value: string): boolean {
  return /^\p{L}+$/u.test(value);
}

/** alphabetEnglish: ASCII characters only. */
export function isEnglishOnly(value: string): boolean {
  return /^[\x00-\x7F]*$/.test(value);
}

/** alphabetPersian: Persian letters and spaces (and the zero-width non-joiner) only. */
export function isPersianOnly(value: string): boolean {
  return /^[\u0600-\u06FF\uFB8A\u067E\u0686\u06AF\u06A9\u06CC\u200C\s]+$/.test(value) && !/[0-9\u06F0-\u06F9\u0660-\u0669]/.test(value);
}

/** A name: letters of any script, with the spaces, hyphens, apostrophes and ZWNJ that names have. */
export function isNameText(value: string): boolean {
  return /^[\p{L}\p{M}\s'\u200c-]+$/u.test(value);
}

/** email: an address with a name, an @ and a domain with a dot. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** english_email: an email of ASCII letters, digits and the usual symbols only. */
export function isEnglishEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(value);
}

/**
 * nationalCode: exactly 10 digits (after normalisation), not all the same digit, and the check
 * digit of docs/shop/05-validation.md §5.5: the first nine digits weighted 10 down to 2, summed, modulo
 * 11; a remainder under 2 is the check digit itself, else the check digit is 11 minus it.
 */
export function isNationalCode(value: string): boolean {
  const code = toLatinDigits(value).trim();
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  const check = digits[9]!;
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
