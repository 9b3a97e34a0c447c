import { BACKDROPS, CLOTHS } from "../artwork/backdrops";
import type { Gem, Metal } from "../artwork/materials";
import type { Finish, PieceKind, PieceSpec, View } from "../artwork/pieces/types";
import type { ChainStyle, CharmShape } from "../artwork/primitives";
import type { ProductArtwork } from "../artwork/recipes";
import { Rng } from "../artwork/svg";
import type { VarietyOption } from "../db/schema";
import { BRANDS } from "./brands";
import { CATALOGUE } from "./catalogue";
import type { Localised } from "./localised";

/**
 * The demo catalogue: ~100 pieces, written as designs (name, category, how the picture draws it)
 * and filled in by a seeded generator (weights, wages, stock, sizes, ratings, sales), so the seed is
 * the same on every machine and every start.
 */

type Option = VarietyOption | null;

interface Design {
  category: string;
  name: Localised;
  piece: Partial<PieceSpec> & { kind: PieceKind };
  /** The variety option, when it differs from the kind's usual one. */
  option?: Option;
}

interface KindProfile {
  gram: [number, number];
  wages: [number, number];
  option: Option;
  maxCartAdd: [number, number];
  about: Localised;
}

const PROFILES: Record<PieceKind, KindProfile> = {
  "chain-necklace": {
    gram: [3, 15],
    wages: [8, 14],
    option: "length",
    maxCartAdd: [1, 3],
    about: {
      fa: "زنجیری سبک و بادوام برای استفاده هر روز، با قفل طوطی محکم.",
      en: "A light, hard-wearing chain for every day, with a secure lobster clasp.",
    },
  },
  "pendant-necklace": {
    gram: [2.5, 7],
    wages: [14, 24],
    option: "length",
    maxCartAdd: [1, 3],
    about: { fa: "آویز همراه زنجیر ظریف هم‌رنگ عرضه می‌شود.", en: "The pendant comes on a matching fine chain." },
  },
  "name-necklace": {
    gram: [2, 5],
    wages: [22, 30],
    option: null,
    maxCartAdd: [1, 2],
    about: {
      fa: "نام با خط شکسته از طلای یکپارچه بریده و دست‌پرداخت شده است.",
      en: "The name is cut from solid gold in flowing script and polished by hand.",
    },
  },
  "chain-bracelet": {
    gram: [3, 12],
    wages: [9, 16],
    option: "size",
    maxCartAdd: [1, 3],
    about: {
      fa: "دستبندی خوش‌دست با قفل طوطی که نرم روی مچ می‌نشیند.",
      en: "A supple bracelet with a lobster clasp that sits softly on the wrist.",
    },
  },
  bangle: {
    gram: [6, 20],
    wages: [10, 18],
    option: "size",
    maxCartAdd: [1, 4],
    about: {
      fa: "النگویی یکپارچه و براق که تنها یا کنار النگوهای دیگر جلوه می‌کند.",
      en: "A seamless, polished bangle that shines alone or stacked with others.",
    },
  },
  "charm-bracelet": {
    gram: [3, 8],
    wages: [16, 26],
    option: "size",
    maxCartAdd: [1, 3],
    about: {
      fa: "آویزها جداگانه لحیم شده‌اند تا با گذر زمان جدا نشوند.",
      en: "Each charm is soldered in place so it stays on for years.",
    },
  },
  "band-ring": {
    gram: [1.5, 6],
    wages: [12, 20],
    option: "size",
    maxCartAdd: [1, 2],
    about: {
      fa: "انگشتری راحت با لبه‌های گرد برای استفاده هر روز.",
      en: "A comfortable ring with rounded edges for wearing every day.",
    },
  },
  "gemstone-ring": {
    gram: [1.8, 5],
    wages: [15, 24],
    option: "size",
    maxCartAdd: [1, 2],
    about: {
      fa: "نگین با چنگ‌های محکم در پایه نشانده شده است.",
      en: "The stone is held by strong claws in its setting.",
    },
  },
  "signet-ring": {
    gram: [3, 6],
    wages: [14, 22],
    option: "size",
    maxCartAdd: [1, 2],
    about: {
      fa: "انگشتری با سطح پهن و پرداخت دستی، ماندگار و کلاسیک.",
      en: "A broad-faced ring, polished by hand: a classic that lasts.",
    },
  },
  "stud-earrings": {
    gram: [1.2, 3],
    wages: [14, 24],
    option: null,
    maxCartAdd: [1, 4],
    about: {
      fa: "گوشواره‌ای سبک با پشت پروانه‌ای، مناسب استفاده روزانه.",
      en: "Light earrings with butterfly backs, made for every day.",
    },
  },
  "hoop-earrings": {
    gram: [1.5, 4],
    wages: [12, 20],
    option: null,
    maxCartAdd: [1, 4],
    about: {
      fa: "حلقه‌ها با قفل فنری راحت باز و بسته می‌شوند.",
      en: "The hoops open and close easily with a hinged catch.",
    },
  },
  "drop-earrings": {
    gram: [1.8, 4],
    wages: [16, 26],
    option: null,
    maxCartAdd: [1, 3],
    about: { fa: "آویزها با هر حرکت به آرامی تاب می‌خورند.", en: "The drops sway gently with every move." },
  },
  anklet: {
    gram: [2, 5],
    wages: [10, 18],
    option: null,
    maxCartAdd: [1, 3],
    about: {
      fa: "پابندی ظریف با قفل طوطی و حلقه‌های تنظیم طول.",
      en: "A delicate anklet with a lobster clasp and rings to adjust its length.",
    },
  },
  "half-set": {
    gram: [10, 20],
    wages: [15, 24],
    option: null,
    maxCartAdd: [1, 2],
    about: {
      fa: "گردنبند و گوشواره با طرح هماهنگ، در جعبه هدیه.",
      en: "A necklace and matching earrings, in a gift box.",
    },
  },
  "full-set": {
    gram: [18, 35],
    wages: [16, 25],
    option: null,
    maxCartAdd: [1, 1],
    about: {
      fa: "گردنبند، گوشواره و انگشتر هماهنگ، مناسب عروس و مراسم خاص.",
      en: "A matching necklace, earrings and ring for brides and special occasions.",
    },
  },
  "baby-bracelet": {
    gram: [1, 2.5],
    wages: [14, 22],
    option: null,
    maxCartAdd: [2, 5],
    about: {
      fa: "دستبندی سبک با لبه‌های گرد و قفل ایمن برای کودک.",
      en: "A light bracelet with rounded edges and a safe clasp for a little one.",
    },
  },
  "baby-pendant": {
    gram: [0.8, 2],
    wages: [16, 26],
    option: null,
    maxCartAdd: [2, 5],
    about: {
      fa: "پلاکی کوچک و سبک همراه زنجیر ظریف؛ هدیه‌ای ماندگار برای تولد.",
      en: "A small, light pendant on a fine chain: a keepsake gift for a birth.",
    },
  },
};

const d = (category: string, fa: string, en: string, piece: Design["piece"], option?: Option): Design => ({
  category,
  name: { fa, en },
  piece,
  ...(option === undefined ? {} : { option }),
});

const chainNecklace = (chain: ChainStyle, variant?: number) => ({
  kind: "chain-necklace" as const,
  chain,
  ...(variant === undefined ? {} : { variant }),
});
const pendant = (charm: CharmShape, gem: Gem | null = null, chain: ChainStyle = "cable") => ({
  kind: "pendant-necklace" as const,
  charm,
  gem,
  chain,
});
const named = (word: string, gem: Gem | null = null) => ({ kind: "name-necklace" as const, word, gem });
const ring = (
  kind: "band-ring" | "gemstone-ring" | "signet-ring",
  finish: Finish,
  gem: Gem | null = null,
  variant?: number
) => ({
  kind,
  finish,
  gem,
  ...(variant === undefined ? {} : { variant }),
});

export const DESIGNS: readonly Design[] = [
  // Necklaces: chains.
  d("gold-chain", "گردنبند زنجیر ونیزی ۴۵ سانتی", "Venetian chain necklace, 45 cm", chainNecklace("box", 0), null),
  d("gold-chain", "زنجیر طنابی ۵۰ سانتی", "Rope chain, 50 cm", chainNecklace("rope", 2), null),
  d("gold-chain", "زنجیر فیگارو مردانه", "Men's Figaro chain", chainNecklace("figaro", 2)),
  d("gold-chain", "زنجیر رولو ظریف", "Fine rolo chain", chainNecklace("cable", 0)),
  d("gold-chain", "زنجیر کارتیه", "Curb link chain", chainNecklace("curb", 1)),
  d("gold-chain", "زنجیر ونیزی ظریف ۴۰ سانتی", "Fine Venetian chain, 40 cm", chainNecklace("box", 1), null),
  d("gold-chain", "زنجیر سنگاپوری", "Singapore chain", chainNecklace("rope", 0)),
  // Necklaces: pendants.
  d("gold-pendant", "گردنبند قلب با نگین یاقوت", "Heart pendant necklace with ruby", pendant("heart", "ruby")),
  d("gold-pendant", "آویز اشکی زمرد", "Emerald teardrop pendant", pendant("drop", "emerald")),
  d("gold-pendant", "پلاک سکه‌ای طرح خورشید", "Sun coin pendant", pendant("coin", null, "box")),
  d(
    "gold-pendant",
    "پلاک پروانه نگین‌دار",
    "Butterfly pendant with white stones",
    pendant("butterfly", "diamond"),
    "colour"
  ),
  d("gold-pendant", "پلاک برگ", "Gold leaf pendant", pendant("leaf", null, "figaro")),
  d("gold-pendant", "پلاک ستاره با نگین سفید", "Star pendant with a white stone", pendant("star", "diamond"), "colour"),
  d("gold-pendant", "پلاک ماه و ستاره", "Crescent and star pendant", pendant("moon")),
  // Necklaces: names.
  d("name-necklace", "گردنبند اسم مینا", "Name necklace “Mina”", named("mina")),
  d("name-necklace", "گردنبند اسم لیلا", "Name necklace “Leila”", named("leila")),
  d("name-necklace", "گردنبند اسم نیلا با نگین", "Name necklace “Nila” with a stone", named("nila", "ruby")),
  d("name-necklace", "گردنبند اسم رعنا", "Name necklace “Rana”", named("rana")),
  d("name-necklace", "گردنبند اسم نیما", "Name necklace “Nima”", named("nima")),
  d("name-necklace", "گردنبند اسم آرمان", "Name necklace “Arman”", named("arman")),
  // Bracelets: chains.
  d("chain-bracelet", "دستبند کارتیه", "Curb link bracelet", { kind: "chain-bracelet", chain: "curb" }),
  d("chain-bracelet", "دستبند ونیزی", "Venetian bracelet", { kind: "chain-bracelet", chain: "box" }),
  d("chain-bracelet", "دستبند طنابی", "Rope bracelet", { kind: "chain-bracelet", chain: "rope" }),
  d("chain-bracelet", "دستبند فیگارو", "Figaro bracelet", { kind: "chain-bracelet", chain: "figaro" }),
  d("chain-bracelet", "دستبند زنجیری رولو", "Rolo chain bracelet", { kind: "chain-bracelet", chain: "cable" }),
  d("chain-bracelet", "دستبند کارتیه پهن مردانه", "Men's wide curb bracelet", {
    kind: "chain-bracelet",
    chain: "curb",
    variant: 0,
  }),
  // Bracelets: bangles.
  d("bangle", "النگو ساده براق", "Polished plain bangle", { kind: "bangle", finish: "polished" }),
  d("bangle", "النگو حکاکی‌شده طرح سنتی", "Engraved bangle, traditional pattern", {
    kind: "bangle",
    finish: "engraved",
  }),
  d("bangle", "النگو تاب‌دار", "Twisted bangle", { kind: "bangle", finish: "twisted" }),
  d("bangle", "النگو نگین‌دار", "Stone-set bangle", { kind: "bangle", finish: "pave", gem: "diamond" }),
  d("bangle", "النگو سنگین مجلسی", "Heavy occasion bangle", { kind: "bangle", finish: "engraved", variant: 1 }),
  d("bangle", "جفت النگو ظریف", "Pair of slim bangles", { kind: "bangle", finish: "polished", variant: 0 }),
  // Bracelets: charms.
  d("charm-bracelet", "دستبند آویز قلب", "Heart charm bracelet", { kind: "charm-bracelet", charm: "heart" }),
  d("charm-bracelet", "دستبند آویز شبدر", "Clover charm bracelet", { kind: "charm-bracelet", charm: "clover" }),
  d("charm-bracelet", "دستبند آویز ستاره", "Star charm bracelet", {
    kind: "charm-bracelet",
    charm: "star",
    gem: "sapphire",
  }),
  d("charm-bracelet", "دستبند آویز ماه", "Moon charm bracelet", { kind: "charm-bracelet", charm: "moon" }),
  d("charm-bracelet", "دستبند آویز برگ", "Leaf charm bracelet", {
    kind: "charm-bracelet",
    charm: "leaf",
    gem: "emerald",
  }),
  // Rings: wedding bands.
  d("wedding-ring", "حلقه ازدواج ساده", "Classic wedding band", ring("band-ring", "polished", null, 0)),
  d("wedding-ring", "حلقه ازدواج تاب‌دار", "Twisted wedding band", ring("band-ring", "twisted", null, 0)),
  d("wedding-ring", "حلقه ازدواج نگین‌دار", "Stone-set wedding band", ring("band-ring", "pave", "diamond", 0)),
  d("wedding-ring", "حلقه‌های ست زوج", "His and hers wedding bands", ring("band-ring", "polished", null, 2)),
  d("wedding-ring", "حلقه ازدواج پهن براق", "Wide polished wedding band", ring("band-ring", "polished", null, 1)),
  d("wedding-ring", "حلقه رزگلد ظریف", "Slim rose gold band", {
    ...ring("band-ring", "engraved", null, 0),
    metal: "rose",
  }),
  // Rings: gemstones.
  d("gemstone-ring", "انگشتر تک‌نگین سولیتر", "Solitaire ring", ring("gemstone-ring", "polished", "diamond", 0)),
  d("gemstone-ring", "انگشتر زمرد هاله‌ای", "Emerald halo ring", ring("gemstone-ring", "polished", "emerald", 1)),
  d("gemstone-ring", "انگشتر یاقوت سرخ", "Ruby ring", ring("gemstone-ring", "polished", "ruby", 0)),
  d("gemstone-ring", "انگشتر فیروزه", "Turquoise ring", ring("gemstone-ring", "polished", "turquoise", 0)),
  d(
    "gemstone-ring",
    "انگشتر یاقوت کبود با نگین‌های کناری",
    "Sapphire ring with side stones",
    ring("gemstone-ring", "polished", "sapphire", 2)
  ),
  d("gemstone-ring", "انگشتر آمتیست", "Amethyst cocktail ring", ring("gemstone-ring", "polished", "amethyst", 1)),
  // Rings: bands and signets.
  d("signet-ring", "انگشتر رکاب ساده", "Plain band ring", ring("band-ring", "polished", null, 0)),
  d("signet-ring", "انگشتر رکاب حکاکی‌شده", "Engraved band ring", ring("band-ring", "engraved", null, 1)),
  d("signet-ring", "انگشتر اشرافی طرح گل", "Signet ring with a rosette", ring("signet-ring", "polished", null)),
  d("signet-ring", "انگشتر اشرافی عقیق سیاه", "Black onyx signet ring", ring("signet-ring", "polished", "onyx")),
  d("signet-ring", "انگشتر رکاب پهن", "Wide band ring", ring("band-ring", "polished", null, 1)),
  d("signet-ring", "انگشتر رکاب تاب‌دار", "Twisted band ring", ring("band-ring", "twisted", null, 1)),
  // Earrings: studs.
  d(
    "stud-earrings",
    "گوشواره میخی نگین سفید",
    "Round studs with white stones",
    { kind: "stud-earrings", gem: "diamond", variant: 0 },
    "colour"
  ),
  d("stud-earrings", "گوشواره میخی گوی", "Gold ball studs", { kind: "stud-earrings", gem: null, variant: 1 }),
  d("stud-earrings", "گوشواره میخی گل", "Flower studs", { kind: "stud-earrings", gem: null, variant: 2 }, "colour"),
  d("stud-earrings", "گوشواره میخی یاقوت", "Ruby studs", { kind: "stud-earrings", gem: "ruby", variant: 0 }),
  d("stud-earrings", "گوشواره میخی زمرد", "Emerald studs", { kind: "stud-earrings", gem: "emerald", variant: 0 }),
  d("stud-earrings", "گوشواره میخی مروارید", "Pearl studs", { kind: "stud-earrings", gem: "pearl", variant: 0 }),
  // Earrings: hoops.
  d(
    "hoop-earrings",
    "گوشواره حلقه‌ای ساده ۲ سانتی",
    "Plain hoop earrings, 2 cm",
    { kind: "hoop-earrings", finish: "polished", variant: 1 },
    "colour"
  ),
  d("hoop-earrings", "گوشواره حلقه‌ای تاب‌دار", "Twisted hoop earrings", {
    kind: "hoop-earrings",
    finish: "twisted",
    variant: 0,
  }),
  d("hoop-earrings", "گوشواره حلقه‌ای نگین‌دار", "Stone-set hoop earrings", {
    kind: "hoop-earrings",
    finish: "pave",
    gem: "diamond",
    variant: 1,
  }),
  d("hoop-earrings", "گوشواره حلقه‌ای بزرگ ۴ سانتی", "Large hoop earrings, 4 cm", {
    kind: "hoop-earrings",
    finish: "polished",
    variant: 0,
  }),
  d("hoop-earrings", "گوشواره حلقه‌ای حکاکی‌شده", "Engraved hoop earrings", {
    kind: "hoop-earrings",
    finish: "engraved",
    variant: 0,
  }),
  // Earrings: drops.
  d("drop-earrings", "گوشواره آویز اشکی آمتیست", "Amethyst teardrop earrings", {
    kind: "drop-earrings",
    gem: "amethyst",
  }),
  d("drop-earrings", "گوشواره آویز برگ", "Leaf drop earrings", { kind: "drop-earrings", gem: null, charm: "leaf" }),
  d("drop-earrings", "گوشواره آویز قلب", "Heart drop earrings", { kind: "drop-earrings", gem: null, charm: "heart" }),
  d("drop-earrings", "گوشواره آویز زمرد", "Emerald drop earrings", { kind: "drop-earrings", gem: "emerald" }),
  d("drop-earrings", "گوشواره آویز ستاره", "Star drop earrings", { kind: "drop-earrings", gem: null, charm: "star" }),
  d("drop-earrings", "گوشواره آویز یاقوت کبود", "Sapphire drop earrings", { kind: "drop-earrings", gem: "sapphire" }),
  // Anklets.
  d("chain-anklet", "پابند زنجیری ظریف", "Fine chain anklet", { kind: "anklet", chain: "fine", variant: 0 }),
  d("chain-anklet", "پابند گوی‌دار", "Beaded anklet", { kind: "anklet", chain: "fine", variant: 2 }),
  d("chain-anklet", "پابند زنگوله‌ای", "Anklet with little bells", { kind: "anklet", chain: "fine", variant: 1 }),
  d("chain-anklet", "پابند ساچمه‌ای", "Ball chain anklet", { kind: "anklet", chain: "ball", variant: 3 }),
  d("chain-anklet", "پابند رولو", "Rolo anklet", { kind: "anklet", chain: "fine", variant: 4 }),
  // Sets.
  d("half-set", "نیم‌ست قلب یاقوت", "Ruby heart half-set", { kind: "half-set", charm: "heart", gem: "ruby" }),
  d("half-set", "نیم‌ست اشکی زمرد", "Emerald teardrop half-set", { kind: "half-set", charm: "drop", gem: "emerald" }),
  d("half-set", "نیم‌ست برگ", "Leaf half-set", { kind: "half-set", charm: "leaf", gem: null }),
  d("half-set", "نیم‌ست ستاره", "Star half-set", { kind: "half-set", charm: "star", gem: null }),
  d("half-set", "نیم‌ست پروانه", "Butterfly half-set", { kind: "half-set", charm: "butterfly", gem: null }),
  d("full-set", "سرویس کامل عروس یاقوت", "Bridal full set with rubies", {
    kind: "full-set",
    charm: "heart",
    gem: "ruby",
  }),
  d("full-set", "سرویس کامل زمرد", "Emerald full set", { kind: "full-set", charm: "drop", gem: "emerald" }),
  d("full-set", "سرویس کامل نگین سفید", "Full set with white stones", {
    kind: "full-set",
    charm: "star",
    gem: "diamond",
  }),
  d("full-set", "سرویس کامل یاقوت کبود", "Sapphire full set", { kind: "full-set", charm: "drop", gem: "sapphire" }),
  d("full-set", "سرویس کامل طرح سکه", "Coin full set", { kind: "full-set", charm: "coin", gem: "diamond" }),
  // Baby gold.
  d("baby-bracelet", "دستبند نوزادی چشم نظر", "Baby bracelet with an evil eye", { kind: "baby-bracelet", variant: 0 }),
  d("baby-bracelet", "دستبند نوزادی قلب", "Baby heart bracelet", { kind: "baby-bracelet", variant: 1 }),
  d("baby-bracelet", "دستبند کودک گوی‌دار", "Children's beaded bracelet", { kind: "baby-bracelet", variant: 2 }),
  d("baby-bracelet", "دستبند نوزادی ظریف", "Delicate baby bracelet", { kind: "baby-bracelet", variant: 3 }),
  d("baby-bracelet", "دستبند کودک با آویز قلب", "Children's bracelet with a heart charm", {
    kind: "baby-bracelet",
    variant: 5,
  }),
  d("baby-pendant", "پلاک خرس نوزادی", "Baby teddy bear pendant", { kind: "baby-pendant", charm: "bear" }),
  d("baby-pendant", "پلاک چشم نظر کودک", "Children's evil eye pendant", { kind: "baby-pendant", charm: "eye" }),
  d("baby-pendant", "پلاک ماه و ستاره نوزادی", "Baby crescent and star pendant", {
    kind: "baby-pendant",
    charm: "moon",
  }),
  d("baby-pendant", "پلاک قلب کودک", "Children's heart pendant", { kind: "baby-pendant", charm: "heart" }),
  d("baby-pendant", "پلاک ستاره نوزادی", "Baby star pendant", { kind: "baby-pendant", charm: "star" }),
];

export interface VarietySeed {
  option: Option;
  value: string | null;
  gram: number;
  stock: number;
}

export interface ProductSeed {
  slug: string;
  category: string;
  brand: string | null;
  name: Localised;
  shortDescription: Localised;
  gram: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
  maxCartAdd: number;
  discountPercent: number | null;
  rating: number;
  reviewCount: number;
  salesCount: number;
  createdAt: Date;
  varieties: VarietySeed[];
  images: { path: string; artwork: ProductArtwork }[];
}

const GEM_PRICES: Record<Gem, [number, number]> = {
  diamond: [20, 90],
  ruby: [150, 450],
  emerald: [180, 480],
  sapphire: [150, 420],
  turquoise: [40, 120],
  amethyst: [60, 180],
  pearl: [60, 160],
  onyx: [30, 90],
};

const GEM_NAMES: Record<Gem, Localised> = {
  diamond: { fa: "نگین سفید", en: "white stones" },
  ruby: { fa: "یاقوت سرخ", en: "a ruby" },
  emerald: { fa: "زمرد", en: "an emerald" },
  sapphire: { fa: "یاقوت کبود", en: "a sapphire" },
  turquoise: { fa: "فیروزه نیشابور", en: "Neyshabur turquoise" },
  amethyst: { fa: "آمتیست", en: "an amethyst" },
  pearl: { fa: "مروارید", en: "pearls" },
  onyx: { fa: "عقیق سیاه", en: "black onyx" },
};

export const METAL_NAMES: Record<Metal, Localised> = {
  yellow: { fa: "طلای زرد", en: "yellow gold" },
  white: { fa: "طلای سفید", en: "white gold" },
  rose: { fa: "رزگلد", en: "rose gold" },
};

const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
export function persianNumber(value: number): string {
  return String(value)
    .replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit)
    .replace(".", "٫");
}

/** ASCII slug of an English name. */
export function asciiSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[“”"'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** ASCII slug of an English name; numbered when taken. */
function slugify(name: string, taken: Set<string>): string {
  const base = asciiSlug(name);
  let slug = base;
  for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
  taken.add(slug);
  return slug;
}

/** Rounds to a step given as a whole number of hundredths, without float residue ("3.45", not "3.4500000001"). */
const round = (value: number, step: number) => {
  const scaled = Math.round(value / step) * step;
  return step >= 1 ? scaled : Math.round(scaled * 100) / 100;
};

function varietiesOf(
  option: Option,
  kind: PieceKind,
  baseGram: number,
  metal: Metal,
  rng: Rng
): Omit<VarietySeed, "stock">[] {
  switch (option) {
    case "size": {
      if (kind === "bangle") {
        const sizes = ["6.0", "6.2", "6.5"].slice(0, rng.int(2, 3));
        return sizes.map((value, i) => ({ option, value, gram: round(baseGram * (1 + 0.04 * i), 0.01) }));
      }
      if (kind === "chain-bracelet" || kind === "charm-bracelet") {
        return ["17", "18", "19"].map((value, i) => ({ option, value, gram: round(baseGram * (1 + 0.055 * i), 0.01) }));
      }
      const first = rng.pick([52, 54]);
      const count = rng.int(3, 5);
      return Array.from({ length: count }, (_, i) => ({
        option,
        value: String(Math.min(60, first + i * 2)),
        gram: round(baseGram + 0.08 * i, 0.01),
      })).filter((variety, i, all) => all.findIndex((other) => other.value === variety.value) === i);
    }
    case "length":
      return ["40", "45", "50"].map((value, i) => ({
        option,
        value,
        gram: round((baseGram * Number(value)) / 45, 0.01),
      }));
    case "colour": {
      const others = (["yellow", "white", "rose"] as const).filter((colour) => colour !== metal);
      return [metal, ...others].map((value) => ({ option, value, gram: baseGram }));
    }
    default:
      return [{ option: null, value: null, gram: baseGram }];
  }
}

/** The products, generated from the designs; `today` anchors the dates (creation over the past year). */
export function productSeeds(today: Date): ProductSeed[] {
  const rng = new Rng("zarrin-catalogue-1");
  const taken = new Set<string>();
  const leaves = new Set(CATALOGUE.flatMap((top) => top.subCategories.map((sub) => sub.slug)));
  return DESIGNS.map((design, index) => {
    if (!leaves.has(design.category)) throw new Error(`No leaf category "${design.category}"`);
    const brand = BRANDS[index % BRANDS.length]?.slug ?? null;
    return productOfDesign(design, rng, { slug: slugify(design.name.en, taken), brand, today, ageDays: 365 });
  });
}

export interface DesignPlacing {
  slug: string;
  /** The maker the piece carries, if it carries one (most do). */
  brand: string | null;
  today: Date;
  /** How far back its creation date may go. */
  ageDays: number;
}

/**
 * A design filled in by the generator: the piece's metal, variant, weight, wages, stones, options
 * and their stock, popularity, discount, rating, creation date and pictures. The draws come in a
 * fixed order, so the demo's catalogue stays what it has always been.
 */
export function productOfDesign(design: Design, rng: Rng, { slug, brand, today, ageDays }: DesignPlacing): ProductSeed {
  const profile = PROFILES[design.piece.kind];
  const metal: Metal = design.piece.metal ?? (rng.chance(0.72) ? "yellow" : rng.pick(["rose", "white"] as const));
  const piece: PieceSpec = {
    kind: design.piece.kind,
    metal,
    gem: design.piece.gem ?? null,
    chain: design.piece.chain ?? "cable",
    charm: design.piece.charm ?? "heart",
    finish: design.piece.finish ?? "polished",
    word: design.piece.word ?? "",
    variant: design.piece.variant ?? rng.int(0, 5),
  };
  const gram = round(rng.between(...profile.gram), 0.01);
  const option = design.option === undefined ? profile.option : design.option;
  const soldOut = rng.chance(0.08);
  const varieties = varietiesOf(option, piece.kind, gram, metal, rng).map((variety, i) => ({
    ...variety,
    stock: soldOut ? 0 : i === 0 ? rng.int(1, 6) : rng.chance(0.25) ? 0 : rng.int(1, 6),
  }));
  const hasEnamel = piece.charm === "eye" && (piece.kind === "baby-pendant" || piece.kind === "baby-bracelet");
  const noneGold = piece.gem
    ? round(rng.between(...GEM_PRICES[piece.gem]) * 10_000, 10_000)
    : hasEnamel
    ? round(rng.between(15, 30) * 10_000, 10_000)
    : 0;
  const noneGoldWages = piece.gem && rng.chance(0.7) ? round(rng.between(15, 60) * 10_000, 10_000) : 0;
  const popularity = rng.next() ** 2.2;
  const salesCount = Math.round(20 + popularity * 880);
  const imageCount = rng.int(2, 4);
  const backdrop = rng.pick(BACKDROPS);
  const cloth = rng.pick(CLOTHS);
  const stone = piece.gem ? GEM_NAMES[piece.gem] : null;
  const about = profile.about;
  // A piece with options weighs what its first option weighs (the one its page shows first).
  const productGram = varieties[0]?.gram ?? gram;
  return {
    slug,
    category: design.category,
    brand: rng.chance(0.85) ? brand : null,
    name: design.name,
    shortDescription: {
      fa: `${design.name.fa}، از ${METAL_NAMES[metal].fa} ۱۸ عیار با وزن حدود ${persianNumber(productGram)} گرم${
        stone ? ` و ${stone.fa}` : ""
      }. ${about.fa}`,
      en: `${design.name.en} in 18-karat ${METAL_NAMES[metal].en}, about ${productGram} g${
        stone ? `, with ${stone.en}` : ""
      }. ${about.en}`,
    },
    gram: productGram,
    wagesPercent: round(rng.between(...profile.wages), 0.5),
    noneGold,
    noneGoldWages,
    maxCartAdd: rng.int(...profile.maxCartAdd),
    discountPercent: rng.chance(0.21) ? rng.int(3, 15) : null,
    rating: round(rng.between(3.5, 5), 0.1),
    reviewCount: Math.round(popularity * 220 + rng.between(0, 25)),
    salesCount,
    createdAt: new Date(today.getTime() - rng.int(0, ageDays - 1) * 86_400_000 - rng.int(0, 86_399) * 1000),
    varieties,
    images: Array.from({ length: imageCount }, (_, i) => ({
      path: `/media/catalogue/products/${slug}-${i + 1}.jpg`,
      artwork: { type: "product", piece, view: i as View, backdrop, cloth, seed: rng.int(1, 1_000_000) },
    })),
  };
}
