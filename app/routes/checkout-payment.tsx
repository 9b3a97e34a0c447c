import { redirect } from "react-router";
import type { Route } from "./+types/checkout-payment";
import { useVarietyLabel } from "~/components/checkout/variety-label";
import { CheckoutFrame } from "~/components/checkout/checkout-frame";
import { PaymentForm } from "~/components/checkout/payment-form";
import { DroppedCodeNotice, PriceChangeNotice } from "~/components/checkout/price-hold";
import { WalletRow } from "~/components/checkout/wallet-row";
import { CartSummary } from "~/components/checkout/summary";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Thumbnail } from "~/components/ui/thumbnail";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { cartSums } from "~/lib/cart";
import { localizeDigits } from "~/lib/digits";
import { formatDay, formatNumber, formatToman, isolate } from "~/lib/format";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { optional } from "~/shop/request/client.server";
import { getCart } from "~/shop/api/cart.server";
import { getSiteConfig } from "~/shop/api/configs.server";
import { paymentAction, takePriceChange } from "~/shop/actions/payment-action.server";
import { getPaymentDrivers, getPaymentQuote } from "~/shop/api/payment.server";
import { getAddresses, getNextSevenDays, getTransports } from "~/shop/api/shipping.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getUserWallets } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("checkout.payment.title"), backBtnPath: "/checkout/shipping", cart: false }),
};

/**
 * /checkout/payment (signed in): the order as it will be placed, at a price held for the shopper
 * (`POST /payment-quote`, docs/decisions/0050): lines, address, transport, day, sums, the wallets
 * that may pay part of it, and the gateways, the site's default first chosen. Anything missing from
 * delivery sends the shopper back to choose it. A payment that came back because the price changed
 * is told with the total it was and is.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const [quoted, addresses, transports, days, drivers, wallets, config, t] = await Promise.all([
    getPaymentQuote(ctx),
    getAddresses(ctx),
    getTransports(ctx),
    getNextSevenDays(ctx),
    getPaymentDrivers(ctx),
    // Optional: without them the shopper pays it all at the gateway, and is told why.
    optional(ctx, "GET /user-wallets", () => getUserWallets(ctx), null),
    getSiteConfig(ctx),
    translatorFor(ctx.locale, "checkout"),
  ]);
  const toCart = () => redirect(localizePath("/checkout/cart", ctx.locale));
  if (quoted.kind === "empty-cart") throw toCart();
  // A Shop API without quotes: the cart as priced now; the payment then checks the order's amount.
  const cart = quoted.kind === "quote" ? quoted.quote : await getCart(ctx);
  if (cart.items.length === 0) throw toCart();
  const address = addresses.find((candidate) => candidate.is_active);
  const transport = transports.find((candidate) => candidate.selected);
  const day = days.flatMap((candidate) => candidate.slots.filter((slot) => slot.selected).map((slot) => ({ date: candidate.date, slot: slot.title })))[0];
  if (!address || !transport || !day) throw redirect(localizePath("/checkout/shipping", ctx.locale));
  const available = drivers.filter((driver) => driver.available);
  const defaultDriver = available.find((driver) => driver.name === config.default_gateway)?.name ?? available[0]?.name ?? null;
  // What each wallet pays is the quote's, like the total it makes.
  const walletParts = new Map(cart.totals.wallet_costs.map((cost) => [cost.wallet_id, cost.amount]));
  return {
    i18n: messagesFor(ctx.locale, "checkout"),
    title: t("checkout.meta.payment"),
    cart: { items: cart.items, totals: cart.totals },
    hold: quoted.kind === "quote" ? { quoteId: quoted.quote.quote_id, expiresAt: quoted.quote.expires_at } : null,
    payKey: crypto.randomUUID(),
    priceChange: takePriceChange(args.context.session),
    // A code that stopped running since it was applied is dropped by the quote, which says so.
    droppedCode: quoted.kind === "quote" ? (quoted.quote.dropped_discount?.message ?? null) : null,
    address,
    transport,
    day,
    drivers,
    defaultDriver,
    wallets: (wallets ?? []).map((wallet) => ({ ...wallet, in_cart: walletParts.get(wallet.wallet_id) ?? 0 })),
    walletsMissing: wallets === null,
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

export const action = (args: Route.ActionArgs) => paymentAction(args);

export default function PaymentPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { cart, hold, payKey, priceChange, droppedCode, address, transport, day, drivers, defaultDriver, wallets, walletsMissing } = loaderData;
  const t = useT();
  const locale = useLocale();
  const variety = useVarietyLabel();
  const sums = cartSums(cart.items, cart.totals);

  const summary = (
    <CartSummary sums={sums} discountCode={cart.totals.discount_code} shippingKnown>
      <PaymentForm drivers={drivers} defaultDriver={defaultDriver} amount={sums.totalFinal} payKey={payKey} hold={hold} error={answer?.error} waitingOrderId={answer?.waitingOrderId} />
    </CartSummary>
  );
  return (
    <CheckoutFrame step="payment" summary={summary}>
      <h1 className="text-xl font-bold text-secondary">{t("checkout.payment.title")}</h1>
      {priceChange === null ? null : <PriceChangeNotice previous={priceChange.previous} current={sums.totalFinal} reason={priceChange.reason} />}
      {droppedCode === null ? null : <DroppedCodeNotice message={droppedCode} />}
      <section className="flex flex-col gap-2 rounded-3xl border border-line bg-white p-5 text-sm" data-payment-delivery="">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-bold text-secondary">{t("checkout.payment.deliverTo")}</h2>
          <AppLink to="/checkout/shipping" className="text-xs font-semibold text-secondary hover:underline">{t("checkout.payment.change")}</AppLink>
        </div>
        <p className="leading-6">{[address.state_name, address.city_name, isolate(localizeDigits(address.address, locale))].join(locale === "fa" ? "، " : ", ")}</p>
        <p className="text-muted">{t("checkout.shipping.receiver", { name: isolate(address.receiver_name), mobile: localizeDigits(address.receiver_mobile, locale) })}</p>
        <p className="text-muted" data-delivery-slot="">
          {transport.title} · {t("checkout.payment.deliverOn", { day: formatDay(day.date, locale), slot: localizeDigits(day.slot, locale) })}
        </p>
      </section>

      <section className="rounded-3xl border border-line bg-white p-5" data-payment-items="">
        <h2 className="mb-3 font-bold text-secondary">{t("checkout.payment.items")}</h2>
        <ul className="divide-y divide-line text-sm">
          {cart.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2.5">
              <Thumbnail src={item.product_image} size={48} className="size-12 rounded-xl bg-page object-cover" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{item.name}</span>
                <span className="text-xs text-muted">{[variety(item), `× ${formatNumber(item.quantity, locale)}`].filter(Boolean).join(" · ")}</span>
              </span>{" "}
              <span className="font-semibold tabular">{formatToman(item.total, locale)}</span>
            </li>
          ))}
        </ul>
      </section>

      {walletsMissing ? (
        <p className="rounded-3xl border border-line bg-white p-5 text-sm text-muted" data-wallets-missing="">
          {t("checkout.payment.walletsMissing")}
        </p>
      ) : null}
      {wallets.length > 0 ? (
        <section className="rounded-3xl border border-line bg-white p-5" data-payment-wallets="">
          <h2 className="mb-3 font-bold text-secondary">{t("checkout.payment.wallets")}</h2>
          <ul className="flex flex-col gap-3">
            {wallets.map((wallet) => (
              <WalletRow key={wallet.wallet_id} wallet={wallet} />
            ))}
          </ul>
        </section>
      ) : null}
    </CheckoutFrame>
  );
}
