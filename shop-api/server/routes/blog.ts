import { Router } from "express";
import type { PostsResponse } from "../../contract";
import { loadLatestPosts } from "../catalogue/posts";
import type { ShopDatabase } from "../db/connect";
import { queryLang } from "../http/input";
import { route } from "../http/route";

/** How many posts the latest-posts calls answer. */
const LATEST = 6;

/** The magazine's posts, as the home page and the footer show them. */
export function blogRoutes(db: ShopDatabase): Router {
  const router = Router();

  // `GET /latest-posts` and `GET /wordpress-latest` (the same posts, by the name each caller uses).
  for (const path of ["/latest-posts", "/wordpress-latest"]) {
    router.get(
      path,
      route(async (req, res) => {
        res.json({ data: await loadLatestPosts(db, queryLang(req), LATEST) } satisfies PostsResponse);
      })
    );
  }

  /** `GET /wordpress-news`: the latest posts tagged news. */
  router.get(
    "/wordpress-news",
    route(async (req, res) => {
      res.json({ data: await loadLatestPosts(db, queryLang(req), LATEST, true) } satisfies PostsResponse);
    })
  );

  return router;
}
