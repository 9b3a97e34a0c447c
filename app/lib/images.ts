/**
 * Catalogue images are served by the shop at `/media/{path}?w={width}` (routes/resources/media.ts),
 * resized and re-encoded (AVIF or WebP, whichever the browser accepts). Only these widths are made,
 * so that the on-disk cache stays small and every `srcset` hits it.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * How hard an image is compressed: "low" for lite pages and inline previews (lib/lite-mode.ts),
 * about half the bytes of "standard", still a clear picture at its width.
 */
export type ImageQuality = "standard" | "low";

export function isImageQuality(value: unknown): value is ImageQuality {
  return value === "standard" || value === "low";
}

/** The shop's address of a Shop API media path, at a width ("/media/catalogue/x.jpg?w=640", "…?w=240&q=low"). */
export function imageUrl(path: string, width?: ImageWidth, quality: ImageQuality = "standard"): string {
  if (/^https?:\/\//.test(path)) return path;
  const local = path.startsWith("/media/") ? path : `/media/${path.replace(/^\/+/, "")}`;
  if (!width) return local;
  return quality === "low" ? `${local}?w=${width}&q=low` : `${local}?w=${width}`;
}

/** The smallest width that covers `displayWidth` CSS pixels (or the widest there is). */
export function widthFor(displayWidth: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= displayWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * The widths worth offering for an image shown at most `maxDisplayWidth` CSS pixels wide: up to 2×
 * that, and down to half of it (no image here is shown much smaller: a phone shows a desktop's
 * half-width banner full-width; each needless candidate is bytes in every srcset of the page).
 */
export function srcSetWidths(maxDisplayWidth: number): ImageWidth[] {
  const limit = maxDisplayWidth * 2;
  const widths = IMAGE_WIDTHS.filter((width) => width <= limit && width >= maxDisplayWidth / 2);
  const next = widths.at(-1) === limit ? undefined : IMAGE_WIDTHS.find((width) => width > limit);
  return next ? [...widths, next] : widths;
}

/** A large phone's width in CSS pixels: lite images are made for it at 1×. */
const PHONE_WIDTH = 412;

/** How wide an image is shown on a phone, in CSS pixels: the last (default) entry of its `sizes`. */
export function phoneSlotWidth(sizes: string, displayWidth: number): number {
  const fallback = sizes.split(",").at(-1)?.trim() ?? "";
  const match = /^(\d+(?:\.\d+)?)(vw|px)$/.exec(fallback);
  if (!match) return displayWidth;
  const size = Number(match[1]);
  return Math.min(displayWidth, match[2] === "vw" ? (PHONE_WIDTH * size) / 100 : size);
}

/**
 * The `src` and `srcset` of a catalogue image: up to 2× its widest display width on a full page.
 * On a lite page: low quality, and no wider than a phone shows it at 1× (`sizes`): a dense screen
 * gets fewer pixels than it could show, and a desktop the phone's picture, which is the point.
 */
export function responsiveImage(src: string, displayWidth: number, sizes: string, lite: boolean): { src: string; srcSet: string } {
  const quality = lite ? "low" : "standard";
  const widest = widthFor(lite ? phoneSlotWidth(sizes, displayWidth) : displayWidth);
  const widths = lite ? IMAGE_WIDTHS.filter((width) => width === widest || (width < widest && width >= displayWidth / 2)) : srcSetWidths(displayWidth);
  return {
    src: imageUrl(src, widest, quality),
    srcSet: widths.map((candidate) => `${imageUrl(src, candidate, quality)} ${candidate}w`).join(", "),
  };
}

/**
 * A listing's first screen: two rows of cards on a phone, one on a desktop. Their pictures come with
 * the page (shop/page-data/images.server.ts); the cards after them wait until the shopper comes near (decision 41).
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * How the first screen's images are shown, shared by their components and the head's preloads
 * (lib/meta.ts), which must name the same files: the widest display width and the sizes; the
 * width of their inline preview (shop/page-data/images.server.ts), about what a phone shows at 1×; and the
 * width of the sharp picture sent inside the HTML of a full page (decision 47), what a phone's
 * dense screen (2×) shows, where its parent is positioned for it to cover its preview (a desktop's
 * banner is too large to come inside: it is preloaded).
 */
export const FIRST_SCREEN_IMAGES = {
  /** The home page's first banner; on a phone its own tall picture stands in for it. */
  heroDesktop: { displayWidth: 1280, sizes: "(min-width: 1280px) 1232px, 100vw", media: "(min-width: 769px)", previewWidth: 800 },
  heroPhone: { displayWidth: 400, sizes: "100vw", media: "(max-width: 768px)", previewWidth: 480, sharpWidth: 800 },
  /** A product card of a listing. */
  card: { displayWidth: 240, sizes: "(min-width: 769px) 240px, 45vw", previewWidth: 240, sharpWidth: 480 },
  /** The product page's main picture. */
  gallery: { displayWidth: 560, sizes: "(min-width: 769px) 45vw, 100vw", previewWidth: 480, sharpWidth: 800 },
  /** A magazine article's cover. */
  cover: { displayWidth: 800, sizes: "(min-width: 1024px) 760px, 100vw", previewWidth: 480 },
} as const satisfies Record<string, { displayWidth: number; sizes: string; media?: string; previewWidth: ImageWidth; sharpWidth?: ImageWidth }>;

export type FirstScreenImageKind = keyof typeof FIRST_SCREEN_IMAGES;

/**
 * A first-screen picture that comes inside the HTML (decisions 14 and 47): its low-quality preview,
 * painted with the first bytes, and on a full page the sharp picture itself when it is small
 * enough, painted over the preview when its bytes arrive. `src` is its media path.
 */
export interface InlinePicture {
  src: string;
  preview: string;
  sharp?: string;
}
