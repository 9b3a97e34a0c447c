import type { Request } from "express";
import type { Lang } from "../../contract";
import { HttpError } from "../http/errors";

/**
 * What the cart, wallet, address, shipping and payment calls say, in the `lang` of the call
 * (Persian by default). `{n}` is a number (written with the language's digits), `{text}` a name.
 */
const MESSAGES = {
  clientTokenRequired: {
    fa: "سبد خرید پیدا نشد: شناسه بازدیدکننده (clientToken) فرستاده نشده است.",
    en: "No cart: send the visitor's clientToken header.",
  },
  noVariety: { fa: "این کالا پیدا نشد.", en: "No such product." },
  noLine: { fa: "این کالا در سبد خرید شما نیست.", en: "This item is not in your cart." },
  maxCartAdd: {
    fa: "از این کالا حداکثر {n} عدد در هر سفارش می‌توانید بخرید.",
    en: "You can buy at most {n} of this item in one order.",
  },
  outOfStock: { fa: "این کالا در حال حاضر موجود نیست.", en: "This item is out of stock." },
  notEnoughStock: { fa: "فقط {n} عدد از این کالا موجود است.", en: "Only {n} of this item are in stock." },
  emptyCart: { fa: "سبد خرید شما خالی است.", en: "Your cart is empty." },

  discountApplied: { fa: "کد تخفیف {text} روی سبد خرید شما اعمال شد.", en: "The discount code {text} has been applied to your cart." },
  unknownCode: { fa: "کد تخفیف وارد شده معتبر نیست.", en: "This discount code does not exist." },
  expiredCode: { fa: "مهلت استفاده از این کد تخفیف به پایان رسیده است.", en: "This discount code has expired." },
  futureCode: { fa: "این کد تخفیف هنوز فعال نشده است.", en: "This discount code is not active yet." },
  belowMinimum: {
    fa: "این کد تخفیف برای خریدهای از {n} تومان به بالا است.",
    en: "This discount code needs a basket of at least {n} toman.",
  },

  noWallet: { fa: "این کیف پول پیدا نشد.", en: "No such wallet." },
  walletEmpty: { fa: "موجودی این کیف پول صفر است.", en: "This wallet is empty." },
  walletExpired: { fa: "مهلت استفاده از اعتبار این کیف پول گذشته است.", en: "This wallet's credit has expired." },
  nothingLeftToPay: { fa: "مبلغی برای پرداخت باقی نمانده است.", en: "Nothing is left to pay." },
  registrationInvite: {
    fa: "با ثبت‌نام در فروشگاه، {n} تومان اعتبار خرید هدیه بگیرید.",
    en: "Sign up and get {n} toman of shopping credit as a gift.",
  },
  registrationCredit: {
    fa: "{n} تومان اعتبار هدیه ثبت‌نام در کیف پول شما است؛ همین حالا خرید کنید.",
    en: "You have {n} toman of sign-up credit in your wallet: shop with it now.",
  },
  noRegistrationCredit: { fa: "اعتبار ثبت‌نامی برای شما وجود ندارد.", en: "You have no sign-up credit." },

  noAddress: { fa: "این نشانی پیدا نشد.", en: "No such address." },
  invalidAddress: { fa: "اطلاعات نشانی کامل یا درست نیست.", en: "The address is incomplete or not valid." },
  receiverName: { fa: "نام گیرنده را (۲ تا ۸۰ حرف) وارد کنید.", en: "Enter the receiver's name (2 to 80 letters)." },
  receiverMobile: {
    fa: "شماره همراه گیرنده باید به شکل ۰۹xxxxxxxxx باشد.",
    en: "The receiver's mobile must look like 09xxxxxxxxx.",
  },
  stateRequired: { fa: "استان را انتخاب کنید.", en: "Choose a province." },
  cityRequired: { fa: "شهر را انتخاب کنید.", en: "Choose a city." },
  cityNotInState: { fa: "این شهر در استان انتخاب‌شده نیست.", en: "This city is not in the chosen province." },
  addressText: { fa: "نشانی را کامل (۱۰ تا ۳۰۰ حرف) بنویسید.", en: "Write the full address (10 to 300 letters)." },
  postalCode: { fa: "کد پستی باید ۱۰ رقم باشد.", en: "The postal code must be 10 digits." },
  plaque: { fa: "پلاک حداکثر ۲۰ نویسه است.", en: "The plaque is at most 20 characters." },
  unit: { fa: "واحد حداکثر ۲۰ نویسه است.", en: "The unit is at most 20 characters." },
  noState: { fa: "این استان پیدا نشد.", en: "No such province." },
  noCity: { fa: "این شهر پیدا نشد.", en: "No such city." },

  noTransport: { fa: "این روش ارسال پیدا نشد.", en: "No such shipping method." },
  transportUnavailable: {
    fa: "این روش ارسال برای نشانی انتخاب‌شده در دسترس نیست.",
    en: "This shipping method does not serve the chosen address.",
  },
  dayUnavailable: {
    fa: "این زمان تحویل در دسترس نیست؛ زمان دیگری را انتخاب کنید.",
    en: "This delivery time is not available: choose another one.",
  },

  chooseAddress: { fa: "ابتدا نشانی تحویل را انتخاب کنید.", en: "Choose a delivery address first." },
  chooseTransport: { fa: "روش ارسال را انتخاب کنید.", en: "Choose a shipping method." },
  chooseDay: { fa: "روز و ساعت تحویل را انتخاب کنید.", en: "Choose a delivery day and time." },
  unknownDriver: { fa: "این درگاه پرداخت وجود ندارد.", en: "No such payment gateway." },
  driverUnavailable: {
    fa: "این درگاه پرداخت در حال حاضر در دسترس نیست؛ درگاه دیگری را انتخاب کنید.",
    en: "This payment gateway is not available at the moment: choose another one.",
  },
  badCallback: { fa: "نشانی بازگشت از درگاه معتبر نیست.", en: "The callback URL is not valid." },
  stockChanged: {
    fa: "موجودی «{text}» دیگر کافی نیست؛ سبد خرید خود را به‌روز کنید.",
    en: "“{text}” is no longer in stock in that quantity: update your cart.",
  },
  walletChanged: {
    fa: "موجودی یکی از کیف‌های پول تغییر کرده است؛ دوباره تلاش کنید.",
    en: "A wallet's balance has changed: try again.",
  },
  noOrder: { fa: "سفارشی با این شماره پیدا نشد.", en: "No such order." },
  quoteExpired: {
    fa: "مهلت ثابت ماندن قیمت به پایان رسید؛ مبلغ تازه را ببینید و دوباره پرداخت کنید.",
    en: "The price held for you has expired: see the new amount and pay again.",
  },
  quoteChanged: {
    fa: "سبد خرید، ارسال یا کیف پول شما پس از اعلام قیمت تغییر کرده است؛ مبلغ تازه را ببینید و دوباره پرداخت کنید.",
    en: "Your cart, delivery or wallets changed after this price was given: see the new amount and pay again.",
  },
  quoteSpent: {
    fa: "این قیمت برای سفارش شما به کار رفته است؛ قیمت امروز را ببینید.",
    en: "This price was used by your order; here is the price now.",
  },
  quoteMoved: {
    fa: "قیمت طلا پس از اعلام این قیمت بیش از {n} درصد تغییر کرده است؛ قیمت امروز را ببینید.",
    en: "The gold price moved more than {n} % since this price was given; here is the price now.",
  },
  orderWaiting: {
    fa: "سفارشی برای همین سبد خرید در انتظار پرداخت است ({n} تومان)؛ آن را در زبانهٔ دیگر یا از سفارش‌های خود پرداخت کنید.",
    en: "An order for this cart is already waiting for payment ({n} toman): pay it in the other tab or from your orders.",
  },
  paymentEnded: {
    fa: "این پرداخت به پایان رسیده است؛ مبلغ امروز را ببینید و دوباره پرداخت کنید.",
    en: "This payment has ended: see the amount now and pay again.",
  },
  codeDroppedUsedUp: {
    fa: "ظرفیت کد تخفیف {text} تمام شده و از سبد خرید شما حذف شد.",
    en: "Discount code {text} has been used up and was removed from your cart.",
  },
  codeDroppedExpired: {
    fa: "مهلت کد تخفیف {text} به پایان رسیده و از سبد خرید شما حذف شد.",
    en: "Discount code {text} has expired and was removed from your cart.",
  },
  codeDroppedFuture: {
    fa: "کد تخفیف {text} هنوز فعال نشده و از سبد خرید شما حذف شد.",
    en: "Discount code {text} is not active yet and was removed from your cart.",
  },
  noQuote: { fa: "این قیمت پیدا نشد؛ صفحهٔ پرداخت را دوباره باز کنید.", en: "No such price quote: open the payment page again." },
  codeUsedUp: {
    fa: "ظرفیت استفاده از این کد تخفیف تمام شده است.",
    en: "This discount code has been used up.",
  },
  notPayable: { fa: "این سفارش دیگر در انتظار پرداخت نیست.", en: "This order is no longer awaiting payment." },

  /** Why a payment failed (orders.failure_reason). */
  cancelled: { fa: "پرداخت توسط خریدار لغو شد.", en: "Cancelled by the shopper." },
  expired: { fa: "مهلت پرداخت به پایان رسید.", en: "The payment timed out." },
  superseded: { fa: "پرداخت تازه‌تری برای همین سبد خرید آغاز شد.", en: "A newer payment of the same cart replaced it." },

  chargeTooLow: { fa: "مبلغ افزایش موجودی دست‌کم {n} تومان است.", en: "A top-up is at least {n} toman." },
  chargeTooHigh: { fa: "مبلغ افزایش موجودی حداکثر {n} تومان است.", en: "A top-up is at most {n} toman." },
  noRecharge: { fa: "این پرداخت افزایش موجودی پیدا نشد.", en: "No such top-up." },

  unknownGiftCard: { fa: "کد کارت هدیه معتبر نیست.", en: "This gift card code does not exist." },
  giftCardUsed: { fa: "این کارت هدیه پیش‌تر استفاده شده است.", en: "This gift card has already been redeemed." },
  giftCardExpired: { fa: "مهلت استفاده از این کارت هدیه به پایان رسیده است.", en: "This gift card has expired." },
  giftCardRedeemed: { fa: "{n} تومان اعتبار کارت هدیه به کیف پول شما افزوده شد.", en: "{n} toman of gift card credit was added to your wallet." },
  noGiftCard: { fa: "این کارت هدیه پیدا نشد.", en: "No such gift card." },

  /** The lines of a wallet's history (wallet_transactions.kind). */
  txOpening: { fa: "موجودی پیشین", en: "Balance brought forward" },
  txRegistration: { fa: "هدیهٔ ثبت‌نام", en: "Sign-up gift" },
  txTopUp: { fa: "افزایش موجودی از درگاه پرداخت", en: "Top-up through the payment gateway" },
  txGiftCard: { fa: "کارت هدیهٔ {text}", en: "Gift card {text}" },
  txReferral: { fa: "عضویت دوستتان با شمارهٔ {text}", en: "Your friend {text} joined" },
  txShopCredit: { fa: "اعتبار هدیهٔ فروشگاه", en: "Credit from the shop" },
  txOrder: { fa: "پرداخت سفارش {text}", en: "Paid for order {text}" },
  txRefund: { fa: "بازگشت اعتبار سفارش {text}", en: "Returned from order {text}" },

  noCreditRequest: { fa: "این درخواست خرید اقساطی پیدا نشد.", en: "No such instalment request." },
  noPlan: { fa: "این کالا طرح اقساطی {n} ماهه ندارد.", en: "This product has no {n}-month instalment plan." },
  openCreditRequest: {
    fa: "برای این کالا یک درخواست خرید اقساطی در جریان دارید.",
    en: "You already have an instalment request in progress for this product.",
  },
  /** The steps of an instalment request (contract CREDIT_REQUEST_STEPS). */
  stepIdentity: { fa: "مدارک هویتی", en: "Identity documents" },
  stepIdentityText: { fa: "تصویر کارت ملی و صفحهٔ اول شناسنامه.", en: "A photo of your national card and birth certificate." },
  stepIncome: { fa: "مدرک درآمد", en: "Proof of income" },
  stepIncomeText: { fa: "فیش حقوقی یا گردش حساب سه ماه اخیر.", en: "A payslip, or your bank statements of the last three months." },
  stepCheque: { fa: "چک ضمانت", en: "Guarantee cheque" },
  stepChequeText: {
    fa: "یک فقره چک صیادی به مبلغ کل اقساط، ثبت‌شده در سامانهٔ صیاد به نام فروشگاه.",
    en: "A Sayad cheque for the whole of the instalments, registered to the shop.",
  },
  stepContract: { fa: "امضای قرارداد", en: "Signing the contract" },
  stepContractText: {
    fa: "پس از تأیید مدارک، قرارداد اقساط را در فروشگاه یا به‌صورت آنلاین امضا می‌کنید.",
    en: "Once your documents are approved, you sign the instalment contract at the shop or online.",
  },

  goldAlertLimit: {
    fa: "حداکثر {n} هشدار قیمت می‌توانید هم‌زمان داشته باشید؛ یکی را حذف کنید.",
    en: "You can wait for at most {n} price alerts at once; remove one first.",
  },
  goldAlertAlreadyBelow: {
    fa: "قیمت هم‌اکنون {n} تومان است؛ مبلغی کمتر از آن وارد کنید.",
    en: "The price is {n} toman now; enter an amount below it.",
  },
  goldAlertAlreadyAbove: {
    fa: "قیمت هم‌اکنون {n} تومان است؛ مبلغی بیشتر از آن وارد کنید.",
    en: "The price is {n} toman now; enter an amount above it.",
  },
  goldAlertInvalid: { fa: "مبلغ یا جهت هشدار درست نیست.", en: "The alert's amount or direction is not valid." },
  noGoldAlert: { fa: "این هشدار قیمت پیدا نشد.", en: "No such price alert." },
  goldAlertSmsBelow: {
    fa: "زرین: قیمت هر گرم طلای ۱۸ عیار به {n} تومان رسید (هشدار شما: کمتر از {text} تومان).",
    en: "Zarrin Gold: 18-karat gold is now {n} toman a gram (your alert: below {text} toman).",
  },
  goldAlertSmsAbove: {
    fa: "زرین: قیمت هر گرم طلای ۱۸ عیار به {n} تومان رسید (هشدار شما: بیشتر از {text} تومان).",
    en: "Zarrin Gold: 18-karat gold is now {n} toman a gram (your alert: above {text} toman).",
  },
  priceTokenRequired: { fa: "قیمت لحظه‌ای طلا فقط با توکن دسترسی داده می‌شود.", en: "The online price needs its access token." },
  warranty: { fa: "ضمانت اصالت و عیار طلا", en: "Guarantee of authenticity and gold purity" },
} satisfies Record<string, Record<Lang, string>>;

export type CheckoutMessageKey = keyof typeof MESSAGES;

/** The failure reasons an order may keep. */
export const FAILURE_REASONS = ["cancelled", "expired", "superseded"] as const satisfies readonly CheckoutMessageKey[];
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The `lang` of a call; anything but "en" reads Persian rather than failing. */
export function langOf(req: Request): Lang {
  return req.query.lang === "en" ? "en" : "fa";
}

/** 12,500,000 in English, ۱۲٬۵۰۰٬۰۰۰ in Persian. */
export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(lang === "fa" ? "fa-IR" : "en-US").format(value);
}

/** A number without separators (an order's number), in the language's digits. */
export function plainNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(lang === "fa" ? "fa-IR" : "en-US", { useGrouping: false }).format(value);
}

export type MessageVars = { n?: number; text?: string };

/** A message with its `{n}` (a number, in the language's digits) and `{text}` filled in. */
export function fillMessage(template: string, lang: Lang, vars: MessageVars = {}): string {
  let text = template;
  if (vars.n !== undefined) text = text.replace("{n}", formatNumber(lang, vars.n));
  if (vars.text !== undefined) text = text.replace("{text}", vars.text);
  return text;
}

export function say(lang: Lang, key: CheckoutMessageKey, vars: MessageVars = {}): string {
  return fillMessage(MESSAGES[key][lang], lang, vars);
}

/** An HttpError with the contract's `code` (the status), the message of `key`, and extra fields. */
export function refuse(
  lang: Lang,
  status: number,
  key: CheckoutMessageKey,
  fields: Record<string, unknown> = {},
  vars: MessageVars = {},
): HttpError {
  return new HttpError(status, say(lang, key, vars), { code: status, ...fields });
}

export function failureReasonText(lang: Lang, reason: string | null): string | null {
  return reason && (FAILURE_REASONS as readonly string[]).includes(reason) ? say(lang, reason as FailureReason) : reason;
}
