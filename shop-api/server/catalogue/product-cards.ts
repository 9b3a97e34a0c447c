import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { priceOf, type Colour, type Lang, type ProductCard } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { brandTexts, brands, categories, productImages, productTexts, productVarieties, products } from "../db/schema";

/**
 * The outer product of a correlated subquery, always qualified: drizzle leaves columns unqualified
 * in a query without joins, and an unqualified "id" inside `(select … from product_varieties …)`
 * would be the variety's id.
 */
const productId = sql`${products}.${sql.identifier("id")}`;

/** The default (first) variety's weight: the weight a card is priced by. */
export const defaultGram =
  sql<number>`(select ${productVarieties.gram} from ${productVarieties} where ${productVarieties.productId} = ${productId} order by ${productVarieties.position} limit 1)`.mapWith(
    Number
  );

/** Whether any variety can be bought (kept by the database as its varieties' stock changes). */
export const inStock = sql<boolean>`${products.inStock}`.mapWith(Boolean);

/**
 * The discount that applies now: the product's percent while its offer runs (an open end when the
 * start or end is not set), else none. Of `products` or of a table holding a copy of these columns.
 */
export function activeDiscountOf(columns: { discountPercent: AnyPgColumn; offerStartsAt: AnyPgColumn; offerEndsAt: AnyPgColumn }) {
  return sql<number | null>`(case when ${columns.discountPercent} is not null
  and (${columns.offerStartsAt} is null or ${columns.offerStartsAt} <= now())
  and (${columns.offerEndsAt} is null or ${columns.offerEndsAt} > now())
  then ${columns.discountPercent} end)`.mapWith((value: unknown) => (value === null ? null : Number(value)));
}
export const activeDiscount = activeDiscountOf(products);

/** The product's first picture; a product without any shows the shop's icon. */
export const firstImage = sql<string>`coalesce((select ${productImages.path} from ${productImages} where ${productImages.productId} = ${productId} order by ${productImages.position} limit 1), '/media/store-icon.svg')`;

/** The columns a card is made of (see `toCard`). */
const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: productTexts.name,
  categorySlug: categories.slug,
  brandName: brandTexts.name,
  gram: defaultGram,
  inStock,
  image: firstImage,
  karat: products.karat,
  wagesPercent: products.wagesPercent,
  noneGold: products.noneGold,
  noneGoldWages: products.noneGoldWages,
  discountPercent: activeDiscount,
  rating: products.rating,
  reviewCount: products.reviewCount,
};

type CardRow = {
  id: number;
  slug: string;
  name: string;
  categorySlug: string;
  brandName: string | null;
  gram: number;
  inStock: boolean;
  image: string;
  karat: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
  discountPercent: number | null;
  rating: number;
  reviewCount: number;
};

function toCard(row: CardRow, goldPrice: number): ProductCard {
  const priced = priceOf(goldPrice, row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    slug_with_cat: `${row.categorySlug}/${row.slug}`,
    image: row.image,
    price: priced.price,
    special: priced.special,
    discount_percent: priced.discount_percent,
    in_stock: row.inStock,
    gram: Number.isFinite(row.gram) && row.gram > 0 ? row.gram : 0,
    karat: row.karat,
    brand_name: row.brandName,
    rating: row.rating,
    review_count: row.reviewCount,
  };
}

export interface CardQuery {
  where?: SQL;
  orderBy: SQL[];
  limit: number;
}

/**
 * Product cards in a language, priced now: from the gold price, the default variety's weight and
 * the product's wages (docs/shop/15-pricing.md §15.1); a discount gives the special price.
 */
export async function loadProductCards(
  db: ShopDatabase,
  lang: Lang,
  goldPrice: number,
  query: CardQuery
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brandTexts, and(eq(brandTexts.brandId, products.brandId), eq(brandTexts.lang, lang)))
    .where(query.where)
    .orderBy(...query.orderBy, asc(products.id))
    .limit(query.limit);
  return rows.map((row) => toCard(row, goldPrice));
}

/** The colours a product can be had in: its own, and those of its colour varieties. */
const varietyColours = sql<string>`coalesce((select string_agg(${productVarieties.value}, ',') from ${productVarieties} where ${productVarieties.productId} = ${productId} and ${productVarieties.option} = 'colour'), '')`;

/** A card with what listings filter and sort by. */
export interface ListingProduct {
  card: ProductCard;
  categoryId: number;
  brandSlug: string | null;
  colours: Set<Colour>;
  createdAt: Date;
  salesCount: number;
  /** What the card shows the shopper pays: special ?? price. */
  shownPrice: number;
}

/**
 * Every product matching `where` as a card, with what the listing filters need, in one query;
 * listings filter, sort and page these in memory (a category holds tens of products, not thousands).
 */
export async function loadListingProducts(
  db: ShopDatabase,
  lang: Lang,
  goldPrice: number,
  where: SQL | undefined
): Promise<ListingProduct[]> {
  const rows = await db
    .select({
      ...cardColumns,
      categoryId: products.categoryId,
      brandSlug: brands.slug,
      colour: products.colour,
      varietyColours,
      createdAt: products.createdAt,
      salesCount: products.salesCount,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(brandTexts, and(eq(brandTexts.brandId, products.brandId), eq(brandTexts.lang, lang)))
    .where(where)
    .orderBy(asc(products.id));
  return rows.map((row) => {
    const card = toCard(row, goldPrice);
    const colours = new Set<Colour>([row.colour]);
    for (const value of row.varietyColours.split(",")) {
      if (value === "yellow" || value === "white" || value === "rose") colours.add(value);
    }
    return {
      card,
      categoryId: row.categoryId,
      brandSlug: row.brandSlug,
      colours,
      createdAt: row.createdAt,
      salesCount: row.salesCount,
      shownPrice: card.special ?? card.price,
    };
  });
}

export const bestselling = [desc(products.salesCount)];
export const inStockFirst = sql`${inStock} desc`;
