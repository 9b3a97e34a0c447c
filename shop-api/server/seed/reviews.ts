import type { Lang } from "../../contract";
import type { PieceKind } from "../artwork/pieces/types";
import { Rng } from "../artwork/svg";
import type { Localised } from "./localised";

/**
 * What shoppers wrote about the seeded products: approved comments (in each language, by authors
 * of that language, rated around the product's rating), a few still pending, and answered
 * questions. Generated per product from its slug, so the same on every machine.
 */

type Family = "chain" | "pendant" | "ring" | "earring" | "bangle" | "bracelet" | "set" | "baby";

const FAMILIES: Record<PieceKind, Family> = {
  "chain-necklace": "chain",
  "pendant-necklace": "pendant",
  "name-necklace": "pendant",
  "chain-bracelet": "bracelet",
  bangle: "bangle",
  "charm-bracelet": "bracelet",
  "band-ring": "ring",
  "gemstone-ring": "ring",
  "signet-ring": "ring",
  "stud-earrings": "earring",
  "hoop-earrings": "earring",
  "drop-earrings": "earring",
  anklet: "chain",
  "half-set": "set",
  "full-set": "set",
  "baby-bracelet": "baby",
  "baby-pendant": "baby",
};

const GOOD: Localised<string[]> = {
  fa: [
    "خیلی زیباتر از عکسش است. بسته‌بندی هم عالی بود و سر موقع رسید.",
    "وزن و عیار دقیقاً همان بود که در فاکتور نوشته شده بود. از خریدم راضی‌ام.",
    "برای هدیه تولد خریدم و خیلی به دل نشست. ممنون از طلای زرین.",
    "کیفیت ساخت عالی است و پرداختش خیلی تمیز است.",
    "دومین خریدم از این فروشگاه بود؛ باز هم همه‌چیز درست و به‌موقع بود.",
    "قیمتش نسبت به بازار منصفانه بود و اجرتش از طلافروشی محله‌مان کمتر درآمد.",
    "پشتیبانی خیلی خوب راهنمایی کرد و در انتخاب کمکم کردند.",
    "ارسال بیمه‌شده بود و دو روزه به شیراز رسید. کاملاً راضی‌ام.",
    "ظریف و شیک است؛ هر روز استفاده می‌کنم و هنوز مثل روز اول برق می‌زند.",
    "قسطی خریدم و مراحلش خیلی ساده بود.",
  ],
  en: [
    "Even prettier than in the photos. Beautifully packed, and it arrived on time.",
    "The weight and karat were exactly as stated on the invoice. Very happy with it.",
    "Bought it as a birthday present and it was a big hit. Thank you, Zarrin Gold.",
    "Lovely workmanship, and the finish is very clean.",
    "My second order from this shop, and again everything was right and on time.",
    "A fair price compared with the bazaar, and the making charge was lower than my local jeweller's.",
    "Support were really helpful and helped me choose.",
    "Insured delivery, and it reached Shiraz in two days. Completely satisfied.",
    "Delicate and elegant. I wear it every day and it still shines like new.",
    "I paid in instalments and the process was very simple.",
  ],
};

const GOOD_BY_FAMILY: Record<Family, Localised<string[]>> = {
  chain: {
    fa: ["زنجیرش محکم است و قفلش راحت بسته می‌شود.", "با پلاکی که داشتم خیلی هماهنگ شد."],
    en: ["The chain feels strong and the clasp is easy to close.", "Goes perfectly with the pendant I already had."],
  },
  pendant: {
    fa: ["پلاکش ظریف است ولی کاملاً دیده می‌شود؛ زنجیرش هم کیفیت خوبی دارد.", "برای دخترم گرفتم و از گردنش باز نمی‌کند."],
    en: ["The pendant is delicate but still stands out, and the chain is good quality.", "Bought it for my daughter and she never takes it off."],
  },
  ring: {
    fa: ["سایزش دقیق بود و کاملاً اندازه دستم شد.", "برای حلقه نامزدی گرفتیم و خیلی خوش‌دست است."],
    en: ["The size was spot on and it fits perfectly.", "We chose it as our engagement ring and it is very comfortable."],
  },
  earring: {
    fa: ["خیلی سبک است و گوشم را اذیت نمی‌کند.", "پشت گوشواره محکم است و نمی‌افتد."],
    en: ["Very light and doesn't bother my ears at all.", "The backs are secure, so no fear of losing them."],
  },
  bangle: {
    fa: ["النگو خیلی خوش‌فرم است و وزنش هم دقیق بود.", "قطرش را درست انتخاب کردم و راحت دستم می‌رود."],
    en: ["A beautifully shaped bangle, and the weight was exact.", "I picked the right diameter and it slips on easily."],
  },
  bracelet: {
    fa: ["دستبند نرم روی مچ می‌نشیند و قفلش محکم است.", "سایز ۱۸ برای مچ من عالی بود."],
    en: ["It sits softly on the wrist and the clasp is secure.", "The 18 cm size was perfect for my wrist."],
  },
  set: {
    fa: ["سرویس برای عروسی خواهرم بود؛ همه تعریف کردند.", "جعبه‌اش خیلی شیک بود و برای هدیه عالی است."],
    en: ["The set was for my sister's wedding and everyone admired it.", "It came in a very elegant box, perfect as a gift."],
  },
  baby: {
    fa: ["برای نوه‌ام گرفتم؛ خیلی سبک و بامزه است.", "قفلش ایمن است و هیچ لبه تیزی ندارد."],
    en: ["Bought it for my granddaughter. Very light and sweet.", "The clasp is safe and there are no sharp edges."],
  },
};

const MIXED: Localised<string[]> = {
  fa: [
    "زیباست ولی کمی ظریف‌تر از انتظارم بود.",
    "کیفیت خوب است ولی یک روز دیرتر از زمان اعلام‌شده رسید.",
    "قشنگ است، فقط کاش جعبه‌اش بهتر بود.",
    "رنگش کمی با عکس فرق داشت ولی در کل راضی‌ام.",
  ],
  en: [
    "Pretty, but a little more delicate than I expected.",
    "Good quality, but it arrived a day later than promised.",
    "A nice piece; I only wish the box were nicer.",
    "The colour is slightly different from the photo, but overall I'm happy.",
  ],
};

const POOR: Localised<string[]> = {
  fa: ["سایز اشتباه ارسال شد؛ البته پشتیبانی پیگیری کرد و عوضش کردند.", "انتظار داشتم براق‌تر باشد."],
  en: ["They sent the wrong size, though support sorted it out and exchanged it.", "I expected it to be shinier."],
};

const REPLIES: { good: Localised; poor: Localised } = {
  good: {
    fa: "سپاس از نظر لطف شما؛ خوشحالیم که خریدتان را پسندیده‌اید.",
    en: "Thank you for your kind words; we are glad you like it.",
  },
  poor: {
    fa: "از اینکه تجربه‌تان کامل نبود متأسفیم؛ همکاران ما برای پیگیری با شما تماس گرفته‌اند.",
    en: "We are sorry your experience was not perfect; our team has been in touch to put it right.",
  },
};

const PENDING: Localised<string[]> = {
  fa: ["هنوز به دستم نرسیده ولی پشتیبانی خیلی خوش‌برخورد بود.", "آیا این مدل دوباره موجود می‌شود؟ خیلی دوستش دارم."],
  en: ["Not delivered yet, but support were very friendly.", "Will this come back in stock? I love it."],
};

const FIRST_NAMES_FA = ["مریم", "زهرا", "سارا", "نرگس", "الهام", "مهسا", "نازنین", "لیلا", "شیوا", "پریسا", "رضا", "علی", "محمد", "امیر", "مهدی", "آرش"];
const LAST_NAMES_FA = ["کاظمی", "حسینی", "رحیمی", "موسوی", "جعفری", "صادقی", "نوری", "اکبری", "قاسمی", "تهرانی", "شریفی", "محمدی"];
const AUTHORS_EN = ["Sara K.", "Reza M.", "Maryam H.", "Ali R.", "Neda S.", "Arash T.", "Leila A.", "Kaveh J.", "Shirin D.", "Dariush F.", "Mina P.", "Omid B.", "Nazanin G.", "Parisa E."];

function author(rng: Rng, lang: Lang): string {
  return lang === "fa" ? `${rng.pick(FIRST_NAMES_FA)} ${rng.pick(LAST_NAMES_FA)}` : rng.pick(AUTHORS_EN);
}

interface QuestionSeed {
  question: Localised;
  answer: Localised;
}

const QUESTIONS_GENERAL: readonly QuestionSeed[] = [
  {
    question: { fa: "فاکتور و شناسنامه دارد؟", en: "Does it come with an invoice and an authenticity card?" },
    answer: {
      fa: "بله، هر قطعه با فاکتور رسمی با درج وزن و عیار و شناسنامه اصالت با کد رهگیری ارسال می‌شود.",
      en: "Yes. Every piece ships with an official invoice stating its weight and karat, and an authenticity card with a tracking code.",
    },
  },
  {
    question: { fa: "امکان خرید قسطی این محصول هست؟", en: "Can I pay for this in instalments?" },
    answer: {
      fa: "بله، در ۳، ۶ یا ۱۲ ماه با پیش‌پرداخت؛ مبلغ اقساط را در پنجره خرید اقساطی همین صفحه می‌بینید.",
      en: "Yes, over 3, 6 or 12 months after a prepayment; the instalment window on this page shows the amounts.",
    },
  },
  {
    question: { fa: "ارسال به شیراز چند روز طول می‌کشد؟", en: "How long does delivery to Shiraz take?" },
    answer: {
      fa: "سفارش‌هایی که تا ساعت ۱۴ پرداخت شوند همان روز ارسال می‌شوند و با پست بیمه‌شده ظرف ۲ تا ۳ روز کاری به شیراز می‌رسند.",
      en: "Orders paid by 2 pm leave the same day and reach Shiraz by insured post within 2 to 3 working days.",
    },
  },
];

const QUESTIONS_BY_FAMILY: Record<Family, QuestionSeed> = {
  chain: {
    question: { fa: "قفلش برای آویز کردن پلاک محکم است؟", en: "Is the clasp strong enough for a pendant?" },
    answer: {
      fa: "بله، قفل طوطی آن برای استفاده روزانه همراه پلاک تا حدود ۵ گرم مناسب است.",
      en: "Yes, its lobster clasp is made for everyday wear with a pendant of up to about 5 g.",
    },
  },
  pendant: {
    question: { fa: "می‌شود زنجیر بلندتری برایش گرفت؟", en: "Can I have it on a longer chain?" },
    answer: {
      fa: "بله، پلاک روی همه زنجیرهای ما می‌نشیند و زنجیر بلندتر به بهای وزن اضافه‌اش محاسبه می‌شود.",
      en: "Yes. The pendant fits all our chains, and a longer chain costs only the value of its extra weight.",
    },
  },
  ring: {
    question: { fa: "بعد از خرید می‌شود سایزش را عوض کرد؟", en: "Can the size be changed after I buy it?" },
    answer: {
      fa: "بله، یک بار تغییر سایز تا یک ماه پس از تحویل رایگان است؛ انگشتر را همراه فاکتور برای ما بفرستید.",
      en: "Yes. One resize is free within a month of delivery: send the ring back to us with its invoice.",
    },
  },
  earring: {
    question: { fa: "برای گوش حساس مناسب است؟", en: "Is it suitable for sensitive ears?" },
    answer: {
      fa: "بله، میله و پشت گوشواره هم طلای ۱۸ عیار و بدون نیکل است.",
      en: "Yes. The posts and backs are 18-karat gold too, with no nickel.",
    },
  },
  bangle: {
    question: { fa: "برای دست متوسط کدام قطر مناسب است؟", en: "Which diameter fits a medium hand?" },
    answer: {
      fa: "بیشتر خانم‌ها قطر ۶٫۲ را انتخاب می‌کنند؛ اگر دستتان ظریف است قطر ۶ مناسب‌تر است.",
      en: "Most women take 6.2 cm; if your hands are slim, 6.0 cm is the better choice.",
    },
  },
  bracelet: {
    question: { fa: "می‌شود دستبند را کوتاه کرد؟", en: "Can the bracelet be shortened?" },
    answer: {
      fa: "بله، تا یک ماه پس از تحویل رایگان کوتاه می‌شود و بهای طلای جداشده به شما بازپرداخت می‌شود.",
      en: "Yes. We shorten it free within a month of delivery and refund the gold we take out.",
    },
  },
  set: {
    question: { fa: "گردنبند سرویس را جدا هم می‌فروشید؟", en: "Do you sell the necklace of the set on its own?" },
    answer: {
      fa: "سرویس‌ها کامل فروخته می‌شوند، اما مشاوران ما می‌توانند گردنبند مشابهی را که جداگانه عرضه می‌شود پیشنهاد کنند.",
      en: "Sets are sold whole, but our advisers can suggest a similar necklace that is sold on its own.",
    },
  },
  baby: {
    question: { fa: "از چه سنی مناسب است؟", en: "From what age is it suitable?" },
    answer: {
      fa: "از حدود شش‌ماهگی و فقط زیر نظر بزرگ‌ترها؛ قفل آن ایمنی است.",
      en: "From about six months, worn only while an adult is watching; it has a safety clasp.",
    },
  },
};

export interface ReviewedProduct {
  id: number;
  slug: string;
  kind: PieceKind;
  /** 0 reviews: the product has no rating, so nothing is seeded for it. */
  rating: number;
  reviewCount: number;
  createdAt: Date;
}

export interface CommentRow {
  productId: number;
  lang: Lang;
  author: string;
  rating: number;
  text: string;
  reply: string | null;
  status: "pending" | "approved";
  createdAt: Date;
}

export interface QuestionRow {
  productId: number;
  lang: Lang;
  author: string;
  question: string;
  answer: string | null;
  status: "pending" | "approved";
  createdAt: Date;
}

/** A product whose Persian comments fill two pages (10 per page), for paging to be seen. */
export const MANY_COMMENTS_PRODUCT = "classic-wedding-band";

const DAY_MS = 86_400_000;

/** A moment between the product's arrival (or 300 days ago) and yesterday. */
function dateFor(rng: Rng, product: ReviewedProduct, now: Date): Date {
  const earliest = Math.max(product.createdAt.getTime() + DAY_MS, now.getTime() - 300 * DAY_MS);
  const latest = now.getTime() - DAY_MS;
  if (earliest >= latest) return new Date(latest - rng.int(1, 600) * 60_000);
  return new Date(earliest + Math.floor(rng.next() * (latest - earliest)));
}

/** A rating near the product's: mostly its own rounded value, sometimes one either side. */
function ratingNear(rng: Rng, rating: number): number {
  const roll = rng.next();
  const shift = roll < 0.15 ? -1 : roll < 0.2 ? -2 : roll > 0.85 ? 1 : 0;
  return Math.min(5, Math.max(1, Math.round(rating) + shift));
}

function commentText(rng: Rng, lang: Lang, family: Family, rating: number, used: Set<string>): string {
  const pool =
    rating >= 4 ? [...GOOD[lang], ...GOOD_BY_FAMILY[family][lang], ...GOOD_BY_FAMILY[family][lang]] : rating === 3 ? MIXED[lang] : POOR[lang];
  const fresh = pool.filter((text) => !used.has(text));
  const text = rng.pick(fresh.length > 0 ? fresh : pool);
  used.add(text);
  return text;
}

export function commentsFor(product: ReviewedProduct, now: Date): CommentRow[] {
  if (product.reviewCount === 0) return [];
  const rng = new Rng(`comments:${product.slug}`);
  const family = FAMILIES[product.kind];
  const rows: CommentRow[] = [];
  const counts: Record<Lang, number> = {
    fa: product.slug === MANY_COMMENTS_PRODUCT ? 12 : rng.chance(0.12) ? 0 : rng.int(1, 8),
    en: rng.chance(0.3) ? 0 : rng.int(1, 4),
  };
  for (const lang of ["fa", "en"] as const) {
    const used = new Set<string>();
    for (let i = 0; i < Math.min(counts[lang], product.reviewCount); i++) {
      const rating = ratingNear(rng, product.rating);
      const reply = rating <= 3 ? REPLIES.poor[lang] : rng.chance(0.25) ? REPLIES.good[lang] : null;
      rows.push({
        productId: product.id,
        lang,
        author: author(rng, lang),
        rating,
        text: commentText(rng, lang, family, rating, used),
        reply,
        status: "approved",
        createdAt: dateFor(rng, product, now),
      });
    }
  }
  // One in twelve products has a comment still waiting for approval: it never shows.
  if (rng.chance(1 / 12)) {
    const lang: Lang = rng.chance(0.6) ? "fa" : "en";
    rows.push({
      productId: product.id,
      lang,
      author: author(rng, lang),
      rating: 5,
      text: rng.pick(PENDING[lang]),
      reply: null,
      status: "pending",
      createdAt: new Date(now.getTime() - rng.int(1, 48) * 3_600_000),
    });
  }
  return rows;
}

export function questionsFor(product: ReviewedProduct, now: Date): QuestionRow[] {
  const rng = new Rng(`questions:${product.slug}`);
  if (!rng.chance(0.55)) return [];
  const family = FAMILIES[product.kind];
  const candidates = [QUESTIONS_BY_FAMILY[family], ...QUESTIONS_GENERAL];
  const count = rng.int(1, 3);
  const rows: QuestionRow[] = [];
  for (const lang of ["fa", "en"] as const) {
    const chosen = candidates.slice(0, lang === "fa" ? count : Math.max(1, count - 1));
    for (const seed of chosen) {
      rows.push({
        productId: product.id,
        lang,
        author: author(rng, lang),
        question: seed.question[lang],
        answer: seed.answer[lang],
        status: "approved",
        createdAt: dateFor(rng, product, now),
      });
    }
  }
  // Now and then a question the shop has not answered yet: it does not show.
  if (rng.chance(0.2)) {
    rows.push({
      productId: product.id,
      lang: "fa",
      author: author(rng, "fa"),
      question: "وزن دقیق سایز بزرگ‌ترش چقدر است؟",
      answer: null,
      status: "pending",
      createdAt: new Date(now.getTime() - rng.int(1, 30) * 3_600_000),
    });
  }
  return rows;
}
