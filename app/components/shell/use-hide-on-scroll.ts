import { type RefObject, useEffect, useState } from "react";

const HEADER_HEIGHT_KEY = "header-height";

/**
 * docs/shop/02-pages.md §2.4: the nav hides while the page scrolls down and comes back on scrolling up.
 * The header's height is kept in localStorage and as the `--header-height` CSS variable, for sticky
 * content below it to start at the right offset on the next page before it has measured itself.
 */
export function useHideOnScroll(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const cached = window.localStorage.getItem(HEADER_HEIGHT_KEY);
    if (cached) root.style.setProperty("--header-height", `${cached}px`);
    const height = header.current?.offsetHeight;
    if (height) {
      window.localStorage.setItem(HEADER_HEIGHT_KEY, String(height));
      root.style.setProperty("--header-height", `${height}px`);
    }

    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (Math.abs(y - last) < 8) return;
        setHidden(y > last && y > 120);
        last = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [header]);
  return hidden;
}
