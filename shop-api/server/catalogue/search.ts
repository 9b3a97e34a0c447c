import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  SEARCH_SORTS,
  type Lang,
  type SearchFilters,
  type SearchResult,
  type SearchSort,
} from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { brands, brandTexts, categories, categoryTexts, productSearch, productTexts, productVarieties, products, searchWords } from "../db/schema";
import { normalizeSearchText, searchTerms } from "../search-text";
import { readListingQuery, type ListingQuery } from "./listing";
import { activeDiscountOf, loadProductCards } from "./product-cards";

/**
 * The catalogue's search (docs/shop/16-reference-shop-api.md §16.2.1): the query's terms (search-text.ts, as the documents'
 * were made) looked up in the products' search rows of the request's language. A term the catalogue
 * has no word for, nor a word starting with it, is mended: the lexicon's nearest naming words by
 * trigram similarity stand beside it. Matches are filtered, sorted, counted and paged in the database.
 */

/** Categories a search answers at most. */
const SEARCH_CATEGORIES = 6;
/**
 * Nearest words that stand beside a misspelt term: at most three, each about as near as the nearest
 * ("earings" is "earring", not also "ring", which shares a third of its trigrams).
 */
const MENDINGS = 3;
const MENDING_MARGIN = 0.1;

/** A term of the query, and the words found for it when it is not one the catalogue has. */
export interface QueryTerm {
  term: string;
  /** The catalogue's nearest words, best first; empty when the term (or a longer word) is there. */
  mendings: string[];
}

export type SearchQuery = ListingQuery<SearchSort>;

export function readSearchQuery(db: ShopDatabase, lang: Lang, query: unknown): Promise<SearchQuery> {
  return readListingQuery(db, lang, query, SEARCH_SORTS);
}

/** Where what a query's pages share is kept (the API's catalogue reads: http/read-cache.ts). */
export interface SharedParts {
  keep<T extends object>(key: string, work: () => Promise<T>): Promise<T>;
}

/**
 * Every match of `q`, one page of it, with what the filters offer. The count and the filters'
 * options are the same for every page, sort and filter of a query: `shared` keeps them, so that a
 * shopper going on to page 2, sorting or filtering does not make the database count again what
 * matches (the work that grows with the catalogue: a word found in most of 50,000 products).
 */
export async function search(
  db: ShopDatabase,
  lang: Lang,
  goldPrice: number,
  q: string,
  query: SearchQuery,
  shared: SharedParts
): Promise<SearchResult> {
  const terms = await mendTerms(db, lang, [...new Set(searchTerms(q))]);
  const empty = emptyResult(query);
  if (terms.length === 0) return empty;
  const matched = tsQuery(terms, "");
  const named = await shared.keep(`search-named|${lang}|${matched}`, async () => ({ any: await anyMatch(db, namedBy(lang, matched)) }));
  const matches = named.any ? namedBy(lang, matched) : describedBy(lang, matched);
  const price = shownPrice(goldPrice);
  const chosen = filters(query.filters, price);
  const [pageRows, facets, categoryRows, exact] = await Promise.all([
    db
      .select({ id: productSearch.productId })
      .from(productSearch)
      .where(and(matches, ...chosen))
      .orderBy(...order(query.filters.sort, price, matched, tsQuery(terms, "A")))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    shared.keep(`search-facets|${lang}|${named.any}|${matched}`, () => facetsOf(db, lang, matches, price)),
    matchingCategories(db, lang, terms),
    exactProduct(db, q),
  ]);
  const total = chosen.length === 0 ? facets.total : await countMatches(db, and(matches, ...chosen));
  const ids = pageRows.map((row) => row.id);
  const cards =
    ids.length === 0 ? [] : await loadProductCards(db, lang, goldPrice, { where: inArray(products.id, ids), orderBy: [], limit: ids.length });
  const byId = new Map(cards.map((card) => [card.id, card]));
  const mended = terms.some((term) => term.mendings.length > 0);
  return {
    ...empty,
    categories: categoryRows,
    products: ids.flatMap((id) => byId.get(id) ?? []),
    pagination: { ...empty.pagination, total, last_page: Math.max(1, Math.ceil(total / query.perPage)) },
    attributes: facets.attributes,
    brands: facets.brands,
    did_you_mean: mended ? terms.map((term) => term.mendings[0] ?? term.term).join(" ") : null,
    exact,
  };
}

function emptyResult(query: SearchQuery): SearchResult {
  return {
    categories: [],
    products: [],
    pagination: { page: query.page, per_page: query.perPage, total: 0, last_page: 1 },
    applied: query.filters satisfies SearchFilters,
    attributes: { weight: { min: 0, max: 0 }, price: { min: 0, max: 0 }, colours: [], in_stock_count: 0 },
    brands: [],
    did_you_mean: null,
    exact: null,
  };
}

/**
 * A language's rows, its name written out rather than as a parameter: each language has its own
 * partial index, which the planner uses only when it sees the language.
 */
const LANGUAGE_LITERALS: Record<Lang, SQL> = { fa: sql.raw("'fa'"), en: sql.raw("'en'") };
const ofLanguage = (lang: Lang) => sql`${productSearch.lang} = ${LANGUAGE_LITERALS[lang]}`;

/** Products whose names, codes, categories, brands or tags have the terms. */
const namedBy = (lang: Lang, query: string) => and(ofLanguage(lang), sql`${productSearch.names} @@ ${query}::tsquery`) as SQL;

/**
 * Products whose descriptions have the terms: what a search finds when nothing names it.
 * Descriptions mention other pieces ("wear it with the matching earrings"), so they are not
 * searched while something names the query.
 */
const describedBy = (lang: Lang, query: string) =>
  and(
    ofLanguage(lang),
    sql`${productSearch.productId} in (select ${productTexts.productId} from ${productTexts} where ${productTexts.lang} = ${lang} and ${productTexts.searchDocument} @@ ${query}::tsquery)`
  ) as SQL;

async function anyMatch(db: ShopDatabase, matches: SQL): Promise<boolean> {
  const [row] = await db.select({ id: productSearch.productId }).from(productSearch).where(matches).limit(1);
  return row !== undefined;
}

/**
 * Each term as the catalogue knows it: a term that is a word of the lexicon, or the start of one
 * (a shopper still typing), stays; another is mended with the nearest naming words. Numbers and
 * codes are never mended: "00057" near "00058" is another product.
 */
export async function mendTerms(db: ShopDatabase, lang: Lang, terms: string[]): Promise<QueryTerm[]> {
  if (terms.length === 0) return [];
  const known = await db
    .select({ term: sql<string>`t.term` })
    .from(sql`(values ${sql.join(terms.map((term) => sql`(${term})`), sql`, `)}) as t(term)`)
    // The words from the term up to the term followed by the last character: those starting with it
    // (the words are in byte order, migration 0015).
    .where(
      sql`exists (select 1 from ${searchWords} where ${searchWords.lang} = ${lang} and ${searchWords.word} >= t.term and ${searchWords.word} < t.term || chr(1114111))`
    );
  const knownTerms = new Set(known.map((row) => row.term));
  return Promise.all(
    terms.map(async (term) => {
      if (knownTerms.has(term) || /\d/.test(term)) return { term, mendings: [] };
      const nearest = await db
        .select({ word: searchWords.word, similarity: sql<number>`similarity(${searchWords.word}, ${term})`.mapWith(Number) })
        .from(searchWords)
        .where(and(eq(searchWords.lang, lang), searchWords.naming, sql`${searchWords.word} % ${term}`))
        .orderBy(desc(sql`similarity(${searchWords.word}, ${term})`), desc(searchWords.documents), asc(searchWords.word))
        .limit(MENDINGS);
      const best = nearest[0]?.similarity ?? 0;
      return { term, mendings: nearest.filter((row) => row.similarity >= best - MENDING_MARGIN).map((row) => row.word) };
    })
  );
}

/**
 * The terms as a tsquery (every term, or one of its mendings): a term matches the words it starts,
 * a mending only itself. `weights` ("A") keeps only matches in those parts of the documents.
 */
export function tsQuery(terms: QueryTerm[], weights: string): string {
  const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;
  return terms
    .map(({ term, mendings }) => {
      const alternatives = [`${lexeme(term)}:*${weights}`, ...mendings.map((word) => `${lexeme(word)}${weights ? `:${weights}` : ""}`)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

/**
 * What the shopper pays for a product at a gold price, in SQL, from its price line (contract
 * pricing.ts `priceLine`) rounded and discounted as `priceOf` does, so that sorting and the price
 * filter agree with the prices the cards show (tests/unit/shop-api/suites/search.ts checks it).
 */
export function shownPrice(goldPrice: number): SQL<number> {
  const price = sql`floor(${productSearch.pricePerGold} * ${goldPrice}::float8 + ${productSearch.priceFixed} + 0.5)`;
  const discount = activeDiscountOf(productSearch);
  return sql<number>`(case when ${discount} is null then ${price} else least(${price}, floor(${price} * (100 - ${discount})::float8 / 100 + 0.5)) end)`.mapWith(
    Number
  );
}

function filters(applied: SearchFilters, price: SQL<number>): SQL[] {
  const chosen: SQL[] = [];
  if (applied.brand.length > 0) {
    chosen.push(sql`${productSearch.brandId} in (select ${brands.id} from ${brands} where ${inArray(brands.slug, applied.brand)})`);
  }
  if (applied.min_weight !== null) chosen.push(sql`${productSearch.gram} >= ${applied.min_weight}`);
  if (applied.max_weight !== null) chosen.push(sql`${productSearch.gram} <= ${applied.max_weight}`);
  if (applied.min_price !== null) chosen.push(sql`${price} >= ${applied.min_price}`);
  if (applied.max_price !== null) chosen.push(sql`${price} <= ${applied.max_price}`);
  if (applied.colour.length > 0) {
    const colourVariety = sql`exists (select 1 from ${productVarieties} where ${productVarieties.productId} = ${productSearch.productId} and ${productVarieties.option} = 'colour' and ${inArray(productVarieties.value, applied.colour)})`;
    chosen.push(or(inArray(productSearch.colour, applied.colour), colourVariety) as SQL);
  }
  if (applied.in_stock) chosen.push(eq(productSearch.inStock, true));
  return chosen;
}

/**
 * Relevance: a match in the name or code first, then what can be bought, then the rank of the
 * match (name above category and brand above the other language), then the best sellers. Other
 * orders as a category's listing has them; ties by id.
 */
function order(sort: SearchSort, price: SQL<number>, matched: string, inName: string): SQL[] {
  switch (sort) {
    case "relevance":
      return [
        desc(sql`${productSearch.names} @@ ${inName}::tsquery`),
        desc(productSearch.inStock),
        desc(sql`ts_rank(${productSearch.names}, ${matched}::tsquery)`),
        desc(productSearch.salesCount),
        asc(productSearch.productId),
      ];
    case "newest":
      return [desc(productSearch.createdAt), asc(productSearch.productId)];
    case "cheapest":
      return [asc(price), asc(productSearch.productId)];
    case "dearest":
      return [desc(price), asc(productSearch.productId)];
    case "bestselling":
      return [desc(productSearch.salesCount), asc(productSearch.productId)];
  }
}

async function countMatches(db: ShopDatabase, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(productSearch).where(where);
  return row?.count ?? 0;
}

/**
 * How many match, and what the filters offer among them (brands with counts, weight and price
 * ranges, stock), in one pass over the matches.
 */
async function facetsOf(db: ShopDatabase, lang: Lang, matches: SQL, price: SQL<number>) {
  const rows = await db
    .select({
      brandId: productSearch.brandId,
      count: sql<number>`count(*)`.mapWith(Number),
      inStock: sql<number>`count(*) filter (where ${productSearch.inStock})`.mapWith(Number),
      minPrice: sql<number>`min(${price})`.mapWith(Number),
      maxPrice: sql<number>`max(${price})`.mapWith(Number),
      minGram: sql<number>`min(${productSearch.gram})`.mapWith(Number),
      maxGram: sql<number>`max(${productSearch.gram})`.mapWith(Number),
    })
    .from(productSearch)
    .where(matches)
    .groupBy(productSearch.brandId);
  const brandIds = rows.flatMap((row) => (row.brandId === null ? [] : [row.brandId]));
  const brandRows =
    brandIds.length === 0
      ? []
      : await db
          .select({ id: brands.id, slug: brands.slug, logo: brands.logo, name: brandTexts.name, position: brands.position })
          .from(brands)
          .innerJoin(brandTexts, and(eq(brandTexts.brandId, brands.id), eq(brandTexts.lang, lang)))
          .where(inArray(brands.id, brandIds));
  const counts = new Map(rows.map((row) => [row.brandId, row.count]));
  const range = (values: number[]) => (values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) });
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    attributes: {
      weight: range(rows.flatMap((row) => [row.minGram, row.maxGram])),
      price: range(rows.flatMap((row) => [row.minPrice, row.maxPrice])),
      colours: [],
      in_stock_count: rows.reduce((sum, row) => sum + row.inStock, 0),
    },
    brands: brandRows
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug, logo: brand.logo, product_count: counts.get(brand.id) ?? 0 })),
  };
}

/**
 * Categories whose titles (either language) have every term, or one of its mendings: a term as the
 * start of a title's word, as documents match. A few dozen rows, read and matched here.
 */
async function matchingCategories(db: ShopDatabase, lang: Lang, terms: QueryTerm[]): Promise<SearchResult["categories"]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      image: categories.image,
      topLevel: sql<boolean>`${categories.parentId} is null`,
      position: categories.position,
      name: sql<string>`max(${categoryTexts.title}) filter (where ${categoryTexts.lang} = ${lang})`,
      titles: sql<string>`string_agg(${categoryTexts.title}, ' ')`,
    })
    .from(categories)
    .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
    .groupBy(categories.id);
  return rows
    .filter((row) => {
      const words = searchTerms(row.titles);
      return terms.every(({ term, mendings }) => words.some((word) => word.startsWith(term) || mendings.includes(word)));
    })
    .sort((a, b) => Number(b.topLevel) - Number(a.topLevel) || a.position - b.position || a.id - b.id)
    .slice(0, SEARCH_CATEGORIES)
    .map((row) => ({ name: row.name, slug: row.slug, image: row.image }));
}

/**
 * The product whose own code the query is: the shop's code (ZG-00057, "zg 57"), its barcode or its
 * part number, read without spaces, dashes, case or Persian digits.
 */
async function exactProduct(db: ShopDatabase, q: string): Promise<SearchResult["exact"]> {
  const compact = normalizeSearchText(q).replace(/[ \u200c]/g, "");
  if (!/^[\p{L}\p{N}]+$/u.test(compact) || !/\d/.test(compact)) return null;
  const sku = /^zg0*(\d{1,9})$/.exec(compact);
  const [row] = await db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(or(sku ? eq(products.id, Number(sku[1])) : undefined, eq(products.gtin, compact), sql`lower(regexp_replace(${products.mpn}, '[^[:alnum:]]', '', 'g')) = ${compact}`))
    .limit(1);
  return row ? { id: row.id, slug_with_cat: `${row.categorySlug}/${row.slug}` } : null;
}
