import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { errorBodySchema, listResponseSchema } from "../../../../shop-api/contract";
import {
  brands,
  categories,
  mediaArtworks,
  posts,
  productImages,
  slides,
  videos,
} from "../../../../shop-api/server/db/schema";
import { renderArtworkSvg, type Artwork } from "../../../../shop-api/server/artwork/recipes";
import { requestJson, type RunningShopApi } from "../harness";

const sharp = createRequire(import.meta.url)("sharp") as typeof import("sharp");

/** The generated pictures (`/media/catalogue/*`) and the committed video. */
export function catalogueMediaSuite(shop: RunningShopApi): void {
  async function jpeg(path: string) {
    const response = await fetch(shop.url(path));
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type"), path).toBe("image/jpeg");
    expect(response.headers.get("cache-control"), path).toBe("public, max-age=86400");
    const body = Buffer.from(await response.arrayBuffer());
    expect([...body.subarray(0, 3)], path).toEqual([0xff, 0xd8, 0xff]);
    const metadata = await sharp(body).metadata();
    return { response, body, metadata };
  }

  describe("generated pictures", () => {
    it("answers a product's picture as a real 1000 × 1000 progressive JPEG, with an ETag that answers 304", async () => {
      const list = listResponseSchema.parse((await requestJson(shop.url("/lists/6"))).body).data;
      if (list.type !== "product") throw new Error("not a product list");
      const path = list.items[0]?.image ?? "";
      expect(path).toMatch(/^\/media\/catalogue\/products\/[a-z0-9-]+-1\.jpg$/);
      const { response, metadata } = await jpeg(path);
      expect(metadata).toMatchObject({ format: "jpeg", width: 1000, height: 1000, isProgressive: true });
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      // fetch() adds "Cache-Control: no-cache" to a conditional request unless told otherwise.
      const again = await fetch(shop.url(path), {
        headers: { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" },
      });
      expect(again.status).toBe(304);
    });

    it("draws banners wide and tall, and categories square", async () => {
      expect((await jpeg("/media/catalogue/banners/rings-silk.jpg")).metadata).toMatchObject({
        width: 1600,
        height: 640,
      });
      expect((await jpeg("/media/catalogue/banners/rings-silk-mobile.jpg")).metadata).toMatchObject({
        width: 800,
        height: 1000,
      });
      expect((await jpeg("/media/catalogue/categories/earing.jpg")).metadata).toMatchObject({
        width: 600,
        height: 600,
      });
    });

    it("serves brand logos as SVG", async () => {
      const response = await fetch(shop.url("/media/catalogue/brands/avin-gold.svg"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg[^>]+viewBox=.*AVIN GOLD/s);
    });

    it("answers 404 JSON for a picture it does not have", async () => {
      for (const path of [
        "/media/catalogue/products/no-such-ring-1.jpg",
        "/media/catalogue/products/",
        "/media/catalogue/x",
      ]) {
        const answer = await requestJson(shop.url(path));
        expect(answer.status, path).toBe(404);
        errorBodySchema.parse(answer.body);
      }
    });

    it("draws well-formed SVG for every kind of picture it has a recipe for", async () => {
      const rows = await shop.api.db.select().from(mediaArtworks);
      // One of each: a product kind in each view, and every other picture.
      const sample = new Map<string, Artwork>();
      for (const row of rows) {
        const artwork = row.recipe as Artwork;
        const key = artwork.type === "product" ? `${artwork.piece.kind}:${artwork.view}` : row.path;
        if (!sample.has(key)) sample.set(key, artwork);
      }
      expect(sample.size).toBeGreaterThan(60);
      for (const [key, artwork] of sample) {
        const svg = Buffer.from(renderArtworkSvg(artwork));
        // librsvg parses the whole document: a malformed attribute fails here.
        const metadata = await sharp(svg)
          .metadata()
          .catch((error: unknown) => {
            throw new Error(`${key}: ${String(error)}`);
          });
        expect(metadata.format, key).toBe("svg");
      }
    });

    it("has a recipe for every picture the catalogue names", async () => {
      const db = shop.api.db;
      const known = new Set((await db.select({ path: mediaArtworks.path }).from(mediaArtworks)).map((row) => row.path));
      const named = [
        ...(await db.select({ path: productImages.path }).from(productImages)).map((row) => row.path),
        ...(await db.select({ path: categories.image }).from(categories)).map((row) => row.path),
        ...(await db.select({ a: slides.image, b: slides.imageMobile }).from(slides)).flatMap((row) => [row.a, row.b]),
        ...(await db.select({ path: posts.image }).from(posts)).map((row) => row.path),
        ...(await db.select({ path: videos.poster }).from(videos)).map((row) => row.path),
        ...(await db.select({ path: brands.logo }).from(brands)).map((row) => row.path),
      ].filter((path): path is string => path !== null);
      expect(named.length).toBeGreaterThan(250);
      for (const path of named) expect(known.has(path), path).toBe(true);
    });
  });

  describe("the video", () => {
    it("answers the MP4 with its type and byte ranges", async () => {
      const list = listResponseSchema.parse((await requestJson(shop.url("/lists/5?lang=en"))).body).data;
      if (list.type !== "video") throw new Error("not a video list");
      expect(list.items).toHaveLength(3);
      const url = list.items[0]?.video_url ?? "";
      expect(new Set(list.items.map((video) => video.poster)).size).toBe(3);

      const whole = await fetch(shop.url(url));
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe("video/mp4");
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      const size = Number(whole.headers.get("content-length"));
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThanOrEqual(500 * 1024);
      await whole.arrayBuffer();

      const part = await fetch(shop.url(url), { headers: { Range: "bytes=0-99" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
      const head = Buffer.from(await part.arrayBuffer());
      expect(head).toHaveLength(100);
      expect(head.subarray(4, 8).toString("latin1")).toBe("ftyp");
    });
  });
}
