import type { ProductCard } from "../../shop-api/contract/catalogue";
import type { ProductMeta } from "../../shop-api/contract/pages";
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
 * from 15 reviews).
 */
export const DEFAULT_RATING = { ratingValue: 4, reviewCount: 15 } as const;

/**
 * Product (docs/shop/03-entities.md §3.6): name, images, description, brand, SKU, GTIN,
 * MPN, category, an offer in IRR with its availability (stock_status_id 1 is in stock) and dates,
 * and the aggregate rating.
 */
export function productLd(meta: ProductMeta, images: string[], origin: string, locale: Locale): JsonLd {
  const url = absolute(origin, localizePath(meta.canonical, locale));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    productID: String(meta.product_id),
    name: meta.name,
    url,
    image: images.map((image) => absolute(origin, imageUrl(image, 960))),
    description: meta.short_description || meta.meta_description,
    sku: meta.sku,
    category: meta.category_name,
    ...(meta.brand_name ? { brand: { "@type": "Brand", name: meta.brand_name } } : {}),
    ...(meta.gtin ? { gtin: meta.gtin } : {}),
    ...(meta.mpn ? { mpn: meta.mpn } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: meta.product_price * RIALS_PER_TOMAN,
      priceCurrency: "IRR",
      availability: meta.stock_status_id === 1 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(meta.offerStartDate ? { validFrom: meta.offerStartDate } : {}),
      ...(meta.offerEndDate ? { priceValidUntil: meta.offerEndDate.slice(0, 10) } : {}),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: meta.ratingValue ?? DEFAULT_RATING.ratingValue,
      reviewCount: meta.reviewCount ?? DEFAULT_RATING.reviewCount,
      bestRating: 5,
    },
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
