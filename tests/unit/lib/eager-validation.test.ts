import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { type FieldRules, fieldError, formErrors } from "~/lib/eager-validation";
import { createTranslator, type Messages } from "~/lib/i18n";
import { validators } from "~/lib/validation.server";

// Spec §5's eager mode: the browser's rules (lib/eager-validation.ts, no zod) must give exactly the
// server's messages (validation.server.ts), value for value, in both languages.

const messages = (locale: "fa" | "en") =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/common.json`, import.meta.url), "utf8")) as Messages;

const serverMessage = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

const VALUES = ["", "   ", "0912", "09123456789", "۰۹۱۲ ۳۴۵ ۶۷۸۹", "+98 912 345 6789", "00989123456789", "9123456789", "0812345678", "abc", "ab", "طلا", "a@b.ir", "a@b", "0012345678", "1111111111", "0499370899", "x".repeat(30)];

describe.each(["fa", "en"] as const)("in %s, the browser's rule answers what the server's does", (locale) => {
  const t = createTranslator(messages(locale), locale);
  const server = validators(t);
  const pairs: [string, FieldRules, z.ZodType][] = [
    ["mobile", { rules: [{ rule: "mobile" }] }, server.mobile()],
    ["required", { rules: [{ rule: "required" }] }, server.required()],
    ["min 3", { rules: [{ rule: "min", length: 3 }] }, server.min(3)],
    ["max 20", { rules: [{ rule: "max", length: 20 }] }, server.max(20)],
    ["email", { rules: [{ rule: "email" }] }, server.email()],
    ["nationalCode", { rules: [{ rule: "nationalCode" }] }, server.nationalCode()],
  ];
  it.each(pairs)("%s", (_name, rules, schema) => {
    for (const value of VALUES) expect(fieldError(value, rules, t), JSON.stringify(value)).toBe(serverMessage(schema, value));
  });
});

describe("a form's errors", () => {
  const t = createTranslator(messages("en"), "en");
  it("names each wrong field with its first message; an optional field left empty passes", () => {
    const form = { mobile: { rules: [{ rule: "mobile" as const }] }, message: { optional: true, rules: [{ rule: "max" as const, length: 5 }] } };
    expect(formErrors({ mobile: "0912", message: "" }, form, t)).toEqual({ mobile: ["A mobile number starts with 09 and has 11 digits."] });
    expect(formErrors({ mobile: "", message: "too long" }, form, t)).toEqual({ mobile: ["Please enter your mobile number."], message: ["At most 5 characters are allowed."] });
    expect(formErrors({ mobile: "09123456789" }, form, t)).toEqual({});
  });
});
