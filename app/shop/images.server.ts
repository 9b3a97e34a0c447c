import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageWidth } from "~/lib/images";

export type ImageFormat = "avif" | "webp" | "jpeg";

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** The best format the browser says it takes: AVIF, then WebP, else JPEG. */
export function negotiateImageFormat(accept: string | null): ImageFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

function cacheDir(): string {
  return path.resolve(process.env.IMAGE_CACHE_DIR ?? path.join(process.env.DATA_DIR ?? "data", "image-cache"));
}

const inFlight = new Map<string, Promise<Buffer>>();

export interface ResizedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * An image at one of the fixed widths, in the negotiated format: from the on-disk cache, or made
 * once from the original (concurrent requests for the same one share the work).
 * `fetchOriginal` answers the original's bytes, or null when there is none.
 */
export async function resizedImage(
  source: string,
  width: ImageWidth,
  format: ImageFormat,
  fetchOriginal: () => Promise<Buffer | null>,
): Promise<ResizedImage | null> {
  const key = createHash("sha256").update(`${source}|${width}|${format}`).digest("hex");
  const file = path.join(cacheDir(), key.slice(0, 2), `${key}.${format}`);
  const result = (body: Buffer): ResizedImage => ({ body, contentType: CONTENT_TYPES[format], etag: `"${key.slice(0, 32)}"` });

  const cached = await readFile(file).catch(() => null);
  if (cached) return result(cached);

  let work = inFlight.get(key);
  if (!work) {
    work = (async () => {
      const original = await fetchOriginal();
      if (!original) throw new ImageNotFound();
      const pipeline = sharp(original, { density: 144 }).rotate().resize({ width, withoutEnlargement: true });
      const body =
        format === "avif"
          ? await pipeline.avif({ quality: 52, effort: 2 }).toBuffer()
          : format === "webp"
            ? await pipeline.webp({ quality: 78, effort: 4 }).toBuffer()
            : await pipeline.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, body);
      await rename(partial, file);
      return body;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
  }
  try {
    return result(await work);
  } catch (error) {
    if (error instanceof ImageNotFound) return null;
    throw error;
  }
}

export class ImageNotFound extends Error {}
