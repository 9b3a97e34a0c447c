import { ID_MAX } from "../../contract/input-bounds";

/**
 * Readers of what a shopper typed into a form field, as the storefront posts it: digits in any
 * script, mobiles in any usual written form, ids as numbers or digit strings, text with its spaces
 * tidied. Each answers undefined for what cannot be read.
 */

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to ASCII. */
export function latinDigits(text: string): string {
  return text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** A mobile as shoppers write it (+98…, 0098…, 98…, 9…, with spaces) as 09XXXXXXXXX, or undefined. */
export function normaliseMobile(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const digits = latinDigits(value).replace(/[\s-]/g, "");
  const national = digits.replace(/^(\+98|0098|98)/, "").replace(/^0/, "");
  return /^9\d{9}$/.test(national) ? `0${national}` : undefined;
}

export function idOf(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\d+$/.test(latinDigits(value).trim()) ? Number(latinDigits(value).trim()) : value;
  return typeof number === "number" && Number.isInteger(number) && number > 0 && number <= ID_MAX ? number : undefined;
}

export function textOf(value: unknown): string | undefined {
  return typeof value === "string" ? value.trim().replace(/\s+/g, " ") : undefined;
}
