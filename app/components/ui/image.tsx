import { imageUrl, srcSetWidths } from "~/lib/images";

interface ImageProps {
  /** A Shop API media path ("/media/catalogue/…"). */
  src: string;
  alt: string;
  /** The intrinsic ratio, as width and height attributes: the browser reserves the space. */
  width: number;
  height: number;
  /** The widest it is ever shown, in CSS pixels: the srcset goes up to twice that. */
  displayWidth: number;
  /** How wide it is shown at each viewport, for the browser to pick from the srcset. */
  sizes: string;
  /** The first-screen image: loaded at once and first. Every other image waits until it is near. */
  priority?: boolean;
  className?: string;
}

/**
 * Every catalogue image: AVIF/WebP at a fixed set of widths (`srcset` + `sizes`), explicit width
 * and height so nothing shifts, lazy unless it is the first screen's image (DESIGN.md §9).
 */
export function Image({ src, alt, width, height, displayWidth, sizes, priority = false, className = "" }: ImageProps) {
  const widths = srcSetWidths(displayWidth);
  const fallbackWidth = widths.find((candidate) => candidate >= displayWidth) ?? widths.at(-1)!;
  return (
    <img
      src={imageUrl(src, fallbackWidth)}
      srcSet={widths.map((candidate) => `${imageUrl(src, candidate)} ${candidate}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as written.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
