import { z } from "zod";
import type { benefitSchema, Lang } from "../../contract";

type Benefit = z.infer<typeof benefitSchema>;

/** What every product page promises (the benefits section), as the shop's policies say it. */
const BENEFITS: Record<Lang, Benefit[]> = {
  fa: [
    {
      icon: "guarantee",
      title: "ضمانت یک‌ساله",
      text: "تعمیر، تمیزکاری و تعویض قفل تا یک سال پس از خرید رایگان است.",
    },
    {
      icon: "authenticity",
      title: "ضمانت اصالت و عیار",
      text: "هر قطعه با فاکتور رسمی، درج وزن و عیار و شناسنامه با کد رهگیری ارسال می‌شود.",
    },
    {
      icon: "returns",
      title: "۷ روز ضمانت بازگشت",
      text: "تا ۷ روز پس از تحویل، کالای استفاده‌نشده را بدون ذکر دلیل و رایگان بازگردانید.",
    },
    {
      icon: "shipping",
      title: "ارسال بیمه‌شده",
      text: "همه سفارش‌ها با بیمه کامل ارسال و فقط با ارائه کارت ملی تحویل داده می‌شوند.",
    },
    {
      icon: "installment",
      title: "خرید اقساطی",
      text: "پرداخت در ۳، ۶ یا ۱۲ ماه با پیش‌پرداخت و بدون نیاز به ضامن.",
    },
  ],
  en: [
    {
      icon: "guarantee",
      title: "One-year guarantee",
      text: "Repairs, cleaning and clasp replacements are free for a year after purchase.",
    },
    {
      icon: "authenticity",
      title: "Guaranteed authenticity",
      text: "Every piece ships with an official invoice stating its weight and karat, and an identity card with a tracking code.",
    },
    {
      icon: "returns",
      title: "7-day free returns",
      text: "Return an unworn piece within 7 days of delivery, free and without giving a reason.",
    },
    {
      icon: "shipping",
      title: "Insured delivery",
      text: "Every order is fully insured in transit and handed over only on presentation of a national ID card.",
    },
    {
      icon: "installment",
      title: "Pay in instalments",
      text: "Pay over 3, 6 or 12 months after a prepayment, with no guarantor needed.",
    },
  ],
};

export function benefits(lang: Lang): Benefit[] {
  return BENEFITS[lang];
}
