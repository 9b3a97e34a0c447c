import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { discountPercentOf, discountedPrice, goldPriceBreakdown, type Lang, type ProductCard } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { brandTexts, categories, productImages, productTexts, productVarieties, products } from "../db/schema";

/** The default (first) variety's weight: the weight a card is priced by. */
const defaultGram =
  sql<number>`(select ${productVarieties.gram} from ${productVarieties} where ${productVarieties.productId} = ${products.id} order by ${productVarieties.position} limit 1)`.mapWith(
    Number
  );

/** Whether any variety can be bought. */
export const inStock =
  sql<boolean>`exists (select 1 from ${productVarieties} where ${productVarieties.productId} = ${products.id} and ${productVarieties.stock} > 0)`.mapWith(
    Boolean
  );

/** The product's first picture; a product without any shows the shop's icon. */
const firstImage = sql<string>`coalesce((select ${productImages.path} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1), '/media/store-icon.svg')`;

export interface CardQuery {
  where?: SQL;
  orderBy: SQL[];
  limit: number;
}

/**
 * Product cards in a language, priced now: from the gold price, the default variety's weight and
 * the product's wages (DESIGN.md §7); a discount gives the special price.
 */
export async function loadProductCards(
  db: ShopDatabase,
  lang: Lang,
  goldPrice: number,
  query: CardQuery
): Promise<ProductCard[]> {
  const rows = await db
    .select({
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
      discountPercent: products.discountPercent,
      rating: products.rating,
      reviewCount: products.reviewCount,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brandTexts, and(eq(brandTexts.brandId, products.brandId), eq(brandTexts.lang, lang)))
    .where(query.where)
    .orderBy(...query.orderBy, asc(products.id))
    .limit(query.limit);
  return rows.map((row) => {
    const gram = Number.isFinite(row.gram) && row.gram > 0 ? row.gram : 0;
    const { price } = goldPriceBreakdown({
      goldPrice,
      gram,
      wagesPercent: row.wagesPercent,
      noneGold: row.noneGold,
      noneGoldWages: row.noneGoldWages,
    });
    const special = row.discountPercent ? discountedPrice(price, row.discountPercent) : null;
    const discountPercent = discountPercentOf(price, special);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      slug_with_cat: `${row.categorySlug}/${row.slug}`,
      image: row.image,
      price,
      special: discountPercent === null ? null : special,
      discount_percent: discountPercent,
      in_stock: row.inStock,
      gram,
      karat: row.karat,
      brand_name: row.brandName,
      rating: row.rating,
      review_count: row.reviewCount,
    };
  });
}

export const bestselling = [desc(products.salesCount)];
export const inStockFirst = sql`${inStock} desc`;
