import { useEffect, useRef, useState } from "react";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatTime, formatToman } from "~/lib/format";
import type { GoldPrice } from "~/lib/gold-price-version";
import { followGoldPrice } from "~/lib/live-gold-price";
import { useRootData } from "./use-shell-data";

/** The ticker fed by the root's data: nothing when the Shop API had no price to give. */
export function LiveGoldPrice({ className }: { className?: string }) {
  const { goldPrice, goldPriceRefreshMs, site } = useRootData();
  if (!goldPrice) return null;
  return <GoldTicker initial={goldPrice} refreshMs={goldPriceRefreshMs} live={site.isMainGoldShop} className={className} />;
}

/** A screen reader hears the new price at most this often: during a rush it moves every second. */
const ANNOUNCE_EVERY_MS = 60_000;

/**
 * The live gold price (docs/shop/04-flows.md §4.15, docs/shop/09-constants.md §9.1): 18-karat, per
 * gram, in toman, when it was set and whether it went up or down. Rendered by the server; on the main
 * gold shop the page follows the price as the storefront streams it (docs/decisions/0037), and still
 * asks /api/gold-price again every `refreshMs` (300000 ms) for when the stream cannot stay open. A new
 * price is highlighted briefly and told to screen readers. Its label leads to the price's own page
 * (/gold-price: its history, the other units, alerts), which leads on to the calculator.
 */
function GoldTicker({ initial, refreshMs, live, className = "" }: { initial: GoldPrice; refreshMs: number; live: boolean; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [price, setPrice] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const announcedAt = useRef(0);
  useEffect(() => {
    if (!live) return;
    // The same price again (a poll, a stream opened again) changes nothing on the page.
    const show = (next: GoldPrice) => setPrice((shown) => (shown.price === next.price && shown.set_at === next.set_at ? shown : next));
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/api/gold-price");
        if (response.ok) show((await response.json()) as GoldPrice);
      } catch (error) {
        console.error("gold price refresh failed", error);
      }
    }, refreshMs);
    const unfollow = followGoldPrice(show);
    return () => {
      clearInterval(timer);
      unfollow();
    };
  }, [live, refreshMs]);
  const moved = price !== initial;
  const trend = price.price > price.previous_price ? "up" : price.price < price.previous_price ? "down" : "same";
  useEffect(() => {
    if (!moved || Date.now() - announcedAt.current < ANNOUNCE_EVERY_MS) return;
    announcedAt.current = Date.now();
    setAnnouncement(`${t("ticker.label")}: ${formatToman(price.price, locale)}, ${t(`ticker.${trend}`)}`);
  }, [moved, price, trend, t, locale]);
  return (
    <p className={`inline-flex items-center gap-2 text-xs ${className}`} role="group" aria-label={t("ticker.region")} data-gold-ticker={price.price} data-trend={trend} data-live={live}>
      <AppLink to="/gold-price" className="text-muted hover:text-secondary hover:underline">
        {t("ticker.label")}
      </AppLink>{" "}
      {/* A new key for a new price: its highlight starts again. */}
      <span key={price.price} className={`rounded font-bold tabular text-ink ${moved ? "animate-price-moved" : ""}`} data-price-moved={moved || undefined}>
        {formatToman(price.price, locale)}
      </span>{" "}
      <span className={trend === "up" ? "text-emerald-700" : trend === "down" ? "text-third" : "text-muted"}>
        {trend === "up" ? "▲" : trend === "down" ? "▼" : "●"}
        {" "}
        <span className="sr-only">{t(`ticker.${trend}`)}</span>
      </span>{" "}
      <time dateTime={price.set_at} className="text-muted tabular">{t("ticker.updated", { time: formatTime(price.set_at, locale) })}</time>
      <span className="sr-only" aria-live="polite" data-price-announcement="">{announcement}</span>
    </p>
  );
}
