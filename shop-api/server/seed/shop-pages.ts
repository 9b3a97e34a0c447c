import { inArray, sql, type SQL } from "drizzle-orm";
import type { ShopTransaction } from "../db/connect";
import {
  brandTexts,
  brands,
  categories,
  categoryTexts,
  faqGroupTexts,
  faqGroups,
  faqTexts,
  faqs,
  productComments,
  productQuestions,
  productSellers,
  productTags,
  productTexts,
  products,
  sellerTexts,
  sellers,
  tagTexts,
  tags,
} from "../db/schema";
import { BRANDS, brandMetaDescription } from "./brands";
import { CATALOGUE, EMPTY_CATEGORY, NOINDEX_CATEGORIES, NOINDEX_ROBOTS, metaDescription } from "./catalogue";
import { productDescription } from "./descriptions";
import { CATEGORY_FAQS, FAQ_GROUPS, type FaqSeed } from "./faqs";
import { LANGS } from "./localised";
import {
  SELLERS,
  TAGS,
  UNRATED_PRODUCTS,
  offerWindow,
  partnersFor,
  productExtras,
  tagsFor,
  type TagName,
} from "./product-extras";
import { productSeeds } from "./products";
import { commentsFor, questionsFor, type ReviewedProduct } from "./reviews";

/**
 * What the category, brand, product and information pages need beyond the catalogue: the empty
 * category and the noindex one, brand texts, product descriptions, colours, barcodes, offer dates,
 * likes, FAQs, tags, sellers, comments and questions. Written on a catalogue already in the
 * database (the seed's or an older one), matching products by slug, so a data directory seeded
 * before these pages existed gets them on its next start (seed/index.ts).
 */
export async function seedPages(tx: ShopTransaction, now = new Date()): Promise<void> {
  await seedCategoryPages(tx);
  await seedBrandTexts(tx);
  const reviewed = await seedProductFacts(tx, now);
  await seedFaqs(tx);
  await seedTagsAndSellers(tx, reviewed);
  await seedReviews(tx, reviewed, now);
}

async function seedCategoryPages(tx: ShopTransaction): Promise<void> {
  await tx.update(categories).set({ robot: NOINDEX_ROBOTS }).where(inArray(categories.slug, [...NOINDEX_CATEGORIES]));
  const [empty] = await tx
    .insert(categories)
    .values({
      slug: EMPTY_CATEGORY.slug,
      position: CATALOGUE.length,
      image: null,
    })
    .onConflictDoNothing({ target: categories.slug })
    .returning({ id: categories.id });
  if (empty) {
    await tx.insert(categoryTexts).values(
      LANGS.map((lang) => ({
        categoryId: empty.id,
        lang,
        title: EMPTY_CATEGORY.title[lang],
        description: EMPTY_CATEGORY.description[lang],
        metaDescription: metaDescription(EMPTY_CATEGORY)[lang],
      }))
    );
  }
}

async function seedBrandTexts(tx: ShopTransaction): Promise<void> {
  const rows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  const values = BRANDS.flatMap((brand) => {
    const id = ids.get(brand.slug);
    return id === undefined
      ? []
      : LANGS.map((lang) => sql`(${id}, ${lang}, ${brand.description[lang]}, ${brandMetaDescription(brand.name)[lang]})`);
  });
  if (values.length === 0) return;
  await tx.execute(sql`update ${brandTexts} set description = v.description, meta_description = v.meta
    from (values ${sql.join(values, sql`, `)}) as v(brand_id, lang, description, meta)
    where ${brandTexts.brandId} = v.brand_id::int and ${brandTexts.lang} = v.lang::lang`);
}

/**
 * Colours, barcodes, part numbers, likes, offer dates, ratings (a few products have none) and
 * descriptions of the seeded products still in the database. Answers them for what follows.
 */
async function seedProductFacts(tx: ShopTransaction, now: Date): Promise<(ReviewedProduct & { tags: TagName[] })[]> {
  const seeds = productSeeds(now);
  const rows = await tx
    .select({
      id: products.id,
      slug: products.slug,
      discountPercent: products.discountPercent,
      rating: products.rating,
      reviewCount: products.reviewCount,
      createdAt: products.createdAt,
    })
    .from(products);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const unrated = new Set(UNRATED_PRODUCTS);

  const facts: SQL[] = [];
  const descriptions: SQL[] = [];
  const reviewed: (ReviewedProduct & { tags: TagName[] })[] = [];
  seeds.forEach((seed, index) => {
    const row = bySlug.get(seed.slug);
    const piece = seed.images[0]?.artwork.piece;
    if (!row || !piece) return;
    const extras = productExtras(seed, piece, index);
    const window = row.discountPercent === null ? null : offerWindow(seed.slug, now);
    const startsAt = window?.startsAt.toISOString() ?? null;
    const endsAt = window?.endsAt.toISOString() ?? null;
    const rating = unrated.has(seed.slug) ? 0 : row.rating;
    const reviewCount = unrated.has(seed.slug) ? 0 : row.reviewCount;
    facts.push(
      sql`(${row.id}, ${piece.metal}, ${extras.gtin}, ${extras.mpn}, ${extras.likes}, ${startsAt}, ${endsAt}, ${rating}, ${reviewCount})`
    );
    const description = productDescription(seed, piece);
    for (const lang of LANGS) descriptions.push(sql`(${row.id}, ${lang}, ${JSON.stringify(description[lang])})`);
    reviewed.push({
      id: row.id,
      slug: seed.slug,
      kind: piece.kind,
      rating,
      reviewCount,
      createdAt: row.createdAt,
      tags: tagsFor(seed, piece),
    });
  });
  if (facts.length === 0) return reviewed;
  await tx.execute(sql`update ${products} set colour = v.colour::metal, gtin = v.gtin, mpn = v.mpn,
      likes = v.likes::int, offer_starts_at = v.starts::timestamptz, offer_ends_at = v.ends::timestamptz,
      rating = v.rating::numeric, review_count = v.review_count::int
    from (values ${sql.join(facts, sql`, `)}) as v(id, colour, gtin, mpn, likes, starts, ends, rating, review_count)
    where ${products.id} = v.id::int`);
  await tx.execute(sql`update ${productTexts} set description = v.description::jsonb
    from (values ${sql.join(descriptions, sql`, `)}) as v(product_id, lang, description)
    where ${productTexts.productId} = v.product_id::int and ${productTexts.lang} = v.lang::lang`);
  return reviewed;
}

async function insertFaqs(tx: ShopTransaction, place: { groupId?: number; categoryId?: number }, items: readonly FaqSeed[]) {
  const rows = await tx
    .insert(faqs)
    .values(items.map((_, position) => ({ ...place, position })))
    .returning({ id: faqs.id });
  await tx.insert(faqTexts).values(
    items.flatMap((item, i) =>
      LANGS.map((lang) => ({
        faqId: rows[i]?.id ?? 0,
        lang,
        question: item.question[lang],
        answer: item.answer[lang],
      }))
    )
  );
}

async function seedFaqs(tx: ShopTransaction): Promise<void> {
  for (const [position, group] of FAQ_GROUPS.entries()) {
    const [row] = await tx.insert(faqGroups).values({ position }).returning({ id: faqGroups.id });
    if (!row) throw new Error("FAQ group not inserted");
    await tx.insert(faqGroupTexts).values(LANGS.map((lang) => ({ groupId: row.id, lang, title: group.title[lang] })));
    await insertFaqs(tx, { groupId: row.id }, group.items);
  }
  const tops = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, Object.keys(CATEGORY_FAQS)));
  for (const top of tops) await insertFaqs(tx, { categoryId: top.id }, CATEGORY_FAQS[top.slug] ?? []);
}

async function seedTagsAndSellers(tx: ShopTransaction, reviewed: (ReviewedProduct & { tags: TagName[] })[]) {
  const tagSeeds = Object.values(TAGS);
  const tagRows = await tx
    .insert(tags)
    .values(tagSeeds.map((tag) => ({ slug: tag.slug })))
    .onConflictDoNothing({ target: tags.slug })
    .returning({ id: tags.id, slug: tags.slug });
  if (tagRows.length > 0) {
    const bySlug = new Map(tagSeeds.map((tag) => [tag.slug, tag]));
    await tx.insert(tagTexts).values(
      tagRows.flatMap((row) => LANGS.map((lang) => ({ tagId: row.id, lang, title: bySlug.get(row.slug)?.title[lang] ?? row.slug })))
    );
  }
  const tagIds = new Map((await tx.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id]));
  const productTagRows = reviewed.flatMap((product) =>
    product.tags.flatMap((name, position) => {
      const tagId = tagIds.get(TAGS[name].slug);
      return tagId === undefined ? [] : [{ productId: product.id, tagId, position }];
    })
  );
  if (productTagRows.length > 0) await tx.insert(productTags).values(productTagRows).onConflictDoNothing();

  const sellerRows = await tx
    .insert(sellers)
    .values(SELLERS.map((seller, position) => ({ slug: seller.slug, isOfficial: seller.isOfficial, rating: seller.rating, position })))
    .onConflictDoNothing({ target: sellers.slug })
    .returning({ id: sellers.id, slug: sellers.slug });
  if (sellerRows.length > 0) {
    const bySlug = new Map(SELLERS.map((seller) => [seller.slug, seller]));
    await tx.insert(sellerTexts).values(
      sellerRows.flatMap((row) => {
        const seller = bySlug.get(row.slug);
        return seller ? LANGS.map((lang) => ({ sellerId: row.id, lang, name: seller.name[lang], city: seller.city[lang] })) : [];
      })
    );
  }
  const sellerIds = new Map((await tx.select({ id: sellers.id, slug: sellers.slug }).from(sellers)).map((row) => [row.slug, row.id]));
  const offers = reviewed.flatMap((product) =>
    partnersFor(product.slug).flatMap(({ seller, pricePercent }) => {
      const sellerId = sellerIds.get(seller);
      return sellerId === undefined ? [] : [{ productId: product.id, sellerId, pricePercent }];
    })
  );
  if (offers.length > 0) await tx.insert(productSellers).values(offers).onConflictDoNothing();
}

async function seedReviews(tx: ShopTransaction, reviewed: ReviewedProduct[], now: Date): Promise<void> {
  const comments = reviewed.flatMap((product) => commentsFor(product, now));
  const questions = reviewed.flatMap((product) => questionsFor(product, now));
  // In slices: one statement's parameters stay well under PostgreSQL's limit.
  for (let i = 0; i < comments.length; i += 500) await tx.insert(productComments).values(comments.slice(i, i + 500));
  for (let i = 0; i < questions.length; i += 500) await tx.insert(productQuestions).values(questions.slice(i, i + 500));
}

/**
 * Whether the pages' part of the seed is there (seed/index.ts). It is written in one transaction,
 * so any of its FAQ groups, sellers or tags tells; a shop that empties one of them (all its FAQs,
 * say) is not seeded again.
 */
export async function hasPages(tx: ShopTransaction): Promise<boolean> {
  for (const table of [faqGroups, sellers, tags]) {
    if ((await tx.select({ one: sql`1` }).from(table).limit(1)).length > 0) return true;
  }
  return false;
}
