import { type RefObject, useEffect, useRef } from "react";
import { useLocale } from "~/components/locale";
import { dirOf } from "~/lib/locale";

export type EmblaApi = { scrollPrev(): void; scrollNext(): void; scrollTo(index: number): void; destroy(): void };

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
    void Promise.all([import("embla-carousel"), import("embla-carousel-wheel-gestures")]).then(([{ default: EmblaCarousel }, { WheelGesturesPlugin }]) => {
      if (embla.current || !element.isConnected) return;
      const slides = Array.from(element.firstElementChild?.children ?? []);
      const start = Math.max(0, slides.findIndex((slide) => isInView(element, slide as HTMLElement)));
      element.scrollLeft = 0;
      element.dataset.embla = "";
      embla.current = EmblaCarousel(
        element,
        { direction: dirOf(locale), align: "start", containScroll: "trimSnaps", startIndex: start, skipSnaps: true },
        [WheelGesturesPlugin()],
      );
    });
  };
  return { embla, upgrade };
}

function isInView(viewport: HTMLElement, slide: HTMLElement): boolean {
  const outer = viewport.getBoundingClientRect();
  const inner = slide.getBoundingClientRect();
  return inner.right > outer.left + 4 && inner.left < outer.right - 4;
}
