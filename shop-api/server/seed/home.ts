import type { LayoutSection } from "../../contract";
import type { Backdrop, Cloth } from "../artwork/backdrops";
import type { PieceSpec } from "../artwork/pieces/types";
import type { CategoryArtwork, SceneArtwork } from "../artwork/recipes";
import { piece } from "./content";
import type { Localised } from "./localised";

/** The home page's pictures, lists and sections. */

export interface SlideSeed {
  name: string;
  link: string;
  alt: Localised;
  title: Localised;
  subtitle: Localised;
  cloth: Cloth;
  silk: boolean;
  pieces: PieceSpec[];
}

export function slideImagePaths(name: string): { image: string; imageMobile: string } {
  return { image: `/media/catalogue/banners/${name}.jpg`, imageMobile: `/media/catalogue/banners/${name}-mobile.jpg` };
}

export function slideArtworks(slide: SlideSeed, seed: number): { wide: SceneArtwork; tall: SceneArtwork } {
  const base = { type: "scene" as const, cloth: slide.cloth, silk: slide.silk, pieces: slide.pieces };
  return { wide: { ...base, format: "banner-wide", seed }, tall: { ...base, format: "banner-tall", seed: seed + 1 } };
}

export const BANNERS: readonly SlideSeed[] = [
  {
    name: "necklaces-velvet",
    link: "/necklaces",
    alt: { fa: "گردنبند طلا با آویز زمرد روی مخمل سبز", en: "Gold necklace with an emerald drop on green velvet" },
    title: { fa: "درخشش هر روز با گردنبند طلا", en: "Everyday shine: gold necklaces" },
    subtitle: {
      fa: "زنجیر و پلاک ۱۸ عیار با قیمت لحظه‌ای طلا",
      en: "18-karat chains and pendants at the live gold price",
    },
    cloth: "emerald",
    silk: false,
    pieces: [
      piece({ kind: "pendant-necklace", charm: "drop", gem: "emerald", variant: 1 }),
      piece({ kind: "chain-necklace", chain: "rope", variant: 2 }),
    ],
  },
  {
    name: "rings-silk",
    link: "/woman-gold-ring",
    alt: {
      fa: "انگشتر تک‌نگین و حلقه‌های ازدواج روی ابریشم سرمه‌ای",
      en: "A solitaire ring and wedding bands on navy silk",
    },
    title: { fa: "حلقه‌ای برای همیشه", en: "A ring for ever" },
    subtitle: { fa: "حلقه‌های ازدواج و انگشترهای نگین‌دار", en: "Wedding bands and gemstone rings" },
    cloth: "navy",
    silk: true,
    pieces: [
      piece({ kind: "gemstone-ring", gem: "diamond", variant: 0 }),
      piece({ kind: "band-ring", finish: "pave", gem: "diamond" }),
      piece({ kind: "band-ring", metal: "white", variant: 1 }),
    ],
  },
  {
    name: "instalments-velvet",
    link: "/gold-jewelry",
    alt: { fa: "سرویس طلای عروس با یاقوت روی مخمل زرشکی", en: "A bridal gold set with rubies on burgundy velvet" },
    title: { fa: "خرید اقساطی طلا", en: "Gold by instalments" },
    subtitle: { fa: "بدون ضامن، با قیمت روز طلا", en: "No guarantor, at today's gold price" },
    cloth: "burgundy",
    silk: false,
    pieces: [piece({ kind: "full-set", charm: "heart", gem: "ruby" })],
  },
];

export const SLIDERS: readonly SlideSeed[] = [
  {
    name: "earrings-silk",
    link: "/earing",
    alt: { fa: "گوشواره‌های آویز و میخی روی ابریشم بنفش", en: "Drop and stud earrings on plum silk" },
    title: { fa: "گوشواره‌های سبک روزمره", en: "Light everyday earrings" },
    subtitle: { fa: "میخی، حلقه‌ای و آویز", en: "Studs, hoops and drops" },
    cloth: "plum",
    silk: true,
    pieces: [piece({ kind: "drop-earrings", gem: "amethyst" }), piece({ kind: "stud-earrings", gem: "diamond" })],
  },
  {
    name: "bangles-velvet",
    link: "/bracelet",
    alt: { fa: "النگو و دستبند طلا روی مخمل قهوه‌ای", en: "Gold bangles and a bracelet on brown velvet" },
    title: { fa: "النگو و دستبند", en: "Bangles and bracelets" },
    subtitle: { fa: "از ظریف روزمره تا سنگین مجلسی", en: "From delicate to statement" },
    cloth: "espresso",
    silk: false,
    pieces: [
      piece({ kind: "bangle", finish: "engraved", variant: 2 }),
      piece({ kind: "chain-bracelet", chain: "curb" }),
    ],
  },
  {
    name: "baby-gold-silk",
    link: "/baby-gold",
    alt: {
      fa: "پلاک خرس و دستبند نوزادی روی ابریشم فیروزه‌ای",
      en: "A teddy bear pendant and a baby bracelet on teal silk",
    },
    title: { fa: "هدیه تولد نوزاد", en: "Gifts for a new baby" },
    subtitle: { fa: "پلاک و دستبند کودک", en: "Baby pendants and bracelets" },
    cloth: "teal",
    silk: true,
    pieces: [piece({ kind: "baby-pendant", charm: "bear" }), piece({ kind: "baby-bracelet", variant: 0 })],
  },
  {
    name: "sets-silk",
    link: "/gold-set",
    alt: { fa: "نیم‌ست قلب یاقوت روی ابریشم سبز", en: "A ruby heart half-set on green silk" },
    title: { fa: "سرویس و نیم‌ست", en: "Sets and half-sets" },
    subtitle: { fa: "هماهنگ برای مراسم خاص", en: "Matched for special days" },
    cloth: "emerald",
    silk: true,
    pieces: [piece({ kind: "half-set", charm: "heart", gem: "ruby" })],
  },
];

/** The picture of each top category (sub-categories have none: the storefront hides those cards). */
const CATEGORY_PIECES: Record<string, { piece: PieceSpec; backdrop: Backdrop }> = {
  necklaces: {
    piece: piece({ kind: "pendant-necklace", charm: "heart", gem: "ruby", variant: 1 }),
    backdrop: "champagne",
  },
  bracelet: { piece: piece({ kind: "bangle", finish: "engraved", variant: 0 }), backdrop: "ivory" },
  "woman-gold-ring": { piece: piece({ kind: "gemstone-ring", gem: "diamond", variant: 1 }), backdrop: "blush" },
  earing: { piece: piece({ kind: "drop-earrings", gem: "emerald" }), backdrop: "sage" },
  anklet: { piece: piece({ kind: "anklet", chain: "fine", variant: 1 }), backdrop: "sand" },
  "gold-set": { piece: piece({ kind: "half-set", charm: "drop", gem: "sapphire" }), backdrop: "pearl" },
  "baby-gold": { piece: piece({ kind: "baby-pendant", charm: "bear" }), backdrop: "blush" },
};

export function categoryPicture(slug: string, seed: number): { path: string; artwork: CategoryArtwork } | null {
  const chosen = CATEGORY_PIECES[slug];
  if (!chosen) return null;
  return {
    path: `/media/catalogue/categories/${slug}.jpg`,
    artwork: { type: "category", piece: chosen.piece, backdrop: chosen.backdrop, seed },
  };
}

/** The lists the site settings name (banners_list_id = 1 … blog_list_id = 7). */
export const LIST_IDS = {
  banners: 1,
  sliders: 2,
  categories: 3,
  brands: 4,
  videos: 5,
  bestselling: 6,
  blog: 7,
} as const;

export const LIST_TITLES: Record<keyof typeof LIST_IDS, Localised<string | null>> = {
  banners: { fa: null, en: null },
  sliders: { fa: null, en: null },
  categories: { fa: "دسته‌بندی محصولات", en: "Shop by category" },
  brands: { fa: "برندهای طلا", en: "Our makers" },
  videos: { fa: "ویدیوهای زرین", en: "Zarrin videos" },
  bestselling: { fa: "پرفروش‌ترین‌ها", en: "Bestsellers" },
  blog: { fa: "مجله زرین", en: "From the magazine" },
};

/** The category the home page features (`GET /vip-home-category`). */
export const FEATURED_CATEGORY = "woman-gold-ring";

type SectionSeed =
  | { kind: "list"; list: keyof typeof LIST_IDS }
  | { kind: "amazing-products"; title: Localised }
  | { kind: "vip-category"; title: Localised };

const AMAZING: SectionSeed = {
  kind: "amazing-products",
  title: { fa: "پیشنهاد شگفت‌انگیز امروز", en: "Today's amazing offers" },
};
const VIP: SectionSeed = {
  kind: "vip-category",
  title: { fa: "منتخب انگشترهای زنانه", en: "Featured: women's rings" },
};
const list = (name: keyof typeof LIST_IDS): SectionSeed => ({ kind: "list", list: name });

/** Home sections in order; phones see the makers after the featured category. */
export const HOME_LAYOUTS: Record<"desktop" | "mobile", readonly SectionSeed[]> = {
  desktop: [
    list("banners"),
    list("sliders"),
    list("categories"),
    AMAZING,
    list("bestselling"),
    list("brands"),
    VIP,
    list("videos"),
    list("blog"),
  ],
  mobile: [
    list("banners"),
    list("sliders"),
    list("categories"),
    AMAZING,
    list("bestselling"),
    VIP,
    list("brands"),
    list("videos"),
    list("blog"),
  ],
};

const LIST_KEYS: Record<keyof typeof LIST_IDS, Extract<LayoutSection, { kind: "list" }>["list_key"]> = {
  banners: "banners_list_id",
  sliders: "sliders_list_id",
  categories: "categories_list_id",
  brands: "brands_list_id",
  videos: "videos_list_id",
  bestselling: "bestselling_list_id",
  blog: "blog_list_id",
};

export function sectionRow(
  section: SectionSeed,
  lang: "fa" | "en"
): { kind: LayoutSection["kind"]; listKey: string | null; title: string | null } {
  if (section.kind === "list") {
    return { kind: "list", listKey: LIST_KEYS[section.list], title: LIST_TITLES[section.list][lang] };
  }
  return { kind: section.kind, listKey: null, title: section.title[lang] };
}
