import type { Localised } from "./localised";

export interface CatalogueSubCategory {
  slug: string;
  title: Localised;
  /** A sentence or two for the category page's introduction. */
  description: Localised;
}

export interface CatalogueCategory extends CatalogueSubCategory {
  /** The storefront path segment: `/{slug}` is the category page. Products are seeded under these. */
  subCategories: CatalogueSubCategory[];
}

/**
 * The category tree of the shop, in display order. Menus are built from it here; the product seed
 * places products under its slugs, so the slugs must not change.
 */
export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    slug: "necklaces",
    title: { fa: "گردنبند", en: "Necklaces" },
    description: {
      fa: "گردنبندهای طلای ۱۸ عیار، از زنجیرهای ظریف روزمره تا پلاک‌های نگین‌دار و گردنبندهای اسم؛ هر قطعه با وزن و اجرت شفاف و قیمت بر پایه نرخ لحظه‌ای طلا.",
      en: "18-karat gold necklaces, from fine everyday chains to stone-set pendants and name necklaces, each with its weight and making charge shown and priced at the live gold rate.",
    },
    subCategories: [
      {
        slug: "gold-chain",
        title: { fa: "زنجیر طلا", en: "Gold chains" },
        description: {
          fa: "زنجیرهای طلای ونیزی، طنابی، فیگارو و کارتیه در طول‌های ۴۰ تا ۵۰ سانتی‌متر، برای استفاده تنها یا همراه پلاک.",
          en: "Venetian, rope, Figaro and curb chains from 40 to 50 cm, to wear alone or with a pendant.",
        },
      },
      {
        slug: "gold-pendant",
        title: { fa: "پلاک طلا", en: "Gold pendants" },
        description: {
          fa: "پلاک‌ها و آویزهای طلا با طرح قلب، اشک، سکه، برگ و ستاره؛ ساده یا با نگین‌های رنگی.",
          en: "Gold pendants shaped as hearts, teardrops, coins, leaves and stars, plain or set with coloured stones.",
        },
      },
      {
        slug: "name-necklace",
        title: { fa: "گردنبند اسم", en: "Name necklaces" },
        description: {
          fa: "گردنبند اسم با خط شکسته و طلای ۱۸ عیار؛ هدیه‌ای شخصی که با نام دلخواه ساخته می‌شود.",
          en: "Name necklaces in flowing script and 18-karat gold: a personal gift made with the name you choose.",
        },
      },
    ],
  },
  {
    slug: "bracelet",
    title: { fa: "دستبند", en: "Bracelets" },
    description: {
      fa: "دستبندهای طلا در سه گروه زنجیری، النگو و آویزدار؛ از مدل‌های ظریف روزمره تا النگوهای سنگین مجلسی.",
      en: "Gold bracelets in three families, chains, bangles and charm bracelets, from delicate everyday pieces to heavy occasion bangles.",
    },
    subCategories: [
      {
        slug: "chain-bracelet",
        title: { fa: "دستبند زنجیری", en: "Chain bracelets" },
        description: {
          fa: "دستبندهای زنجیری کارتیه، ونیزی، طنابی و فیگارو در سایزهای ۱۷ تا ۱۹ سانتی‌متر.",
          en: "Curb, Venetian, rope and Figaro chain bracelets in 17 to 19 cm.",
        },
      },
      {
        slug: "bangle",
        title: { fa: "النگو", en: "Bangles" },
        description: {
          fa: "النگوهای طلای ساده، حکاکی‌شده، تاب‌دار و نگین‌دار در قطرهای ۶ تا ۶٫۵ سانتی‌متر.",
          en: "Plain, engraved, twisted and stone-set gold bangles, 6 to 6.5 cm across.",
        },
      },
      {
        slug: "charm-bracelet",
        title: { fa: "دستبند آویزدار", en: "Charm bracelets" },
        description: {
          fa: "دستبندهای زنجیری با آویزهای قلب، شبدر، ستاره، پروانه و چشم نظر.",
          en: "Chain bracelets hung with hearts, clovers, stars, butterflies and evil-eye charms.",
        },
      },
    ],
  },
  {
    slug: "woman-gold-ring",
    title: { fa: "انگشتر زنانه", en: "Women's rings" },
    description: {
      fa: "انگشترهای زنانه طلا: حلقه‌های ازدواج، انگشترهای نگین‌دار و رکاب، همه در سایزهای ۵۲ تا ۶۰.",
      en: "Women's gold rings: wedding bands, gemstone rings and band rings, all in sizes 52 to 60.",
    },
    subCategories: [
      {
        slug: "wedding-ring",
        title: { fa: "حلقه ازدواج", en: "Wedding rings" },
        description: {
          fa: "حلقه‌های ازدواج ساده، تاب‌دار و نگین‌دار برای عروس و داماد، در طلای زرد، سفید و رزگلد.",
          en: "Plain, twisted and stone-set wedding bands for bride and groom, in yellow, white and rose gold.",
        },
      },
      {
        slug: "gemstone-ring",
        title: { fa: "انگشتر نگین‌دار", en: "Gemstone rings" },
        description: {
          fa: "انگشترهای تک‌نگین و هاله‌ای با زمرد، یاقوت، یاقوت کبود، فیروزه و نگین سفید.",
          en: "Solitaire and halo rings with emerald, ruby, sapphire, turquoise and white stones.",
        },
      },
      {
        slug: "signet-ring",
        title: { fa: "انگشتر رکاب", en: "Band rings" },
        description: {
          fa: "انگشترهای رکاب و اشرافی، ساده یا حکاکی‌شده، برای استفاده روزانه.",
          en: "Band and signet rings, plain or engraved, for every day.",
        },
      },
    ],
  },
  {
    slug: "earing",
    title: { fa: "گوشواره", en: "Earrings" },
    description: {
      fa: "گوشواره‌های طلا در مدل‌های میخی، حلقه‌ای و آویز؛ سبک و مناسب استفاده روزمره یا مجلسی.",
      en: "Gold earrings as studs, hoops and drops: light for every day or dressed up for an occasion.",
    },
    subCategories: [
      {
        slug: "stud-earrings",
        title: { fa: "گوشواره میخی", en: "Stud earrings" },
        description: {
          fa: "گوشواره‌های میخی گوی، گل و نگین‌دار با پیچ یا قفل پروانه‌ای.",
          en: "Ball, flower and stone-set studs with butterfly backs.",
        },
      },
      {
        slug: "hoop-earrings",
        title: { fa: "گوشواره حلقه‌ای", en: "Hoop earrings" },
        description: {
          fa: "گوشواره‌های حلقه‌ای ساده، تاب‌دار و نگین‌دار در اندازه‌های کوچک تا بزرگ.",
          en: "Plain, twisted and stone-set hoops from small to large.",
        },
      },
      {
        slug: "drop-earrings",
        title: { fa: "گوشواره آویز", en: "Drop earrings" },
        description: {
          fa: "گوشواره‌های آویز با قلاب طلا و آویزهای اشکی، برگ، قلب و ستاره.",
          en: "Drop earrings on gold hooks with teardrops, leaves, hearts and stars.",
        },
      },
    ],
  },
  {
    slug: "anklet",
    title: { fa: "پابند", en: "Anklets" },
    description: {
      fa: "پابندهای طلای ظریف، زنجیری، گوی‌دار و زنگوله‌ای برای تابستان.",
      en: "Fine gold anklets, plain, beaded or with little bells, for summer.",
    },
    subCategories: [{
        slug: "chain-anklet",
        title: { fa: "پابند زنجیری", en: "Chain anklets" },
        description: {
          fa: "پابندهای زنجیری رولو، ساچمه‌ای و گوی‌دار در طول ۲۳ تا ۲۵ سانتی‌متر.",
          en: "Rolo, ball-chain and beaded anklets, 23 to 25 cm long.",
        },
      }],
  },
  {
    slug: "gold-set",
    title: { fa: "سرویس و نیم‌ست", en: "Sets and half-sets" },
    description: {
      fa: "سرویس‌ها و نیم‌ست‌های طلا: گردنبند و گوشواره هماهنگ، و سرویس‌های کامل عروس با انگشتر.",
      en: "Gold sets and half-sets: matching necklaces and earrings, and full bridal sets with a ring.",
    },
    subCategories: [
      {
        slug: "half-set",
        title: { fa: "نیم‌ست", en: "Half-sets" },
        description: {
          fa: "نیم‌ست‌های گردنبند و گوشواره با طرح‌های هماهنگ، ساده یا نگین‌دار.",
          en: "Half-sets of a necklace and matching earrings, plain or stone-set.",
        },
      },
      {
        slug: "full-set",
        title: { fa: "سرویس کامل", en: "Full sets" },
        description: {
          fa: "سرویس‌های کامل گردنبند، گوشواره و انگشتر برای عروس و مراسم خاص.",
          en: "Full sets of necklace, earrings and ring for brides and special occasions.",
        },
      },
    ],
  },
  {
    slug: "baby-gold",
    title: { fa: "طلای کودک", en: "Baby gold" },
    description: {
      fa: "طلای کودک و نوزاد: دستبندهای ظریف و پلاک‌های خرس، ماه و ستاره و چشم نظر؛ هدیه‌ای ماندگار برای تولد.",
      en: "Gold for babies and children: delicate bracelets and bear, moon and evil-eye pendants, a keepsake gift for a birth.",
    },
    subCategories: [
      {
        slug: "baby-bracelet",
        title: { fa: "دستبند کودک", en: "Baby bracelets" },
        description: {
          fa: "دستبندهای سبک و ایمن نوزادی با گوی‌های طلا و آویز چشم نظر یا قلب.",
          en: "Light, safe baby bracelets with gold beads and an evil-eye or heart charm.",
        },
      },
      {
        slug: "baby-pendant",
        title: { fa: "پلاک کودک", en: "Baby pendants" },
        description: {
          fa: "پلاک‌های کوچک کودک با زنجیر ظریف: خرس، ماه و ستاره، قلب و چشم نظر.",
          en: "Small children's pendants on a fine chain: a bear, a moon and star, a heart, an evil eye.",
        },
      },
    ],
  },
];

/** A top-level category by slug; throws on a typo so seed data cannot point at a missing category. */
export function catalogueCategory(slug: string): CatalogueCategory {
  const category = CATALOGUE.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`No catalogue category "${slug}"`);
  return category;
}

/** Every category of the tree, top ones first in display order, each sub-category after its parent. */
export function allCategories(): { category: CatalogueSubCategory; parent: CatalogueCategory | null }[] {
  return CATALOGUE.flatMap((top) => [
    { category: top, parent: null },
    ...top.subCategories.map((sub) => ({ category: sub, parent: top })),
  ]);
}

/** The text search engines show for a category page. */
export function metaDescription(category: CatalogueSubCategory): Localised {
  // "Gold chains" and «زنجیر طلا» already say gold: not "18-karat gold gold chains".
  const fa = category.title.fa.includes("طلا") ? `${category.title.fa} ۱۸ عیار` : `${category.title.fa} طلای ۱۸ عیار`;
  const en = category.title.en.toLowerCase();
  return {
    fa: `خرید ${fa} با قیمت روز طلا، ضمانت اصالت، امکان خرید اقساطی و ارسال بیمه‌شده در طلای زرین.`,
    en: `Buy 18-karat ${/\bgold\b/.test(en) ? en : `gold ${en}`} at today's gold price, with guaranteed authenticity, instalments and insured delivery from Zarrin Gold.`,
  };
}

/**
 * A top-level category with no products that no menu or list names: the storefront's empty-category
 * screen is seen at `/limited-edition` (its listing answers 200 with no products).
 */
export const EMPTY_CATEGORY: CatalogueSubCategory = {
  slug: "limited-edition",
  title: { fa: "مجموعه محدود", en: "Limited edition" },
  description: {
    fa: "قطعات مجموعه محدود در تعداد کم و با طراحی ویژه ساخته می‌شوند؛ مجموعه تازه به‌زودی از راه می‌رسد.",
    en: "Limited-edition pieces are made in small numbers to special designs; the next collection arrives soon.",
  },
};

/** Categories search engines are asked not to index (their pages still link on: "noindex, follow"). */
export const NOINDEX_CATEGORIES: readonly string[] = ["baby-pendant"];
export const INDEX_ROBOTS = "index, follow";
export const NOINDEX_ROBOTS = "noindex, follow";
