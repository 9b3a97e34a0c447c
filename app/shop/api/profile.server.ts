import { z } from "zod";
import {
  type OrderDetail,
  type OrderFilter,
  type UpdateUserRequest,
  type User,
  userCommentsResponseSchema,
  userOrderResponseSchema,
  userOrdersResponseSchema,
  userPostFavoriteResponseSchema,
  userProductFavoriteResponseSchema,
  userResponseSchema,
} from "../../../shop-api/contract";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/*
 * The signed-in shopper's own records (docs/shop/07-shop-api.md §7.11): their details, orders,
 * comments, favourites.
 */

const refusalSchema = z.object({ message: z.string() });

/** `GET /user-orders?status=&page=&per_page=`: a page of orders (of one tab), with every tab's count. */
export async function getUserOrders(ctx: ShopContext, query: { status?: OrderFilter; page?: number; perPage?: number } = {}) {
  const call = {
    name: "GET /user-orders",
    path: "/user-orders",
    query: { status: query.status, page: query.page, per_page: query.perPage },
    schema: userOrdersResponseSchema,
  };
  return shopCall(ctx, call);
}

/** `GET /user-orders/{id}`: one of the shopper's orders, whole; null for an unknown order or another shopper's. */
export async function getUserOrder(ctx: ShopContext, id: number): Promise<OrderDetail | null> {
  const name = "GET /user-orders/{id}";
  const { status, json } = await shopRequest(ctx, { name, path: `/user-orders/${id}`, expect: [404] });
  return status === 404 ? null : parseAnswer(name, userOrderResponseSchema, json).data;
}

/** `GET /user`: the shopper's details (the session's token must still be valid here). */
export async function getAccount(ctx: ShopContext): Promise<User> {
  return (await shopCall(ctx, { name: "GET /user", path: "/user", schema: userResponseSchema })).data;
}

export type AccountSaved = { ok: true; user: User } | { ok: false; message: string };

/** `POST /user`: the details changed; a refusal (400) carries the Shop API's message in the page's language. */
export async function updateAccount(ctx: ShopContext, changes: UpdateUserRequest): Promise<AccountSaved> {
  const name = "POST /user";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/user", body: changes, expect: [400] });
  if (status === 400) return { ok: false, message: parseAnswer(name, refusalSchema, json).message };
  return { ok: true, user: parseAnswer(name, userResponseSchema, json).data };
}

/** `GET /user-comments?page=`: what the shopper wrote, with its approval. */
export async function getUserComments(ctx: ShopContext, page: number) {
  return shopCall(ctx, { name: "GET /user-comments", path: "/user-comments", query: { page }, schema: userCommentsResponseSchema });
}

/** `GET /user-product-favorite`: the liked products, priced now. */
export async function getFavoriteProducts(ctx: ShopContext) {
  const call = { name: "GET /user-product-favorite", path: "/user-product-favorite", schema: userProductFavoriteResponseSchema };
  return (await shopCall(ctx, call)).data;
}

/** `GET /user-post-favorite`: the liked magazine posts. */
export async function getFavoritePosts(ctx: ShopContext) {
  const call = { name: "GET /user-post-favorite", path: "/user-post-favorite", schema: userPostFavoriteResponseSchema };
  return (await shopCall(ctx, call)).data;
}
