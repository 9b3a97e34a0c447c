import type { LogoMark } from "../artwork/logos";
import type { LogoArtwork } from "../artwork/recipes";
import type { Localised } from "./localised";

export interface BrandSeed {
  slug: string;
  name: Localised;
  mark: LogoMark;
  colour: string;
  /** A sentence or two for the brand page. */
  description: Localised;
}

/** The (invented) makers whose pieces the shop sells; most products carry one of them. */
export const BRANDS: readonly BrandSeed[] = [
  {
    slug: "avin-gold",
    name: { fa: "طلای آوین", en: "Avin Gold" },
    mark: "diamond",
    colour: "#8a6a1f",
    description: {
      fa: "طلای آوین کارگاهی تهرانی است که از سال ۱۳۸۵ زنجیرها و پلاک‌های ظریف روزمره می‌سازد؛ طرح‌هایی ساده با پرداخت دقیق.",
      en: "Avin Gold is a Tehran workshop that has made fine everyday chains and pendants since 2006: simple designs with a careful finish.",
    },
  },
  {
    slug: "mehrazin",
    name: { fa: "زرگری مهرآذین", en: "Mehrazin" },
    mark: "sun",
    colour: "#9a5b1e",
    description: {
      fa: "زرگری مهرآذین در اصفهان به نقش‌های سنتی و حکاکی دستی شهرت دارد و گوشواره‌ها و النگوهای مجلسی‌اش طرفداران زیادی دارند.",
      en: "Mehrazin, in Isfahan, is known for traditional motifs and hand engraving, and its occasion earrings and bangles have many admirers.",
    },
  },
  {
    slug: "parnian",
    name: { fa: "طلای پرنیان", en: "Parnian" },
    mark: "leaf",
    colour: "#2f5d50",
    description: {
      fa: "طلای پرنیان قطعات مینیمال و مدرن، به‌ویژه انگشتر و گردنبند نگین‌دار، برای استفاده هر روز طراحی می‌کند.",
      en: "Parnian designs minimal, modern pieces, especially stone-set rings and necklaces, to be worn every day.",
    },
  },
  {
    slug: "kian-jewellery",
    name: { fa: "جواهری کیان", en: "Kian Jewellery" },
    mark: "crest",
    colour: "#204541",
    description: {
      fa: "جواهری کیان از تبریز سازنده انگشترهای نگین‌دار و سرویس‌های کلاسیک با سنگ‌های طبیعی است.",
      en: "Kian Jewellery of Tabriz makes gemstone rings and classic sets with natural stones.",
    },
  },
  {
    slug: "zarnegar",
    name: { fa: "زرنگار", en: "Zarnegar" },
    mark: "arch",
    colour: "#7a4b12",
    description: {
      fa: "زرنگار با الهام از هنر ایرانی، آویزها و دستبندهایی با نقش برگ و گل می‌سازد.",
      en: "Zarnegar draws on Persian art for its pendants and bracelets with leaf and flower motifs.",
    },
  },
  {
    slug: "nazhu",
    name: { fa: "ناژو", en: "Nazhu" },
    mark: "ring",
    colour: "#8c3b4a",
    description: {
      fa: "ناژو برندی جوان است که قطعات ظریف رزگلد و طلای سفید را برای نسل تازه طراحی می‌کند.",
      en: "Nazhu is a young brand designing delicate rose and white gold pieces for a new generation.",
    },
  },
  {
    slug: "sepehr-gold",
    name: { fa: "طلای سپهر", en: "Sepehr Gold" },
    mark: "shamseh",
    colour: "#1f3b66",
    description: {
      fa: "طلای سپهر از مشهد، زنجیرها و النگوهای سنگین و بادوام را با اجرتی منصفانه می‌سازد.",
      en: "Sepehr Gold of Mashhad makes heavy, hard-wearing chains and bangles at a fair making charge.",
    },
  },
];

/** The text search engines show for a brand page. */
export function brandMetaDescription(name: Localised): Localised {
  return {
    fa: `خرید زیورآلات طلای ۱۸ عیار ${name.fa} با قیمت روز طلا، ضمانت اصالت، امکان خرید اقساطی و ارسال بیمه‌شده در طلای زرین.`,
    en: `Shop 18-karat gold jewellery by ${name.en} at today's gold price, with guaranteed authenticity, instalments and insured delivery from Zarrin Gold.`,
  };
}

export function brandLogoPath(slug: string): string {
  return `/media/catalogue/brands/${slug}.svg`;
}

export function brandLogoArtwork(brand: BrandSeed): LogoArtwork {
  return { type: "logo", name: brand.name.en, mark: brand.mark, colour: brand.colour };
}
