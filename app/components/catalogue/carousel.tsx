import { type ReactNode, useRef } from "react";
import { useLocale, useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { dirOf } from "~/lib/locale";
import { useEmblaOnDemand } from "./use-embla-on-demand";

interface CarouselProps {
  label: string;
  /** Slides per view, by viewport: e.g. 5.5 on desktop and 4.5 on phones (docs/shop/09-constants.md §9.5). */
  perView: { mobile: number; desktop: number };
  children: ReactNode[];
  className?: string;
}

/**
 * A row of slides. Without JavaScript it is a CSS scroll-snap strip that scrolls by touch, wheel or
 * keyboard. With it, prev/next buttons appear, and embla (with wheel gestures) takes over the strip
 * the first time a mouse reaches for it, for dragging and snapping; touch screens keep the native
 * strip, which already swipes. Its code is fetched only by those who use it (docs/shop/17-budgets.md §17.1).
 */
export function Carousel({ label, perView, children, className = "" }: CarouselProps) {
  const t = useT();
  const locale = useLocale();
  const viewport = useRef<HTMLDivElement>(null);
  const { embla, upgrade } = useEmblaOnDemand(viewport);
  const ready = useHydrated();

  const step = (forward: boolean) => {
    if (embla.current) {
      if (forward) embla.current.scrollNext();
      else embla.current.scrollPrev();
      return;
    }
    const element = viewport.current;
    if (!element) return;
    const distance = element.clientWidth * 0.8 * (forward ? 1 : -1);
    element.scrollBy({ left: dirOf(locale) === "rtl" ? -distance : distance, behavior: "smooth" });
  };

  const style = { "--per-view-mobile": perView.mobile, "--per-view-desktop": perView.desktop } as React.CSSProperties;
  return (
    <div className={`relative ${className}`} style={style} role="group" aria-roledescription="carousel" aria-label={label} data-carousel="">
      <div
        ref={viewport}
        className="relative -mx-1 overflow-x-auto overscroll-x-contain px-1 pb-1 [scrollbar-width:none] snap-x snap-mandatory data-[embla]:overflow-hidden [&::-webkit-scrollbar]:hidden"
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") upgrade();
        }}
        data-carousel-viewport=""
      >
        <ul className="flex gap-3">
          {children.map((child, index) => (
            <li
              // Slides are a fixed list rendered in order: the index is their identity.
              key={index}
              className="carousel-slide"
              aria-roledescription="slide"
              aria-label={t("catalogue.carousel", { index: index + 1, total: children.length })}
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      {ready ? (
        <>
          <CarouselButton label={t("catalogue.previous")} side="start" onClick={() => step(false)} />
          <CarouselButton label={t("catalogue.next")} side="end" onClick={() => step(true)} />
        </>
      ) : null}
    </div>
  );
}

function CarouselButton({ label, side, onClick }: { label: string; side: "start" | "end"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full border border-line bg-white/95 text-secondary shadow-md hover:bg-white md:grid ${
        side === "start" ? "-start-3" : "-end-3"
      }`}
      data-carousel-button={side}
    >
      <Icon name="back" width={20} height={20} className={side === "start" ? "ltr:rotate-180" : "rtl:rotate-180"} title={label} />
    </button>
  );
}
