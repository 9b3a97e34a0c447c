import { Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-shipping";
import { AddressForm } from "~/components/checkout/address-form";
import { AddressChoice, DayChoice, SHIPPING_FORM, ShippingForm, TransportChoice } from "~/components/checkout/shipping-choices";
import { CheckoutFrame } from "~/components/checkout/checkout-frame";
import { CartSummary } from "~/components/checkout/summary";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { cartSums } from "~/lib/cart";
import { localizeDigits } from "~/lib/digits";
import { resultOf } from "~/lib/intent-result";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getCart } from "~/shop/api/cart.server";
import { getAddresses, getNextSevenDays, getStateCities, getStates, getTransports } from "~/shop/api/shipping.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("checkout.shipping.title"), backBtnPath: "/checkout/cart", cart: false }),
};

/**
 * /checkout/shipping (signed in): where the order goes (an address of theirs or a new one), how it
 * travels and on which day. The Shop API keeps each choice on the cart, so a reload or another tab
 * shows it. `?state=` is the new address's province (its cities are listed), `?new` opens the form.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, user } = await requireSignedIn(args);
  const url = new URL(args.url);
  const [cart, addresses, states, transports, days, t] = await Promise.all([
    getCart(ctx),
    getAddresses(ctx),
    getStates(ctx),
    getTransports(ctx),
    getNextSevenDays(ctx),
    translatorFor(ctx.locale, "checkout"),
  ]);
  if (cart.items.length === 0) throw redirect(localizePath("/checkout/cart", ctx.locale));
  const stateId = states.find((state) => state.id === Number(url.searchParams.get("state")))?.id ?? null;
  return {
    i18n: messagesFor(ctx.locale, "checkout"),
    title: t("checkout.meta.shipping"),
    cart,
    addresses,
    states,
    stateId,
    cities: stateId ? await getStateCities(ctx, stateId) : [],
    addingAddress: addresses.length === 0 || url.searchParams.has("new") || stateId !== null,
    transports,
    days,
    // The shopper is offered as the receiver; their mobile in the page's digits.
    receiver: { receiver_name: user.name ?? "", receiver_mobile: localizeDigits(user.mobile, ctx.locale) },
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** A new address, the choices, going on to payment: checkout-shipping.server.ts. */
export { action } from "./checkout-shipping.server";

export default function ShippingPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { cart, addresses, states, stateId, cities, addingAddress, transports, days, receiver } = loaderData;
  const t = useT();
  // A choice refused when saved alone, or when continue saved it or found it missing (named by its error).
  const errorOf = (intent: "choose-address" | "transport" | "day", group: string) =>
    answer?.intent === intent ? answer.error : answer?.intent === "continue" ? (answer.result.error?.[group]?.[0] ?? null) : null;
  const sums = cartSums(cart.items, cart.totals);
  const transportChosen = transports.some((transport) => transport.selected);

  const summary = (
    <CartSummary sums={sums} discountCode={cart.totals.discount_code} shippingKnown={transportChosen}>
      <Button type="submit" form={SHIPPING_FORM} name="intent" value="continue" className="w-full" data-continue="">{t("checkout.shipping.continue")}</Button>
    </CartSummary>
  );
  return (
    <CheckoutFrame step="shipping" summary={summary}>
      <h1 className="text-xl font-bold text-secondary">{t("checkout.shipping.title")}</h1>
      <ShippingForm />
      <section className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5" data-shipping-section="address">
        {addresses.length > 0 ? <AddressChoice addresses={addresses} error={errorOf("choose-address", "address")} /> : null}
        {addingAddress ? (
          <div className="flex flex-col gap-3 border-t border-line pt-4 first:border-none first:pt-0">
            <h2 className="font-bold text-secondary">{t("checkout.shipping.newAddress")}</h2>
            {addresses.length === 0 && errorOf("choose-address", "address") ? <p className="text-sm text-third">{errorOf("choose-address", "address")}</p> : null}
            <AddressForm
              id="new-address"
              states={states}
              stateId={stateId}
              cities={cities}
              defaultValue={receiver}
              openWith={{ new: "1" }}
              intent="address"
              submitLabel={t("checkout.shipping.saveAddress")}
              lastResult={resultOf(answer, "address")}
            />
          </div>
        ) : (
          // This page's own query: AppLink takes paths (it would lead to /?new=1).
          <Link to="?new=1" className="self-start text-sm font-semibold text-secondary hover:underline" data-add-address="">
            + {t("checkout.shipping.addAddress")}
          </Link>
        )}
      </section>
      <section className="rounded-3xl border border-line bg-white p-5" data-shipping-section="transport">
        {transports.length > 0 && addresses.length > 0 ? (
          <TransportChoice transports={transports} error={errorOf("transport", "transport")} />
        ) : (
          <p className="text-sm text-muted">{t("checkout.shipping.noTransport")}</p>
        )}
      </section>
      <section className="rounded-3xl border border-line bg-white p-5" data-shipping-section="day">
        <DayChoice days={days} error={errorOf("day", "day")} />
      </section>
    </CheckoutFrame>
  );
}
