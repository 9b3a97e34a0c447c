import { Form } from "react-router";
import type { Route } from "./+types/calculator";
import { type FormEvent, useState } from "react";
import { type GoldPriceBreakdown, goldPriceBreakdown, wholeTomanAddends } from "../../shop-api/contract/pricing";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { groupDigitsAsTyped } from "~/components/ui/grouped-number";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { CALCULATOR_FIELDS, type CalculatorField, type CalculatorReading, readCalculator } from "~/lib/calculator";
import { groupTypedNumber } from "~/lib/digits";
import { formatNumber, formatToman } from "~/lib/format";
import { routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";

export const handle: ShellHandle = {
  sharedContent: "everyone",
  mobileHeader: (_data, t) => ({ main: t("calculator.title"), backBtnPath: "/", cart: true }),
};

/**
 * /calculator: the pricing function of docs/shop/15-pricing.md §15.1 as a GET form. Without JavaScript
 * the server computes the submitted values; with it, the result follows the typing. The day's price is
 * filled in from the live price and can be changed; Persian digits are welcome.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const params = new URL(args.url).searchParams;
  const [live, t] = await Promise.all([args.context.goldPrice, translatorFor(ctx.locale, "calculator")]);
  const submitted = CALCULATOR_FIELDS.some((field) => params.has(field));
  const reading = readCalculator((field) => params.get(field) ?? (field === "gold_price" && live ? formatNumber(live.price, ctx.locale) : null));
  return {
    i18n: messagesFor(ctx.locale, "calculator"),
    title: t("calculator.title"),
    intro: t("calculator.intro"),
    livePrice: live?.price ?? null,
    submitted,
    reading: { raw: reading.raw, errors: submitted ? reading.errors : {} },
    result: reading.input ? goldPriceBreakdown(reading.input) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(matches, loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.intro }] : []);

export default function CalculatorPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [live, setLive] = useState<{ reading: Pick<CalculatorReading, "raw" | "errors">; result: GoldPriceBreakdown | null } | null>(null);
  const { reading, result } = live ?? loaded;
  // The lines as they add up to the total.
  const whole = result ? wholeTomanAddends(result) : null;

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const next = readCalculator((field) => String(form.get(field) ?? ""));
    setLive({ reading: next, result: next.input ? goldPriceBreakdown(next.input) : null });
  };

  return (
    <div className="container-shop max-w-4xl py-6 md:py-10">
      <h1 className="text-2xl font-black text-secondary">{t("calculator.title")}</h1>
      <p className="mt-2 leading-7 text-muted">
        {t("calculator.intro")}{" "}
        <AppLink to="/gold-price" className="font-semibold text-secondary underline underline-offset-4" data-gold-price-link="">
          {t("calculator.priceLink")}
        </AppLink>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Form method="get" onInput={onInput} className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5" data-calculator="" noValidate>
          {CALCULATOR_FIELDS.map((field) => (
            <NumberField
              key={field}
              field={field}
              value={reading.raw[field] ?? ""}
              error={reading.errors[field]}
              livePrice={loaded.livePrice}
              focus={!live && field === CALCULATOR_FIELDS.find((candidate) => reading.errors[candidate])}
            />
          ))}
          <Button type="submit">{t("calculator.submit")}</Button>
        </Form>
        <section aria-labelledby="calculator-result" aria-live="polite" className="rounded-3xl bg-secondary p-5 text-white" data-calculator-result={result ? Math.round(result.price) : ""}>
          <h2 id="calculator-result" className="font-bold">{t("calculator.result")}</h2>
          {result && whole ? (
            <dl className="mt-3 divide-y divide-white/15 text-sm">
              {(
                [
                  ["gold-price", t("priceLines.goldPrice"), formatToman(result.gold_price, locale)],
                  ["gram", t("priceLines.gram"), t("catalogue.grams", { gram: formatNumber(result.gram, locale, 3) })],
                  ["used-gold", t("priceLines.usedGold"), formatToman(whole.price_used_gold, locale)],
                  ["wages", t("priceLines.wages", { percent: formatNumber(result.gold_wages_percent, locale, 2) }), formatToman(whole.gold_wages, locale)],
                  ["none-gold", t("priceLines.noneGold"), formatToman(whole.none_gold, locale)],
                  ["none-gold-wages", t("priceLines.noneGoldWages"), formatToman(whole.none_gold_wages, locale)],
                  ["profit", t("priceLines.profit", { percent: formatNumber(result.profit_percent, locale, 2) }), formatToman(whole.profit, locale)],
                  ["tax", t("priceLines.tax", { percent: formatNumber(result.tax_percent, locale, 2) }), formatToman(whole.tax, locale)],
                ] as const
              ).map(([key, label, value]) => (
                <div key={key} className="flex items-center justify-between gap-4 py-2" data-line={key}>
                  <dt className="text-white/80">{label}</dt>
                  <dd className="font-semibold tabular">{value}</dd>
                </div>
              ))}
              <div className="flex items-center justify-between gap-4 py-3 text-lg" data-line="total">
                <dt className="font-bold">{t("priceLines.total")}</dt>
                <dd className="font-black tabular">{formatToman(result.price, locale)}</dd>
              </div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-white/80">{t("calculator.empty")}</p>
          )}
          <p className="mt-4 text-xs leading-6 text-white/70">{t("calculator.formula")}</p>
        </section>
      </div>
    </div>
  );
}

function NumberField({
  field,
  value,
  error,
  livePrice,
  focus,
}: {
  field: CalculatorField;
  value: string;
  error?: { key: string; min: number; max: number };
  livePrice: number | null;
  /** The first error of a submitted form is focused (the server renders the attribute). */
  focus: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const id = `calculator-${field}`;
  const hint =
    field === "gold_price" && livePrice ? t("calculator.hints.gold_price", { price: formatToman(livePrice, locale) }) : field === "profit" || field === "tax" ? t(`calculator.hints.${field}`) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">{t(`calculator.fields.${field}`)}</label>
      <input
        id={id}
        name={field}
        type="text"
        inputMode="decimal"
        dir="ltr"
        // What the shopper typed is kept as typed when it is wrong, grouped when it reads as a number.
        defaultValue={error ? value : groupTypedNumber(value, locale)}
        onInput={groupDigitsAsTyped(locale)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
        autoFocus={focus}
        className="h-11 rounded-xl border border-line bg-page px-3 text-base tabular aria-[invalid=true]:border-third"
        data-field={field}
      />
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-third" data-field-error={field}>
          {t(`calculator.errors.${error.key}`, { min: formatNumber(error.min, locale, 2), max: formatNumber(error.max, locale) })}
        </p>
      ) : null}
    </div>
  );
}
