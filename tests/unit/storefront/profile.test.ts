import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sectionOf } from "~/components/profile/sections";
import { createTranslator, type Messages } from "~/lib/i18n";
import { invoiceTotal, isInvoiced, orderIdOf } from "~/lib/orders";
import { orderSums } from "~/lib/cart";
import { accountSchema } from "~/routes/profile-user-information-edit.server";

const messages = (locale: "fa" | "en") =>
  Object.assign(
    {},
    ...["common", "profile"].map((namespace) => JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${namespace}.json`, import.meta.url), "utf8")) as Messages),
  ) as Messages;
const TODAY = "2026-11-24";
const persian = accountSchema(createTranslator(messages("fa"), "fa"), "fa", TODAY);
const english = accountSchema(createTranslator(messages("en"), "en"), "en", TODAY);

/** What a form of the user-information page parses to: the value, or each field's first error. */
function submit(schema: typeof persian, form: Record<string, string | undefined>) {
  const result = schema.safeParse(form);
  if (result.success) return { value: result.data };
  // A field shows its first error (conform's errors[0]).
  return { errors: Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join("."), issue.message])) };
}

const names = { first_name: "سارا", last_name: "محمدی" };

describe("the user-information form", () => {
  it("takes a national code in Persian digits, an English e-mail and a Jalali birth day", () => {
    expect(
      submit(persian, { ...names, national_code: "۰۰۱۲۳۴۵۶۷۹", email: "sara@example.com", birth_day: "۵", birth_month: "7", birth_year: "۱۳۷۰" }),
    ).toEqual({ value: { ...names, national_code: "0012345679", email: "sara@example.com", birth_date: "1991-09-27" } });
  });

  it("refuses beside each field, every error at once, in the page's language", () => {
    expect(submit(persian, { first_name: "Sara", last_name: "محمدی", national_code: "1234567890", email: "سارا@example.com", birth_day: "30", birth_month: "12", birth_year: "1402" })).toEqual({
      errors: {
        first_name: "لطفاً فقط از حروف فارسی استفاده کنید.",
        national_code: "کد ملی معتبر نیست.",
        email: "ایمیل را با حروف انگلیسی بنویسید.",
        birth_date: "چنین تاریخی وجود ندارد.",
      },
    });
    expect(submit(english, { first_name: "Sara", last_name: "O'Neil", email: "sara@", birth_day: "1", birth_month: "", birth_year: "1990" })).toEqual({
      errors: { email: "This email address is not valid.", birth_date: "Choose the day and the month, and type the year." },
    });
  });

  it("leaves out what is empty, and refuses a birth day to come or before 1900", () => {
    expect(submit(persian, { ...names, birth_day: "", birth_month: "", birth_year: " " })).toEqual({ value: { ...names, birth_date: null } });
    expect(submit(english, { first_name: "Sara", last_name: "محمدی", birth_day: "25", birth_month: "11", birth_year: "2026" }).errors?.birth_date).toBe(
      "This date cannot be a birth date.",
    );
    expect(submit(english, { first_name: "Sara", last_name: "van Berg", birth_day: "31", birth_month: "12", birth_year: "1899" }).errors?.birth_date).toBe(
      "This date cannot be a birth date.",
    );
  });
});

describe("the profile's sections and orders", () => {
  it("knows which section a page belongs to", () => {
    expect(sectionOf("/profile")?.key).toBe("home");
    expect(sectionOf("/profile/latest-orders/12")?.key).toBe("orders");
    expect(sectionOf("/profile/user-information/edit")?.key).toBe("userInformation");
    expect(sectionOf("/profiles")).toBeUndefined();
  });

  it("reads order numbers, and which orders have an invoice", () => {
    expect(orderIdOf("12")).toBe(12);
    expect([orderIdOf("0"), orderIdOf("1.5"), orderIdOf("abc"), orderIdOf(undefined)]).toEqual([null, null, null, null]);
    expect(["paid", "sent", "delivered", "returned"].every((status) => isInvoiced(status as "paid"))).toBe(true);
    expect(["unpaid", "failed", "canceld", "not_approved"].some((status) => isInvoiced(status as "paid"))).toBe(false);
  });

  it("sums a placed order as the cart was summed, the wallets paying part of an invoice's total", () => {
    const order = { item_count: 2, total_price: 50_000_000, total_special: 45_000_000, discount_amount: 4_500_000, wallet_amount: 500_000, shipping_cost: 250_000, total: 40_250_000 };
    expect(orderSums(order)).toEqual({
      quantity: 2,
      totalPrice: 50_000_000,
      totalSpecial: 45_000_000,
      productDiscount: 5_000_000,
      discountAmount: 4_500_000,
      walletAmount: 500_000,
      shippingCost: 250_000,
      totalFinal: 40_250_000,
    });
    expect(invoiceTotal(order)).toBe(40_750_000);
  });
});
