import { useLocale, useT } from "~/components/locale";
import { formatToman } from "~/lib/format";

/**
 * A price in toman: the price to pay, and when discounted the old price struck through with the
 * discount percent (the rule of docs/shop/09-constants.md §9.1, computed by the Shop API). In a
 * container narrower than a nine-digit price and its unit at 14 px (about 11.2 em: a product card two
 * or more to a row on a phone, in a grid or a carousel) the price's size follows the container's width
 * (`cqi`), so it fits on one line rather than being cut by the card.
 */
export function PriceTag({ price, special, discountPercent, size = "md" }: { price: number; special: number | null; discountPercent: number | null; size?: "md" | "lg" }) {
  const t = useT();
  const locale = useLocale();
  const pay = special ?? price;
  return (
    <div className="flex flex-col items-end gap-0.5 tabular" data-price={pay}>
      {special !== null ? (
        // On a narrow card the old price goes under the badge rather than squeezing it into a blob.
        <div className="flex flex-wrap items-center justify-end gap-1.5">
          {discountPercent ? (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-third px-1.5 text-[11px] font-bold leading-5 text-white" data-discount={discountPercent}>
              {t("catalogue.discount", { percent: discountPercent })}
            </span>
          ) : null}
          {/* As the price under it, smaller on a narrow card (a tablet's carousel) rather than cut off. */}
          <del className="whitespace-nowrap text-[length:min(0.75rem,100cqi/11.2)] text-muted">
            {/* Said in text, which a text browser reads too (an aria-label on <del> is not allowed). */}
            <span className="sr-only">{t("catalogue.oldPrice")}: </span>
            {formatToman(price, locale)}
          </del>
        </div>
      ) : null}
      <span className={`font-bold text-ink ${size === "lg" ? "text-lg" : "text-[length:min(0.875rem,100cqi/11.2)] leading-5"}`}>{formatToman(pay, locale)}</span>
    </div>
  );
}
