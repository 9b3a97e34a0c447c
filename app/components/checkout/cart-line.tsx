import type { CartItem } from "../../../shop-api/contract/checkout";
import { PriceTag } from "~/components/catalogue/price-tag";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { useHydrated } from "~/components/ui/use-hydrated";
import { discountPercent, lineDiscount, unitPrice } from "~/lib/cart";
import { formatNumber, formatToman } from "~/lib/format";
import { CartForm, useCartFetcher } from "./cart-form";
import { useVarietyLabel } from "./variety-label";

const controlButton = "grid size-9 place-items-center rounded-lg border border-line hover:bg-primary disabled:cursor-not-allowed disabled:opacity-40";
const stepButton = `${controlButton} text-secondary`;

/**
 * A line of the cart page (docs/shop/03-entities.md §3.8, docs/shop/09-constants.md §9.4): the piece,
 * its variety and warranty, its price with the product's discount, the quantity with − and + (+ stops
 * at max_cart_add) and a way to type it, removal, what the discount saves, and a note when the gold
 * price moved its price. `repriced`: the page priced it again itself at a newer gold price (its price
 * is highlighted).
 */
export function CartLine({ item, repriced = false }: { item: CartItem; repriced?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const fetcher = useCartFetcher(`cart-line-${item.id}`);
  const variety = useVarietyLabel()(item);
  const saved = lineDiscount(item);
  const atMax = item.quantity >= item.max_cart_add;
  const moved = item.added_price !== unitPrice(item);
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex gap-3 py-5 sm:gap-4" data-cart-line={item.product_vendor_id} data-quantity={item.quantity} aria-busy={busy || undefined}>
      {/* The picture repeats the name's link beside it: one stop for the keyboard and one name for a screen reader. */}
      <AppLink to={`/${item.product_slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Image src={item.product_image} alt="" width={600} height={600} displayWidth={112} sizes="112px" className="size-20 rounded-2xl bg-page object-cover sm:size-24 md:size-28" />
      </AppLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <AppLink to={`/${item.product_slug}`} className="font-semibold leading-7 text-ink hover:text-secondary">{item.name}</AppLink>
            <p className="text-xs text-muted">
              {[variety, item.warranty ? t("checkout.cart.warranty", { value: item.warranty }) : null].filter(Boolean).join(" · ")}
            </p>
          </div>
          {/* A new key for a new price: its highlight starts again. */}
          <div key={item.total} className={repriced ? "rounded-lg animate-price-moved" : undefined}>
            <PriceTag price={item.price} special={item.special} discountPercent={discountPercent(item.price, item.special)} />
          </div>
        </div>
        <AppLink to={`/${item.product_slug}?dialog=price`} className="self-start text-xs font-semibold text-gold-700 hover:underline" data-line-price-how="">
          {t("cart.priceHow")}
        </AppLink>
        {moved ? (
          <p className="rounded-lg bg-gold-50 px-2.5 py-1.5 text-xs text-gold-700" data-price-moved="">
            {t("checkout.cart.priceMoved", { price: formatToman(item.added_price, locale) })}
          </p>
        ) : null}
        {item.available ? null : (
          <p className="text-xs font-semibold text-third" data-unavailable="">{t("checkout.cart.unavailable")}</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1" role="group" aria-label={t("checkout.cart.quantity")}>
            <CartForm fetcher={fetcher} intent="decrement" fields={{ product_vendor_id: item.product_vendor_id }}>
              <button type="submit" className={stepButton} disabled={busy} data-decrement="">
                <Icon
                  name="minus"
                  width={16}
                  height={16}
                  title={item.quantity > 1 ? t("checkout.cart.decrease", { name: item.name }) : t("checkout.cart.remove", { name: item.name })}
                />
              </button>
            </CartForm>
            <CartForm fetcher={fetcher} intent="update" fields={{ product_vendor_id: item.product_vendor_id }} className="flex items-center gap-1">
              <label className="sr-only" htmlFor={`quantity-${item.id}`}>{t("checkout.cart.quantity")}</label>
              {hydrated ? (
                <output id={`quantity-${item.id}`} className="min-w-8 text-center font-bold tabular" data-line-quantity="">
                  {formatNumber(item.quantity, locale)}
                </output>
              ) : (
                <>
                  <input
                    id={`quantity-${item.id}`}
                    name="quantity"
                    type="number"
                    min={0}
                    max={item.max_cart_add}
                    defaultValue={item.quantity}
                    inputMode="numeric"
                    className="h-9 w-12 rounded-lg border border-line text-center tabular"
                    data-line-quantity=""
                  />
                  <button type="submit" className={stepButton}>
                    <Icon name="check" width={16} height={16} title={t("checkout.cart.update")} />
                  </button>
                </>
              )}
            </CartForm>
            <CartForm fetcher={fetcher} intent="increment" fields={{ product_vendor_id: item.product_vendor_id }}>
              <button type="submit" className={stepButton} disabled={atMax || busy} data-increment="">
                <Icon name="plus" width={16} height={16} title={t("checkout.cart.increase", { name: item.name })} />
              </button>
            </CartForm>
          </div>
          <CartForm fetcher={fetcher} intent="delete" fields={{ id: item.id }}>
            <button type="submit" className={`${controlButton} text-muted hover:text-third`} disabled={busy} data-delete-line="">
              <Icon name="trash" width={16} height={16} title={t("checkout.cart.remove", { name: item.name })} />
            </button>
          </CartForm>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          {atMax ? <p className="text-muted" data-max-reached="">{t("checkout.cart.maxReached", { count: formatNumber(item.max_cart_add, locale) })}</p> : <span />}
          {saved > 0 ? <p className="font-semibold text-third" data-line-discount={saved}>{t("checkout.cart.lineDiscount", { amount: formatToman(saved, locale) })}</p> : null}
        </div>
      </div>
    </li>
  );
}
