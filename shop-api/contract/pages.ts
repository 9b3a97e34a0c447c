import { z } from "zod";
import { brandCardSchema, mediaPathSchema, productCardSchema } from "./catalogue";
import { envelope } from "./common";
import { INPUT_MAX } from "./input-bounds";


/**
 * Category, brand, product and information pages (docs/shop/02-pages.md §2.10, §2.11,
 * docs/shop/03-entities.md §3.5, §3.6, docs/shop/07-shop-api.md §7.3, §7.4). Listing calls take the
 * same filters as query parameters, so a storefront URL maps onto them one to one:
 *   page, per_page, sort (newest | cheapest | dearest | bestselling), brand (comma-separated slugs),
 *   min_weight, max_weight (grams), min_price, max_price (toman), colour (comma-separated:
 *   yellow | white | rose), in_stock (1), lang.
 */
export const SORTS = ["newest", "cheapest", "dearest", "bestselling"] as const;
export type Sort = (typeof SORTS)[number];
export const COLOURS = ["yellow", "white", "rose"] as const;
export type Colour = (typeof COLOURS)[number];
/** The most products a listing page holds: a larger `per_page` is taken as this. */
export const LISTING_MAX_PER_PAGE = 96;
/** Approved comments a page of `GET /product-comments/{id}` holds. */
export const COMMENTS_PER_PAGE = 10;

export const listingFiltersSchema = z.object({
  sort: z.enum(SORTS),
  brand: z.array(z.string()),
  min_weight: z.number().nullable(),
  max_weight: z.number().nullable(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  colour: z.array(z.enum(COLOURS)),
  in_stock: z.boolean(),
});
export type ListingFilters = z.infer<typeof listingFiltersSchema>;

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
});

/** The category's meta (docs/shop/03-entities.md §3.5): slug_with_cat, canonical, robot. */
export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Path of slugs from the top category, e.g. "necklaces/gold-chain". */
  full_slug: z.string(),
  description: z.string().nullable(),
  meta_description: z.string(),
  image: mediaPathSchema.nullable(),
  parent_slug: z.string().nullable(),
  slug_with_cat: z.string(),
  /** The canonical path (without language prefix), e.g. "/necklaces". */
  canonical: z.string(),
  /** The robots directive, e.g. "index, follow". */
  robot: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A page of products: `GET /categories/{slug}`, `/categories/{slug}/{brand}`, `GET /brands/{slug}`. */
export const listingPage = {
  products: z.array(productCardSchema),
  pagination: paginationSchema,
  /** The filters as the API understood them (unknown values dropped). */
  applied: listingFiltersSchema,
};

export const categoryPageResponseSchema = envelope(z.object({ category: categorySchema, ...listingPage }));
export type CategoryPage = z.infer<typeof categoryPageResponseSchema>["data"];

/** `GET /category-attributes/{slug}`'s answer, also part of the whole catalogue's listing. */
export const attributesShape = z.object({
  weight: z.object({ min: z.number(), max: z.number() }),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  colours: z.array(z.object({ value: z.enum(COLOURS), label: z.string(), count: z.number().int() })),
  in_stock_count: z.number().int(),
});

/**
 * `GET /products?filters`: the whole catalogue as a listing (the shop and gold-jewellery pages),
 * with what its filters offer: the attributes and the brands with their product counts.
 */
export const catalogueListingResponseSchema = envelope(
  z.object({
    ...listingPage,
    attributes: attributesShape,
    brands: z.array(brandCardSchema.extend({ product_count: z.number().int() })),
  }),
);

/** `GET /sub-category/{slug}`. */
export const subCategoriesResponseSchema = envelope(
  z.array(z.object({ title: z.string(), slug: z.string(), image: mediaPathSchema.nullable(), product_count: z.number().int() })),
);

/** `GET /category-brands/{slug}`: the brands of a category's products. */
export const categoryBrandsResponseSchema = envelope(z.array(brandCardSchema.extend({ product_count: z.number().int() })));

/** `GET /category-attributes/{slug}`: what the filters offer, from the category's products. */
export const categoryAttributesResponseSchema = envelope(attributesShape);

/** `GET /category-breadcrumb/{slug}`: from the top category down to this one. */
export const breadcrumbResponseSchema = envelope(z.array(z.object({ title: z.string(), slug: z.string() })));

export const faqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
/** `GET /category-faqs/{slug}`. */
export const categoryFaqsResponseSchema = envelope(z.array(faqItemSchema));

/** `GET /faqs` (all groups) and `GET /faqs/{id}` (one group). */
export const faqGroupSchema = z.object({ id: z.number().int(), title: z.string(), items: z.array(faqItemSchema) });
export const faqGroupsResponseSchema = envelope(z.array(faqGroupSchema));
export const faqGroupResponseSchema = envelope(faqGroupSchema);

/** `GET /brands/{slug}`. */
export const brandSchema = brandCardSchema.extend({ description: z.string().nullable(), meta_description: z.string() });
export const brandPageResponseSchema = envelope(z.object({ brand: brandSchema, ...listingPage }));
/** `GET /brand-categories/{slug}`. */
export const brandCategoriesResponseSchema = envelope(z.array(z.object({ title: z.string(), slug: z.string(), product_count: z.number().int() })));

/** A variety of a product (docs/shop/03-entities.md §3.6): its own product_vendor_id, weight, price and stock. */
export const varietySchema = z.object({
  product_vendor_id: z.number().int(),
  type: z.enum(["size", "length", "colour", "default"]),
  /** What the shopper picks, e.g. "54", "45 cm", "rose gold". */
  label: z.string(),
  gram: z.number().positive(),
  price: z.number().int().nonnegative(),
  special: z.number().int().nonnegative().nullable(),
  discount_percent: z.number().int().min(1).max(99).nullable(),
  stock: z.number().int().nonnegative(),
  max_cart_add: z.number().int().positive(),
});
export type Variety = z.infer<typeof varietySchema>;

/**
 * The gold price details (docs/shop/03-entities.md §3.6, docs/shop/15-pricing.md §15.1; as
 * `goldPriceBreakdown` computes them).
 */
export const goldPriceDetailsSchema = z.object({
  gold_price: z.number(),
  gram: z.number(),
  price_used_gold: z.number(),
  gold_wages: z.number(),
  gold_wages_percent: z.number(),
  none_gold: z.number(),
  none_gold_wages: z.number(),
  profit: z.number(),
  profit_percent: z.number(),
  tax: z.number(),
  tax_percent: z.number(),
  price: z.number(),
});

/** The product's meta and structured data (docs/shop/03-entities.md §3.6), as `GET /v2{path}` gives it. */
export const productMetaSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_price: z.number().int(),
  product_old_price: z.number().int().nullable(),
  availability: z.enum(["InStock", "OutOfStock"]),
  slug_with_cat: z.string(),
  canonical: z.string(),
  robot: z.string(),
  meta_description: z.string(),
  name: z.string(),
  image: mediaPathSchema,
  short_description: z.string(),
  brand_name: z.string().nullable(),
  sku: z.string(),
  category_name: z.string(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  /**
   * Null when the product has no ratings; the storefront then shows the defaults of
   * docs/shop/09-constants.md §9.5 (4, 15).
   */
  ratingValue: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  /** 1 means in stock. */
  stock_status_id: z.number().int(),
  full_slug: z.string(),
  offerStartDate: z.string().nullable(),
  offerEndDate: z.string().nullable(),
  varieties: z.array(z.object({ product_vendor_id: z.number().int(), label: z.string(), items: z.array(z.object({ price: z.number().int() })) })),
});
export type ProductMeta = z.infer<typeof productMetaSchema>;

export const benefitSchema = z.object({
  icon: z.enum(["guarantee", "authenticity", "returns", "shipping", "installment"]),
  title: z.string(),
  text: z.string(),
});

export const productDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slug_with_cat: z.string(),
  category: z.object({ title: z.string(), slug: z.string() }),
  brand: z.object({ name: z.string(), slug: z.string() }).nullable(),
  images: z.array(mediaPathSchema).min(1),
  short_description: z.string(),
  /** Paragraphs of plain text. */
  description: z.array(z.string()),
  sku: z.string(),
  karat: z.number().int(),
  gram: z.number().positive(),
  wages_percent: z.number(),
  none_gold: z.number().int().nonnegative(),
  none_gold_wages: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  special: z.number().int().nonnegative().nullable(),
  discount_percent: z.number().int().min(1).max(99).nullable(),
  in_stock: z.boolean(),
  max_cart_add: z.number().int().positive(),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  /** Whether the signed-in shopper likes it (false for guests). */
  liked: z.boolean(),
  benefits: z.array(benefitSchema),
  varieties: z.array(varietySchema).min(1),
  /** The default variety's price, line by line, at today's gold price. */
  gold_price_details: goldPriceDetailsSchema,
  /** Instalment plans offered for it (the credit dialog). */
  installments: z.array(
    z.object({ months: z.number().int().positive(), prepayment_percent: z.number(), prepayment: z.number().int(), monthly: z.number().int(), total: z.number().int() }),
  ),
  breadcrumb: z.array(z.object({ title: z.string(), slug: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /v2/{category}/{slug}` or `GET /v2/{slug}` (bearer optional, for `liked`); 404 unknown. */
export const productPageResponseSchema = envelope(z.object({ meta: productMetaSchema, product: productDetailSchema }));
/** `GET /products/{id}`: the same product detail by id. */
export const productResponseSchema = envelope(productDetailSchema);

export const commentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: z.string(),
  /** The shop's answer, if any. */
  reply: z.string().nullable(),
});
/** `GET /product-comments/{id}?page`: approved comments only, newest first. */
export const productCommentsResponseSchema = envelope(z.object({ comments: z.array(commentSchema), pagination: paginationSchema }));

/** `GET /product-questions/{id}`: answered questions. */
export const productQuestionsResponseSchema = envelope(
  z.array(z.object({ id: z.number().int(), author: z.string(), question: z.string(), answer: z.string().nullable(), created_at: z.string() })),
);

/** `GET /product-related/{id}`. */
export const relatedProductsResponseSchema = envelope(z.array(productCardSchema));

/** `GET /tags/{id}`: the product's tags. */
export const tagsResponseSchema = envelope(z.array(z.object({ title: z.string(), slug: z.string() })));

/** `POST /sellers/{id}`: who sells the product, each at their price for its default (first) variety. */
export const sellersResponseSchema = envelope(
  z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string(), rating: z.number(), price: z.number().int(), is_official: z.boolean() })),
);

/**
 * `POST /like {model, id}` (bearer; 401 for guests): toggles the like of a product or of a magazine
 * post; `likes` counts everyone's. 404 for an unknown id.
 */
export const likeRequestSchema = z.object({ model: z.enum(["product", "post"]), id: z.number().int() });
export type LikeModel = z.infer<typeof likeRequestSchema>["model"];
export const likeResponseSchema = envelope(z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() }));

/** `POST /notify-me {product_id, product_vendor_id?, mobile}`: tell me when it is back in stock. */
export const notifyMeRequestSchema = z.object({ product_id: z.number().int(), product_vendor_id: z.number().int().optional(), mobile: z.string().regex(/^09\d{9}$/) });
export const messageResponseSchema = envelope(z.object({ message: z.string() }));

/** `POST /product-inquiry {product_id, mobile, message}`: a question to the shop by phone. */
export const productInquiryRequestSchema = z.object({ product_id: z.number().int(), mobile: z.string().regex(/^09\d{9}$/), message: z.string().min(2).max(1000) });

/**
 * `POST /create-comment {product_id, rating, text}` (bearer): held for approval
 * (docs/shop/05-validation.md §5.8).
 */
export const createCommentRequestSchema = z.object({ product_id: z.number().int(), rating: z.number().int().min(1).max(5), text: z.string().min(3).max(INPUT_MAX.message) });
/** `POST /create-question {product_id, question}` (bearer): held for an answer. */
export const createQuestionRequestSchema = z.object({ product_id: z.number().int(), question: z.string().min(3).max(INPUT_MAX.question) });
export const heldForApprovalResponseSchema = envelope(z.object({ id: z.number().int(), status: z.literal("pending") }));

/** `GET /single-page/{slug or id}`: an information page with the header and footer page lists. */
export const singlePageResponseSchema = envelope(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Paragraphs of plain text. */
    body: z.array(z.string()),
    meta_description: z.string(),
    header_pages: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
    footer_pages: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
  }),
);

/** A public page's address and when its content last changed (ISO 8601). */
const sitemapEntrySchema = z.object({ slug: z.string(), updated_at: z.string() });

/**
 * `GET /sitemap` (lang): every public page of the catalogue that exists in that language, for the
 * storefront's sitemaps: the indexable categories that hold products, the brands with products, the
 * products (`slug` is the product's path, "{category}/{product}"), the information pages and the
 * campaigns that have not ended, the magazine's posts (`slug` is "{id}/{slug}") and its categories
 * (`slug` is the id) that hold posts; `updated_at` is the latest change of them all (the shop's own
 * pages: home, listings, fixed pages). A Shop API without a magazine may leave its two lists out.
 */
export const sitemapResponseSchema = envelope(
  z.object({
    categories: z.array(sitemapEntrySchema),
    brands: z.array(sitemapEntrySchema),
    products: z.array(sitemapEntrySchema),
    pages: z.array(sitemapEntrySchema),
    campaigns: z.array(sitemapEntrySchema),
    posts: z.array(sitemapEntrySchema).default([]),
    post_categories: z.array(sitemapEntrySchema).default([]),
    updated_at: z.string(),
  }),
);
export type SitemapData = z.infer<typeof sitemapResponseSchema>["data"];

/**
 * `GET /augmented-reality?product_id=`: the product's 3D model, to see it in the shopper's room:
 * `usdz` for iOS Quick Look, `glb` for Android's Scene Viewer (media paths, as images are), and
 * the name to show; 404 when the product has none.
 */
export const augmentedRealityQuerySchema = z.object({ product_id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const augmentedRealityResponseSchema = envelope(z.object({ product_id: z.number().int(), title: z.string(), glb: z.string(), usdz: z.string() }));
export type AugmentedReality = z.infer<typeof augmentedRealityResponseSchema>["data"];
