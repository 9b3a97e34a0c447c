import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { requestRules } from "~/lib/contact-forms";
import { requestSchemas } from "~/server-lib/contact-forms.server";
import { type FieldRules, fieldError, type FormRules, formErrors, MOBILE_FORM, NEWSLETTER_FORM, newsletterError } from "~/lib/eager-validation";
import { createTranslator, type Messages } from "~/lib/i18n";
import { accountRules, ADDRESS_RULES, COMMENT_RULES, DISCOUNT_RULES, goldAlertRules, REGISTER_RULES, walletChargeRules } from "~/lib/form-rules";
import { validators } from "~/server-lib/validation.server";
import { accountSchema } from "~/routes/profile-user-information-edit.server";
import { addressSchema } from "~/shop/actions/address-form.server";
import { discountSchema } from "~/routes/checkout-cart.server";
import { goldPriceAlertSchema } from "~/routes/gold-price.server";
import { INQUIRY_RULES } from "~/lib/product-inquiry";
import { productSchemas } from "~/routes/product.server";
import { registerSchema } from "~/routes/register.server";
import { chargeSchema } from "~/routes/profile-wallet.server";

// The eager mode of docs/shop/05-validation.md §5.1: the browser's rules (lib/eager-validation.ts, no
// zod) must give exactly the server's messages (validation.server.ts), value for value, in both
// languages.

const messages = (locale: "fa" | "en") =>
  Object.assign(
    {},
    ...["common", "contact", "checkout", "profile", "auth", "gold", "product"].map(
      (namespace) => JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as Messages,
    ),
  ) as Messages;

const serverMessage = (schema: z.ZodType, value: string | undefined) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

const VALUES = ["", "   ", "0912", "09123456789", "۰۹۱۲ ۳۴۵ ۶۷۸۹", "+98 912 345 6789", "00989123456789", "9123456789", "0812345678", "abc", "ab", "طلا", "a@b.ir", "a@b", "Sara.M@mail.example", "سارا@mail.ir", "sara@mail", "Sara", "سارا", "Sara-Jane O'Neil", "زهرا\u200cسادات", "علی ۲", "Ali 2", "x".repeat(41), "ع".repeat(41), "1234567", "12345678", "pass\u0001word", "p".repeat(64), "p".repeat(65), "0012345678", "1111111111", "0499370899", "x".repeat(30)];

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

// A form's rules against its server schema's fields, over values near each field's bounds.
const LONG = (n: number) => ["x".repeat(n - 1), "x".repeat(n), "x".repeat(n + 1), ` ${"x".repeat(n)}  `, `${"x ".repeat(n)}`, `a${" ".repeat(n + 5)}b`];
const AMOUNTS = ["999999", "1000000", "۱٬۰۰۰٬۰۰۰", "1,000,000", " 5 000 000 ", "100000000", "100000001", "1234567890123", "12a", "-5", "0", "٥٠٠٠٠٠٠", "9999", "10000", "۱۰٬۰۰۰", "50000000", "50000001", "۵۰٬۰۰۰٬۰۰۱", "1.5", "۱٫۵"];
const FORM_VALUES = [...VALUES, ...AMOUNTS, "1234567890", "۱۲۳۴۵۶۷۸۹۰", " 12345 67890 ", "123456789", "12345678901", "١٢٣٤٥٦٧٨٩٠", "12a4567890", "a\n\n\nb", "سلام    دنیا", "ي", " ك ", "\u0000ab\u0000", ...[2, 3, 10, 20, 80, 120, 200, 300, 2000].flatMap(LONG)];

function expectParity(rules: FormRules, shape: Record<string, z.ZodType>, t: ReturnType<typeof createTranslator>) {
  for (const [name, field] of Object.entries(rules)) {
    expect(shape[name], name).toBeDefined();
    // conform posts an empty field as absent.
    for (const value of FORM_VALUES) expect(fieldError(value, field, t), `${name} ${JSON.stringify(value)}`).toBe(serverMessage(shape[name]!, value === "" ? undefined : value));
  }
}

describe.each(["fa", "en"] as const)("in %s, each form's rules answer what its server schema does", (locale) => {
  const t = createTranslator(messages(locale), locale);
  it.each(["contact", "support", "warranty", "cooperation", "installation"] as const)("contact page: %s", (kind) => {
    const rules = requestRules(kind);
    expect(Object.keys(rules)).toContain("message");
    expectParity(rules, requestSchemas(t)[kind].shape as Record<string, z.ZodType>, t);
  });
  // The server's schema takes the request's i18next translator; the shop's own does the same work here.
  it("the account's details", () => {
    const schema = accountSchema(t, locale, "2026-11-25") as unknown as { out: z.ZodObject };
    expectParity(accountRules(locale), schema.out.shape, t);
  });
  it("registration", () => expectParity(REGISTER_RULES, registerSchema(t).shape, t));
  it("a product's comment", () => expectParity(COMMENT_RULES, productSchemas(t, []).comment.shape, t));
  it("a product's inquiry", () => expectParity(INQUIRY_RULES, productSchemas(t, []).inquiry.shape, t));
  it("a product's notify-me", () => expectParity(MOBILE_FORM, productSchemas(t, []).notify.shape, t));
  it("a gold price alert", () => expectParity(goldAlertRules(locale), goldPriceAlertSchema(t, locale).shape, t));
  it("the cart's discount code", () => expectParity(DISCOUNT_RULES, discountSchema(t).shape, t));
  it("a wallet top-up", () => expectParity(walletChargeRules(locale), chargeSchema(t, locale).shape, t));
  // routes/resources/newsletter.ts reads the address as typed (an empty one too) with validators().email().
  it("the footer's newsletter", () => {
    expectParity(NEWSLETTER_FORM, { email: validators(t).email() }, t);
    for (const value of FORM_VALUES) expect(newsletterError(value, t), JSON.stringify(value)).toBe(serverMessage(validators(t).email(), value) ?? "");
  });
  it("an address", () => expectParity(ADDRESS_RULES, addressSchema(t as unknown as Parameters<typeof addressSchema>[0]).shape, t));
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
