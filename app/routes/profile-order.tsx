import { data } from "react-router";
import type { Route } from "./+types/profile-order";
import { AddressLines } from "~/components/checkout/address-lines";
import { PaymentForm } from "~/components/checkout/payment-form";
import { PriceChangeNotice } from "~/components/checkout/price-hold";
import { CartSummary } from "~/components/checkout/summary";
import { useLocale, useT } from "~/components/locale";
import { Detail, OrderStatusBadge } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { orderSums } from "~/lib/cart";
import { localizeDigits } from "~/lib/digits";
import { formatDateTime, formatDay, formatNumber, formatToman } from "~/lib/format";
import { imageUrl } from "~/lib/images";
import { privatePageMeta } from "~/lib/meta";
import { isInvoiced, orderIdOf } from "~/lib/orders";
import type { ShellHandle } from "~/lib/shell";
import { getSiteConfig } from "~/shop/api/configs.server";
import { paymentAction, takePriceChange } from "~/shop/actions/payment-action.server";
import { getPaymentDrivers } from "~/shop/api/payment.server";
import { getUserOrder } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  mobileHeader: (data, t) => ({ main: data?.title ?? t("profile.meta.orders"), backBtnPath: "/profile/latest-orders" }),
};

/**
 * /profile/latest-orders/{id}: one order as it was placed (`GET /user-orders/{id}`): its lines at
 * their locked prices, its sums, where and when it goes, how it was paid; an unpaid one can be paid
 * again through the checkout's payment form. Another shopper's order, or none, is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const id = orderIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const [order, t] = await Promise.all([getUserOrder(ctx, id), translatorFor(ctx.locale, "profile")]);
  if (!order) throw data(null, { status: 404 });
  const [drivers, config] = order.payable ? await Promise.all([getPaymentDrivers(ctx), getSiteConfig(ctx)]) : [[], null];
  const available = drivers.filter((driver) => driver.available);
  return {
    i18n: { ...messagesFor(ctx.locale, "profile"), ...messagesFor(ctx.locale, "checkout") },
    title: t("profile.meta.order", { id: localizeDigits(String(order.id), ctx.locale) }),
    order,
    drivers,
    defaultDriver: available.find((driver) => driver.name === config?.default_gateway)?.name ?? available[0]?.name ?? null,
    payKey: crypto.randomUUID(),
    // A Shop API that priced the order anew sends the payment back here (shop/actions/payment-action.server.ts).
    priceChange: takePriceChange(args.context.session),
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** "Pay again": the checkout's payment, for this unpaid order. */
export const action = (args: Route.ActionArgs) => paymentAction(args);

export default function OrderPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { title, order, drivers, defaultDriver, payKey, priceChange } = loaderData;
  const t = useT();
  const locale = useLocale();
  const payment: [string, string, string | null][] = [
    ["driver", t("profile.order.driver"), order.driver?.title ?? null],
    ["reference", t("checkout.result.reference"), order.reference && localizeDigits(order.reference, locale)],
    ["paid-at", t("checkout.result.paidAt"), order.paid_at && formatDateTime(order.paid_at, locale)],
  ];
  return (
    <ProfileFrame>
      <ProfileHeading title={title}>
        {isInvoiced(order.status_type) ? (
          <AppLink to={`/profile/sales-invoice/${order.id}`} className={buttonClass("secondary")} data-invoice-link="">
            <Icon name="receipt" width={18} height={18} />
            {t("profile.order.invoice")}
          </AppLink>
        ) : null}
      </ProfileHeading>
      <p className="-mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
        <OrderStatusBadge status={order.status_type} />{" "}
        <span data-order-date="">{formatDateTime(order.created_at, locale)}</span>
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileCard data-order-items="">
            <h2 className="mb-3 font-bold text-secondary">{t("checkout.payment.items")}</h2>
            <ul className="divide-y divide-line text-sm">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-3" data-order-item={item.product_id ?? ""}>
                  {item.image ? (
                    <img src={imageUrl(item.image, 160)} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-xl bg-page object-cover" />
                  ) : (
                    <span className="size-14 rounded-xl bg-page" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    {item.slug_with_cat ? (
                      <AppLink to={`/${item.slug_with_cat}`} className="font-semibold hover:underline">{item.name}</AppLink>
                    ) : (
                      <span className="font-semibold">{item.name}</span>
                    )}
                    <span className="text-xs text-muted">
                      {[item.variety_value, t("checkout.result.quantity", { count: formatNumber(item.quantity, locale) })].filter(Boolean).join(" · ")}
                    </span>
                  </span>{" "}
                  <span className="flex flex-col items-end gap-0.5">
                    {item.special !== null ? <s className="text-xs text-muted tabular">{formatToman(item.price * item.quantity, locale)}</s> : null}{" "}
                    <span className="font-semibold tabular">{formatToman(item.total, locale)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </ProfileCard>
          <div className="grid gap-6">
            <ProfileCard data-order-delivery="">
              <h2 className="mb-3 font-bold text-secondary">{t("checkout.payment.deliverTo")}</h2>
              <div className="flex flex-col gap-2 text-sm">
                {order.address ? <AddressLines address={order.address} /> : null}
                {order.transport ? <p className="font-semibold">{order.transport.title}</p> : null}
                {order.delivery ? (
                  <p className="text-muted">{t("checkout.payment.deliverOn", { day: formatDay(order.delivery.date, locale), slot: localizeDigits(order.delivery.slot, locale) })}</p>
                ) : null}
              </div>
            </ProfileCard>
            <ProfileCard data-order-payment="">
              <h2 className="mb-1 font-bold text-secondary">{t("profile.order.payment")}</h2>
              <dl className="divide-y divide-line">
                {payment.map(([name, label, value]) => (value ? <Detail key={name} name={name} label={label} value={value} /> : null))}
              </dl>
            </ProfileCard>
          </div>
        </div>
        <CartSummary sums={orderSums(order)} discountCode={order.discount_code} shippingKnown>
          {order.payable ? (
            <div className="flex flex-col gap-2" data-pay-again="">
              <p className="text-sm text-muted">{t("profile.order.payAgainText")}</p>
              {priceChange === null ? null : <PriceChangeNotice previous={priceChange.previous} current={order.total} reason={priceChange.reason} />}
              <PaymentForm drivers={drivers} defaultDriver={defaultDriver} amount={order.total} payKey={payKey} error={answer?.error} orderId={order.id} />
            </div>
          ) : null}
        </CartSummary>
      </div>
    </ProfileFrame>
  );
}
