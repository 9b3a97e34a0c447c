import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useNavigate, useNavigation } from "react-router";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextField } from "~/components/ui/text-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { firstError } from "~/components/account/form-state";
import { ADDRESS_RULES } from "~/lib/form-rules";

type Place = { id: number; name: string };
export type AddressFields = Record<"state_id" | "city_id" | "receiver_name" | "receiver_mobile" | "address" | "postal_code" | "plaque" | "unit", string>;

const selectClass = "h-12 rounded-xl border border-line bg-white px-3 text-base outline-none focus:border-secondary aria-[invalid=true]:border-third disabled:bg-page";

interface AddressFormProps {
  /** The form's id: one page may show more than one address form. */
  id: string;
  states: Place[];
  stateId: number | null;
  cities: Place[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the form starts with: the shopper's own name and mobile for a new address, an address's own to change it. */
  defaultValue: Partial<AddressFields>;
  /** The page's query that shows this form (`new=1`, `edit={id}`): kept when the province changes. */
  openWith: Record<string, string>;
  /** The POST's intent, its other fields (the id of the address changed) and its button's label. */
  intent: string;
  hidden?: Record<string, string>;
  submitLabel: string;
}

/**
 * An address (docs/shop/07-shop-api.md §7.9), new or changed. The province comes first: choosing it
 * reloads the page's city list by a GET (`?state=`), so it works without JavaScript; with it, the
 * choice navigates at once and what was already typed below stays in place. Its typed fields are
 * checked in eager mode with JavaScript (lib/form-rules.ts, decision 39), then on the server
 * (conform + zod) and by the Shop API, each error beside its field, the input kept.
 */
export function AddressForm({ id, states, stateId, cities, lastResult, defaultValue, openWith, intent, hidden = {}, submitLabel }: AddressFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [form, fields] = useForm<AddressFields>({ id, lastResult, defaultValue, ...useEagerValidation<AddressFields>(ADDRESS_RULES) });
  const focus = firstError(form);
  const cityError = fields.city_id.errors?.[0] ?? fields.state_id.errors?.[0];
  return (
    <div className="flex flex-col gap-4" data-address-form="">
      <Form method="get" preventScrollReset className="flex flex-col gap-1.5" data-province-form="">
        {Object.entries(openWith).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={`${id}-state`} className="text-sm font-semibold">{t("checkout.shipping.fields.state_id")}</label>
        <div className="flex gap-2">
          <select
            id={`${id}-state`}
            name="state"
            defaultValue={stateId ?? ""}
            className={`${selectClass} flex-1`}
            aria-invalid={fields.state_id.errors ? true : undefined}
            aria-describedby={`${id}-state-hint`}
            onChange={(event) =>
              navigate(`?${new URLSearchParams({ ...openWith, state: event.currentTarget.value })}`, { replace: true, preventScrollReset: true })
            }
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
        <p id={`${id}-state-hint`} className="text-xs text-muted">{t("checkout.shipping.citiesHint")}</p>
      </Form>

      <Form method="post" preventScrollReset {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="state_id" value={stateId ?? ""} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor={`${id}-city`} className="text-sm font-semibold">{t("checkout.shipping.fields.city_id")}</label>
          <select
            id={`${id}-city`}
            name="city_id"
            key={stateId ?? "none"}
            defaultValue={String(fields.city_id.initialValue ?? "")}
            disabled={cities.length === 0}
            className={selectClass}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? `${id}-city-error` : undefined}
            autoFocus={focus === "city_id" || focus === "state_id"}
            aria-busy={navigation.state === "loading" || undefined}
          >
            <option value="">{t("checkout.shipping.chooseCity")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>{city.name}</option>
            ))}
          </select>
          {cityError ? <p id={`${id}-city-error`} className="text-sm text-third" data-field-error="city_id">{cityError}</p> : null}
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
          <Button type="submit" name="intent" value={intent} loading={navigation.formData?.get("intent") === intent}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </div>
  );
}
