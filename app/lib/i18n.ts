import { formatNumber } from "./format";
import type { Locale } from "./locale";

/** A translation file: nested objects of strings, addressed by dotted keys ("header.cart"). */
export interface Messages {
  [key: string]: string | Messages;
}

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A value put into a message: numbers in the page's digits ("۳ کالا", "3 items"), on both sides. */
export function interpolated(value: string | number, locale: Locale): string {
  return typeof value === "number" ? formatNumber(value, locale, Number.isInteger(value) ? 0 : 3) : value;
}

/** One per language: making one costs more than many lookups, and a translator is made at every render of the locale's provider. */
const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The translator the React tree uses on both sides. It reads the same JSON files as the server's
 * i18next, with the same `{{name}}` interpolation and `_one`/`_other` plural keys, but weighs a few
 * hundred bytes instead of i18next's 16 KB gzip (docs/decisions/0002-translations-in-the-browser.md).
 * A missing key is reported and shown as the key, so that tests can find it.
 */
export function createTranslator(messages: Messages, locale: Locale): Translate {
  let plurals = pluralRules.get(locale);
  if (!plurals) pluralRules.set(locale, (plurals = new Intl.PluralRules(locale)));
  return (key, vars) => {
    let template: string | undefined;
    if (vars && typeof vars.count === "number") {
      template = lookup(messages, `${key}_${plurals.select(vars.count)}`) ?? lookup(messages, `${key}_other`);
    }
    template ??= lookup(messages, key);
    if (template === undefined) {
      if (typeof console !== "undefined") console.error(`missing translation: ${key}`);
      return key;
    }
    if (!vars) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars[name];
      return value === undefined ? whole : interpolated(value, locale);
    });
  };
}

/** Every dotted key of a messages tree, for comparing the languages' files. */
export function messageKeys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : messageKeys(value, `${prefix}${key}.`),
  );
}
