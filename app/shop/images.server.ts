import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_IMAGES, type ImageQuality, type ImageWidth } from "~/lib/images";

export type ImageFormat = "avif" | "webp" | "jpeg";

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** Encoder settings per quality; "low" is about half the bytes and still a clear picture. */
const ENCODERS: Record<ImageQuality, { avif: number; webp: number; jpeg: number }> = {
  standard: { avif: 52, webp: 78, jpeg: 80 },
  low: { avif: 35, webp: 50, jpeg: 50 },
};

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
 * An image at one of the fixed widths, in the negotiated format and quality: from the on-disk
 * cache, or made once from the original (concurrent requests for the same one share the work).
 * `fetchOriginal` answers the original's bytes, or null when there is none.
 */
export async function resizedImage(
  source: string,
  width: ImageWidth,
  format: ImageFormat,
  quality: ImageQuality,
  fetchOriginal: () => Promise<Buffer | null>,
): Promise<ResizedImage | null> {
  // Standard images keep the key they had before qualities existed, so the disk cache stays valid.
  const key = createHash("sha256").update(`${source}|${width}|${format}${quality === "standard" ? "" : `|${quality}`}`).digest("hex");
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
      const settings = ENCODERS[quality];
      const body =
        format === "avif"
          ? await pipeline.avif({ quality: settings.avif, effort: 2 }).toBuffer()
          : format === "webp"
            ? await pipeline.webp({ quality: settings.webp, effort: 4 }).toBuffer()
            : await pipeline.jpeg({ quality: settings.jpeg, progressive: true, mozjpeg: true }).toBuffer();
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

/** The Shop API's address of a media path ("catalogue/x.jpg", as in /media/catalogue/x.jpg). */
export function upstreamMediaUrl(shopApiUrl: string, mediaPath: string): URL {
  return new URL(`media/${mediaPath}`, shopApiUrl.endsWith("/") ? shopApiUrl : `${shopApiUrl}/`);
}

/**
 * Media may take the Shop API longer than a data call (a picture rendered on its first request),
 * and no page waits for it: its own, longer timeout.
 */
export function mediaTimeout(): AbortSignal {
  return AbortSignal.timeout(Number(process.env.SHOP_API_MEDIA_TIMEOUT_MS) || 20_000);
}

/** The original bytes of a Shop API media file, or null when it has none. */
export async function fetchMediaOriginal(shopApiUrl: string, mediaPath: string): Promise<Buffer | null> {
  const response = await fetch(upstreamMediaUrl(shopApiUrl, mediaPath), { signal: mediaTimeout() });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

// Previews of first-screen images, as data URIs: a few KB each, bounded to 4 MB in all.
const previews = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (uri) => uri.length });

/**
 * A first-screen image as an inline `data:` URI at low quality, in the best format the page's
 * request accepts (browsers list AVIF and WebP in a navigation's Accept). On a 2G link every
 * request costs a round trip of its own; inside the HTML the picture paints with the text. A lite
 * page shows it as the image itself; a full page paints the real image over it. Null when it
 * cannot be made: the page then simply loads the image.
 */
export async function imagePreview(shopApiUrl: string, accept: string | null, source: string, width: ImageWidth): Promise<string | null> {
  if (/^https?:\/\//.test(source)) return null;
  const mediaPath = source.replace(/^\/+/, "").replace(/^media\//, "");
  const format = negotiateImageFormat(accept);
  const key = `${mediaPath}|${width}|${format}`;
  const known = previews.get(key);
  if (known) return known;
  try {
    const image = await resizedImage(mediaPath, width, format, "low", () => fetchMediaOriginal(shopApiUrl, mediaPath));
    if (!image) return null;
    const uri = `data:${image.contentType};base64,${image.body.toString("base64")}`;
    previews.set(key, uri);
    return uri;
  } catch (error) {
    console.error(`[media] preview of ${mediaPath} at ${width} failed:`, error);
    return null;
  }
}

/**
 * Makes the inline previews of a page's first-screen images (see imagePreview), in parallel, for
 * the server render of this request (AppLoadContext.imagePreviews; components/ui/image.tsx).
 */
export async function previewFirstScreenImages(
  args: { request: Request; context: AppLoadContext },
  images: { src: string; width: ImageWidth }[],
): Promise<void> {
  const { request, context } = args;
  // A client-side navigation asks for data only: its images load as usual.
  if (new URL(request.url).searchParams.has("_data")) return;
  const accept = request.headers.get("Accept");
  await Promise.all(
    images.map(async ({ src, width }) => {
      const preview = await imagePreview(context.shopApiUrl, accept, src, width);
      if (preview) context.imagePreviews.set(src, preview);
    }),
  );
}

/** The inline previews of a listing's first cards. */
export function previewProductCards(args: { request: Request; context: AppLoadContext }, products: { image: string }[]): Promise<void> {
  return previewFirstScreenImages(
    args,
    products.slice(0, FIRST_SCREEN_CARDS).map((product) => ({ src: product.image, width: FIRST_SCREEN_IMAGES.card.previewWidth })),
  );
}
