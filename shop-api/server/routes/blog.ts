import { Router } from "express";
import { z } from "zod";
import {
  POST_LIST_MAX,
  type Lang,
  type PostsResponse,
  type postCategoriesResponseSchema,
  type postCategoryResponseSchema,
  type postResponseSchema,
  type postSubCategoryResponseSchema,
} from "../../contract";
import { loadLatestPosts, loadPost, loadPostCategory, loadPostSubCategories, loadTopPostCategories } from "../catalogue/posts";
import type { ShopDatabase } from "../db/connect";
import type { GoldPriceSource } from "../gold-price";
import { HttpError } from "../http/errors";
import { parseInput, queryLang } from "../http/input";

type Answer<T extends z.ZodType> = z.infer<T>;

/** How many posts the latest-posts calls answer unless asked (`?limit=`, at most `POST_LIST_MAX`). */
const LATEST = 6;

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const limitSchema = z.object({ limit: z.coerce.number().int().min(1).max(POST_LIST_MAX).catch(LATEST) });

const MESSAGES = {
  noPost: { fa: "این مطلب پیدا نشد.", en: "No such post." },
  noCategory: { fa: "این دسته‌بندی مجله پیدا نشد.", en: "No such magazine category." },
} as const;

function notFound(lang: Lang, key: keyof typeof MESSAGES): HttpError {
  return new HttpError(404, MESSAGES[key][lang], { code: 404 });
}

/** The id of `/…/{id}`, or a 404: an id that is no number names nothing. */
function idOf(params: unknown, lang: Lang, key: keyof typeof MESSAGES): number {
  const parsed = idParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(lang, key);
  return parsed.data.id;
}

/**
 * The magazine (contract blog.ts): its latest posts (the home page's list, the footer, /blog), its
 * categories and sub-categories with their posts, and one article with the products it names,
 * priced at today's gold price.
 */
export function blogRoutes(db: ShopDatabase, goldPrice: GoldPriceSource): Router {
  const router = Router();

  // `GET /latest-posts` and `GET /wordpress-latest` (the same posts, by the name each caller uses).
  for (const path of ["/latest-posts", "/wordpress-latest"]) {
    router.get(
      path,
      async (req, res) => {
        const { limit } = parseInput(limitSchema, req.query);
        res.json({ data: await loadLatestPosts(db, queryLang(req), limit) } satisfies PostsResponse);
      },
    );
  }

  /** `GET /wordpress-news`: the latest posts tagged news. */
  router.get(
    "/wordpress-news",
    async (req, res) => {
      const { limit } = parseInput(limitSchema, req.query);
      res.json({ data: await loadLatestPosts(db, queryLang(req), limit, true) } satisfies PostsResponse);
    },
  );

  router.get(
    "/posts/:id",
    async (req, res) => {
      const lang = queryLang(req);
      const data = await loadPost(db, lang, idOf(req.params, lang, "noPost"), goldPrice.now().price);
      if (!data) throw notFound(lang, "noPost");
      res.json({ data } satisfies Answer<typeof postResponseSchema>);
    },
  );

  router.get(
    "/post-categories",
    async (req, res) => {
      res.json({ data: await loadTopPostCategories(db, queryLang(req)) } satisfies Answer<typeof postCategoriesResponseSchema>);
    },
  );

  router.get(
    "/post-categories/:id",
    async (req, res) => {
      const lang = queryLang(req);
      const data = await loadPostCategory(db, lang, idOf(req.params, lang, "noCategory"), POST_LIST_MAX);
      if (!data) throw notFound(lang, "noCategory");
      res.json({ data } satisfies Answer<typeof postCategoryResponseSchema>);
    },
  );

  router.get(
    "/post-sub-category/:id",
    async (req, res) => {
      const lang = queryLang(req);
      const data = await loadPostSubCategories(db, lang, idOf(req.params, lang, "noCategory"));
      if (!data) throw notFound(lang, "noCategory");
      res.json({ data } satisfies Answer<typeof postSubCategoryResponseSchema>);
    },
  );

  return router;
}
