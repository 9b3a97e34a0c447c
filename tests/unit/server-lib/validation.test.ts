import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTranslator, type Messages } from "~/lib/i18n";
import { isNationalCode } from "~/lib/rules";
import { confirmed, PASSWORD_MAX, PASSWORD_MIN, validators } from "~/server-lib/validation.server";

const messages = (locale: "fa" | "en") =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/common.json`, import.meta.url), "utf8")) as Messages;
const fa = validators(createTranslator(messages("fa"), "fa"));
const en = validators(createTranslator(messages("en"), "en"));

/** The first error message of parsing `value`, or the parsed value when it passes. */
function check(schema: z.ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]!.message };
}

describe("required, length, min, max, digits", () => {
  it("asks for a value in each language", () => {
    expect(check(fa.required(), "  ")).toEqual({ ok: false, message: "این بخش را پر کنید." });
    expect(check(en.required(), undefined)).toEqual({ ok: false, message: "Please fill in this field." });
    expect(check(fa.required(), " طلا ")).toEqual({ ok: true, value: "طلا" });
  });

  it("counts characters", () => {
    expect(check(en.length(5), "abcd")).toEqual({ ok: false, message: "It must be exactly 5 characters." });
    expect(check(fa.length(5), "abcde").ok).toBe(true);
    expect(check(fa.min(3), "ab")).toEqual({ ok: false, message: "دست‌کم ۳ نویسه بنویسید." });
    expect(check(en.max(4), "abcde")).toEqual({ ok: false, message: "At most 4 characters are allowed." });
    expect(check(en.max(4), "").ok).toBe(true);
  });

  it("counts digits, Persian ones too", () => {
    expect(check(fa.digits(10), "۱۲۳۴۵۶۷۸۹۰")).toEqual({ ok: true, value: "1234567890" });
    expect(check(en.digits(10), "123456789")).toEqual({ ok: false, message: "It must be 10 digits." });
    expect(check(fa.digits(10), "12345abcde")).toEqual({ ok: false, message: "باید ۱۰ رقم باشد." });
  });
});

describe("numbers", () => {
  it("only_digits and numeric", () => {
    expect(check(fa.only_digits(), "۴۲").ok).toBe(true);
    expect(check(en.only_digits(), "4.2")).toEqual({ ok: false, message: "Please type digits only." });
    expect(check(en.numeric(), "4.25").ok).toBe(true);
    expect(check(fa.numeric(), "۴٫۲۵").ok).toBe(true);
    expect(check(fa.numeric(), "چهار")).toEqual({ ok: false, message: "یک عدد وارد کنید." });
  });

  it("between and max_value", () => {
    expect(check(en.between(1, 5), "3")).toEqual({ ok: true, value: 3 });
    expect(check(en.between(1, 5), "9")).toEqual({ ok: false, message: "Please type a number between 1 and 5." });
    expect(check(fa.between(1, 5), "۰")).toEqual({ ok: false, message: "عددی بین ۱ و ۵ وارد کنید." });
    expect(check(en.max_value(100), "101")).toEqual({ ok: false, message: "At most 100 is allowed." });
    expect(check(fa.max_value(100), "۱۰۰")).toEqual({ ok: true, value: 100 });
  });
});

describe("letters and emails", () => {
  it("alpha", () => {
    expect(check(fa.alpha(), "مریم").ok).toBe(true);
    expect(check(en.alpha(), "Maryam").ok).toBe(true);
    expect(check(en.alpha(), "Maryam2")).toEqual({ ok: false, message: "Please type letters only." });
  });

  it("alphabetEnglish and alphabetPersian", () => {
    expect(check(en.alphabetEnglish(), "Zarrin Gold 18").ok).toBe(true);
    expect(check(en.alphabetEnglish(), "زرین")).toEqual({ ok: false, message: "Please use English characters only." });
    expect(check(fa.alphabetPersian(), "مریم احمدی").ok).toBe(true);
    // Arabic ي/ك are made Persian first, so they pass.
    expect(check(fa.alphabetPersian(), "علي كريمي").ok).toBe(true);
    expect(check(fa.alphabetPersian(), "Maryam")).toEqual({ ok: false, message: "لطفاً فقط از حروف فارسی استفاده کنید." });
    expect(check(fa.alphabetPersian(), "مریم ۲").ok).toBe(false);
  });

  it("email and english_email", () => {
    expect(check(en.email(), "maryam@example.com").ok).toBe(true);
    expect(check(en.email(), "maryam@example")).toEqual({ ok: false, message: "This email address is not valid." });
    expect(check(en.english_email(), "maryam.ahmadi+gold@example.co").ok).toBe(true);
    expect(check(fa.english_email(), "مریم@example.com")).toEqual({ ok: false, message: "ایمیل را با حروف انگلیسی بنویسید." });
  });
});

describe("mobile numbers", () => {
  it.each(["09123456789", "۰۹۱۲ ۳۴۵ ۶۷۸۹", "+989123456789", "00989123456789", "989123456789", "9123456789", "٠٩١٢٣٤٥٦٧٨٩"])(
    "%s is 09123456789",
    (input) => {
      expect(check(fa.mobile(), input)).toEqual({ ok: true, value: "09123456789" });
      expect(check(en.mobile(), input)).toEqual({ ok: true, value: "09123456789" });
    },
  );

  it("refuses what is not one, in both languages", () => {
    expect(check(fa.mobile(), "0212345678")).toEqual({ ok: false, message: "شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد." });
    expect(check(en.mobile(), "0912345678")).toEqual({ ok: false, message: "A mobile number starts with 09 and has 11 digits." });
    expect(check(en.mobile(), "")).toEqual({ ok: false, message: "Please enter your mobile number." });
  });
});

describe("national code (docs/shop/05-validation.md §5.5 checksum)", () => {
  it.each(["0499370899", "0790419904", "0084575948", "۰۴۹۹۳۷۰۸۹۹", "0013542419"])("%s is valid", (code) => {
    expect(isNationalCode(code)).toBe(true);
    expect(check(fa.nationalCode(), code).ok).toBe(true);
  });

  it.each(["0499370898", "1111111111", "0000000000", "123456789", "12345678901", "abcdefghij", "۰۴۹۹۳۷۰۸۹۸"])("%s is not", (code) => {
    expect(isNationalCode(code)).toBe(false);
  });

  it("says so in each language", () => {
    expect(check(fa.nationalCode(), "1111111111")).toEqual({ ok: false, message: "کد ملی معتبر نیست." });
    expect(check(en.nationalCode(), "0499370898")).toEqual({ ok: false, message: "This national code is not valid." });
  });
});

describe("captcha, codes and confirmation", () => {
  it("captcha: the value must equal the target", () => {
    expect(check(fa.captcha("4821"), "۴۸۲۱").ok).toBe(true);
    expect(check(fa.captcha("4821"), "4822")).toEqual({ ok: false, message: "کد وارد شده صحیح نیست." });
    expect(check(en.captcha("4821"), "1")).toEqual({ ok: false, message: "The entered code is not correct." });
  });

  it("one-time codes in any digits", () => {
    expect(check(fa.code(), "۱۲۳۴۵")).toEqual({ ok: true, value: "12345" });
    expect(check(en.code(), "12a45")).toEqual({ ok: false, message: "The verification code has 4 to 6 digits." });
  });

  it("confirmed puts its error on the confirmation field", () => {
    const t = createTranslator(messages("en"), "en");
    const form = z.object({ password: z.string(), confirm: z.string() }).superRefine(confirmed(t, "password", "confirm"));
    const result = form.safeParse({ password: "a-long-secret", confirm: "another" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ["confirm"], message: "The passwords do not match." });
    expect(form.safeParse({ password: "same-secret", confirm: "same-secret" }).success).toBe(true);
  });
});

describe("password length (the three messages of docs/shop/05-validation.md §5.4)", () => {
  it("asks for it, then for enough, then for not too much", () => {
    expect(check(fa.password(), "")).toEqual({ ok: false, message: "رمز عبور را وارد کنید." });
    expect(check(en.password(), "short")).toEqual({ ok: false, message: `The password must be more than ${PASSWORD_MIN - 1} characters.` });
    expect(check(fa.password(), "x".repeat(PASSWORD_MAX + 1))).toEqual({ ok: false, message: "رمز عبور نمی‌تواند بیشتر از ۶۴ نویسه باشد." });
    expect(check(en.password(), "x".repeat(PASSWORD_MIN)).ok).toBe(true);
  });
});
