import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { priceLine, type Lang } from "../../contract";
import type { ShopDatabase, ShopTransaction } from "../db/connect";
import { brandTexts, categories, categoryTexts, productSearch, productTags, productTexts, products, searchWords, tagTexts } from "../db/schema";
import { searchTerms } from "../search-text";
import { LANGS } from "../seed/localised";
import { skuOf } from "./product-page";

/**
 * The catalogue's search documents (docs/shop/16-reference-shop-api.md §16.2.1): for each product and language, its terms in
 * four weights, written as a tsvector, and the language's lexicon (every term with how many
 * products have it) that mends misspelt words. Made from the database's texts, so whatever wrote
 * them (the seed, a grown catalogue) needs only to call this afterwards.
 */

/** The terms of a product's document, by weight: A finds it best. */
export interface SearchDocumentTerms {
  /** Name and codes (the shop's code, barcode, part number). */
  a: string[];
  /** Category (and its parent), brand, tags. */
  b: string[];
  /** Short description and description. */
  c: string[];
  /** The name in the other language (a Persian page searched in English still finds it). */
  d: string[];
}

/** A product's texts search reads, and the facts its price is made of. */
export interface ProductSearchTexts {
  id: number;
  gram: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
  name: string;
  otherName: string;
  gtin: string | null;
  mpn: string | null;
  category: string;
  parentCategory: string | null;
  brand: string | null;
  tags: string | null;
  shortDescription: string;
  description: string[];
}

export function documentTerms(texts: ProductSearchTexts): SearchDocumentTerms {
  const codes = [skuOf(texts.id), texts.gtin ?? "", texts.mpn ?? ""].join(" ");
  return {
    a: searchTerms(`${texts.name} ${codes}`),
    b: searchTerms([texts.category, texts.parentCategory ?? "", texts.brand ?? "", texts.tags ?? ""].join(" ")),
    c: searchTerms([texts.shortDescription, ...texts.description].join(" ")),
    d: searchTerms(texts.otherName),
  };
}

/**
 * A document as tsvector text, each term at its position with its weight ("'gold':1A 'ring':2A
 * 'earring':3B"): written as is, not through a text-search parser, so its lexemes are exactly the
 * terms the query's will be compared with. Positions carry the weights (a lexeme without one has none).
 */
export function tsVectorText(terms: SearchDocumentTerms, parts: string): string {
  const weighted = (["a", "b", "c", "d"] as const)
    .filter((part) => parts.includes(part))
    .flatMap((part) => terms[part].map((term) => [term, part.toUpperCase()] as const));
  return weighted
    .slice(0, MAX_POSITION)
    .map(([term, weight], index) => `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}':${index + 1}${weight}`)
    .join(" ");
}

/** PostgreSQL's last position in a tsvector; later words of a long description are not kept. */
const MAX_POSITION = 16_383;

/** Rows per statement: five parameters each, well under PostgreSQL's 65,535. */
const BATCH = 2_000;

/** Any number shared by every instance: two servers starting on one PostgreSQL rebuild one at a time. */
const REBUILD_LOCK_ID = 4_721_002;

/**
 * Writes every product's search rows, documents and the lexicons again, in one transaction, then
 * vacuums what it wrote: PGlite runs no autovacuum, and rows not yet marked visible to all are
 * checked one by one by every search.
 */
export async function rebuildSearchIndex(db: ShopDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REBUILD_LOCK_ID})`);
    await tx.delete(productSearch);
    for (const lang of LANGS) {
      const texts = await loadSearchTexts(tx, lang);
      const lexicon = new Map<string, { documents: number; naming: boolean }>();
      const rows = texts.map((product) => {
        const terms = documentTerms(product);
        const naming = new Set([...terms.a, ...terms.b, ...terms.d]);
        for (const term of new Set([...naming, ...terms.c])) {
          const entry = lexicon.get(term) ?? { documents: 0, naming: false };
          lexicon.set(term, { documents: entry.documents + 1, naming: entry.naming || naming.has(term) });
        }
        const line = priceLine(product);
        return sql`(${product.id}, ${tsVectorText(terms, "abd")}, ${tsVectorText(terms, "abcd")}, ${line.perGold}, ${line.fixed})`;
      });
      for (let start = 0; start < rows.length; start += BATCH) {
        const values = sql`(values ${sql.join(rows.slice(start, start + BATCH), sql`, `)}) as v(product_id, names, document, per_gold, fixed)`;
        await tx.execute(sql`update ${productTexts} set search_document = v.document::tsvector from ${values}
          where ${productTexts.productId} = v.product_id::int and ${productTexts.lang} = ${lang}`);
        await tx.execute(sql`insert into ${productSearch} (product_id, lang, names, in_stock, sales_count, created_at, brand_id,
            colour, gram, price_per_gold, price_fixed, discount_percent, offer_starts_at, offer_ends_at)
          select p.id, ${lang}, v.names::tsvector, p.in_stock, p.sales_count, p.created_at, p.brand_id, p.colour, p.gram,
            v.per_gold::float8, v.fixed::float8, p.discount_percent, p.offer_starts_at, p.offer_ends_at
          from ${values} join ${products} p on p.id = v.product_id::int`);
      }
      await tx.delete(searchWords).where(eq(searchWords.lang, lang));
      const words = [...lexicon].map(([word, entry]) => ({ lang, word, ...entry }));
      for (let start = 0; start < words.length; start += BATCH) await tx.insert(searchWords).values(words.slice(start, start + BATCH));
    }
  });
  // And the planner's statistics, so that a query matching most products reads them in one pass.
  await db.execute(sql`vacuum analyze ${productSearch}, ${searchWords}, ${productTexts}`);
}

/** Whether some product's texts are not in the index (a database made before search, or grown since). */
export async function searchIndexMissing(db: ShopDatabase): Promise<boolean> {
  const [row] = await db
    .select({ id: productTexts.productId })
    .from(productTexts)
    .leftJoin(productSearch, and(eq(productSearch.productId, productTexts.productId), eq(productSearch.lang, productTexts.lang)))
    .where(isNull(productSearch.productId))
    .limit(1);
  return row !== undefined;
}

const parent = alias(categories, "parent");
const parentTexts = alias(categoryTexts, "parent_texts");
const otherTexts = alias(productTexts, "other_texts");

async function loadSearchTexts(tx: ShopTransaction, lang: Lang): Promise<ProductSearchTexts[]> {
  return tx
    .select({
      id: products.id,
      gram: products.gram,
      wagesPercent: products.wagesPercent,
      noneGold: products.noneGold,
      noneGoldWages: products.noneGoldWages,
      name: productTexts.name,
      otherName: sql<string>`coalesce(${otherTexts.name}, '')`,
      gtin: products.gtin,
      mpn: products.mpn,
      category: categoryTexts.title,
      parentCategory: parentTexts.title,
      brand: brandTexts.name,
      tags: sql<string | null>`(select string_agg(${tagTexts.title}, ' ') from ${productTags} join ${tagTexts} on ${tagTexts.tagId} = ${productTags.tagId} and ${tagTexts.lang} = ${lang} where ${productTags.productId} = ${products.id})`,
      shortDescription: productTexts.shortDescription,
      description: productTexts.description,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .leftJoin(otherTexts, and(eq(otherTexts.productId, products.id), sql`${otherTexts.lang} <> ${lang}`))
    .innerJoin(categoryTexts, and(eq(categoryTexts.categoryId, products.categoryId), eq(categoryTexts.lang, lang)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(parentTexts, and(eq(parentTexts.categoryId, parent.id), eq(parentTexts.lang, lang)))
    .leftJoin(brandTexts, and(eq(brandTexts.brandId, products.brandId), eq(brandTexts.lang, lang)));
}
