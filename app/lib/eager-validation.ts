import { hasControlCharacters, INPUT_MAX } from "../../shop-api/contract/input-bounds";
import type { Translate } from "./i18n";
import { normalizeMobile, normalizeText, withoutControlCharacters } from "./normalize";
import * as rules from "./rules";

/**
 * The "eager mode" of docs/shop/05-validation.md §5.1 in the browser, without zod (53 KB gzip there;
 * decision 39): a form's fields described by the same rules as its server schema
 * (validation.server.ts), checked by the same predicates (rules.ts), answering the same translation
 * keys, so a message shown on blur is the one the server would give. The server's check stays the
 * authority, and the only one without JavaScript.
 */
export type FieldRule =
  /** `message`: the form's own key for an empty field (validation.required otherwise). */
  | { rule: "required"; message?: string }
  | { rule: "mobile" }
  | { rule: "min"; length: number }
  | { rule: "max"; length: number }
  | { rule: "maxText"; length: number }
  | { rule: "email"; english?: boolean }
  | { rule: "alphabetPersian" }
  | { rule: "name" }
  | { rule: "digits"; length: number }
  | { rule: "nationalCode" }
  | { rule: "password" }
  /**
   * A whole amount as written (separators allowed) between min and max, each message the form's own
   * key: `below` under min, `above` over max (the same key for a form with one range message).
   */
  | { rule: "amount"; min: number; max: number; required: string; digits: string; below: string; above: string; vars: Record<string, string> };

/**
 * A field's rules; an optional field is checked only when something was typed. `max` bounds the
 * value as typed (the server's check before normalising), `min` and `maxText` the normalised text;
 * a `prose` field (a message, lines and spaces kept) is normalised as the server's prose() does.
 */
export interface FieldRules {
  optional?: boolean;
  prose?: boolean;
  rules: FieldRule[];
}

export type FormRules = Record<string, FieldRules>;

/** The first message a value breaks, as validators() on the server words it; null when it passes. */
export function fieldError(raw: unknown, field: FieldRules, t: Translate): string | null {
  const typed = typeof raw === "string" ? raw : "";
  const text = field.prose ? withoutControlCharacters(typed).trim() : normalizeText(typed);
  for (const check of field.rules) {
    if (check.rule === "mobile") {
      if (typed.length > INPUT_MAX.mobile) return t("validation.mobile");
      const mobile = normalizeMobile(typed);
      if (!mobile) return field.optional ? null : t("validation.mobileRequired");
      if (!rules.isMobile(mobile)) return t("validation.mobile");
      continue;
    }
    if (check.rule === "amount") {
      const amount = rules.amountDigits(typed);
      if (!amount) return t(check.required);
      if (!rules.isAmountDigits(amount)) return t(check.digits);
      if (Number(amount) < check.min) return t(check.below, check.vars);
      if (Number(amount) > check.max) return t(check.above, check.vars);
      continue;
    }
    if (check.rule === "password") {
      // validators().password(): the value as typed, not normalised.
      if (!typed) return t("validation.passwordRequired");
      if (typed.length < rules.PASSWORD_MIN) return t("validation.passwordMin", { min: rules.PASSWORD_MIN - 1 });
      if (typed.length > rules.PASSWORD_MAX) return t("validation.passwordMax", { max: rules.PASSWORD_MAX });
      if (hasControlCharacters(typed)) return t("validation.controlCharacters");
      continue;
    }
    if (check.rule === "max") {
      if (typed.length > check.length) return t("validation.max", { length: check.length });
      continue;
    }
    // conform posts an empty field as absent (optional); spaces alone are there, and empty once normalised.
    if (!text) return field.optional && typed === "" ? null : t((check.rule === "required" && check.message) || "validation.required");
    if (check.rule === "min" && text.length < check.length) return t("validation.min", { length: check.length });
    if (check.rule === "maxText" && text.length > check.length) return t("validation.max", { length: check.length });
    if (check.rule === "digits" && !rules.isDigits(text, check.length)) return t("validation.digits", { length: check.length });
    if (check.rule === "email" && check.english && !rules.isEnglishOnly(text)) return t("validation.englishEmail");
    if (check.rule === "email" && !(check.english ? rules.isEnglishEmail(text) : rules.isEmail(text))) return t("validation.email");
    if (check.rule === "alphabetPersian" && !rules.isPersianOnly(text)) return t("validation.alphabetPersian");
    if (check.rule === "name" && !rules.isNameText(text)) return t("validation.alpha");
    if (check.rule === "nationalCode" && !rules.isNationalCode(text)) return t("validation.nationalCode");
  }
  return null;
}

/** Every field's first message, by name (conform's error shape); empty when the form passes. */
export function formErrors(payload: Record<string, unknown>, form: FormRules, t: Translate): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(form)) {
    const message = fieldError(payload[name], field, t);
    if (message) errors[name] = [message];
  }
  return errors;
}

/** A form of one mobile number (sign-in, forgotten password, the app link by SMS): validators().mobile() on the server. */
export const MOBILE_FORM: FormRules = { mobile: { rules: [{ rule: "mobile" }] } };

/**
 * The footer's newsletter address (components/shell/newsletter-form.tsx), checked by
 * routes/resources/newsletter.ts with validators().email(). That form is on every page and is no
 * conform form: it loads this module when it first checks, and asks newsletterError for the
 * address's first message.
 */
export const NEWSLETTER_FORM: FormRules = { email: { rules: [{ rule: "max", length: INPUT_MAX.email }, { rule: "email" }] } };

/** The address's first message; "" when it passes (the form's state for "checked, nothing wrong"). */
export const newsletterError = (value: string, t: Translate) => fieldError(value, NEWSLETTER_FORM.email!, t) ?? "";
