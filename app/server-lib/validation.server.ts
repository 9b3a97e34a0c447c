import { z } from "zod";
import { hasControlCharacters, INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { toLatinDigits } from "../lib/digits";
import { normalizeMobile, normalizeText, withoutControlCharacters } from "../lib/normalize";
import * as rules from "../lib/rules";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/rules";

/**
 * The rules of docs/shop/05-validation.md §5.3 as zod schemas, with their messages in the page's
 * language. Built per request from the server's translator; a form's schema composes them. Input is
 * normalised first (docs/shop/12-locale.md §12.5): Persian/Arabic digits, Arabic letters, mobile
 * numbers in any written form. Server-only: zod weighs 53 KB gzip in a browser.
 */
export type ValidationT = (key: string, vars?: Record<string, string | number>) => string;

export { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/rules";

/**
 * Text as typed, at most `max` characters (the field kind's bound, lib input-bounds), normalised.
 * The bound is checked first: nothing longer is worked on, let alone sent to the Shop API.
 * `required`: what a missing value is told (conform posts an empty field as absent).
 */
const text = (t: ValidationT, max: number, required = t("validation.required")) =>
  z
    .string({ error: required })
    .max(max, t("validation.max", { length: max }))
    .transform((value) => normalizeText(value));

export function validators(t: ValidationT) {
  // The piped string says its message for "missing" too: conform reads a value that normalising
  // emptied (spaces, control characters) as absent.
  const nonEmpty = (message = t("validation.required")) => z.string({ error: message }).min(1, message);
  const required = (max: number = INPUT_MAX.line) => text(t, max).pipe(nonEmpty());
  return {
    required,
    /** length: exactly n characters. */
    length: (n: number) => required().pipe(z.string().length(n, t("validation.length", { length: n }))),
    /** min / max: at least / at most n characters (`max`: the field kind's bound). */
    min: (n: number, max: number = INPUT_MAX.line) => required(max).pipe(z.string().min(n, t("validation.min", { length: n }))),
    max: (n: number) => text(t, n),
    /**
     * Prose (a message, a comment, a question): its lines and inner spaces kept, control characters
     * dropped, trimmed, then `min` to `max` characters. `typedMax`: a bound on the text as typed,
     * checked first. A text this empties (spaces, control characters) says `validation.required` in
     * the page's language, not zod's own words: conform reads it as absent.
     */
    prose: (min: number, max: number, typedMax?: number) => {
      const typed = z.string({ error: t("validation.required") });
      return (typedMax === undefined ? typed : typed.max(typedMax, t("validation.max", { length: typedMax })))
        .transform((value) => withoutControlCharacters(value).trim())
        .pipe(nonEmpty().min(min, t("validation.min", { length: min })).max(max, t("validation.max", { length: max })));
    },
    /** digits: exactly n digits. */
    digits: (n: number) =>
      required().refine((value) => rules.isDigits(value, n), t("validation.digits", { length: n })),
    only_digits: () => required().refine(rules.isOnlyDigits, t("validation.onlyDigits")),
    numeric: () => required().refine(rules.isNumeric, t("validation.numeric")),
    /** between / max_value: a number within bounds. */
    between: (min: number, max: number) =>
      required()
        .refine(rules.isNumeric, t("validation.numeric"))
        .transform(Number)
        .pipe(z.number().min(min, t("validation.between", { min, max })).max(max, t("validation.between", { min, max }))),
    max_value: (max: number) =>
      required().refine(rules.isNumeric, t("validation.numeric")).transform(Number).pipe(z.number().max(max, t("validation.maxValue", { max }))),
    alpha: () => required().refine(rules.isAlpha, t("validation.alpha")),
    email: () => required(INPUT_MAX.email).refine(rules.isEmail, t("validation.email")),
    english_email: () => required(INPUT_MAX.email).refine(rules.isEnglishEmail, t("validation.englishEmail")),
    alphabetEnglish: () => required().refine(rules.isEnglishOnly, t("validation.alphabetEnglish")),
    alphabetPersian: () => required().refine(rules.isPersianOnly, t("validation.alphabetPersian")),
    /** mobile / persian_mobile: 09 and 9 digits, from any usual written form. */
    mobile: () =>
      z
        .string({ error: t("validation.mobileRequired") })
        .max(INPUT_MAX.mobile, t("validation.mobile"))
        .transform((value) => normalizeMobile(value))
        .pipe(z.string().min(1, t("validation.mobileRequired")).regex(/^09\d{9}$/, t("validation.mobile"))),
    nationalCode: () =>
      z
        .string({ error: t("validation.required") })
        .max(INPUT_MAX.line, t("validation.nationalCode"))
        .transform((value) => toLatinDigits(value).trim())
        .pipe(z.string().min(1, t("validation.required")).refine(rules.isNationalCode, t("validation.nationalCode"))),
    /** A one-time code of 4–6 digits, in any script. */
    code: () =>
      z
        .string({ error: t("validation.codeRequired") })
        .max(INPUT_MAX.oneTimeCode, t("validation.code"))
        .transform((value) => toLatinDigits(value).replace(/\s/g, ""))
        .pipe(z.string().min(1, t("validation.codeRequired")).regex(/^\d{4,6}$/, t("validation.code"))),
    /** A discount or gift card code as typed (its case, dashes and digits are the Shop API's to read). */
    voucher: (requiredMessage = t("validation.required")) => text(t, INPUT_MAX.voucherCode, requiredMessage).pipe(nonEmpty(requiredMessage)),
    /** captcha: the value must equal the target. */
    captcha: (target: string) => text(t, INPUT_MAX.line).refine((value) => value === toLatinDigits(target), t("validation.captcha")),
    /** The three password messages of docs/shop/05-validation.md §5.4. */
    password: () =>
      z
        .string({ error: t("validation.passwordRequired") })
        .min(1, t("validation.passwordRequired"))
        // "More than {min}" in the message: at least PASSWORD_MIN characters pass.
        .min(PASSWORD_MIN, t("validation.passwordMin", { min: PASSWORD_MIN - 1 }))
        .max(PASSWORD_MAX, t("validation.passwordMax", { max: PASSWORD_MAX }))
        .refine((value) => !hasControlCharacters(value), t("validation.controlCharacters")),
  };
}

/**
 * confirmed: `confirmation` must equal `field` (refine a whole form with it); the error sits on
 * the confirmation field.
 */
export function confirmed<T extends Record<string, unknown>>(t: ValidationT, field: keyof T & string, confirmation: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[field] !== value[confirmation]) ctx.addIssue({ code: "custom", path: [confirmation], message: t("validation.confirmed") });
  };
}
