import { count, sql } from "drizzle-orm";
import { Rng } from "../artwork/svg";
import type { ShopDatabase } from "../db/connect";
import { brands, categories, productTags, products, tags } from "../db/schema";
import { BRANDS } from "./brands";
import { productDescription } from "./descriptions";
import { SEED_LOCK_ID } from "./index";
import type { Localised } from "./localised";
import { offerWindow, productExtras, TAGS, tagsFor, type TagName } from "./product-extras";
import { asciiSlug, productOfDesign, productSeeds, type ProductSeed } from "./products";
import { idOf, insertProducts, type ProductFacts } from "./shop-catalogue";

/**
 * The demo catalogue grown to a real shop's size (`catalogueSize`, SHOP_API_CATALOGUE_SIZE), to
 * measure search and listings at scale (bench/search.mjs). Each product added is a variation of
 * one of the demo's designs, whose pictures it shows (no new artwork): the design's name with a
 * style and a model's name ("… ظریف مدل ترنج", "Delicate …, Toranj line"), filled in by the same
 * generator as the demo's (weights, options and stock, wages, stones, discount, rating, sales), from
 * a brand, created over the past five years, with the demo's descriptions, tags, barcodes and offer
 * dates. Product n is drawn from its own seeded generator, so a catalogue grown to 50,000 at once
 * or in steps is the same, on every machine.
 */

/** Adjectives of style: Persian puts them after the name, English before. */
const STYLES: readonly Localised[] = [
  { fa: "ظریف", en: "Delicate" },
  { fa: "کلاسیک", en: "Classic" },
  { fa: "مینیمال", en: "Minimal" },
  { fa: "ایتالیایی", en: "Italian" },
  { fa: "دست‌ساز", en: "Handmade" },
  { fa: "سنتی", en: "Traditional" },
  { fa: "مدرن", en: "Modern" },
  { fa: "وینتیج", en: "Vintage" },
  { fa: "فانتزی", en: "Fancy" },
  { fa: "لوکس", en: "Luxury" },
  { fa: "شیک", en: "Elegant" },
  { fa: "اسپرت", en: "Casual" },
];

/** The model names Iranian jewellers give a design («مدل ترنج»): flowers, stars, names, motifs. */
const LINES: readonly Localised[] = [
  { fa: "نسترن", en: "Nastaran" },
  { fa: "یاس", en: "Yas" },
  { fa: "آوا", en: "Ava" },
  { fa: "ترنج", en: "Toranj" },
  { fa: "نیلوفر", en: "Niloufar" },
  { fa: "شقایق", en: "Shaghayegh" },
  { fa: "ستاره", en: "Setareh" },
  { fa: "مهتاب", en: "Mahtab" },
  { fa: "باران", en: "Baran" },
  { fa: "دریا", en: "Darya" },
  { fa: "پرنیا", en: "Parnia" },
  { fa: "کیمیا", en: "Kimia" },
  { fa: "هستی", en: "Hasti" },
  { fa: "رها", en: "Raha" },
  { fa: "آناهیتا", en: "Anahita" },
  { fa: "پگاه", en: "Pegah" },
  { fa: "سپیده", en: "Sepideh" },
  { fa: "نگار", en: "Negar" },
  { fa: "گلاره", en: "Gelareh" },
  { fa: "ارغوان", en: "Arghavan" },
  { fa: "سرو", en: "Sarv" },
  { fa: "ترمه", en: "Termeh" },
  { fa: "بته‌جقه", en: "Paisley" },
  { fa: "شمسه", en: "Shamseh" },
  { fa: "نارنج", en: "Narenj" },
  { fa: "انار", en: "Pomegranate" },
  { fa: "آیدا", en: "Aida" },
  { fa: "یلدا", en: "Yalda" },
  { fa: "نوروز", en: "Nowruz" },
  { fa: "سحر", en: "Sahar" },
  { fa: "الهه", en: "Elaheh" },
  { fa: "تینا", en: "Tina" },
  { fa: "ساینا", en: "Saina" },
  { fa: "آرتا", en: "Arta" },
  { fa: "پرستو", en: "Parastoo" },
  { fa: "قاصدک", en: "Ghasedak" },
  { fa: "رومینا", en: "Romina" },
  { fa: "ملیکا", en: "Melika" },
  { fa: "تارا", en: "Tara" },
  { fa: "مهرو", en: "Mehroo" },
];

/** English names that begin with a proper adjective keep its capital after a style ("Italian Venetian chain"). */
const PROPER_START = /^(Venetian|Singapore|Figaro)\b/;

/** Products written in a transaction: their statements stay under PostgreSQL's parameter limit (insertProducts). */
const BATCH = 1000;

const DAY_MS = 86_400_000;
const AGE_DAYS = 5 * 365;

/** A grown product: a seed like the demo's, the facts its row holds, and its tags. */
type GrownProduct = ProductSeed & { facts: ProductFacts; tags: TagName[] };

/**
 * Adds products until the catalogue has `size` (none when it has as many already), in
 * transactions of BATCH that each count again under the seed's lock: servers starting together
 * on one PostgreSQL grow it once, and a start stopped halfway goes on where it stopped. Then, when
 * it added any, vacuums (the search index is written after it, by the API's start). `now` anchors
 * the creation and offer dates. Answers how many it added.
 */
export async function growCatalogue(db: ShopDatabase, size: number, now: Date): Promise<number> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const models = productSeeds(today);
  const refs = {
    categoryIds: new Map((await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id])),
    brandIds: new Map((await db.select({ id: brands.id, slug: brands.slug }).from(brands)).map((row) => [row.slug, row.id])),
  };
  const tagIds = new Map((await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id]));
  let added = 0;
  for (;;) {
    const written = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [held] = await tx.select({ products: count() }).from(products);
      const first = (held?.products ?? 0) + 1;
      const grown = Array.from({ length: Math.max(0, Math.min(BATCH, size - first + 1)) }, (_, i) =>
        grownProduct(first + i, models, today, now)
      );
      if (grown.length === 0) return 0;
      const ids = await insertProducts(tx, grown, refs);
      const tagRows = grown.flatMap((product) =>
        product.tags.flatMap((name, position) => {
          const tagId = tagIds.get(TAGS[name].slug);
          return tagId === undefined ? [] : [{ productId: idOf(ids, product.slug), tagId, position }];
        })
      );
      if (tagRows.length > 0) await tx.insert(productTags).values(tagRows);
      return grown.length;
    });
    if (written === 0) break;
    added += written;
  }
  // PGlite runs no autovacuum: without this, the rows just written are not marked visible to all
  // and every search checks each one (single words took twice as long at 50,000 products).
  if (added > 0) await db.execute(sql`VACUUM ANALYZE`);
  return added;
}

/** The catalogue's product number `ordinal` (counting the demo's), from its own generator. */
function grownProduct(ordinal: number, models: readonly ProductSeed[], today: Date, now: Date): GrownProduct {
  const rng = new Rng(`zarrin-grown-catalogue:${ordinal}`);
  const model = rng.pick(models);
  const piece = model.images[0]?.artwork.piece;
  if (!piece) throw new Error(`Seed: the design "${model.slug}" has no picture`);
  const style = rng.pick(STYLES);
  const line = rng.pick(LINES);
  const modelEn = PROPER_START.test(model.name.en) ? model.name.en : model.name.en.charAt(0).toLowerCase() + model.name.en.slice(1);
  const name = { fa: `${model.name.fa} ${style.fa} مدل ${line.fa}`, en: `${style.en} ${modelEn}, ${line.en} line` };
  const design = { category: model.category, name, piece, option: model.varieties[0]?.option ?? null };
  const seed = {
    ...productOfDesign(design, rng, { slug: asciiSlug(`${name.en} ${ordinal}`), brand: rng.pick(BRANDS).slug, today, ageDays: AGE_DAYS }),
    // The design's pictures: the generator draws its own as it does for every design, and no new artwork is wanted.
    images: model.images,
  };
  const extras = productExtras(seed, piece, ordinal - 1);
  const offer = seed.discountPercent === null ? null : offerWindow(seed.slug, now);
  return {
    ...seed,
    facts: {
      row: {
        colour: piece.metal,
        gtin: extras.gtin,
        mpn: extras.mpn,
        likes: extras.likes,
        offerStartsAt: offer?.startsAt ?? null,
        offerEndsAt: offer?.endsAt ?? null,
      },
      description: productDescription(seed, piece),
    },
    tags: tagsFor(seed, piece),
  };
}
