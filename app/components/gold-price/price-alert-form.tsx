import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import { GOLD_PRICE_ALERT_DIRECTIONS } from "../../../shop-api/contract/gold-price-values";
import { firstError, useBusy, useSentCount } from "~/components/account/form-state";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextField } from "~/components/ui/text-field";
import { goldAlertRules } from "~/lib/form-rules";
import { formatToman } from "~/lib/format";

/**
 * A price alert: below or above an amount, one SMS when the price gets there. A plain POST to the
 * page's action (it works without JavaScript); refusals come back beside the amount, with what was
 * typed. A guest is asked to sign in, and comes back here. `lastResult`: the page's action's
 * answer when it was this form's (routes/gold-price.server.ts).
 */
export function PriceAlertForm({ signedIn, price, lastResult }: { signedIn: boolean; price: number | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const location = useLocation();
  const sent = useSentCount("create-alert", lastResult);
  return (
    <section id="price-alert" aria-labelledby="price-alert-title" className="rounded-3xl border border-line bg-white p-5" data-price-alert="">
      <h2 id="price-alert-title" className="font-bold text-secondary">
        {t("gold.alert.title")}
      </h2>
      {signedIn ? (
        <>
          <p className="mt-1 text-sm leading-7 text-muted">{t("gold.alert.intro")}</p>
          <AlertFields key={sent} price={price} lastResult={lastResult} />
          <p className="mt-3 text-sm">
            <AppLink to="/profile/gold-alerts" className="text-secondary underline underline-offset-4" data-my-alerts-link="">
              {t("gold.alert.mine")}
            </AppLink>
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm leading-7 text-muted" data-alert-sign-in="">
          {t("gold.alert.signIn")}{" "}
          <AppLink
            to={`/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}#price-alert`)}`}
            className="font-bold text-secondary underline underline-offset-4"
          >
            {t("gold.alert.signInLink")}
          </AppLink>
        </p>
      )}
    </section>
  );
}

function AlertFields({ price, lastResult }: { price: number | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const locale = useLocale();
  const [form, fields] = useForm<{ direction: string; price: string }>({
    id: "price-alert-form",
    lastResult,
    defaultValue: { direction: "below" },
    ...useEagerValidation<{ direction: string; price: string }>(goldAlertRules(locale)),
  });
  return (
    <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="mt-4 flex flex-col gap-4" preventScrollReset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t("gold.alert.direction")}</legend>
        <div className="flex flex-wrap gap-2">
          {GOLD_PRICE_ALERT_DIRECTIONS.map((direction) => {
            const { key, ...radio } = getInputProps(fields.direction, {
              type: "radio",
              value: direction,
            });
            return (
              <label
                key={key ?? direction}
                className="flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm has-[:checked]:border-secondary"
              >
                {/* Each radio an id of its own (conform gives the field's to all). */}
                <input {...radio} id={`${radio.id}-${direction}`} className="accent-secondary" data-direction={direction} />
                {t(`gold.alert.${direction}`)}
              </label>
            );
          })}
        </div>
        {fields.direction.errors?.length ? (
          <p id={fields.direction.errorId} className="text-sm text-third" data-field-error="direction">
            {fields.direction.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <TextField
        meta={fields.price}
        label={t("gold.alert.price")}
        hint={price ? t("gold.alert.hint", { price: formatToman(price, locale) }) : undefined}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={20}
        autoFocus={firstError(form) === "price"}
      />
      <Button type="submit" name="intent" value="create-alert" loading={useBusy("create-alert")} data-alert-submit="">
        {t("gold.alert.submit")}
      </Button>
    </Form>
  );
}
