import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { ShopTransaction } from "../db/connect";
import { campaignProducts, campaignTexts, campaigns, categories, mediaArtworks, products } from "../db/schema";
import { piece } from "./content";
import { slideArtworks, slideImagePaths, type SlideSeed } from "./home";
import { LANGS, type Localised } from "./localised";

const DAY_MS = 86_400_000;

interface CampaignSeed {
  slug: string;
  /** Days from the seed: negative is before it. */
  startsInDays: number;
  endsInDays: number;
  title: Localised;
  subtitle: Localised;
  description: Localised<string[]>;
  metaDescription: Localised;
  /** Its banner: drawn like the home page's slides (no text on the picture). */
  banner: Pick<SlideSeed, "cloth" | "silk" | "pieces" | "alt">;
  /** How its pieces are chosen from the catalogue. */
  products: { topCategory?: string; discounted: boolean; count: number };
}

/**
 * The campaigns (the page /campaign/opening, docs/shop/02-pages.md §2.10): the opening sale runs from a
 * few days before the seed to weeks after it; the end-of-season sale has ended (the page's end state).
 */
export const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    slug: "opening",
    startsInDays: -5,
    endsInDays: 40,
    title: { fa: "جشنواره افتتاحیه فروشگاه آنلاین", en: "Our online shop's opening sale" },
    subtitle: { fa: "تخفیف ویژه روی پرفروش‌ترین زیورآلات طلای ۱۸ عیار", en: "Special prices on our best-selling 18-karat pieces" },
    description: {
      fa: [
        "به پاس همراهی شما، در جشنواره افتتاحیه فروشگاه آنلاین طلای زرین پرفروش‌ترین گردنبندها، دستبندها، انگشترها و گوشواره‌ها را با تخفیف ویژه عرضه می‌کنیم.",
        "قیمت هر کالا بر پایه نرخ لحظه‌ای طلا محاسبه می‌شود و تخفیف روی اجرت و سود فروشنده اعمال شده است. همه سفارش‌ها با فاکتور رسمی، ضمانت اصالت و ارسال بیمه‌شده تحویل داده می‌شوند.",
      ],
      en: [
        "To thank you for joining us, our online shop's opening sale offers our best-selling necklaces, bracelets, rings and earrings at special prices.",
        "Every price follows the live gold rate; the discount comes off the making charge and our margin. Every order ships with an official invoice, an authenticity guarantee and insured delivery.",
      ],
    },
    metaDescription: {
      fa: "جشنواره افتتاحیه طلای زرین: تخفیف ویژه روی پرفروش‌ترین زیورآلات طلای ۱۸ عیار با قیمت لحظه‌ای طلا و ارسال بیمه‌شده.",
      en: "Zarrin Gold's opening sale: special prices on best-selling 18-karat jewellery at the live gold price, with insured delivery.",
    },
    banner: {
      alt: { fa: "گردنبند، النگو و انگشتر طلا روی ابریشم زرشکی", en: "A gold necklace, bangle and ring on burgundy silk" },
      cloth: "burgundy",
      silk: true,
      pieces: [
        piece({ kind: "pendant-necklace", charm: "heart", gem: "ruby", variant: 2 }),
        piece({ kind: "bangle", finish: "twisted", variant: 1 }),
        piece({ kind: "gemstone-ring", gem: "diamond", variant: 2 }),
      ],
    },
    products: { discounted: true, count: 12 },
  },
  {
    slug: "end-of-season",
    startsInDays: -120,
    endsInDays: -100,
    title: { fa: "حراج پایان فصل", en: "End-of-season sale" },
    subtitle: { fa: "گوشواره و گردنبندهای نگین‌دار با تخفیف ویژه", en: "Gemstone earrings and necklaces at special prices" },
    description: {
      fa: ["در حراج پایان فصل، گوشواره‌ها و گردنبندهای نگین‌دار را با تخفیف ویژه عرضه کردیم. از همراهی شما سپاس‌گزاریم."],
      en: ["In our end-of-season sale we offered gemstone earrings and necklaces at special prices. Thank you for shopping with us."],
    },
    metaDescription: {
      fa: "حراج پایان فصل طلای زرین: گوشواره و گردنبند طلا با نگین یاقوت.",
      en: "Zarrin Gold's end-of-season sale: gold earrings and necklaces with rubies.",
    },
    banner: {
      alt: { fa: "گوشواره آویز یاقوت و گردنبند روی مخمل زرشکی", en: "Ruby drop earrings and a necklace on burgundy velvet" },
      cloth: "burgundy",
      silk: false,
      pieces: [piece({ kind: "drop-earrings", gem: "ruby", variant: 1 }), piece({ kind: "pendant-necklace", charm: "drop", gem: "ruby" })],
    },
    products: { topCategory: "earing", discounted: false, count: 6 },
  },
];

/** The campaigns, their banners' recipes and their pieces: the best sellers matching each. */
export async function seedCampaigns(tx: ShopTransaction, now = new Date()): Promise<void> {
  for (const [index, seed] of CAMPAIGNS.entries()) {
    const paths = slideImagePaths(`campaign-${seed.slug}`);
    const { wide, tall } = slideArtworks({ ...seed.banner, name: seed.slug, link: "", title: seed.title, subtitle: seed.subtitle }, 900 + index * 2);
    await tx
      .insert(mediaArtworks)
      .values([
        { path: paths.image, recipe: wide },
        { path: paths.imageMobile, recipe: tall },
      ])
      .onConflictDoNothing();
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        slug: seed.slug,
        startsAt: new Date(now.getTime() + seed.startsInDays * DAY_MS),
        endsAt: new Date(now.getTime() + seed.endsInDays * DAY_MS),
        banner: paths.image,
        bannerMobile: paths.imageMobile,
        updatedAt: new Date(now.getTime() + Math.min(seed.startsInDays, 0) * DAY_MS),
      })
      .returning({ id: campaigns.id });
    await tx.insert(campaignTexts).values(
      LANGS.map((lang) => ({
        campaignId: campaign!.id,
        lang,
        title: seed.title[lang],
        subtitle: seed.subtitle[lang],
        description: seed.description[lang],
        metaDescription: seed.metaDescription[lang],
        bannerAlt: seed.banner.alt[lang],
      })),
    );
    const { topCategory, discounted, count } = seed.products;
    const parent = sql`(select ${categories.parentId} from ${categories} where ${categories.id} = ${products.categoryId})`;
    const chosen = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          discounted ? and(isNotNull(products.discountPercent), gt(products.discountPercent, 0)) : undefined,
          topCategory ? eq(parent, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${topCategory})`) : undefined,
        ),
      )
      .orderBy(desc(products.salesCount), products.id)
      .limit(count);
    if (chosen.length > 0) {
      await tx.insert(campaignProducts).values(chosen.map((product, position) => ({ campaignId: campaign!.id, productId: product.id, position })));
    }
  }
}
