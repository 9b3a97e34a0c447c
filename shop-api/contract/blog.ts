import { z } from "zod";
import { envelope } from "./common";
import { postSchema, productCardSchema } from "./catalogue";

/*
 * The magazine (docs/shop/07-shop-api.md §7.5): its categories, their sub-categories and its articles.
 * A post card is `postSchema` (catalogue.ts), as the home page's list and the favourites show it; the
 * storefront hosts the articles at /blog/{id}/{slug}.
 */

/** A category of the magazine, or a sub-category (with `parent_id`). */
export const postCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parent_id: z.number().int().nullable(),
  /** How many posts it holds, its sub-categories' included. */
  post_count: z.number().int().nonnegative(),
});
export type PostCategory = z.infer<typeof postCategorySchema>;

/** A block of an article's body: the storefront renders each as text, never as HTML. */
export const postBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("list"), items: z.array(z.string()) }),
]);
export type PostBlock = z.infer<typeof postBlockSchema>;

/**
 * `GET /posts/{id}` (lang): one article, whole: its body as blocks, the minutes it takes to read,
 * its category (and that one's parent), the products it names (cards, priced now) and related
 * posts (of its category first). 404 for an unknown id or a post not written in that language.
 */
export const postDetailSchema = postSchema.extend({
  body: z.array(postBlockSchema),
  reading_minutes: z.number().int().positive(),
  /** ISO 8601; the publication's when never edited. */
  updated_at: z.string(),
  category: postCategorySchema.nullable(),
  parent_category: postCategorySchema.nullable(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
export const postResponseSchema = envelope(
  z.object({ post: postDetailSchema, products: z.array(productCardSchema), related: z.array(postSchema) }),
);
export type PostResponse = z.infer<typeof postResponseSchema>;

/**
 * `GET /post-categories` (lang): the magazine's top categories, in order. `GET /post-categories/{id}`:
 * one category or sub-category with its parent (null for a top one) and its posts, its
 * sub-categories' included, newest first (at most `POST_LIST_MAX`). 404 for an unknown id.
 */
export const postCategoriesResponseSchema = envelope(z.array(postCategorySchema));
export const postCategoryResponseSchema = envelope(
  z.object({ category: postCategorySchema, parent: postCategorySchema.nullable(), posts: z.array(postSchema) }),
);
export type PostCategoryResponse = z.infer<typeof postCategoryResponseSchema>;

/** `GET /post-sub-category/{id}` (lang): the sub-categories of category {id}, in order; 404 for an unknown id. */
export const postSubCategoryResponseSchema = envelope(z.array(postCategorySchema));

/** The most posts one list call answers (`GET /latest-posts?limit=`, a category's posts). */
export const POST_LIST_MAX = 24;

