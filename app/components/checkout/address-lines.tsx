import type { Address } from "../../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { addressSays } from "~/lib/address";
import { localizeDigits } from "~/lib/digits";
import { isolate } from "~/lib/format";

type Shown = Pick<Address, "state_name" | "city_name" | "address" | "receiver_name" | "receiver_mobile" | "postal_code" | "plaque" | "unit">;

/** An address as the shopper reads it: where, who receives it, the postal code, plaque and unit (once). */
export function AddressLines({ address }: { address: Shown }) {
  const t = useT();
  const locale = useLocale();
  // The plaque and unit, unless the street address already says them.
  const door = [
    address.plaque && !addressSays(address.address, "plaque", address.plaque) ? t("checkout.shipping.plaqueValue", { value: localizeDigits(address.plaque, locale) }) : null,
    address.unit && !addressSays(address.address, "unit", address.unit) ? t("checkout.shipping.unitValue", { value: localizeDigits(address.unit, locale) }) : null,
  ].filter(Boolean);
  return (
    <span className="flex flex-col gap-1">
      <span className="font-semibold">{[address.state_name, address.city_name].join(locale === "fa" ? "، " : ", ")}</span>
      <span className="leading-6 text-ink" dir="auto">
        {localizeDigits(address.address, locale)}
        {door.length > 0 ? ` (${door.join(locale === "fa" ? "، " : ", ")})` : null}
      </span>
      <span className="text-xs text-muted">{t("checkout.shipping.receiver", { name: isolate(address.receiver_name), mobile: localizeDigits(address.receiver_mobile, locale) })}</span>
      <span className="text-xs text-muted">{t("checkout.shipping.postalCode", { code: localizeDigits(address.postal_code, locale) })}</span>
    </span>
  );
}
