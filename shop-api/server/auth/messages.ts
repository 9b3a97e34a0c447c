import type { Request } from "express";
import type { Lang } from "../../contract";
import { SHOP_TIME_ZONE } from "../catalogue/tehran-time";
import { HttpError } from "../http/errors";

/** What the sign-in calls say, in the language of the `lang` query (Persian by default). */
const MESSAGES = {
  newMobile: {
    fa: "این شماره هنوز ثبت نشده است؛ برای ثبت‌نام کد تأیید ارسال می‌شود.",
    en: "This mobile is not registered yet: register with a verification code.",
  },
  knownMobile: {
    fa: "این شماره ثبت شده است؛ رمز عبور خود را وارد کنید.",
    en: "This mobile is registered: sign in with your password.",
  },
  alreadyRegistered: { fa: "این شماره قبلاً ثبت شده است.", en: "This mobile is already registered." },
  unknownMobile: { fa: "کاربری با این شماره پیدا نشد.", en: "No user has this mobile." },
  resendTooSoon: { fa: "برای دریافت کد تازه کمی صبر کنید.", en: "Wait a little before asking for another code." },
  invalidCode: {
    fa: "کد وارد شده معتبر نیست، لطفاً دوباره تلاش کنید.",
    en: "The code entered is not valid, please try again.",
  },
  tooManyAttempts: {
    fa: "کد بیش از حد مجاز اشتباه وارد شد؛ کد تازه‌ای درخواست کنید.",
    en: "Too many wrong codes: ask for a new code.",
  },
  invalidVerification: {
    fa: "تأیید شماره معتبر نیست یا مهلت آن گذشته است؛ دوباره کد بگیرید.",
    en: "The verification is not valid or has expired: ask for a new code.",
  },
  wrongPassword: { fa: "رمز عبور وارد شده اشتباه است.", en: "The password entered is incorrect." },
  passwordsForMobile: {
    fa: "رمز عبور این شماره چند بار اشتباه وارد شد؛ ساعت {time} دوباره تلاش کنید.",
    en: "Too many wrong passwords for this mobile: try again at {time}.",
  },
  passwordsFromAddress: {
    fa: "از شبکهٔ شما رمزهای اشتباه زیادی وارد شد؛ ساعت {time} دوباره تلاش کنید.",
    en: "Too many wrong passwords from your network: try again at {time}.",
  },
  codesFromAddress: {
    fa: "از شبکهٔ شما برای شماره‌های زیادی کد درخواست شد؛ ساعت {time} دوباره تلاش کنید.",
    en: "Codes were asked for too many mobiles from your network: try again at {time}.",
  },
  signInRequired: { fa: "ابتدا وارد حساب کاربری خود شوید.", en: "Sign in first." },
  invalidNationalCode: { fa: "کد ملی وارد شده معتبر نیست.", en: "The national code entered is not valid." },
  invalidBirthDate: { fa: "تاریخ تولد وارد شده معتبر نیست.", en: "The birth date entered is not valid." },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in the request's language; an unknown `lang` reads Persian rather than failing. */
export function message(req: Request, key: MessageKey): string {
  return MESSAGES[key][req.query.lang === "en" ? "en" : "fa"];
}

/** An HttpError with the contract's `code` (the status) and the message of `key`. */
export function refusal(req: Request, status: number, key: MessageKey, fields: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, message(req, key), { code: status, ...fields });
}

/** Keys whose message says when to try again (`{time}`). */
type TryLaterKey = "passwordsForMobile" | "passwordsFromAddress" | "codesFromAddress";

/**
 * A rate limit's 429: the message says the time of day (Tehran's, in the language's digits; rounded
 * up to the minute, so that trying at the time said works), `retry_at` and `retry_after` say it to programs.
 */
export function tryLater(req: Request, key: TryLaterKey, retryAt: Date, now: Date): HttpError {
  const lang = req.query.lang === "en" ? "en" : "fa";
  const minute = new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat(lang === "fa" ? "fa-IR" : "en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: SHOP_TIME_ZONE }).format(minute);
  return new HttpError(429, message(req, key).replace("{time}", time), {
    code: 429,
    retry_after: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
    retry_at: retryAt.toISOString(),
  });
}
