import { useLocale, useT } from "~/components/locale";
import type { CartSums } from "~/lib/cart";
import { formatNumber, formatToman } from "~/lib/format";

/**
 * The order's sums (docs/shop/03-entities.md §3.8, docs/shop/09-constants.md §9.4): the items' price,
 * what the products' discounts and the discount code take off, the wallets' part, delivery, and what is
 * left to pay.
 */
export function CartSummary({
  sums,
  discountCode,
  shippingKnown,
  repriced = false,
  children,
}: {
  sums: CartSums;
  discountCode: string | null;
  shippingKnown: boolean;
  /** The page priced the lines again itself at a newer gold price: the sums are highlighted. */
  repriced?: boolean;
  children?: React.ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const toman = (value: number) => formatToman(value, locale);
  const rows: [key: string, label: string, value: string, tone?: string][] = [
    ["total-price", t("checkout.summary.totalPrice", { count: formatNumber(sums.quantity, locale) }), toman(sums.totalPrice)],
  ];
  if (sums.productDiscount > 0) rows.push(["product-discount", t("checkout.summary.productDiscount"), `−\u00a0${toman(sums.productDiscount)}`, "text-third"]);
  if (sums.discountAmount > 0) rows.push(["discount-code", t("checkout.summary.discountCode", { code: discountCode ?? "" }), `−\u00a0${toman(sums.discountAmount)}`, "text-third"]);
  if (sums.walletAmount > 0) rows.push(["wallets", t("checkout.summary.wallets"), `−\u00a0${toman(sums.walletAmount)}`, "text-emerald-700"]);
  rows.push([
    "shipping",
    t("checkout.summary.shipping"),
    !shippingKnown ? t("checkout.summary.shippingLater") : sums.shippingCost === 0 ? t("checkout.summary.free") : toman(sums.shippingCost),
  ]);
  return (
    <section aria-labelledby="cart-summary" className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5" data-cart-summary="">
      <h2 id="cart-summary" className="font-bold text-secondary">{t("checkout.summary.title")}</h2>
      {/* A new key for new sums: their highlight starts again. */}
      <dl key={sums.totalPrice} className={`flex flex-col gap-2.5 text-sm ${repriced ? "rounded-lg animate-price-moved" : ""}`}>
        {rows.map(([key, label, value, tone]) => (
          <div key={key} className="flex items-center justify-between gap-3" data-sum={key}>
            <dt className="text-muted">{label}</dt>
            <dd className={`font-semibold tabular ${tone ?? ""}`}>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-center justify-between gap-3 border-t border-line pt-3 text-base" data-sum="total" data-total-final={sums.totalFinal}>
          <dt className="font-bold">{t("checkout.summary.total")}</dt>
          <dd className="font-black tabular">{toman(sums.totalFinal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
