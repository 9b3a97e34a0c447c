import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { ARTWORK_VERSION, artworkFormat, renderArtworkSvg, type Artwork } from "./artwork/recipes";
import type { ShopDatabase } from "./db/connect";
import { mediaArtworks } from "./db/schema";

export interface RenderedMedia {
  body: Buffer;
  contentType: string;
  /** Strong ETag: the recipe's and the drawing code's version, so a changed drawing gets a new one. */
  etag: string;
}

/** JPEG as the storefront's resizer likes it: good quality, progressive for slow links. */
const JPEG = { quality: 86, progressive: true } as const;

/**
 * Generated pictures, rendered from their recipe on first request and kept: on disk in
 * `${cacheDir}` (named by the recipe's hash, so a changed drawing never serves a stale file), or in
 * memory when the shop has no data directory. Two requests for a picture being drawn wait for the
 * same drawing.
 */
export class ArtworkMedia {
  private readonly known = new Map<string, { artwork: Artwork; hash: string } | null>();
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly memory = new LRUCache<string, Buffer>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (buffer) => buffer.length || 1,
  });
  private cacheDirReady: Promise<void> | undefined;
  /** The drawing under way: pictures are drawn one at a time (see `draw`). */
  private lastDrawing: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: ShopDatabase, private readonly cacheDir: string | undefined) {}

  /** The picture at a media path ("/media/catalogue/…"), or null when there is none. */
  async get(mediaPath: string): Promise<RenderedMedia | null> {
    const entry = await this.lookup(mediaPath);
    if (!entry) return null;
    const format = artworkFormat(entry.artwork);
    return {
      body: await this.rendered(entry.artwork, entry.hash, format),
      contentType: format === "svg" ? "image/svg+xml; charset=utf-8" : "image/jpeg",
      etag: `"${entry.hash}"`,
    };
  }

  private async lookup(mediaPath: string): Promise<{ artwork: Artwork; hash: string } | null> {
    if (this.known.has(mediaPath)) return this.known.get(mediaPath) ?? null;
    const [row] = await this.db
      .select({ recipe: mediaArtworks.recipe })
      .from(mediaArtworks)
      .where(eq(mediaArtworks.path, mediaPath))
      .limit(1);
    if (!row) return null; // Not remembered: a picture may be added later.
    const artwork = row.recipe as Artwork;
    const hash = createHash("sha256")
      .update(`${ARTWORK_VERSION}\n${mediaPath}\n${JSON.stringify(artwork)}`)
      .digest("hex")
      .slice(0, 24);
    const entry = { artwork, hash };
    this.known.set(mediaPath, entry);
    return entry;
  }

  private rendered(artwork: Artwork, hash: string, format: "jpeg" | "svg"): Promise<Buffer> {
    const inMemory = this.memory.get(hash);
    if (inMemory) return Promise.resolve(inMemory);
    let pending = this.drawing.get(hash);
    if (!pending) {
      pending = this.fromDiskOrDraw(artwork, hash, format).finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, pending);
    }
    return pending;
  }

  private async fromDiskOrDraw(artwork: Artwork, hash: string, format: "jpeg" | "svg"): Promise<Buffer> {
    const file = this.cacheDir ? path.join(this.cacheDir, `${hash}.${format === "svg" ? "svg" : "jpg"}`) : undefined;
    if (file) {
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const body = await this.draw(artwork, format);
    if (file && this.cacheDir) {
      this.cacheDirReady ??= mkdir(this.cacheDir, { recursive: true }).then(() => undefined);
      await this.cacheDirReady;
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    } else {
      this.memory.set(hash, body);
    }
    return body;
  }

  /**
   * One picture drawn at a time: a fresh shop's first pages ask for several new ones at once, and
   * librsvg and libvips drawing them together took this process from 250 MB to 360–390 MB for a
   * second (bench/perf-check.mjs's soak, whose ceiling is 400); one at a time, 310–340.
   */
  private draw(artwork: Artwork, format: "jpeg" | "svg"): Promise<Buffer> {
    const drawing = this.lastDrawing.then(() => {
      const svg = renderArtworkSvg(artwork);
      return format === "svg" ? Buffer.from(svg) : sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
    });
    this.lastDrawing = drawing.catch(() => undefined);
    return drawing;
  }
}
