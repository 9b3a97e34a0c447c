import type { ProductCard } from "../../shop-api/contract/catalogue";
import type { ProductMeta, Variety } from "../../shop-api/contract/pages";
import { imageUrl } from "./images";
import { localizePath, type Locale } from "./locale";
import type { SiteSettings } from "./site";

/**
 * Structured data is priced in rials (IRR, docs/shop/09-constants.md §9.9); the shop counts in toman
 * (1 toman = 10 rials).
 */
export const RIALS_PER_TOMAN = 10;

/** An ItemList carries the first five products of a list (docs/shop/09-constants.md §9.9). */
export const ITEM_LIST_LENGTH = 5;

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** The shop as an online store (a kind of Organization), with the address its footer shows. */
export function organizationLd(site: SiteSettings, origin: string, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: site.shopName,
    legalName: site.companyName,
    url: absolute(origin, localizePath("/", locale)),
    ...(site.logoUrl ? { logo: absolute(origin, imageUrl(site.logoUrl)) } : {}),
    ...(site.phone || site.email
      ? { contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", telephone: site.phone ?? undefined, email: site.email ?? undefined, availableLanguage: ["fa", "en"] }] }
      : {}),
    ...(site.address ? { address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IR" } } : {}),
    sameAs: site.social.map((link) => link.url),
  };
}

export function webSiteLd(site: SiteSettings, origin: string, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.shopName,
    url: absolute(origin, localizePath("/", locale)),
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(origin, localizePath("/search", locale))}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function productOfferLd(product: ProductCard, origin: string, locale: Locale): JsonLd {
  return {
    "@type": "Product",
    name: product.name,
    url: absolute(origin, localizePath(`/${product.slug_with_cat}`, locale)),
    image: absolute(origin, imageUrl(product.image, 640)),
    ...(product.brand_name ? { brand: { "@type": "Brand", name: product.brand_name } } : {}),
    offers: {
      "@type": "Offer",
      price: (product.special ?? product.price) * RIALS_PER_TOMAN,
      priceCurrency: "IRR",
      availability: product.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}

/** An ItemList of the first five products of a list (docs/shop/09-constants.md §9.9). */
export function itemListLd(name: string, products: ProductCard[], origin: string, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: products.slice(0, ITEM_LIST_LENGTH).map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: productOfferLd(product, origin, locale),
    })),
  };
}

/** BreadcrumbList: from the home page down to this page (its last item). */
export function breadcrumbListLd(items: { title: string; path: string }[], origin: string, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.title,
      item: absolute(origin, localizePath(item.path, locale)),
    })),
  };
}

/** FAQPage: each question with its accepted answer. */
export function faqPageLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * docs/shop/09-constants.md §9.5: a product without ratings is still described with these (rating 4
 * from 15 star ratings).
 */
export const DEFAULT_RATING = { ratingValue: 4, ratingCount: 15 } as const;

/**
 * How an order reaches a shopper, as structured data states it (docs/shop/09-constants.md §9.9): by
 * insured express post, the one transport that serves the whole of Iran (the Tehran courier serves one
 * province, the showroom is a pick-up): 250,000 toman, free when the piece alone makes a basket of
 * 10,000,000 toman; dispatched the same or the next day, then 2 to 5 days in transit. `GET
 * /transports` is not asked for it: its costs are those of the visitor's own cart and address, and a
 * product page is everyone's (docs/decisions/0059).
 */
export const SHIPPING = { rateToman: 250_000, freeFromToman: 10_000_000, handlingDays: [0, 1], transitDays: [2, 5] } as const;

/** An unworn piece may be returned within 7 days of delivery, by post (the shop's returns page). */
export const RETURN_DAYS = 7;

const SHOP_TIME_ZONE = "Asia/Tehran";
const tehranDate = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The last day an offer's price holds (YYYY-MM-DD): today, in Tehran. Prices follow the live gold
 * price, which moves many times a day, so no price is promised beyond the day it was read on. A
 * running discount ends today at the soonest, so its end never makes the date sooner. Tehran
 * (UTC+3:30) is ahead of UTC: a crawler that reads the date by UTC sees it current until Tehran's midnight.
 */
export function priceValidUntil(now: Date): string {
  return tehranDate.format(now);
}

/** The OfferShippingDetails of an offer at this price (toman): Iran, the rate in IRR, days in the house and on the way. */
export function shippingDetailsLd(priceToman: number): JsonLd {
  const days = ([minValue, maxValue]: readonly [number, number]) => ({ "@type": "QuantitativeValue", minValue, maxValue, unitCode: "DAY" });
  return {
    "@type": "OfferShippingDetails",
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IR" },
    shippingRate: { "@type": "MonetaryAmount", value: priceToman >= SHIPPING.freeFromToman ? 0 : SHIPPING.rateToman * RIALS_PER_TOMAN, currency: "IRR" },
    deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: days(SHIPPING.handlingDays), transitTime: days(SHIPPING.transitDays) },
  };
}

/**
 * The MerchantReturnPolicy: 7 days from delivery, in Iran, by post. No `returnFees`: sending a piece
 * back costs nothing, but its refund is at the gold price of the day it arrives and keeps the making
 * charge and tax (the returns page), which is not the "free return" that word would promise.
 */
export function returnPolicyLd(): JsonLd {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "IR",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
  };
}

/** A seller of the product at its price (toman), as `POST /sellers/{id}` answers: the shop and its partners. */
export interface SellerPrice {
  price: number;
}

interface OfferInput {
  url: string;
  /** The price to pay now, in toman. */
  price: number;
  inStock: boolean;
  /** The sellers' prices of this same piece (toman); two or more different ones make an AggregateOffer. */
  sellers: readonly SellerPrice[] | null;
  validFrom: string | null;
  validUntil: string;
}

/**
 * One Offer at the price to pay, or an AggregateOffer (lowest and highest price, how many sellers)
 * when the sellers sell it at different prices; either with its price's last day, shipping and
 * returns.
 */
export function offerLd(input: OfferInput): JsonLd {
  const prices = (input.sellers ?? []).map((seller) => seller.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const aggregate = prices.length > 1 && low !== high;
  const common = {
    url: input.url,
    priceCurrency: "IRR",
    availability: input.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    ...(input.validFrom ? { validFrom: input.validFrom } : {}),
    priceValidUntil: input.validUntil,
    shippingDetails: shippingDetailsLd(aggregate ? low : input.price),
    hasMerchantReturnPolicy: returnPolicyLd(),
  };
  return aggregate
    ? { "@type": "AggregateOffer", lowPrice: low * RIALS_PER_TOMAN, highPrice: high * RIALS_PER_TOMAN, offerCount: prices.length, ...common }
    : { "@type": "Offer", price: input.price * RIALS_PER_TOMAN, ...common };
}

/** Varieties that make a product a group of variants: lengths and sizes (schema.org's size). */
const SIZED = new Set<Variety["type"]>(["length", "size"]);

export interface ProductLdInput {
  meta: ProductMeta;
  images: string[];
  varieties: Variety[];
  /** `POST /sellers/{id}`'s prices (of the default, first, variety), or null when the call failed. */
  sellers: readonly SellerPrice[] | null;
  now: Date;
}

/**
 * Product structured data (docs/shop/03-entities.md §3.6) for merchant listings: name, images,
 * description, brand, SKU, GTIN, MPN, category, the offer in IRR and the star rating. A product sold
 * in lengths or sizes is a ProductGroup: one Product a variety, each with its size, its own offer
 * and a link that chooses it (`?variety=`); the sellers' prices are those of the default variety, so
 * only its offer may be an AggregateOffer. The group carries no GTIN or MPN: the Shop API gives one
 * for the product, and a GTIN names a single trade item, not each of its sizes.
 */
export function productLd(input: ProductLdInput, origin: string, locale: Locale): JsonLd {
  const { meta, varieties, sellers, now } = input;
  const url = absolute(origin, localizePath(meta.canonical, locale));
  const validUntil = priceValidUntil(now);
  const validFrom = meta.offerStartDate;
  const described = {
    name: meta.name,
    url,
    image: input.images.map((image) => absolute(origin, imageUrl(image, 960))),
    description: meta.short_description || meta.meta_description,
    category: meta.category_name,
    ...(meta.brand_name ? { brand: { "@type": "Brand", name: meta.brand_name } } : {}),
  };
  const aggregateRating = {
    "@type": "AggregateRating",
    ratingValue: meta.ratingValue ?? DEFAULT_RATING.ratingValue,
    // The Shop API's `reviewCount` counts star ratings, not written reviews.
    ratingCount: meta.reviewCount ?? DEFAULT_RATING.ratingCount,
    bestRating: 5,
  };
  const [first] = varieties;
  const sized = varieties.filter((variety) => SIZED.has(variety.type));
  if (first && sized.length === varieties.length) {
    return {
      "@context": "https://schema.org",
      "@type": "ProductGroup",
      productGroupID: meta.sku,
      productID: String(meta.product_id),
      sku: meta.sku,
      ...described,
      variesBy: ["https://schema.org/size"],
      hasVariant: varieties.map((variety) => {
        const variantUrl = `${url}?variety=${variety.product_vendor_id}`;
        return {
          "@type": "Product",
          name: `${meta.name} (${variety.label})`,
          url: variantUrl,
          ...(described.image[0] ? { image: described.image[0] } : {}),
          size: variety.label,
          inProductGroupWithID: meta.sku,
          offers: offerLd({
            url: variantUrl,
            price: variety.special ?? variety.price,
            inStock: variety.stock > 0,
            sellers: variety === first ? sellers : null,
            validFrom,
            validUntil,
          }),
        };
      }),
      aggregateRating,
    };
  }
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    productID: String(meta.product_id),
    ...described,
    sku: meta.sku,
    ...(meta.gtin ? { gtin: meta.gtin } : {}),
    ...(meta.mpn ? { mpn: meta.mpn } : {}),
    offers: offerLd({ url, price: meta.product_price, inStock: meta.stock_status_id === 1, sellers, validFrom, validUntil }),
    aggregateRating,
  };
}

/**
 * The gold price page's Dataset (schema.org, as search engines' dataset results read it): the
 * price of 18-karat gold per gram over the chart's period, its value now in toman (1 toman = 10
 * IRR), and when it was set.
 */
export function goldPriceDatasetLd(
  input: { name: string; description: string; unitName: string; price: number; setAt: string; from: string | null; shopName: string },
  origin: string,
  locale: Locale,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: input.name,
    description: input.description,
    url: absolute(origin, localizePath("/gold-price", locale)),
    inLanguage: locale,
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: input.shopName, url: absolute(origin, localizePath("/", locale)) },
    dateModified: input.setAt,
    ...(input.from ? { temporalCoverage: `${input.from}/${input.setAt}` } : {}),
    variableMeasured: {
      "@type": "PropertyValue",
      name: input.unitName,
      value: input.price * RIALS_PER_TOMAN,
      unitText: "IRR",
    },
  };
}

/**
 * BlogPosting: an article of the shop's magazine, published by the shop, with its cover image, its
 * dates, its section (category) and the products it names (`mentions`).
 */
export function blogPostingLd(
  post: { title: string; excerpt: string; image: string; published_at: string; updated_at: string; path: string; section: string | null; words: number },
  products: ProductCard[],
  publisher: SiteSettings,
  origin: string,
  locale: Locale,
): JsonLd {
  const url = absolute(origin, localizePath(post.path, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(origin, imageUrl(post.image, 1280)),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: locale,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    wordCount: post.words,
    ...(post.section ? { articleSection: post.section } : {}),
    author: { "@type": "Organization", name: publisher.shopName, url: absolute(origin, localizePath("/", locale)) },
    publisher: { "@type": "Organization", name: publisher.shopName, ...(publisher.logoUrl ? { logo: { "@type": "ImageObject", url: absolute(origin, imageUrl(publisher.logoUrl)) } } : {}) },
    ...(products.length > 0 ? { mentions: products.slice(0, ITEM_LIST_LENGTH).map((product) => productOfferLd(product, origin, locale)) } : {}),
  };
}
