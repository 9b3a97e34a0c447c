import type { PieceKind, PieceSpec } from "../artwork/pieces/types";
import { Rng } from "../artwork/svg";
import { endOfShopDay } from "../catalogue/tehran-time";
import type { Localised } from "./localised";
import type { ProductSeed } from "./products";

/**
 * What the product page shows besides the catalogue's facts: barcodes and part numbers, offer
 * dates, likes, tags and the partner jewellers who also sell a piece.
 */

/** Products nobody has rated yet: their page shows no rating (the storefront's defaults apply). */
export const UNRATED_PRODUCTS: readonly string[] = [
  "name-necklace-nima",
  "pearl-studs",
  "rolo-anklet",
  "baby-star-pendant",
];

/** Brands whose pieces carry a barcode (EAN-13, Iran's GS1 prefix 626), and makers' part-number codes. */
const GTIN_BRANDS: ReadonlySet<string> = new Set(["avin-gold", "mehrazin", "kian-jewellery"]);
const MPN_CODES: Readonly<Record<string, string>> = {
  "avin-gold": "AVN",
  mehrazin: "MHZ",
  parnian: "PRN",
  "kian-jewellery": "KIA",
  "sepehr-gold": "SPH",
};

const KIND_CODES: Record<PieceKind, string> = {
  "chain-necklace": "CH",
  "pendant-necklace": "PD",
  "name-necklace": "NM",
  "chain-bracelet": "BR",
  bangle: "BG",
  "charm-bracelet": "CB",
  "band-ring": "RG",
  "gemstone-ring": "GR",
  "signet-ring": "SR",
  "stud-earrings": "ES",
  "hoop-earrings": "EH",
  "drop-earrings": "ED",
  anklet: "AN",
  "half-set": "HS",
  "full-set": "FS",
  "baby-bracelet": "KB",
  "baby-pendant": "KP",
};

/** An EAN-13 from its first twelve digits: the last is the check digit. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

export interface ProductExtras {
  gtin: string | null;
  mpn: string | null;
  likes: number;
}

/** `index` is the product's place in the seed (stable), used for its numbers. */
export function productExtras(product: ProductSeed, piece: PieceSpec, index: number): ProductExtras {
  const rng = new Rng(`extras:${product.slug}`);
  const brand = product.brand;
  const brandIndex = brand ? [...GTIN_BRANDS].indexOf(brand) : -1;
  return {
    gtin: brand && GTIN_BRANDS.has(brand) ? ean13(`626${4815 + brandIndex}${String(index + 1).padStart(5, "0")}`) : null,
    mpn: brand && MPN_CODES[brand] ? `${MPN_CODES[brand]}-${KIND_CODES[piece.kind]}-${1000 + index}` : null,
    likes: Math.round(product.salesCount * rng.between(0.08, 0.3)),
  };
}

const DAY_MS = 86_400_000;

/** A discount runs from a few days before `now` to a few weeks after it (whole Tehran days). */
export function offerWindow(slug: string, now: Date): { startsAt: Date; endsAt: Date } {
  const rng = new Rng(`offer:${slug}`);
  const today = endOfShopDay(now).getTime() + 1000 - DAY_MS;
  return { startsAt: new Date(today - rng.int(2, 20) * DAY_MS), endsAt: new Date(today + (rng.int(14, 60) + 1) * DAY_MS - 1000) };
}

export interface TagSeed {
  slug: string;
  title: Localised;
}

export const TAGS = {
  gift: { slug: "gift", title: { fa: "هدیه", en: "Gift ideas" } },
  everyday: { slug: "everyday", title: { fa: "استفاده روزمره", en: "Everyday wear" } },
  occasion: { slug: "occasion", title: { fa: "مجلسی", en: "Occasion wear" } },
  bridal: { slug: "bridal", title: { fa: "عروس", en: "Bridal" } },
  mens: { slug: "mens", title: { fa: "مردانه", en: "For men" } },
  kids: { slug: "kids", title: { fa: "کودک", en: "For children" } },
  gemstone: { slug: "gemstone", title: { fa: "نگین‌دار", en: "With gemstones" } },
  ruby: { slug: "ruby", title: { fa: "یاقوت", en: "Ruby" } },
  emerald: { slug: "emerald", title: { fa: "زمرد", en: "Emerald" } },
  sapphire: { slug: "sapphire", title: { fa: "یاقوت کبود", en: "Sapphire" } },
  turquoise: { slug: "turquoise", title: { fa: "فیروزه", en: "Turquoise" } },
  pearl: { slug: "pearl", title: { fa: "مروارید", en: "Pearl" } },
  "yellow-gold": { slug: "yellow-gold", title: { fa: "طلای زرد", en: "Yellow gold" } },
  "white-gold": { slug: "white-gold", title: { fa: "طلای سفید", en: "White gold" } },
  "rose-gold": { slug: "rose-gold", title: { fa: "رزگلد", en: "Rose gold" } },
  lightweight: { slug: "lightweight", title: { fa: "طلای سبک", en: "Lightweight" } },
} satisfies Record<string, TagSeed>;

export type TagName = keyof typeof TAGS;

const KIND_TAGS: Record<PieceKind, TagName[]> = {
  "chain-necklace": ["everyday"],
  "pendant-necklace": ["gift", "everyday"],
  "name-necklace": ["gift"],
  "chain-bracelet": ["everyday"],
  bangle: ["occasion"],
  "charm-bracelet": ["gift", "everyday"],
  "band-ring": ["everyday"],
  "gemstone-ring": ["occasion"],
  "signet-ring": ["everyday"],
  "stud-earrings": ["everyday", "gift"],
  "hoop-earrings": ["everyday"],
  "drop-earrings": ["occasion"],
  anklet: ["everyday"],
  "half-set": ["gift", "occasion"],
  "full-set": ["bridal", "occasion"],
  "baby-bracelet": ["kids", "gift"],
  "baby-pendant": ["kids", "gift"],
};

/** A product's tags, most telling first. */
export function tagsFor(product: ProductSeed, piece: PieceSpec): TagName[] {
  const tags = new Set<TagName>(KIND_TAGS[piece.kind]);
  if (product.category === "wedding-ring") tags.add("bridal");
  if (/\bmen's\b|\b(nima|arman)\b/i.test(product.name.en) || piece.kind === "signet-ring") tags.add("mens");
  if (piece.gem) {
    tags.add("gemstone");
    if (piece.gem in TAGS) tags.add(piece.gem as TagName);
  }
  tags.add(`${piece.metal}-gold`);
  if (product.gram < 3) tags.add("lightweight");
  return [...tags];
}

export interface SellerSeed {
  slug: string;
  name: Localised;
  city: Localised;
  rating: number;
  isOfficial: boolean;
}

/** The shop itself (official, selling everything) and the partner jewellers who sell some pieces. */
export const SELLERS: readonly SellerSeed[] = [
  { slug: "zarrin-gold", name: { fa: "طلای زرین", en: "Zarrin Gold" }, city: { fa: "تهران", en: "Tehran" }, rating: 4.8, isOfficial: true },
  { slug: "golestan-gallery", name: { fa: "گالری طلای گلستان", en: "Golestan Gold Gallery" }, city: { fa: "اصفهان", en: "Isfahan" }, rating: 4.6, isOfficial: false },
  { slug: "arg-jewellery", name: { fa: "جواهری ارگ", en: "Arg Jewellery" }, city: { fa: "شیراز", en: "Shiraz" }, rating: 4.4, isOfficial: false },
  { slug: "ferdows-gold", name: { fa: "طلافروشی فردوس", en: "Ferdows Gold" }, city: { fa: "مشهد", en: "Mashhad" }, rating: 4.5, isOfficial: false },
  { slug: "tabriz-bazaar", name: { fa: "زرگری بازار تبریز", en: "Tabriz Bazaar Goldsmiths" }, city: { fa: "تبریز", en: "Tabriz" }, rating: 4.3, isOfficial: false },
];

/** One or two partners for a product, each a little dearer or cheaper than the shop (98.5–103 %). */
export function partnersFor(slug: string): { seller: string; pricePercent: number }[] {
  const rng = new Rng(`sellers:${slug}`);
  const partners = SELLERS.filter((seller) => !seller.isOfficial);
  const count = rng.int(1, 2);
  const chosen: { seller: string; pricePercent: number }[] = [];
  while (chosen.length < count) {
    const seller = rng.pick(partners).slug;
    if (chosen.some((partner) => partner.seller === seller)) continue;
    chosen.push({ seller, pricePercent: Math.round(rng.between(98.5, 103) * 2) / 2 });
  }
  return chosen;
}
