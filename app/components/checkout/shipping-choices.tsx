import { Form, useSubmit } from "react-router";
import type { ReactNode } from "react";
import type { Address } from "../../../shop-api/contract/checkout";
import { AddressLines } from "~/components/checkout/address-lines";
import { useLocale, useT } from "~/components/locale";
import { localizeDigits } from "~/lib/digits";
import { formatDay, formatNumber, formatToman } from "~/lib/format";

interface Transport {
  id: number;
  title: string;
  description: string;
  cost: number;
  days_min: number;
  days_max: number;
  selected: boolean;
}
interface DeliveryDay {
  date: string;
  slots: { id: number; title: string; available: boolean; selected: boolean }[];
}

/** The shipping page's one form (its controls name it: the new-address form sits among them). */
export const SHIPPING_FORM = "shipping-choices";

/**
 * The shipping page's one form: its choices (address, transport, day) and the continue button name
 * it by their `form` attribute. Without JavaScript one press of continue saves every choice and goes
 * on (decision 57); with it, each choice is also saved as soon as it is made.
 */
export function ShippingForm() {
  // Its controls are elsewhere: the empty element takes no room in the page's column.
  return <Form method="post" id={SHIPPING_FORM} preventScrollReset hidden />;
}

/**
 * A group of radio choices of the shipping form, a fieldset named by its legend. With JavaScript a
 * choice saves at once under the group's own intent.
 */
function ChoiceGroup({ intent, legend, error, children }: { intent: string; legend: string; error?: string | null; children: ReactNode }) {
  const submit = useSubmit();
  return (
    <fieldset
      aria-describedby={error ? `${intent}-error` : undefined}
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        submit({ intent, [input.name]: input.value }, { method: "post", preventScrollReset: true });
      }}
      data-choice-form={intent}
    >
      <legend className="mb-3 font-bold text-secondary">{legend}</legend>
      {children}
      {error ? <p id={`${intent}-error`} className="mt-2 text-sm text-third" data-choice-error={intent}>{error}</p> : null}
    </fieldset>
  );
}

const choiceBox =
  "flex cursor-pointer rounded-2xl border border-line bg-white has-[:checked]:border-secondary has-[:checked]:bg-primary/40 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50";
const choiceClass = `${choiceBox} items-start gap-3 p-4`;

/** The shopper's addresses: the active one is where the order goes. */
export function AddressChoice({ addresses, error }: { addresses: Address[]; error?: string | null }) {
  const t = useT();
  return (
    <ChoiceGroup intent="choose-address" legend={t("checkout.shipping.addresses")} error={error}>
      <div className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) => (
          <label key={address.id} className={choiceClass} data-address={address.id} data-active={address.is_active || undefined}>
            <input type="radio" form={SHIPPING_FORM} name="address_id" value={address.id} defaultChecked={address.is_active} className="mt-1 accent-secondary" />
            <span className="text-sm">
              <AddressLines address={address} />
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** How the order travels, with its cost for this cart now (docs/shop/07-shop-api.md §7.9). */
export function TransportChoice({ transports, error }: { transports: Transport[]; error?: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ChoiceGroup intent="transport" legend={t("checkout.shipping.transports")} error={error}>
      <div className="flex flex-col gap-3">
        {transports.map((transport) => (
          <label key={transport.id} className={choiceClass} data-transport={transport.id} data-selected={transport.selected || undefined}>
            <input type="radio" form={SHIPPING_FORM} name="transport_id" value={transport.id} defaultChecked={transport.selected} className="mt-1 accent-secondary" />
            <span className="flex flex-1 flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{transport.title}</span>{" "}
                <span className="font-bold tabular" data-transport-cost={transport.cost}>
                  {transport.cost === 0 ? t("checkout.summary.free") : formatToman(transport.cost, locale)}
                </span>
              </span>{" "}
              <span className="text-xs leading-5 text-muted">{transport.description}</span>{" "}
              <span className="text-xs text-muted">
                {transport.days_max <= 1
                  ? t("checkout.shipping.sameDay")
                  : t("checkout.shipping.days", { min: formatNumber(transport.days_min, locale), max: formatNumber(transport.days_max, locale) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </ChoiceGroup>
  );
}

/** The next seven days and their time slots; a full slot cannot be chosen. */
export function DayChoice({ days, error }: { days: DeliveryDay[]; error?: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ChoiceGroup intent="day" legend={t("checkout.shipping.deliveryDay")} error={error}>
      <div className="grid gap-3 sm:grid-cols-2">
        {days.map((day) => (
          // Each day is its slots' group: a slot is named by its day and its hours ("Monday 9 to 13").
          // The legend floats so that it sits inside the day's box, not on its border.
          <fieldset key={day.date} className="min-w-0 rounded-2xl border border-line p-2 sm:p-3" data-day={day.date}>
            <legend className="float-start mb-2 w-full text-sm font-semibold">{formatDay(day.date, locale)}</legend>
            <div className="clear-both grid grid-cols-3 gap-1.5">
              {day.slots.map((slot) => (
                <label key={slot.id} className={`${choiceBox} flex-col items-center gap-1 px-1 py-2 text-xs`} data-slot={`${day.date}|${slot.id}`} data-selected={slot.selected || undefined}>
                  <input type="radio" form={SHIPPING_FORM} name="slot" value={`${day.date}|${slot.id}`} defaultChecked={slot.selected} disabled={!slot.available} className="accent-secondary" />
                  <span className="whitespace-nowrap tabular">{localizeDigits(slot.title, locale)}</span>{" "}
                  {slot.available ? null : <span className="text-muted">{t("checkout.shipping.slotFull")}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </ChoiceGroup>
  );
}
