import { and, count, desc, eq, inArray } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import {
  userCommentsQuerySchema,
  userOrdersQuerySchema,
  type userCommentsResponseSchema,
  type userOrderResponseSchema,
  type userOrdersResponseSchema,
  type userPostFavoriteResponseSchema,
  type userProductFavoriteResponseSchema,
} from "../../contract";
import { requireUser } from "../auth/users";
import { firstImage, loadProductCards } from "../catalogue/product-cards";
import { loadLikedPosts } from "../catalogue/posts";
import type { CheckoutContext } from "../checkout/cart";
import { langOf, refuse } from "../checkout/messages";
import { expireStalePayments } from "../checkout/orders";
import { categories, productComments, productLikes, productTexts, products } from "../db/schema";
import { parseInput } from "../http/input";
import { listOrders, orderDetail, pagination } from "../profile/orders";

type Answer<T extends z.ZodType> = z.infer<T>;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The signed-in shopper's own records (contract profile.ts, bearer): orders and one order whole,
 * their comments, the products and posts they like. Only ever the caller's: another shopper's
 * order is 404.
 */
export function profileRoutes(ctx: CheckoutContext): Router {
  const { db } = ctx;
  const router = Router();

  /** `GET /user-orders?status=&page=&per_page=`: newest first; payments that waited too long have failed first. */
  router.get(
    "/user-orders",
    async (req, res) => {
      const user = await requireUser(db, req);
      const query = parseInput(userOrdersQuerySchema, req.query);
      await db.transaction((tx) => expireStalePayments(tx, user.id, ctx.clock()));
      const answer = await listOrders(db, user.id, { filter: query.status, page: query.page, perPage: query.per_page });
      res.json(answer satisfies Answer<typeof userOrdersResponseSchema>);
    },
  );

  /** `GET /user-orders/{id}`: the order, whole; 404 unknown or another user's. */
  router.get(
    "/user-orders/:id",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { id } = parseInput(idParamsSchema, req.params);
      const order = await db.transaction((tx) => orderDetail(tx, lang, user.id, id, ctx.clock()));
      if (!order) throw refuse(lang, 404, "noOrder");
      res.json({ data: order } satisfies Answer<typeof userOrderResponseSchema>);
    },
  );

  /** `GET /user-comments?page=&per_page=`: every comment the user wrote, newest first, with what the shop made of it. */
  router.get(
    "/user-comments",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const { page, per_page } = parseInput(userCommentsQuerySchema, req.query);
      const mine = eq(productComments.userId, user.id);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(productComments).where(mine),
        db
          .select({
            comment: productComments,
            productId: products.id,
            name: productTexts.name,
            slug: products.slug,
            categorySlug: categories.slug,
            image: firstImage,
          })
          .from(productComments)
          .innerJoin(products, eq(products.id, productComments.productId))
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.lang, lang)))
          .where(mine)
          .orderBy(desc(productComments.createdAt), desc(productComments.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
      ]);
      res.json({
        data: rows.map(({ comment, productId, name, slug, categorySlug, image }) => ({
          id: comment.id,
          product: { id: productId, name, slug_with_cat: `${categorySlug}/${slug}`, image },
          rating: comment.rating,
          text: comment.text,
          reply: comment.reply,
          status: comment.status,
          created_at: comment.createdAt.toISOString(),
        })),
        pagination: pagination(page, per_page, total?.n ?? 0),
      } satisfies Answer<typeof userCommentsResponseSchema>);
    },
  );

  /** `GET /user-product-favorite`: the liked products as cards priced now, last liked first. */
  router.get(
    "/user-product-favorite",
    async (req, res) => {
      const lang = langOf(req);
      const user = await requireUser(db, req);
      const likes = await db
        .select({ productId: productLikes.productId, likedAt: productLikes.createdAt })
        .from(productLikes)
        .where(eq(productLikes.userId, user.id))
        .orderBy(desc(productLikes.createdAt), desc(productLikes.productId));
      const cards =
        likes.length === 0
          ? []
          : await loadProductCards(db, lang, ctx.goldPrice.now().price, {
              where: inArray(products.id, likes.map((like) => like.productId)),
              orderBy: [],
              limit: likes.length,
            });
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      res.json({
        data: likes.flatMap(({ productId, likedAt }) => {
          const card = cardOf.get(productId);
          return card ? [{ ...card, liked_at: likedAt.toISOString() }] : [];
        }),
      } satisfies Answer<typeof userProductFavoriteResponseSchema>);
    },
  );

  /** `GET /user-post-favorite`: the liked magazine posts, last liked first. */
  router.get(
    "/user-post-favorite",
    async (req, res) => {
      const user = await requireUser(db, req);
      res.json({ data: await loadLikedPosts(db, langOf(req), user.id) } satisfies Answer<typeof userPostFavoriteResponseSchema>);
    },
  );

  return router;
}
