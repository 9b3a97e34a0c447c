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

/** The shop's address of a Shop API media path, at a width ("/media/catalogue/x.jpg?w=640"). */
export function imageUrl(path: string, width?: ImageWidth): string {
  if (/^https?:\/\//.test(path)) return path;
  const local = path.startsWith("/media/") ? path : `/media/${path.replace(/^\/+/, "")}`;
  return width ? `${local}?w=${width}` : local;
}

/** The widths worth offering for an image shown at most `maxDisplayWidth` CSS pixels wide (up to 2×). */
export function srcSetWidths(maxDisplayWidth: number): ImageWidth[] {
  const limit = maxDisplayWidth * 2;
  const widths = IMAGE_WIDTHS.filter((width) => width <= limit);
  const next = IMAGE_WIDTHS.find((width) => width > limit);
  return next ? [...widths, next] : widths;
}
