import { useEffect, useRef } from "react";
import type { GoldPriceHistory } from "../../../shop-api/contract/gold-price";
import { GOLD_PRICE_RANGES, type GoldPriceRange } from "../../../shop-api/contract/gold-price-values";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatDate, formatDateTime, formatTime, formatToman } from "~/lib/format";
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from "~/lib/gold-price";

/**
 * The price's history as a chart drawn on the server (inline SVG, in the HTML: no JavaScript, lite
 * pages too), with a title, a description and the data as a table for screen readers. The range is
 * chosen by links (`?range=30d`): plain links without JavaScript, client navigations (no reload,
 * the scroll kept) with it. Pointing at the chart shows the price there: that code is fetched the
 * first time a pointer comes near (chart-pointer.ts).
 */
export function GoldPriceChart({ history, range }: { history: GoldPriceHistory | null; range: GoldPriceRange }) {
  const t = useT();
  const locale = useLocale();
  const figure = useRef<HTMLElement>(null);
  const geometry = history ? chartGeometry(history.points) : null;

  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = (event: PointerEvent) => {
      element.removeEventListener("pointerenter", start);
      void import("./chart-pointer").then(({ followPointer }) => {
        if (!cancelled) stop = followPointer(element, event);
      });
    };
    element.addEventListener("pointerenter", start);
    return () => {
      cancelled = true;
      element.removeEventListener("pointerenter", start);
      stop?.();
    };
  }, []);

  const when = (at: string) => (range === "1d" ? formatTime(at, locale) : range === "1y" ? formatDate(at, locale) : formatDateTime(at, locale));

  return (
    <section aria-labelledby="gold-chart-title" className="rounded-3xl border border-line bg-white p-4 md:p-6" data-gold-chart={range}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gold-chart-title" className="text-lg font-bold text-secondary">
          {t("gold.chart.title")}
        </h2>
        <nav aria-label={t("gold.chart.ranges")}>
          <ul className="flex gap-1 rounded-full bg-page p-1 text-sm">
            {GOLD_PRICE_RANGES.map((each) => (
              <li key={each}>
                <AppLink
                  to={`/gold-price?range=${each}`}
                  preventScrollReset
                  replace
                  aria-current={each === range ? "page" : undefined}
                  className="block rounded-full px-3 py-1.5 text-muted hover:text-secondary aria-[current=page]:bg-secondary aria-[current=page]:text-white"
                  data-range-link={each}
                >
                  {t(`gold.chart.range.${each}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {history && geometry ? (
        <figure ref={figure} className="relative mt-4" dir="ltr" data-chart-figure="">
          <div className="flex justify-between text-xs text-muted tabular" aria-hidden="true">
            <span>{formatToman(geometry.max.price, locale)}</span>
          </div>
          <svg
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            className="mt-1 block w-full"
            role="img"
            aria-labelledby="gold-chart-svg-title gold-chart-svg-desc"
            data-chart-svg=""
          >
            <title id="gold-chart-svg-title">{`${t("gold.chart.title")} (${t(`gold.chart.range.${range}`)})`}</title>
            <desc id="gold-chart-svg-desc">
              {t("gold.chart.description", {
                range: t(`gold.chart.range.${range}`),
                from: when(history.points[0]?.at ?? history.from),
                to: when(history.to),
                low: formatToman(geometry.min.price, locale),
                high: formatToman(geometry.max.price, locale),
                now: formatToman(history.points.at(-1)?.price ?? 0, locale),
              })}
            </desc>
            <path d={geometry.area} fill="var(--color-gold-100)" />
            <path d={geometry.line} fill="none" stroke="var(--color-secondary)" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            <g data-chart-marker="" display="none">
              <line y1={0} y2={CHART_HEIGHT} stroke="var(--color-muted)" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
              <circle r={5} fill="var(--color-secondary)" stroke="#fff" strokeWidth={2} />
            </g>
          </svg>
          <div className="flex justify-between gap-2 text-xs text-muted tabular" aria-hidden="true">
            <span>{formatToman(geometry.min.price, locale)}</span>
          </div>
          <div className="mt-1 flex justify-between gap-2 text-xs text-muted tabular" aria-hidden="true">
            <span>{when(history.points[0]?.at ?? history.from)}</span>
            <span>{when(history.to)}</span>
          </div>
          <output
            hidden
            className="pointer-events-none absolute top-0 rounded-xl bg-ink px-2.5 py-1.5 text-xs leading-5 text-white shadow-lg"
            dir={locale === "fa" ? "rtl" : "ltr"}
            data-chart-tooltip=""
          />
          {/* Visually hidden by a wrapper: a table keeps its width inside sr-only's 1 px, and would widen the page. */}
          <div className="sr-only">
            <table data-chart-table="">
              <caption>{`${t("gold.chart.title")} (${t(`gold.chart.range.${range}`)})`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("gold.chart.time")}</th>
                  <th scope="col">{t("gold.chart.price")}</th>
                </tr>
              </thead>
              <tbody>
                {geometry.points.map((point) => (
                  <tr key={point.at} data-x={point.x} data-y={point.y}>
                    <td>{when(point.at)}</td>
                    <td>{formatToman(point.price, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      ) : (
        <p className="mt-4 text-sm text-muted" data-chart-empty="">
          {t("gold.chart.noHistory")}
        </p>
      )}
    </section>
  );
}
