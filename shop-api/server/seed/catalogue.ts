import type { Localised } from "./localised";

export interface CatalogueCategory {
  /** The storefront path segment: `/{slug}` is the category page. Products are seeded under these. */
  slug: string;
  title: Localised;
  subCategories: { slug: string; title: Localised }[];
}

/**
 * The category tree of the shop, in display order. Menus are built from it here; the product seed
 * places products under its slugs, so the slugs must not change.
 */
export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    slug: "necklaces",
    title: { fa: "گردنبند", en: "Necklaces" },
    subCategories: [
      { slug: "gold-chain", title: { fa: "زنجیر طلا", en: "Gold chains" } },
      { slug: "gold-pendant", title: { fa: "پلاک طلا", en: "Gold pendants" } },
      { slug: "name-necklace", title: { fa: "گردنبند اسم", en: "Name necklaces" } },
    ],
  },
  {
    slug: "bracelet",
    title: { fa: "دستبند", en: "Bracelets" },
    subCategories: [
      { slug: "chain-bracelet", title: { fa: "دستبند زنجیری", en: "Chain bracelets" } },
      { slug: "bangle", title: { fa: "النگو", en: "Bangles" } },
      { slug: "charm-bracelet", title: { fa: "دستبند آویزدار", en: "Charm bracelets" } },
    ],
  },
  {
    slug: "woman-gold-ring",
    title: { fa: "انگشتر زنانه", en: "Women's rings" },
    subCategories: [
      { slug: "wedding-ring", title: { fa: "حلقه ازدواج", en: "Wedding rings" } },
      { slug: "gemstone-ring", title: { fa: "انگشتر نگین‌دار", en: "Gemstone rings" } },
      { slug: "signet-ring", title: { fa: "انگشتر رکاب", en: "Band rings" } },
    ],
  },
  {
    slug: "earing",
    title: { fa: "گوشواره", en: "Earrings" },
    subCategories: [
      { slug: "stud-earrings", title: { fa: "گوشواره میخی", en: "Stud earrings" } },
      { slug: "hoop-earrings", title: { fa: "گوشواره حلقه‌ای", en: "Hoop earrings" } },
      { slug: "drop-earrings", title: { fa: "گوشواره آویز", en: "Drop earrings" } },
    ],
  },
  {
    slug: "anklet",
    title: { fa: "پابند", en: "Anklets" },
    subCategories: [{ slug: "chain-anklet", title: { fa: "پابند زنجیری", en: "Chain anklets" } }],
  },
  {
    slug: "gold-set",
    title: { fa: "سرویس و نیم‌ست", en: "Sets and half-sets" },
    subCategories: [
      { slug: "half-set", title: { fa: "نیم‌ست", en: "Half-sets" } },
      { slug: "full-set", title: { fa: "سرویس کامل", en: "Full sets" } },
    ],
  },
  {
    slug: "baby-gold",
    title: { fa: "طلای کودک", en: "Baby gold" },
    subCategories: [
      { slug: "baby-bracelet", title: { fa: "دستبند کودک", en: "Baby bracelets" } },
      { slug: "baby-pendant", title: { fa: "پلاک کودک", en: "Baby pendants" } },
    ],
  },
];

/** A top-level category by slug; throws on a typo so seed data cannot point at a missing category. */
export function catalogueCategory(slug: string): CatalogueCategory {
  const category = CATALOGUE.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`No catalogue category "${slug}"`);
  return category;
}
