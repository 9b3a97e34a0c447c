import type { PieceSpec } from "../artwork/pieces/types";
import type { SceneArtwork } from "../artwork/recipes";
import type { Cloth } from "../artwork/backdrops";
import type { Localised } from "./localised";
import { BLOG_URL } from "./site";

/** A piece for a scene picture: the fields a drawing needs, with the usual defaults. */
export function piece(spec: Partial<PieceSpec> & Pick<PieceSpec, "kind">): PieceSpec {
  return {
    metal: "yellow",
    gem: null,
    chain: "cable",
    charm: "heart",
    finish: "polished",
    word: "",
    variant: 0,
    ...spec,
  };
}

function scene(
  format: SceneArtwork["format"],
  cloth: Cloth,
  pieces: PieceSpec[],
  seed: number,
  silk = false
): SceneArtwork {
  return { type: "scene", format, cloth, silk, pieces, seed };
}

export interface PostSeed {
  slug: string;
  title: Localised;
  excerpt: Localised;
  /** Days before the seed's day. */
  daysAgo: number;
  isNews: boolean;
  artwork: SceneArtwork;
}

/** Articles of the shop's magazine, served by the storefront at /blog (their bodies and categories: seed/magazine.ts). */
export const POSTS: readonly PostSeed[] = [
  {
    slug: "gold-market-weekly-review",
    title: {
      fa: "مرور هفتگی بازار طلا: ثبات نسبی پس از نوسان‌های اخیر",
      en: "Gold market weekly: steadier after recent swings",
    },
    excerpt: {
      fa: "قیمت هر گرم طلای ۱۸ عیار این هفته در محدوده‌ای باریک نوسان کرد. نگاهی به عوامل اثرگذار بر بازار و آنچه خریداران باید بدانند.",
      en: "The price of a gram of 18-karat gold moved within a narrow band this week. What drove the market, and what buyers should know.",
    },
    daysAgo: 2,
    isNews: true,
    artwork: scene(
      "post",
      "espresso",
      [piece({ kind: "chain-necklace", chain: "rope", variant: 2 }), piece({ kind: "bangle", finish: "engraved" })],
      301
    ),
  },
  {
    slug: "how-to-find-your-ring-size",
    title: { fa: "چطور سایز انگشتر خود را در خانه اندازه بگیریم؟", en: "How to find your ring size at home" },
    excerpt: {
      fa: "با یک نخ و خط‌کش یا یکی از انگشترهای قبلی خود، سایز دقیق انگشتتان را پیدا کنید و از تعویض سفارش بی‌نیاز شوید.",
      en: "With a piece of string and a ruler, or a ring you already own, find your exact size and avoid an exchange.",
    },
    daysAgo: 6,
    isNews: false,
    artwork: scene(
      "post",
      "navy",
      [piece({ kind: "band-ring", finish: "polished" }), piece({ kind: "gemstone-ring", gem: "diamond" })],
      302,
      true
    ),
  },
  {
    slug: "caring-for-gold-jewellery",
    title: {
      fa: "نگهداری از زیورآلات طلا: ۷ نکته ساده برای درخشش همیشگی",
      en: "Caring for gold jewellery: seven simple tips",
    },
    excerpt: {
      fa: "عطر، کلر و ضربه دشمنان درخشش طلا هستند. با این نکته‌ها گردنبند و انگشترهای خود را سال‌ها نو نگه دارید.",
      en: "Perfume, chlorine and knocks dull gold. Keep your necklaces and rings looking new for years with these habits.",
    },
    daysAgo: 11,
    isNews: false,
    artwork: scene(
      "post",
      "teal",
      [
        piece({ kind: "pendant-necklace", charm: "heart", gem: "ruby" }),
        piece({ kind: "stud-earrings", gem: "diamond" }),
      ],
      303
    ),
  },
  {
    slug: "shop-opens-isfahan-showroom",
    title: { fa: "افتتاح نمایشگاه حضوری طلای زرین در اصفهان", en: "Zarrin Gold opens a showroom in Isfahan" },
    excerpt: {
      fa: "از این ماه مشتریان اصفهانی می‌توانند سفارش آنلاین خود را حضوری تحویل بگیرند و مجموعه کامل محصولات را از نزدیک ببینند.",
      en: "From this month customers in Isfahan can collect online orders in person and see the whole collection up close.",
    },
    daysAgo: 16,
    isNews: true,
    artwork: scene("post", "emerald", [piece({ kind: "full-set", charm: "drop", gem: "emerald" })], 304, true),
  },
  {
    slug: "18k-or-24k-gold",
    title: {
      fa: "طلای ۱۸ عیار یا ۲۴ عیار؛ کدام برای زیورآلات بهتر است؟",
      en: "18-karat or 24-karat: which is better for jewellery?",
    },
    excerpt: {
      fa: "طلای ۲۴ عیار نرم‌تر از آن است که برای زیورآلات روزمره مناسب باشد. تفاوت عیارها و اثر آن بر قیمت و دوام را بشناسید.",
      en: "24-karat gold is too soft for everyday jewellery. Learn how purity affects price and durability.",
    },
    daysAgo: 24,
    isNews: false,
    artwork: scene(
      "post",
      "burgundy",
      [piece({ kind: "bangle", finish: "twisted", variant: 2 }), piece({ kind: "chain-bracelet", chain: "curb" })],
      305
    ),
  },
  {
    slug: "buying-gold-by-instalments",
    title: { fa: "خرید اقساطی طلا در طلای زرین چگونه است؟", en: "How buying gold by instalments works at Zarrin Gold" },
    excerpt: {
      fa: "پیش‌پرداخت، تعداد اقساط و قفل‌شدن قیمت در لحظه خرید؛ هر آنچه پیش از خرید اقساطی باید بدانید.",
      en: "Down payment, number of instalments, and the price locked at the moment you buy: all you need to know first.",
    },
    daysAgo: 33,
    isNews: false,
    artwork: scene("post", "plum", [piece({ kind: "half-set", charm: "star", gem: null, metal: "rose" })], 306, true),
  },
  {
    slug: "gold-price-outlook-new-year",
    title: { fa: "چشم‌انداز قیمت طلا در آستانه سال نو", en: "Gold price outlook ahead of the new year" },
    excerpt: {
      fa: "تقاضای فصلی خرید هدیه و نوسان نرخ ارز، دو عامل مهم قیمت طلا در هفته‌های پیش رو هستند.",
      en: "Seasonal gift buying and currency swings are the two forces to watch in the weeks ahead.",
    },
    daysAgo: 41,
    isNews: true,
    artwork: scene("post", "espresso", [piece({ kind: "name-necklace", word: "mina" })], 307),
  },
  {
    slug: "yalda-gift-guide",
    title: { fa: "راهنمای خرید هدیه طلا برای شب یلدا", en: "A gold gift guide for Yalda night" },
    excerpt: {
      fa: "از پلاک‌های ظریف تا دستبندهای آویزدار؛ پیشنهادهای ما برای هدیه‌ای ماندگار در بلندترین شب سال.",
      en: "From delicate pendants to charm bracelets: our ideas for a lasting gift on the longest night of the year.",
    },
    daysAgo: 55,
    isNews: false,
    artwork: scene(
      "post",
      "burgundy",
      [piece({ kind: "charm-bracelet", charm: "heart", gem: "ruby" }), piece({ kind: "drop-earrings", gem: "ruby" })],
      308,
      true
    ),
  },
  {
    slug: "how-to-read-a-gold-hallmark",
    title: { fa: "چطور عیار و انگ طلا را بخوانیم؟", en: "How to read a gold hallmark" },
    excerpt: {
      fa: "عدد ۷۵۰ روی قفل گردنبند چه می‌گوید؟ راهنمای خواندن انگ عیار، نشان سازنده و برگه شناسنامه طلا پیش از خرید.",
      en: "What does the 750 on a clasp tell you? A guide to the purity stamp, the maker's mark and the certificate before you buy.",
    },
    daysAgo: 8,
    isNews: false,
    artwork: scene("post", "teal", [piece({ kind: "signet-ring", finish: "engraved" }), piece({ kind: "chain-bracelet", chain: "figaro" })], 309),
  },
  {
    slug: "how-a-gold-price-is-made",
    title: { fa: "قیمت طلا چطور حساب می‌شود؟ فرمول اجرت، سود و مالیات", en: "How a gold price is made: wages, profit and tax" },
    excerpt: {
      fa: "وزن، قیمت روز هر گرم، اجرت ساخت، ۷ درصد سود و ۱۰ درصد مالیات بر ارزش افزوده؛ فرمول قیمت طلا را قدم‌به‌قدم با یک مثال ببینید.",
      en: "Weight, the day's price per gram, making wages, 7% profit and 10% VAT: the formula behind a gold price, step by step with an example.",
    },
    daysAgo: 13,
    isNews: false,
    artwork: scene("post", "espresso", [piece({ kind: "bangle", finish: "polished" }), piece({ kind: "band-ring", finish: "polished" })], 310, true),
  },
  {
    slug: "cleaning-gold-at-home",
    title: { fa: "تمیز کردن طلا در خانه بدون آسیب", en: "Cleaning gold at home without harming it" },
    excerpt: {
      fa: "آب ولرم، چند قطره مایع ظرف‌شویی و یک مسواک نرم؛ روش درست شستن طلا و آنچه هرگز نباید روی آن بکشید.",
      en: "Warm water, a few drops of washing-up liquid and a soft toothbrush: how to wash gold, and what never to rub on it.",
    },
    daysAgo: 20,
    isNews: false,
    artwork: scene("post", "navy", [piece({ kind: "hoop-earrings", finish: "twisted" }), piece({ kind: "chain-necklace", chain: "box" })], 311),
  },
  {
    slug: "choosing-a-necklace-length",
    title: { fa: "انتخاب طول مناسب زنجیر و گردنبند", en: "Choosing the right necklace length" },
    excerpt: {
      fa: "۴۰، ۴۵ یا ۵۰ سانتی‌متر؟ هر طول زنجیر کجای گردن می‌نشیند و با چه یقه‌ای بهتر دیده می‌شود.",
      en: "40, 45 or 50 cm? Where each chain length sits on the neck, and which necklines it suits best.",
    },
    daysAgo: 28,
    isNews: false,
    artwork: scene("post", "plum", [piece({ kind: "pendant-necklace", charm: "star", gem: "diamond" })], 312, true),
  },
];

export function postImagePath(slug: string): string {
  return `/media/catalogue/posts/${slug}.jpg`;
}

/** A post's address on the magazine, per language. */
export function postUrl(slug: string, lang: "fa" | "en"): string {
  return lang === "fa" ? `${BLOG_URL}/${slug}` : `${BLOG_URL}/en/${slug}`;
}

export interface VideoSeed {
  slug: string;
  title: Localised;
  durationSeconds: number;
  artwork: SceneArtwork;
}

/** The one committed clip (artwork/make-video.ts); every seeded video plays it. */
export const VIDEO_FILE = "/media/videos/jewellery-turn.mp4";
export const VIDEO_DURATION_SECONDS = 6;

export const VIDEOS: readonly VideoSeed[] = [
  {
    slug: "venetian-chain-craft",
    title: { fa: "ساخت زنجیر ونیزی در کارگاه زرین", en: "Making a Venetian chain in our workshop" },
    durationSeconds: VIDEO_DURATION_SECONDS,
    artwork: scene("poster", "espresso", [piece({ kind: "chain-necklace", chain: "box", variant: 2 })], 401, true),
  },
  {
    slug: "choosing-a-wedding-ring",
    title: { fa: "راهنمای انتخاب حلقه ازدواج", en: "Choosing a wedding ring" },
    durationSeconds: VIDEO_DURATION_SECONDS,
    artwork: scene(
      "poster",
      "navy",
      [
        piece({ kind: "band-ring", finish: "pave", gem: "diamond" }),
        piece({ kind: "band-ring", metal: "white", variant: 1 }),
      ],
      402
    ),
  },
  {
    slug: "autumn-collection",
    title: { fa: "معرفی کلکسیون پاییزه", en: "Our autumn collection" },
    durationSeconds: VIDEO_DURATION_SECONDS,
    artwork: scene(
      "poster",
      "burgundy",
      [
        piece({ kind: "drop-earrings", gem: "amethyst" }),
        piece({ kind: "gemstone-ring", gem: "ruby", variant: 1 }),
        piece({ kind: "bangle", finish: "engraved" }),
      ],
      403,
      true
    ),
  },
];

export function videoPosterPath(slug: string): string {
  return `/media/catalogue/videos/${slug}.jpg`;
}
