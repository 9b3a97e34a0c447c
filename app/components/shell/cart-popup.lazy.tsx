import { useEffect, useState } from "react";
import { PriceTag } from "~/components/catalogue/price-tag";
import { useVarietyLabel } from "~/components/checkout/variety-label";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/thumbnail";
import { cartSums, discountPercent } from "~/lib/cart";
import { formatNumber, formatToman } from "~/lib/format";
import type { CartState } from "../../../shop-api/contract/checkout";

/**
 * The header's cart popup (docs/shop/04-flows.md §4.17, docs/shop/09-constants.md §9.8: 350 px wide,
 * the lines in at most 330 px): each line's picture, name, variety, quantity, price and discount
 * percent, the total and a way on. The lines come from /api/cart, again whenever the item count
 * changes.
 */
export function CartPopup({ count, onChoose }: { count: number; onChoose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const variety = useVarietyLabel();
  const [cart, setCart] = useState<CartState | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/cart?lang=${locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<CartState>) : null))
      .then(setCart)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("the cart popup could not load the cart", error);
      });
    return () => controller.abort();
  }, [locale, count]);
  const sums = cart ? cartSums(cart.items, cart.totals) : null;

  return (
    <div
      className="absolute end-0 top-full z-50 w-[350px] rounded-2xl border border-line bg-white shadow-2xl"
      role="region"
      aria-label={t("cart.popupLabel")}
      aria-busy={!cart || undefined}
      data-cart-popup=""
    >
      {cart && sums ? (
        <>
          <ul className="max-h-[330px] divide-y divide-line overflow-y-auto px-4">
            {cart.items.map((item) => (
              <li key={item.id} className="flex gap-3 py-3" data-popup-line={item.product_vendor_id}>
                <Thumbnail src={item.product_image} size={56} className="size-14 shrink-0 rounded-xl bg-page object-cover" />
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <AppLink to={`/${item.product_slug}`} onClick={onChoose} className="truncate font-semibold hover:text-secondary">{item.name}</AppLink>
                  <p className="text-xs text-muted">
                    {[variety(item), t("cart.quantity", { count: formatNumber(item.quantity, locale) })].filter(Boolean).join(" · ")}
                  </p>
                  <div className="flex items-end justify-between gap-2">
                    <AppLink to={`/${item.product_slug}?dialog=price`} onClick={onChoose} className="text-[11px] font-semibold text-gold-700 hover:underline">
                      {t("cart.priceHow")}
                    </AppLink>
                    <PriceTag price={item.price} special={item.special} discountPercent={discountPercent(item.price, item.special)} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-3 border-t border-line p-4">
            <div className="flex flex-col text-xs text-muted">
              {t("cart.total")}
              <span className="text-base font-black text-ink tabular" data-popup-total={sums.totalFinal}>{formatToman(sums.totalFinal, locale)}</span>
            </div>
            <AppLink to="/checkout/cart" onClick={onChoose} className={buttonClass("primary", "text-xs")}>{t("cart.proceed")}</AppLink>
          </div>
        </>
      ) : (
        <p className="p-6 text-center text-sm text-muted">{t("cart.loading")}</p>
      )}
    </div>
  );
}
