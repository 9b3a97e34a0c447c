import { Form, useNavigation } from "react-router";
import type { PaymentDriver } from "../../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { formatToman } from "~/lib/format";
import { imageUrl } from "~/lib/images";
import { PriceHold } from "./price-hold";

interface PaymentFormProps {
  drivers: readonly PaymentDriver[];
  /** The gateway chosen at first: the site's default when it takes payments. */
  defaultDriver: string | null;
  /** The amount the gateway will charge: the payment is refused rather than charge another. */
  amount: number;
  /** The form's one-time key (made for each page): pressing twice, or from two tabs, pays one order. */
  payKey: string;
  /** The held price the amount comes from, and until when it holds; none for an order paid again. */
  hold?: { quoteId: string; expiresAt: string } | null;
  /** Why the last attempt was refused (the Shop API's message), shown above the button. */
  error?: string;
  /** An unpaid order to pay again, rather than the cart. */
  orderId?: number;
  /** Another order of this cart already waits at its gateway (the refusal's): a link to it, where it can be paid. */
  waitingOrderId?: number | null;
}

/**
 * The gateways (an unavailable one shown but not choosable) and the button that places the order
 * and pays exactly the amount it shows (docs/decisions/0050).
 */
export function PaymentForm({ drivers, defaultDriver, amount, payKey, hold, error, orderId, waitingOrderId }: PaymentFormProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  return (
    <Form method="post" className="flex flex-col gap-3 border-t border-line pt-4" data-payment-form="">
      {orderId ? <input type="hidden" name="order_id" value={orderId} /> : null}
      {hold ? <input type="hidden" name="quote_id" value={hold.quoteId} /> : null}
      <input type="hidden" name="idempotency_key" value={payKey} />
      <input type="hidden" name="shown_amount" value={amount} />
      <DriverChoice drivers={drivers} defaultDriver={defaultDriver} />
      {error ? (
        <p className="rounded-xl bg-third/10 p-3 text-sm text-third" role="alert" data-payment-error="">
          {error}
          {waitingOrderId ? (
            <>
              {" "}
              <AppLink to={`/profile/latest-orders/${waitingOrderId}`} className="font-semibold underline" data-waiting-order={waitingOrderId}>
                {t("checkout.payment.seeWaitingOrder")}
              </AppLink>
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="pay" className="w-full" loading={navigation.state !== "idle" && navigation.formMethod === "POST"} data-pay="" data-amount={amount}>
        <Icon name="card" width={18} height={18} />
        {t("checkout.payment.pay", { amount: formatToman(amount, locale) })}
      </Button>
      {hold ? <PriceHold expiresAt={hold.expiresAt} /> : null}
    </Form>
  );
}

/** The gateways to pay through, the site's default chosen; an unavailable one shown but not choosable. */
export function DriverChoice({ drivers, defaultDriver }: Pick<PaymentFormProps, "drivers" | "defaultDriver">) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{t("checkout.payment.drivers")}</legend>
      <div className="flex flex-col gap-2">
        {drivers.map((driver) => (
          <label
            key={driver.name}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-secondary has-[:checked]:bg-primary/40 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
            data-driver={driver.name}
          >
            <input type="radio" name="driver" value={driver.name} defaultChecked={driver.name === defaultDriver} disabled={!driver.available} className="accent-secondary" />
            <img src={imageUrl(driver.logo)} alt="" width={32} height={32} className="size-8" />
            <span className="flex flex-col text-sm">
              <span className="font-semibold">{driver.title}</span>{" "}
              {driver.available ? null : <span className="text-xs text-muted">{t("checkout.payment.driverUnavailable")}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
