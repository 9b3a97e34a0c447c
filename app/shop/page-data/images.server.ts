import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RouterContextProvider } from "react-router";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_IMAGES, type FirstScreenImageKind, type ImageQuality, type ImageWidth } from "~/lib/images";
import { isLiteRequest } from "~/lib/lite-mode";

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

// First-screen pictures as data URIs (previews of a few KB, sharp pictures up to SHARP_INLINE_MAX_BYTES), bounded to 8 MB in all.
const inlineImages = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (uri) => Math.max(1, uri.length) });

/**
 * A first-screen image as an inline `data:` URI, in the best format the page's request accepts
 * (browsers list AVIF and WebP in a navigation's Accept). On a 2G link every request costs a round
 * trip of its own; inside the HTML the picture paints with the text. Null when it cannot be made
 * (the page then simply loads the image), or when it is larger than `maxBytes`.
 */
export async function inlineImage(
  shopApiUrl: string,
  accept: string | null,
  source: string,
  width: ImageWidth,
  quality: ImageQuality,
  maxBytes = Infinity,
): Promise<string | null> {
  if (/^https?:\/\//.test(source)) return null;
  const mediaPath = source.replace(/^\/+/, "").replace(/^media\//, "");
  const format = negotiateImageFormat(accept);
  const key = `${mediaPath}|${width}|${format}|${quality}`;
  const known = inlineImages.get(key);
  if (known !== undefined) return known || null;
  try {
    const image = await resizedImage(mediaPath, width, format, quality, () => fetchMediaOriginal(shopApiUrl, mediaPath));
    if (!image) return null;
    // Too large to inline is remembered too (as ""), so that the size is not checked again.
    const uri = image.body.length > maxBytes ? "" : `data:${image.contentType};base64,${image.body.toString("base64")}`;
    inlineImages.set(key, uri);
    return uri || null;
  } catch (error) {
    console.error(`[media] inline ${quality} picture of ${mediaPath} at ${width} failed:`, error);
    return null;
  }
}

/**
 * The most a sharp first-screen picture may weigh to come inside the HTML (decision 47): a phone's
 * banner at 800 px is ~12 KB, a card at 480 px ~5 KB; a larger one is asked for from the head.
 */
const SHARP_INLINE_MAX_BYTES = 16 * 1024;

/**
 * Makes a page's first-screen pictures inline, in parallel, for the server render of this request
 * (RouterContextProvider.inlinePictures; components/ui/image.tsx): a low-quality preview of each (the
 * picture itself on a lite page, decision 14), and on a full page the sharp picture too, at the
 * width a phone's dense screen shows it, when it is small enough (decision 47). True when every
 * picture came sharp, so that the head asks for no file (lib/meta.ts `imagePreloadLinks`).
 */
export async function inlineFirstScreenPictures(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  images: { src: string; shown: FirstScreenImageKind }[],
): Promise<boolean> {
  const { request, context } = args;
  // A client-side navigation asks for data only: its images load as usual.
  if (context.shop.dataRequest || images.length === 0) return false;
  const accept = request.headers.get("Accept");
  const lite = isLiteRequest(request.headers);
  const made = await Promise.all(
    images.map(async ({ src, shown }) => {
      const { previewWidth, ...widths } = FIRST_SCREEN_IMAGES[shown];
      const sharpWidth = !lite && "sharpWidth" in widths ? widths.sharpWidth : undefined;
      const [preview, sharp] = await Promise.all([
        inlineImage(context.shopApiUrl, accept, src, previewWidth, "low"),
        sharpWidth ? inlineImage(context.shopApiUrl, accept, src, sharpWidth, "standard", SHARP_INLINE_MAX_BYTES) : null,
      ]);
      if (preview) context.inlinePictures.set(src, { src, preview, ...(sharp ? { sharp } : {}) });
      return Boolean(preview && sharp);
    }),
  );
  return made.every(Boolean);
}

/** The inline pictures of a listing's first cards. */
export function inlineProductCards(args: { request: Request; context: Readonly<RouterContextProvider> }, products: { image: string }[]): Promise<boolean> {
  return inlineFirstScreenPictures(
    args,
    products.slice(0, FIRST_SCREEN_CARDS).map((product) => ({ src: product.image, shown: "card" })),
  );
}
