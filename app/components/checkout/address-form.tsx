import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { firstError } from "~/components/account/form-state";

type Place = { id: number; name: string };
type AddressFields = Record<"state_id" | "city_id" | "receiver_name" | "receiver_mobile" | "address" | "postal_code" | "plaque" | "unit", string>;

const selectClass = "h-12 rounded-xl border border-line bg-white px-3 text-base outline-none focus:border-secondary aria-[invalid=true]:border-third disabled:bg-page";

interface AddressFormProps {
  states: Place[];
  stateId: number | null;
  cities: Place[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** The shopper's own name and mobile, offered as the receiver's. */
  receiver: Pick<AddressFields, "receiver_name" | "receiver_mobile">;
}

/**
 * A new address (spec §7 address fields). The province comes first: choosing it reloads the page's
 * city list by a GET (`?state=`), so it works without JavaScript; with it, the choice navigates at
 * once and what was already typed below stays in place. Checked on the server (conform + zod) and
 * by the Shop API, each error beside its field, the input kept.
 */
export function AddressForm({ states, stateId, cities, lastResult, receiver }: AddressFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [form, fields] = useForm<AddressFields>({ id: "new-address", lastResult, defaultValue: receiver });
  const focus = firstError(form);
  const cityError = fields.city_id.errors?.[0] ?? fields.state_id.errors?.[0];
  return (
    <div className="flex flex-col gap-4" data-address-form="">
      <Form method="get" preventScrollReset className="flex flex-col gap-1.5" data-province-form="">
        <input type="hidden" name="new" value="1" />
        <label htmlFor="address-state" className="text-sm font-semibold">{t("checkout.shipping.fields.state_id")}</label>
        <div className="flex gap-2">
          <select
            id="address-state"
            name="state"
            defaultValue={stateId ?? ""}
            className={`${selectClass} flex-1`}
            aria-invalid={fields.state_id.errors ? true : undefined}
            aria-describedby="address-state-hint"
            onChange={(event) => navigate(`?new=1&state=${event.currentTarget.value}`, { replace: true, preventScrollReset: true })}
          >
            <option value="" disabled>{t("checkout.shipping.chooseState")}</option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>{state.name}</option>
            ))}
          </select>
          {hydrated ? null : (
            <Button type="submit" variant="secondary" data-show-cities="">{t("checkout.shipping.showCities")}</Button>
          )}
        </div>
        <p id="address-state-hint" className="text-xs text-muted">{t("checkout.shipping.citiesHint")}</p>
      </Form>

      <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="state_id" value={stateId ?? ""} />
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor="address-city" className="text-sm font-semibold">{t("checkout.shipping.fields.city_id")}</label>
          <select
            id="address-city"
            name="city_id"
            key={stateId ?? "none"}
            defaultValue={String(fields.city_id.initialValue ?? "")}
            disabled={cities.length === 0}
            className={selectClass}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? "address-city-error" : undefined}
            autoFocus={focus === "city_id" || focus === "state_id"}
            aria-busy={navigation.state === "loading" || undefined}
          >
            <option value="">{t("checkout.shipping.chooseCity")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>{city.name}</option>
            ))}
          </select>
          {cityError ? <p id="address-city-error" className="text-sm text-third" data-field-error="city_id">{cityError}</p> : null}
        </div>
        <TextField meta={fields.receiver_name} label={t("checkout.shipping.fields.receiver_name")} autoComplete="name" autoFocus={focus === "receiver_name"} />
        <TextField meta={fields.receiver_mobile} label={t("checkout.shipping.fields.receiver_mobile")} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" autoFocus={focus === "receiver_mobile"} />
        <div className="md:col-span-2">
          <TextField meta={fields.address} label={t("checkout.shipping.fields.address")} autoComplete="street-address" autoFocus={focus === "address"} />
        </div>
        <TextField meta={fields.postal_code} label={t("checkout.shipping.fields.postal_code")} inputMode="numeric" dir="ltr" maxLength={10} autoComplete="postal-code" autoFocus={focus === "postal_code"} />
        <div className="grid grid-cols-2 gap-3">
          <TextField meta={fields.plaque} label={t("checkout.shipping.fields.plaque")} autoFocus={focus === "plaque"} />
          <TextField meta={fields.unit} label={t("checkout.shipping.fields.unit")} autoFocus={focus === "unit"} />
        </div>
        <div className="md:col-span-2">
          <Button type="submit" name="intent" value="address" loading={navigation.formData?.get("intent") === "address"}>
            {t("checkout.shipping.saveAddress")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
