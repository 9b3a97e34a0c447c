import { goldPriceBreakdown, wholeTomanAddends } from "../../../shop-api/contract/pricing";
import { useLocale, useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog.lazy";
import { formatNumber, formatToman } from "~/lib/format";

type DialogState = { open: boolean; hide: () => void; closeHref: string };

export interface PriceInputs {
  goldPrice: number;
  gram: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
}

/**
 * The price breakdown dialog (docs/shop/03-entities.md §3.6, docs/shop/06-roles.md §6.3). A VIP member
 * sees every line of the pricing function; everyone else sees the formula, titled "how the gold price
 * is computed", with this product's own numbers. The numbers come from the same function the Shop API
 * prices with.
 */
export function PriceDialog({ dialog, inputs, vip }: { dialog: DialogState; inputs: PriceInputs; vip: boolean }) {
  const t = useT();
  const locale = useLocale();
  const lines = goldPriceBreakdown(inputs);
  // The lines as they add up to the total.
  const whole = wholeTomanAddends(lines);
  const toman = (value: number) => formatToman(value, locale);
  const percent = (value: number) => formatNumber(value, locale, 1);
  const rows: [string, string, string][] = vip
    ? [
        ["gold-price", t("priceLines.goldPrice"), toman(lines.gold_price)],
        ["gram", t("priceLines.gram"), t("catalogue.grams", { gram: formatNumber(lines.gram, locale, 2) })],
        ["used-gold", t("priceLines.usedGold"), toman(whole.price_used_gold)],
        ["wages", t("priceLines.wages", { percent: percent(lines.gold_wages_percent) }), toman(whole.gold_wages)],
        ["none-gold", t("priceLines.noneGold"), toman(whole.none_gold)],
        ["none-gold-wages", t("priceLines.noneGoldWages"), toman(whole.none_gold_wages)],
        ["profit", t("priceLines.profit", { percent: percent(lines.profit_percent) }), toman(whole.profit)],
        ["tax", t("priceLines.tax", { percent: percent(lines.tax_percent) }), toman(whole.tax)],
      ]
    : [
        ["used-gold", t("priceLines.usedGold"), toman(whole.price_used_gold)],
        ["wages", t("priceLines.wages", { percent: percent(lines.gold_wages_percent) }), toman(whole.gold_wages)],
        ...(whole.none_gold + whole.none_gold_wages > 0
          ? ([["none-gold", t("priceLines.noneGold"), toman(whole.none_gold + whole.none_gold_wages)]] as [string, string, string][])
          : []),
        ["profit", t("priceLines.profit", { percent: percent(lines.profit_percent) }), toman(whole.profit)],
        ["tax", t("priceLines.tax", { percent: percent(lines.tax_percent) }), toman(whole.tax)],
      ];
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={vip ? t("product.priceDetailed") : t("product.priceTitle")}>
      <div className="p-5" data-price-dialog={vip ? "vip" : "formula"}>
        {vip ? <p className="mb-3 rounded-xl bg-gold-50 p-3 text-xs text-gold-700">{t("product.vipNote")}</p> : <p className="mb-3 text-sm leading-7 text-muted">{t("product.priceFormula")}</p>}
        <dl className="divide-y divide-line text-sm">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex items-center justify-between gap-4 py-2.5" data-price-line={key}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold tabular">{value}</dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-4 py-3 text-base" data-price-line="total">
            <dt className="font-bold text-secondary">{t("priceLines.total")}</dt>
            <dd className="font-black tabular">{toman(lines.price)}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
