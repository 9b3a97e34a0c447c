import { Router } from "express";
import { HttpError } from "../http/errors";
import type { ArtworkMedia } from "../media-cache";

/**
 * `GET /media/catalogue/*`: the generated pictures (products, categories, banners, posters, blog,
 * brand logos), drawn on first request and cached; cacheable for a day, with an ETag.
 */
export function mediaRoutes(media: ArtworkMedia): Router {
  const router = Router();

  router.get(
    "/media/catalogue/*picture",
    async (req, res) => {
      const found = await media.get(req.path);
      if (!found) throw new HttpError(404, `No such picture: ${req.path}`);
      res.set({
        "Content-Type": found.contentType,
        "Cache-Control": "public, max-age=86400",
        ETag: found.etag,
        "X-Content-Type-Options": "nosniff",
      });
      // Answers 304 by itself when the caller's If-None-Match holds this ETag.
      res.send(found.body);
    }
  );

  return router;
}
