import {
  postCategoriesResponseSchema,
  postCategoryResponseSchema,
  postResponseSchema,
  postsResponseSchema,
  postSubCategoryResponseSchema,
} from "../../../shop-api/contract";
import { sharedCall, sharedCallOrNull } from "~/shop/request/cache.server";
import type { ShopContext } from "~/shop/request/client.server";

/*
 * The magazine's calls (docs/shop/07-shop-api.md §7.5). Every answer is the same for every visitor:
 * shared and cached for a short while; an article's products are priced, so its answer follows the gold
 * price. Those about an id answer null for an unknown one. Whether the shopper keeps a post among
 * favourites is theirs: `GET /user-post-favorite` (profile.server.ts).
 */

/** `GET /latest-posts?limit=`: the newest posts. */
export function getLatestPosts(ctx: ShopContext, limit: number) {
  return sharedCall(ctx, { name: "GET /latest-posts", path: "/latest-posts", query: { limit }, schema: postsResponseSchema });
}

/** `GET /post-categories`: the magazine's top categories. */
export function getPostCategories(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /post-categories", path: "/post-categories", schema: postCategoriesResponseSchema });
}

/** `GET /post-categories/{id}`: a category (or sub-category), its parent and its posts; null unknown. */
export function getPostCategory(ctx: ShopContext, id: number) {
  return sharedCallOrNull(ctx, { name: "GET /post-categories/{id}", path: `/post-categories/${id}`, schema: postCategoryResponseSchema });
}

/** `GET /post-sub-category/{id}`: a category's sub-categories; null for an unknown category. */
export function getPostSubCategories(ctx: ShopContext, id: number) {
  return sharedCallOrNull(ctx, { name: "GET /post-sub-category/{id}", path: `/post-sub-category/${id}`, schema: postSubCategoryResponseSchema });
}

/** `GET /posts/{id}`: one article with the products it names and related posts; null unknown. */
export function getPost(ctx: ShopContext, id: number) {
  return sharedCallOrNull(ctx, { name: "GET /posts/{id}", path: `/posts/${id}`, schema: postResponseSchema, priced: true });
}
