import { and, asc, eq, type SQL } from "drizzle-orm";
import { type Colour, type Lang, type Price, priceOf, type ProductDetail, type ProductMeta, type Variety } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import {
  brandTexts,
  brands,
  productImages,
  productLikes,
  productTexts,
  productVarieties,
  products,
} from "../db/schema";
import { benefits } from "./benefits";
import { CategoryTree } from "./categories";
import { installmentsFor } from "./installments";
import { activeDiscount } from "./product-cards";

/**
 * The product page (`GET /v2…`, `GET /products/{id}`): the product with its varieties, each priced
 * by its own weight, and the structured data search engines read (docs/shop/03-entities.md §3.6).
 */

const NO_PICTURE = "/media/store-icon.svg";

const COLOUR_LABELS: Record<Lang, Record<Colour, string>> = {
  fa: { yellow: "طلای زرد", white: "طلای سفید", rose: "رزگلد" },
  en: { yellow: "Yellow gold", white: "White gold", rose: "Rose gold" },
};

export function colourLabel(lang: Lang, colour: Colour): string {
  return COLOUR_LABELS[lang][colour];
}

/** "6.2" → "۶٫۲" for Persian pages. */
export function localDigits(lang: Lang, value: string): string {
  if (lang === "en") return value;
  return value.replace(/[0-9]/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit).replace(".", "٫");
}

/** What the shopper picks: "54" (a ring size), "18 cm" (a bracelet), "45 cm" (a length), "Rose gold". */
export function varietyLabel(lang: Lang, option: string | null, value: string | null): string {
  const cm = lang === "fa" ? "سانتی‌متر" : "cm";
  if (option === "colour" && (value === "yellow" || value === "white" || value === "rose")) return colourLabel(lang, value);
  if (option === "length" && value) return `${localDigits(lang, value)} ${cm}`;
  // Ring sizes are circumferences in millimetres (52–60) and read bare; bracelet and bangle sizes are centimetres.
  if (option === "size" && value) return Number(value) >= 40 ? localDigits(lang, value) : `${localDigits(lang, value)} ${cm}`;
  return value ? localDigits(lang, value) : lang === "fa" ? "استاندارد" : "Standard";
}

/** "ZG-00042": the shop's stock-keeping unit of a product. */
export function skuOf(id: number): string {
  return `ZG-${String(id).padStart(5, "0")}`;
}

export interface ProductPage {
  meta: ProductMeta;
  product: ProductDetail;
  /** The slug of the product's own category, which `/v2/{category}/{slug}` must name. */
  categorySlug: string;
}

export interface ProductPageQuery {
  lang: Lang;
  goldPrice: number;
  /** `eq(products.id, …)` or `eq(products.slug, …)`. */
  where: SQL;
  /** The signed-in shopper, for `liked`. */
  userId?: number;
}

/** The product page, or undefined when no product matches. */
export async function loadProductPage(db: ShopDatabase, query: ProductPageQuery): Promise<ProductPage | undefined> {
  const { lang, goldPrice } = query;
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      categoryId: products.categoryId,
      karat: products.karat,
      wagesPercent: products.wagesPercent,
      noneGold: products.noneGold,
      noneGoldWages: products.noneGoldWages,
      maxCartAdd: products.maxCartAdd,
      discountPercent: activeDiscount,
      offerStartsAt: products.offerStartsAt,
      offerEndsAt: products.offerEndsAt,
      rating: products.rating,
      reviewCount: products.reviewCount,
      likes: products.likes,
      gtin: products.gtin,
      mpn: products.mpn,
      name: productTexts.name,
      shortDescription: productTexts.shortDescription,
      description: productTexts.description,
      brandSlug: brands.slug,
      brandName: brandTexts.name,
    })
    .from(products)
    .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(brandTexts, and(eq(brandTexts.brandId, products.brandId), eq(brandTexts.lang, lang)))
    .where(query.where)
    .limit(1);
  if (!row) return undefined;

  const [tree, varietyRows, imageRows, likedRows] = await Promise.all([
    CategoryTree.load(db, lang),
    db
      .select()
      .from(productVarieties)
      .where(eq(productVarieties.productId, row.id))
      .orderBy(asc(productVarieties.position), asc(productVarieties.id)),
    db
      .select({ path: productImages.path })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position)),
    query.userId === undefined
      ? Promise.resolve([])
      : db
          .select({ productId: productLikes.productId })
          .from(productLikes)
          .where(and(eq(productLikes.userId, query.userId), eq(productLikes.productId, row.id))),
  ]);
  const category = tree.byCategoryId(row.categoryId);
  if (!category) return undefined;

  const priceOfGram = (gram: number): Price =>
    priceOf(goldPrice, {
      gram,
      wagesPercent: row.wagesPercent,
      noneGold: row.noneGold,
      noneGoldWages: row.noneGoldWages,
      discountPercent: row.discountPercent,
    });
  const varieties: (Variety & { toPay: number })[] = varietyRows.map((variety) => {
    const priced = priceOfGram(variety.gram);
    return {
      product_vendor_id: variety.id,
      type: variety.option ?? "default",
      label: varietyLabel(lang, variety.option, variety.value),
      gram: variety.gram,
      price: priced.price,
      special: priced.special,
      discount_percent: priced.discount_percent,
      stock: variety.stock,
      max_cart_add: Math.max(1, variety.stock > 0 ? Math.min(row.maxCartAdd, variety.stock) : row.maxCartAdd),
      toPay: priced.toPay,
    };
  });
  // A product always has a variety (seed, and the admin's rule); answer a bare default if not.
  const defaultGram = varietyRows[0]?.gram ?? 0;
  const priced = priceOfGram(defaultGram);
  const inStock = varietyRows.some((variety) => variety.stock > 0);
  const images = imageRows.length > 0 ? imageRows.map((image) => image.path) : [NO_PICTURE];
  const slugWithCat = `${category.slug}/${row.slug}`;
  const rated = row.reviewCount > 0;
  const discounted = priced.special !== null;
  const sku = skuOf(row.id);
  const gramText = localDigits(lang, String(defaultGram));

  const product: ProductDetail = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    slug_with_cat: slugWithCat,
    category: { title: category.title, slug: category.slug },
    brand: row.brandSlug && row.brandName ? { name: row.brandName, slug: row.brandSlug } : null,
    images,
    short_description: row.shortDescription,
    description: row.description,
    sku,
    karat: row.karat,
    gram: defaultGram,
    wages_percent: row.wagesPercent,
    none_gold: row.noneGold,
    none_gold_wages: row.noneGoldWages,
    price: priced.price,
    special: priced.special,
    discount_percent: priced.discount_percent,
    in_stock: inStock,
    max_cart_add: varieties[0]?.max_cart_add ?? Math.max(1, row.maxCartAdd),
    rating: row.rating,
    review_count: row.reviewCount,
    likes: row.likes,
    liked: likedRows.length > 0,
    benefits: benefits(lang),
    varieties: varieties.map(({ toPay: _toPay, ...variety }) => variety),
    gold_price_details: priced.breakdown,
    installments: installmentsFor(priced.toPay),
    breadcrumb: tree.breadcrumb(category),
  };

  const meta: ProductMeta = {
    product_id: row.id,
    product_name: row.name,
    product_price: priced.toPay,
    product_old_price: discounted ? priced.price : null,
    availability: inStock ? "InStock" : "OutOfStock",
    slug_with_cat: slugWithCat,
    canonical: `/${slugWithCat}`,
    robot: "index, follow",
    meta_description:
      lang === "fa"
        ? `خرید ${row.name} از طلای ۱۸ عیار با وزن ${gramText} گرم، با قیمت روز طلا، ضمانت اصالت و ارسال بیمه‌شده در طلای زرین.`
        : `${row.name}: 18-karat gold, ${gramText} g, at today's gold price, with guaranteed authenticity and insured delivery from Zarrin Gold.`,
    name: row.name,
    image: images[0] ?? NO_PICTURE,
    short_description: row.shortDescription,
    brand_name: row.brandName,
    sku,
    category_name: category.title,
    gtin: row.gtin,
    mpn: row.mpn,
    ratingValue: rated ? row.rating : null,
    reviewCount: rated ? row.reviewCount : null,
    stock_status_id: inStock ? 1 : 0,
    full_slug: `${tree.fullSlug(category)}/${row.slug}`,
    offerStartDate: discounted && row.offerStartsAt ? row.offerStartsAt.toISOString() : null,
    offerEndDate: discounted && row.offerEndsAt ? row.offerEndsAt.toISOString() : null,
    varieties: varieties.map((variety) => ({
      product_vendor_id: variety.product_vendor_id,
      label: variety.label,
      items: [{ price: variety.toPay }],
    })),
  };
  return { meta, product, categorySlug: category.slug };
}
