import { useLocale, useT } from "~/components/locale";
import { formatPercent, formatTime, formatToman } from "~/lib/format";
import { GOLD_UNITS, type GoldUnit, priceChange, priceInUnit } from "~/lib/gold-price";

const TREND_CLASS = {
  up: "bg-emerald-50 text-emerald-900",
  // Opaque: the lead card is dark, and a tint over it would leave the red unreadable.
  down: "bg-page text-third",
  same: "bg-page text-muted",
} as const;
const TREND_MARK = { up: "▲", down: "▼", same: "●" } as const;

/**
 * Today's price of 18-karat gold per gram, when it was set, and the same for 24-karat gold and a
 * mesghal, each with its change since the day before in words and colour (when the history gives
 * the day before's price).
 */
export function PriceSummary({ price, setAt, dayBefore }: { price: number; setAt: string; dayBefore: number | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <ul className="grid gap-3 md:grid-cols-3" data-gold-units="">
        {GOLD_UNITS.map((unit) => (
          <UnitCard key={unit} unit={unit} now={priceInUnit(price, unit)} before={dayBefore === null ? null : priceInUnit(dayBefore, unit)} />
        ))}
      </ul>
      <p className="text-xs text-muted">
        <time dateTime={setAt} data-set-at="">
          {t("gold.setAt", { time: formatTime(setAt, locale) })}
        </time>
      </p>
    </div>
  );
}

function UnitCard({ unit, now, before }: { unit: GoldUnit; now: number; before: number | null }) {
  const t = useT();
  const locale = useLocale();
  const lead = unit === "gram18";
  const change = before === null ? null : priceChange(now, before);
  return (
    <li
      className={`flex flex-col gap-1.5 rounded-3xl p-4 md:p-6 ${lead ? "bg-secondary text-white" : "border border-line bg-white"}`}
      data-gold-unit={unit}
      data-price={now}
    >
      <h2 className={`text-sm ${lead ? "text-white/80" : "text-muted"}`}>{t(`gold.units.${unit}`)}</h2>
      <p className={`whitespace-nowrap font-black tabular ${lead ? "text-2xl md:text-xl" : "text-xl text-ink"}`}>{formatToman(now, locale)}</p>
      {change ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className={lead ? "text-white/80" : "text-muted"}>{t("gold.change.label")}</span>
          {/* May wrap between its words on a narrow card (the amount keeps its unit): a tag, not a pill. */}
          <span className={`rounded-lg px-2 py-0.5 text-xs font-bold tabular ${TREND_CLASS[change.trend]}`} data-change={change.trend}>
            <span aria-hidden="true">{TREND_MARK[change.trend]} </span>
            {change.trend === "same"
              ? t("gold.change.same")
              : t(`gold.change.${change.trend}`, {
                  amount: formatToman(Math.abs(change.amount), locale),
                  percent: formatPercent(Math.abs(change.percent), locale, 2),
                })}
          </span>
        </p>
      ) : null}
    </li>
  );
}
