import { z } from "zod";
import { postSchema, productCardSchema } from "./catalogue";
import { envelope } from "./common";
import { ORDER_FILTERS, ORDER_STATUS_TYPES, type OrderFilter } from "./orders";
import { paginationSchema } from "./pages";

/*
 * The signed-in shopper's own records (docs/shop/02-pages.md §2.14, docs/shop/07-shop-api.md §7.11):
 * orders and their invoices, comments, liked products and posts. Every call takes the bearer token (401
 * without it) and answers only the caller's own: another shopper's order id is 404, never theirs.
 */

export const orderFilterSchema = z.enum(Object.keys(ORDER_FILTERS) as [OrderFilter, ...OrderFilter[]]);

/** At most this many orders or comments a page (`per_page`); 10 when not asked. */
export const PROFILE_MAX_PER_PAGE = 50;
export const PROFILE_PER_PAGE = 10;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  status_type: z.enum(ORDER_STATUS_TYPES),
  /** What the shopper pays (toman), locked when the order was placed. */
  total: z.number().int().nonnegative(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Pieces ordered (the sum of the lines' quantities). */
  item_count: z.number().int().nonnegative(),
  /** The first lines' pictures (at most 3), as media paths. */
  images: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * `GET /user-orders?status=&page=&per_page=` (bearer): newest first, only the tab's orders when
 * `status` is given; `counts` has every tab's number of orders whatever the filter.
 */
export const userOrdersQuerySchema = z.object({
  status: orderFilterSchema.optional(),
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(PROFILE_MAX_PER_PAGE).default(PROFILE_PER_PAGE),
});
export const userOrdersResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  pagination: paginationSchema,
  counts: z.record(orderFilterSchema, z.number().int().nonnegative()),
});
export type UserOrders = z.infer<typeof userOrdersResponseSchema>;

/**
 * An order's line, priced when the order was placed. The price's parts (docs/shop/15-pricing.md §15.1)
 * are the facts it was computed from, so an invoice can show labour, profit and VAT line by line with
 * the shared pricing function; they are null for orders placed before they were kept.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  /** Null when the product is no longer sold. */
  product_id: z.number().int().nullable(),
  name: z.string(),
  /** "{category}/{slug}" of the product page, while it exists. */
  slug_with_cat: z.string().nullable(),
  image: z.string().nullable(),
  variety_value: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** Unit price before the product's discount, and after it (null without one). */
  price: z.number().int().nonnegative(),
  special: z.number().int().nonnegative().nullable(),
  /** (special ?? price) × quantity. */
  total: z.number().int().nonnegative(),
  karat: z.number().int().nullable(),
  gram: z.number().positive().nullable(),
  wages_percent: z.number().nonnegative().nullable(),
  none_gold: z.number().int().nonnegative().nullable(),
  none_gold_wages: z.number().int().nonnegative().nullable(),
  profit_percent: z.number().nonnegative().nullable(),
  tax_percent: z.number().nonnegative().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where an order goes, as it was when placed (names in `lang`). */
export const orderAddressSchema = z.object({
  receiver_name: z.string(),
  receiver_mobile: z.string(),
  state_name: z.string(),
  city_name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  plaque: z.string().nullable(),
  unit: z.string().nullable(),
});

/**
 * `GET /user-orders/{id}` (bearer): one of the caller's orders, whole; 404 for an unknown id or
 * another shopper's. total = total_special − discount_amount − wallet_amount + shipping_cost.
 * `payable`: still unpaid, so `POST /payment {driver, callback_url, order_id}` may pay it again.
 */
export const orderDetailSchema = orderSummarySchema.omit({ images: true }).extend({
  total_price: z.number().int().nonnegative(),
  total_special: z.number().int().nonnegative(),
  discount_code: z.string().nullable(),
  discount_amount: z.number().int().nonnegative(),
  wallet_amount: z.number().int().nonnegative(),
  shipping_cost: z.number().int().nonnegative(),
  /** Toman per gram of 18-karat gold the order was priced at (null for orders without it). */
  gold_price: z.number().int().positive().nullable(),
  /** The bank's reference of the payment. */
  reference: z.string().nullable(),
  driver: z.object({ name: z.string(), title: z.string() }).nullable(),
  address: orderAddressSchema.nullable(),
  transport: z.object({ title: z.string() }).nullable(),
  delivery: z.object({ date: z.string(), slot: z.string() }).nullable(),
  items: z.array(orderItemSchema),
  payable: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const userOrderResponseSchema = envelope(orderDetailSchema);

/** What the shop did with a comment (docs/shop/05-validation.md §5.8: it shows once approved). */
export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** `GET /user-comments?page=&per_page=` (bearer): the caller's comments on products, newest first, in every language. */
export const userCommentSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug_with_cat: z.string(), image: z.string() }),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  reply: z.string().nullable(),
  status: z.enum(COMMENT_STATUSES),
  created_at: z.string(),
});
export type UserComment = z.infer<typeof userCommentSchema>;
export const userCommentsQuerySchema = userOrdersQuerySchema.omit({ status: true });
export const userCommentsResponseSchema = z.object({ data: z.array(userCommentSchema), pagination: paginationSchema });

/** `GET /user-product-favorite` (bearer): the products the caller likes (`POST /like {model: "product"}`), last liked first, priced now. */
export const favoriteProductSchema = productCardSchema.extend({ liked_at: z.string() });
export const userProductFavoriteResponseSchema = envelope(z.array(favoriteProductSchema));
/** `GET /user-post-favorite` (bearer): the magazine's posts the caller likes (`POST /like {model: "post"}`), last liked first. */
export const favoritePostSchema = postSchema.extend({ liked_at: z.string() });
export const userPostFavoriteResponseSchema = envelope(z.array(favoritePostSchema));
export type FavoriteProduct = z.infer<typeof favoriteProductSchema>;
export type FavoritePost = z.infer<typeof favoritePostSchema>;
