import EmblaCarousel from "embla-carousel";
import { WheelGesturesPlugin } from "embla-carousel-wheel-gestures";

/** What the carousel's buttons and dots use of embla. */
export type EmblaApi = { scrollPrev(): void; scrollNext(): void; scrollTo(index: number): void; destroy(): void };

/**
 * Starts embla (with wheel gestures) over a scroll-snap strip, on the slide in view. Loaded with
 * embla itself, the first time a mouse reaches for the strip (use-embla-on-demand.ts): until then
 * no page pays for this code (the home page's JS budget).
 */
export function startEmbla(element: HTMLElement, direction: "rtl" | "ltr"): EmblaApi {
  const slides = Array.from(element.firstElementChild?.children ?? []);
  const start = Math.max(0, slides.findIndex((slide) => isInView(element, slide as HTMLElement)));
  element.scrollLeft = 0;
  element.dataset.embla = "";
  return EmblaCarousel(element, { direction, align: "start", containScroll: "trimSnaps", startIndex: start, skipSnaps: true }, [WheelGesturesPlugin()]);
}

function isInView(viewport: HTMLElement, slide: HTMLElement): boolean {
  const outer = viewport.getBoundingClientRect();
  const inner = slide.getBoundingClientRect();
  return inner.right > outer.left + 4 && inner.left < outer.right - 4;
}
