import { createContext, useContext } from "react";
import { useLiteMode } from "~/components/shell/use-shell-data";
import { INLINE_SHARP, INLINE_SRC, useInlinePicture } from "~/components/ui/inline-pictures";
import type { InlinePicture } from "~/lib/images";
import { UNTIL_NEAR } from "~/components/ui/use-near-screen";
import { responsiveImage } from "~/lib/images";

/**
 * True around what lies below a page's first screen (the home page's sections after the first): on
 * a full page its images are fetched only when the shopper scrolls within a screen of them, once the
 * page calls useImagesNearScreen (decision 41); a lite page keeps the browser's own lazy loading.
 */
export const DeferImages = createContext(false);

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
  /** A first-screen image: loaded at once and first, or inline (decision 47). Every other image waits until it is near. */
  priority?: boolean;
  /**
   * The inline picture standing for this image. By default the page's inline picture of `src`, for
   * a first-screen (`priority`) image, or any on a lite page: the same file may be shown elsewhere
   * on the page (a thumbnail, a live search's result), where the sharp pair does not fit.
   */
  inline?: InlinePicture;
  className?: string;
}

/**
 * Every catalogue image: AVIF/WebP at a fixed set of widths (`srcset` + `sizes`), explicit width
 * and height so nothing shifts, lazy unless it is the first screen's image (docs/shop/17-budgets.md §17.5).
 *
 * A first-screen image with an inline picture (shop/page-data/images.server.ts) paints with the HTML: on a
 * lite page the preview is the image. On a full page the sharp picture, when it came inside the
 * HTML too, is drawn over its preview as soon as its bytes arrive (decision 47; the parent is
 * positioned); otherwise the preview is the background the real image is drawn over when it arrives.
 */
export function Image({ src, alt, width, height, displayWidth, sizes, priority = false, inline: given, className = "" }: ImageProps) {
  const lite = useLiteMode();
  const own = useInlinePicture(src);
  const picture = given ?? (priority || lite ? own : undefined);
  const inline = picture?.preview;
  // Below the first screen of a full page: nothing is fetched until the shopper comes near.
  const deferred = useContext(DeferImages) && !lite && !priority && !inline;
  if (lite && inline) {
    return <img src={inline} alt={alt} width={width} height={height} decoding="sync" className={className} />;
  }
  if (picture?.sharp) {
    // The preview first (1–3 KB): the first screen paints it before the sharp picture's bytes have come.
    return (
      <>
        <img src={picture.preview} {...{ [INLINE_SRC]: picture.src }} alt="" aria-hidden="true" width={width} height={height} decoding="sync" className={className} />
        <img src={picture.sharp} {...{ [INLINE_SHARP]: "" }} alt={alt} width={width} height={height} className={`${className} absolute inset-0 size-full`} />
      </>
    );
  }
  const image = responsiveImage(src, displayWidth, sizes, lite);
  const img = (
    <img
      // Deferred, the <img> names no file but an empty picture of its shape, inline (an <img> must
      // have a src), so the browser's own lazy loading (thousands of pixels ahead on a slow link)
      // has nothing to fetch: its source below does, once set free.
      {...(deferred ? { src: emptyPicture(width, height) } : { src: image.src, srcSet: image.srcSet, sizes })}
      alt={alt}
      width={width}
      height={height}
      loading={priority || inline ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as written.
      {...(priority ? { fetchpriority: "high" } : {})}
      style={inline ? { backgroundImage: `url(${inline})`, backgroundSize: "cover", backgroundPosition: "center" } : undefined}
      // Only the server has previews: the browser keeps the server's style and loading attributes.
      suppressHydrationWarning
      className={className}
    />
  );
  // The source matches only without JavaScript until the page's useImagesNearScreen sets it free.
  return deferred ? (
    <picture>
      <source media={UNTIL_NEAR} srcSet={image.srcSet} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}

/** A transparent picture of the given shape, as a data URL: drawn at once, fetched from nowhere. */
function emptyPicture(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`)}`;
}

