import { useEffect } from "react";

/**
 * The media condition of a deferred picture's one source (components/ui/image.tsx) until it comes
 * near the screen: true only without JavaScript, so a page without it shows its pictures as
 * before, and a page with it fetches nothing until useImagesNearScreen says so (decision 41).
 */
export const UNTIL_NEAR = "(scripting: none)";

/**
 * Sets a page's deferred pictures free as they come within one screen of the viewport, or of a
 * carousel's visible part (scrollMargin, Chrome 120+): their source then matches and the browser
 * fetches it. One observer for the page, made again when its data (`key`) changes.
 */
export function useImagesNearScreen(key: unknown) {
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          (entry.target.previousSibling as HTMLSourceElement).media = "all";
        }
      },
      { rootMargin: "100%", scrollMargin: "100%" } as IntersectionObserverInit,
    );
    for (const source of document.querySelectorAll(`source[media="${UNTIL_NEAR}"]`)) observer.observe(source.nextSibling as Element);
    return () => observer.disconnect();
  }, [key]);
}
