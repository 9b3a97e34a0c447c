import type { Lang } from "../../contract";
import { fillMessage, type MessageVars } from "../checkout/messages";
import { HttpError } from "../http/errors";

/**
 * What the contact, request, newsletter, app-link, representative and campaign calls say, in the
 * `lang` of the call. `{n}` is a number (written with the language's digits), `{text}` a name.
 */
const MESSAGES = {
  contactReceived: {
    fa: "پیام شما با شماره پیگیری {n} به دست ما رسید؛ همکاران ما به‌زودی پاسخ می‌دهند.",
    en: "We have received your message (reference {n}); we will get back to you soon.",
  },
  requestReceived: {
    fa: "درخواست شما با شماره پیگیری {n} ثبت شد؛ کارشناسان ما به‌زودی با شما تماس می‌گیرند.",
    en: "Your request has been registered (reference {n}); our team will call you soon.",
  },
  invalidRequest: { fa: "برخی از بخش‌های فرم کامل یا درست نیست.", en: "Some fields are missing or not valid." },
  name: { fa: "نام خود را (۲ تا ۸۰ حرف) بنویسید.", en: "Write your name (2 to 80 letters)." },
  mobile: { fa: "شماره همراه باید به شکل ۰۹xxxxxxxxx باشد.", en: "The mobile must look like 09xxxxxxxxx." },
  subject: { fa: "موضوع را (۳ تا ۱۲۰ حرف) بنویسید.", en: "Write a subject (3 to 120 letters)." },
  message: { fa: "متن پیام را (۱۰ تا ۲۰۰۰ حرف) بنویسید.", en: "Write your message (10 to 2,000 letters)." },
  orderId: { fa: "شماره سفارش فقط از رقم تشکیل می‌شود.", en: "An order number is made of digits only." },
  product: { fa: "نام کالا را (۲ تا ۱۲۰ حرف) بنویسید.", en: "Write the item's name (2 to 120 letters)." },
  company: { fa: "نام شرکت یا فروشگاه را (۲ تا ۱۲۰ حرف) بنویسید.", en: "Write the company or shop name (2 to 120 letters)." },
  state: { fa: "استان را انتخاب کنید.", en: "Choose a province." },
  website: { fa: "نشانی وب‌سایت معتبر نیست.", en: "The website address is not valid." },
  tooManyRequests: {
    fa: "از این شماره در یک ساعت گذشته درخواست‌های زیادی رسیده است؛ کمی بعد دوباره بفرستید.",
    en: "Too many requests came from this mobile in the last hour: please send again later.",
  },

  email: { fa: "نشانی ایمیل معتبر نیست.", en: "This email address is not valid." },
  subscribed: { fa: "نشانی {text} در خبرنامه ثبت شد.", en: "{text} has been added to our newsletter." },
  alreadySubscribed: { fa: "نشانی {text} پیش‌تر در خبرنامه ثبت شده است.", en: "{text} is already on our newsletter." },

  appLinkSent: { fa: "لینک دانلود اپلیکیشن به شماره {text} پیامک شد.", en: "The app's download link has been texted to {text}." },
  appLinkTooSoon: {
    fa: "لینک همین چند دقیقه پیش به این شماره پیامک شد؛ کمی بعد دوباره تلاش کنید.",
    en: "The link was texted to this number a few minutes ago: try again a little later.",
  },
  appLinkText: { fa: "اپلیکیشن {text} را از این نشانی دریافت کنید:", en: "Get the {text} app here:" },

  noRepresentative: { fa: "نماینده‌ای با این نشانی پیدا نشد.", en: "No such representative." },
  noCampaign: { fa: "کمپینی با این نشانی پیدا نشد.", en: "No such campaign." },
} satisfies Record<string, Record<Lang, string>>;

export type ContactMessageKey = keyof typeof MESSAGES;

export function say(lang: Lang, key: ContactMessageKey, vars: MessageVars = {}): string {
  return fillMessage(MESSAGES[key][lang], lang, vars);
}

/** An HttpError with the contract's `code` (the status), the message of `key`, and extra fields. */
export function refuse(lang: Lang, status: number, key: ContactMessageKey, fields: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, say(lang, key), { code: status, ...fields });
}
