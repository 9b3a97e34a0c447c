import { useEffect } from "react";

/**
 * The media condition of a deferred picture's one source (components/ui/image.tsx) until it comes
 * near the screen: true only without JavaScript, so a page without it shows its pictures as
 * before, and a page with it fetches nothing until useImagesNearScreen says so (decision 41).
 */
export const UNTIL_NEAR = "(scripting: none)";

/**
 * Sets a page's deferred pictures free, their source then matching, so that the browser fetches
 * them: until the shopper scrolls, those on the screen (or in a carousel's visible part) only; from
 * their first scroll of the page on, those within one screen of it (or of a carousel's visible part:
 * scrollMargin, Chrome 120+); a carousel's or a gallery's next picture, once it is scrolled into
 * view. Made again when the data of the part that calls it (`key`) changes; a page may call it from
 * more than one part.
 */
export function useImagesNearScreen(key: unknown) {
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const watch = (margin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.intersectionRatio > 0) (entry.target.previousSibling as HTMLSourceElement).media = "all";
        },
        // Some of it, not its edge: a gallery's next picture touches the strip's edge (isIntersecting).
        { rootMargin: margin, scrollMargin: margin, threshold: 0.01 } as IntersectionObserverInit,
      );
      // Those already set free no longer match.
      for (const source of document.querySelectorAll(`source[media="${UNTIL_NEAR}"]`)) observer.observe(source.nextSibling as Element);
    };
    const scrolled = () => watch("100%");
    watch("0px");
    addEventListener("scroll", scrolled, { once: true, passive: true });
    return () => {
      observer!.disconnect();
      removeEventListener("scroll", scrolled);
    };
  }, [key]);
}
