import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useState } from "react";
import type { ProductDetail, Variety } from "../../../shop-api/contract/pages";
import { PriceTag } from "~/components/catalogue/price-tag";
import { useLocale, useT } from "~/components/locale";
import { CartForm, useCartFetcher } from "~/components/checkout/cart-form";
import { ProductInquiryForm } from "~/components/product/inquiry-form";
import { NotifyForm } from "~/components/product/notify-form";
import { LikeButton } from "~/components/product/viewer-slots";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { DialogLink } from "~/components/ui/use-url-dialog";
import { localizeDigits } from "~/lib/digits";
import { formatToman } from "~/lib/format";

interface PurchaseBoxProps {
  product: ProductDetail;
  /** Priced again in the page at a newer gold price than it was loaded at: its price is highlighted. */
  repriced: boolean;
  /** Whether the shopper likes it: the page's, or on a shared page the shopper's own (decision 46). */
  liked: boolean;
  selectedId: number;
  /** The signed-in shopper's mobile, to tell them when it is back (guests type theirs). */
  mobile: string | null;
  /** The box sticks 80 px down on the house shop's pages, at the top elsewhere (docs/shop/09-constants.md §9.8). */
  stickyTop: number;
  /** The links that open the box's dialogs: by their URL, and in place once scripts run. */
  dialogTriggers: Record<"price" | "credit" | "share", DialogLink>;
  /** The last post's result for a form of the box, when it was that form's (notify-me, the inquiry). */
  lastResult: (intent: "notify" | "inquiry") => SubmissionResult<string[]> | undefined;
}

/**
 * What a shopper decides with: the variety (each with its own price and stock), the price with the
 * way it is computed, quantity and add to cart, or, when out of stock, a notify-me form and a price and availability inquiry; likes,
 * sharing and instalments. Every control is a form or a link that works without JavaScript.
 */
export function PurchaseBox({ product, repriced, liked, selectedId, mobile, stickyTop, dialogTriggers, lastResult }: PurchaseBoxProps) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(selectedId);
  const variety = product.varieties.find((candidate) => candidate.product_vendor_id === chosen) ?? product.varieties[0]!;
  const inStock = variety.stock > 0;
  const choosable = product.varieties.length > 1;
  const firstInstallment = product.installments[0];
  const cartFetcher = useCartFetcher("add-to-cart");
  const priceRow = (
    <div className="flex items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <StockLine variety={variety} />
        <a {...dialogTriggers.price} className="text-xs font-semibold text-gold-700 hover:underline" data-price-how="">
          {t("product.priceHow")}
        </a>
      </div>
      {/* The gold price it was priced at: the header shows the same one (docs/decisions/0029). A new
          key for a new price: its highlight starts again. */}
      <div
        key={product.gold_price_details.gold_price}
        className={repriced ? "rounded-lg animate-price-moved" : undefined}
        data-variety-price={variety.product_vendor_id}
        data-priced-at={product.gold_price_details.gold_price}
      >
        {inStock ? (
          <PriceTag price={variety.price} special={variety.special} discountPercent={variety.discount_percent} size="lg" />
        ) : (
          <p className="text-lg font-bold text-muted">{t("product.outOfStock")}</p>
        )}
      </div>
    </div>
  );

  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5 md:sticky" style={{ top: stickyTop }} data-purchase-box="">
      {/* One form for the choice and the action it qualifies: the variety radios belong to "add to
          cart", so that what is added is what is chosen, in every browser. Without JavaScript,
          "choose" shows the chosen variety's price and stock first (the cart action sends the
          shopper back to it). */}
      {choosable || inStock ? (
        <CartForm fetcher={cartFetcher} intent="add" intentOnButtons fields={choosable ? {} : { product_vendor_id: variety.product_vendor_id }} className="flex flex-col gap-4">
          {choosable ? (
            <fieldset data-variety-picker="">
              <legend className="mb-2 text-sm font-bold text-secondary">{t(`product.varieties.${variety.type}`)}</legend>
              <div className="flex flex-wrap gap-2">
                {product.varieties.map((option) => (
                  <label
                    key={option.product_vendor_id}
                    className="cursor-pointer rounded-xl border border-line px-3.5 py-2 text-sm has-[:checked]:border-secondary has-[:checked]:bg-primary has-[:checked]:font-semibold"
                    data-variety={option.product_vendor_id}
                    data-variety-stock={option.stock}
                  >
                    <input
                      type="radio"
                      name="product_vendor_id"
                      value={option.product_vendor_id}
                      checked={option.product_vendor_id === variety.product_vendor_id}
                      onChange={() => setChosen(option.product_vendor_id)}
                      className="sr-only"
                    />
                    {localizeDigits(option.label, locale)}
                    {option.stock === 0 ? <span className="ms-1 text-xs text-muted">({t("product.outOfStock")})</span> : null}
                  </label>
                ))}
              </div>
              {hydrated ? null : (
                <button type="submit" name="intent" value="variety" className="mt-2 text-sm font-semibold text-secondary underline" data-choose-variety="">
                  {t("product.chooseVariety")}
                </button>
              )}
            </fieldset>
          ) : null}
          {priceRow}
          {inStock ? (
            <div className="flex items-end gap-3">
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t("product.quantity")}
                <input
                  type="number"
                  name="quantity"
                  min={1}
                  max={Math.min(variety.max_cart_add, variety.stock)}
                  defaultValue={1}
                  inputMode="numeric"
                  className="h-12 w-20 rounded-xl border border-line px-3 text-center text-base tabular"
                  aria-describedby="max-per-order"
                />
              </label>
              <Button type="submit" name="intent" value="add" className="h-12 flex-1" loading={cartFetcher.state !== "idle"} data-add-to-cart="">
                {t("product.addToCart")}
              </Button>
            </div>
          ) : null}
        </CartForm>
      ) : (
        priceRow
      )}
      {inStock ? null : <NotifyForm productVendorId={variety.product_vendor_id} mobile={mobile} lastResult={lastResult("notify")} />}
      {inStock ? null : <ProductInquiryForm mobile={mobile} lastResult={lastResult("inquiry")} />}
      <p id="max-per-order" className="-mt-2 text-xs text-muted">{t("product.maxPerOrder", { count: variety.max_cart_add })}</p>

      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 text-sm">
        <Form method="post">
          <LikeButton liked={liked} likes={product.likes} locale={locale} />
        </Form>
        <a {...dialogTriggers.share} className="inline-flex items-center gap-1.5 rounded-xl px-3 py-2 text-secondary hover:bg-primary" data-share-product="">
          <Icon name="share" width={18} height={18} />
          {t("product.share")}
        </a>{" "}
        {firstInstallment ? (
          <a {...dialogTriggers.credit} className="inline-flex items-center gap-1.5 rounded-xl px-3 py-2 text-secondary hover:bg-primary" data-credit="">
            <Icon name="installment" width={18} height={18} />
            {t("product.installmentFrom", { monthly: formatToman(product.installments.at(-1)!.monthly, locale) })}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function StockLine({ variety }: { variety: Variety }) {
  const t = useT();
  if (variety.stock === 0) return <p className="text-sm font-semibold text-third" data-stock="0">{t("product.outOfStock")}</p>;
  return (
    <p className="text-sm font-semibold text-emerald-700" data-stock={variety.stock}>
      {variety.stock <= 3 ? t("product.lowStock", { count: variety.stock }) : t("product.inStock")}
    </p>
  );
}
