import { describe, expect, it, vi } from "vitest";
import type { ShopDatabase } from "../../../shop-api/server/db/connect";
import { ArtworkMedia } from "../../../shop-api/server/media-cache";

// sharp stands in for librsvg and libvips here: it counts the drawings under way at once.
const drawings = vi.hoisted(() => ({ now: 0, most: 0, failNext: false }));
vi.mock("sharp", () => ({
  default: (svg: Buffer) => ({
    jpeg: () => ({
      toBuffer: async () => {
        drawings.most = Math.max(drawings.most, ++drawings.now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        drawings.now--;
        if (drawings.failNext) {
          drawings.failNext = false;
          throw new Error("the drawing failed");
        }
        return Buffer.from(`jpeg of ${svg.toString()}`);
      },
    }),
  }),
}));

/** A database that knows every path as a banner, whose seed is the path's number. */
const database = {
  select: () => ({
    from: () => ({
      where: (condition: { queryChunks: unknown[] }) => ({
        limit: async () => {
          const path = condition.queryChunks.map((chunk) => (chunk as { value?: unknown }).value).find((value) => typeof value === "string" && value.startsWith("/media/"));
          const seed = Number(/\d+/.exec(String(path))?.[0] ?? 0);
          return [{ recipe: { type: "scene", format: "post", cloth: "emerald", silk: false, pieces: [], seed } }];
        },
      }),
    }),
  }),
} as unknown as ShopDatabase;

describe("the reference Shop API's drawn pictures", () => {
  it("are drawn one at a time when a page asks for several new ones at once", async () => {
    const media = new ArtworkMedia(database, undefined);
    const pictures = await Promise.all([1, 2, 3, 4, 5].map((index) => media.get(`/media/banners/${index}.jpg`)));
    expect(pictures.map((picture) => picture?.contentType)).toEqual(Array(5).fill("image/jpeg"));
    expect(new Set(pictures.map((picture) => picture?.body.toString())).size).toBe(5);
    expect(drawings.most).toBe(1);
  });

  it("go on being drawn after one drawing fails", async () => {
    const media = new ArtworkMedia(database, undefined);
    drawings.failNext = true;
    const [failed, next] = await Promise.allSettled([media.get("/media/banners/11.jpg"), media.get("/media/banners/12.jpg")]);
    expect(failed).toMatchObject({ status: "rejected", reason: { message: "the drawing failed" } });
    expect(next).toMatchObject({ status: "fulfilled", value: { contentType: "image/jpeg" } });
    // Not kept: asked again, it is drawn again.
    expect(await media.get("/media/banners/11.jpg")).toMatchObject({ contentType: "image/jpeg" });
  });
});
