import { useEffect, useState } from "react";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatTime, formatToman } from "~/lib/format";

export interface GoldPrice {
  price: number;
  set_at: string;
  previous_price: number;
}

/**
 * The live gold price (spec §2, §4, §9): 18-karat, per gram, in toman, when it was set and whether
 * it went up or down. Rendered by the server; on the main gold shop the page asks
 * /api/gold-price again every `refreshMs` (300000 ms). Its label leads to the price's own page
 * (/gold-price: its history, the other units, alerts), which leads on to the calculator.
 */
export function GoldTicker({ initial, refreshMs, live, className = "" }: { initial: GoldPrice; refreshMs: number; live: boolean; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [price, setPrice] = useState(initial);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/api/gold-price");
        if (response.ok) setPrice((await response.json()) as GoldPrice);
      } catch (error) {
        console.error("gold price refresh failed", error);
      }
    }, refreshMs);
    return () => clearInterval(timer);
  }, [live, refreshMs]);
  const trend = price.price > price.previous_price ? "up" : price.price < price.previous_price ? "down" : "same";
  return (
    <p className={`inline-flex items-center gap-2 text-xs ${className}`} aria-label={t("ticker.region")} data-gold-ticker={price.price} data-trend={trend} data-live={live}>
      <AppLink to="/gold-price" className="text-muted hover:text-secondary hover:underline">
        {t("ticker.label")}
      </AppLink>
      <span className="font-bold tabular text-ink">{formatToman(price.price, locale)}</span>
      <span className={trend === "up" ? "text-emerald-700" : trend === "down" ? "text-third" : "text-muted"}>
        {trend === "up" ? "▲" : trend === "down" ? "▼" : "●"}
        <span className="sr-only">{t(`ticker.${trend}`)}</span>
      </span>
      <time dateTime={price.set_at} className="text-muted tabular">{t("ticker.updated", { time: formatTime(price.set_at, locale) })}</time>
    </p>
  );
}
