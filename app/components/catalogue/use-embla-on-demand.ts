import { type RefObject, useEffect, useRef } from "react";
import { useLocale } from "~/components/locale";
import { dirOf } from "~/lib/locale";
import type { EmblaApi } from "./embla-start";

/**
 * embla (with wheel gestures) over a scroll-snap strip, loaded and started on demand: `upgrade()`
 * imports it (the first time a mouse reaches for the strip) and starts it on the slide in view.
 * Until then, and on touch screens, the strip scrolls natively (docs/decisions/0009).
 */
export function useEmblaOnDemand(viewport: RefObject<HTMLElement | null>) {
  const locale = useLocale();
  const embla = useRef<EmblaApi | null>(null);
  useEffect(() => () => embla.current?.destroy(), []);

  const upgrade = () => {
    if (embla.current || !viewport.current) return;
    const element = viewport.current;
    void import("./embla-start").then(({ startEmbla }) => {
      if (embla.current || !element.isConnected) return;
      embla.current = startEmbla(element, dirOf(locale));
    });
  };
  return { embla, upgrade };
}

