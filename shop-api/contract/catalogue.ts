import { z } from "zod";
import { envelope } from "./common";

/**
 * Catalogue shapes shared by lists, search, category and product calls. Image fields are media
 * paths relative to the Shop API root ("/media/catalogue/…"); the storefront serves them from its
 * own origin, resized (`/media/*?w=`).
 */
export const mediaPathSchema = z.string().min(1);

/** A product as a card shows it (lists, search, categories). Prices are in toman, now. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The product's path without its leading slash: "{category slug}/{product slug}". */
  slug_with_cat: z.string(),
  image: mediaPathSchema,
  /** Price before any discount, from today's gold price. */
  price: z.number().int().nonnegative(),
  /** The discounted price, when there is a discount. */
  special: z.number().int().nonnegative().nullable(),
  discount_percent: z.number().int().min(1).max(99).nullable(),
  in_stock: z.boolean(),
  gram: z.number().positive(),
  karat: z.number().int(),
  brand_name: z.string().nullable(),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().nonnegative(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A category card (docs/shop/03-entities.md §3.3): name, image, cat_slug_without_param. */
export const categoryCardSchema = z.object({
  name: z.string(),
  image: mediaPathSchema,
  cat_slug_without_param: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/**
 * A slide (docs/shop/03-entities.md §3.3): image, alt, slug; with an optional caption the page writes
 * over the image.
 */
export const slideSchema = z.object({
  image: mediaPathSchema,
  /** A taller picture for phones, when there is one. */
  image_mobile: mediaPathSchema.nullable(),
  alt: z.string(),
  /** Where the slide leads: an internal path or an absolute URL. */
  slug: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

export const brandCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: mediaPathSchema,
});
export type BrandCard = z.infer<typeof brandCardSchema>;

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  poster: mediaPathSchema,
  /** The video file (mp4), loaded only when the shopper taps play. */
  video_url: z.string(),
  duration_seconds: z.number().int().positive(),
});
export type Video = z.infer<typeof videoSchema>;

export const postSchema = z.object({
  id: z.number().int(),
  /** Its address word: the storefront's /blog/{id}/{slug}. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: mediaPathSchema,
  /** The post's address on the shop's blog (absolute). */
  url: z.string(),
  /** ISO 8601. */
  published_at: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** `GET /lists/{id}`: a list of one kind of item, as the site configs' list ids name them. */
export const listSchema = z.discriminatedUnion("type", [
  z.object({ id: z.number().int(), type: z.literal("banner"), title: z.string().nullable(), items: z.array(slideSchema) }),
  z.object({ id: z.number().int(), type: z.literal("slider"), title: z.string().nullable(), items: z.array(slideSchema) }),
  z.object({ id: z.number().int(), type: z.literal("category"), title: z.string().nullable(), items: z.array(categoryCardSchema) }),
  z.object({ id: z.number().int(), type: z.literal("brand"), title: z.string().nullable(), items: z.array(brandCardSchema) }),
  z.object({ id: z.number().int(), type: z.literal("video"), title: z.string().nullable(), items: z.array(videoSchema) }),
  z.object({ id: z.number().int(), type: z.literal("product"), title: z.string().nullable(), items: z.array(productCardSchema) }),
  z.object({ id: z.number().int(), type: z.literal("blog"), title: z.string().nullable(), items: z.array(postSchema) }),
]);
export type List = z.infer<typeof listSchema>;
export type ListType = List["type"];
export const listResponseSchema = envelope(listSchema);

/** `GET /latest-posts`, `GET /wordpress-latest`, `GET /wordpress-news` (`?limit=`, 6 unless asked, at most 24). */
export const postsResponseSchema = envelope(z.array(postSchema));

/** `GET /amazing-products`: today's special offers, until they end. */
export const amazingProductsResponseSchema = envelope(
  z.object({ title: z.string(), ends_at: z.string(), products: z.array(productCardSchema) }),
);

/** `GET /vip-home-category`: the category the home page features, with some of its products. */
export const vipHomeCategoryResponseSchema = envelope(
  z.object({
    category: z.object({ name: z.string(), slug: z.string(), image: mediaPathSchema }),
    products: z.array(productCardSchema),
  }),
);

/**
 * `GET /layouts?page=home&type=desktop|mobile`: which sections a page shows, in order. A section
 * backed by a list names the site-config key that holds its list id.
 */
export const LIST_CONFIG_KEYS = [
  "banners_list_id",
  "sliders_list_id",
  "categories_list_id",
  "brands_list_id",
  "videos_list_id",
  "bestselling_list_id",
  "blog_list_id",
] as const;
export const layoutSectionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("list"), list_key: z.enum(LIST_CONFIG_KEYS), title: z.string().nullable() }),
  z.object({ kind: z.literal("amazing-products"), title: z.string().nullable() }),
  z.object({ kind: z.literal("vip-category"), title: z.string().nullable() }),
]);
export type LayoutSection = z.infer<typeof layoutSectionSchema>;
export const layoutResponseSchema = envelope(
  z.object({ page: z.string(), type: z.enum(["desktop", "mobile"]), sections: z.array(layoutSectionSchema) }),
);


export type ListResponse = z.infer<typeof listResponseSchema>;
export type PostsResponse = z.infer<typeof postsResponseSchema>;
export type AmazingProductsResponse = z.infer<typeof amazingProductsResponseSchema>;
export type VipHomeCategoryResponse = z.infer<typeof vipHomeCategoryResponseSchema>;
export type LayoutResponse = z.infer<typeof layoutResponseSchema>;
