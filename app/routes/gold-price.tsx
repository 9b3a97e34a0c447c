import type { Route } from "./+types/gold-price";
import { PriceAlertForm } from "~/components/gold-price/price-alert-form";
import { GoldPriceChart } from "~/components/gold-price/gold-price-chart";
import { PriceSummary } from "~/components/gold-price/price-summary";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { PageStructuredData } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatTime, formatToman } from "~/lib/format";
import { rangeOf } from "~/lib/gold-price";
import { resultOf } from "~/lib/intent-result";
import { pageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { toSiteSettings } from "~/lib/site";
import { goldPriceDatasetLd } from "~/lib/structured-data";
import { getSiteConfig } from "~/shop/api/configs.server";
import { getGoldPriceHistory } from "~/shop/api/gold-price-history.server";
import { publicOrigin } from "~/shop/request/origin.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";

export const handle: ShellHandle = {
  sharedContent: "guests",
  mobileHeader: (_data, t) => ({
    main: t("ticker.label"),
    backBtnPath: "/",
    share: true,
  }),
};

/**
 * /gold-price: today's price of 18-karat gold per gram (and of 24-karat gold and a mesghal), its
 * change since the day before, the last 24 hours' high and low, its history as a chart for the
 * range in `?range=` (1d, 7d, 30d, 1y), how the shop's prices follow it, and a price alert for a
 * signed-in shopper. The price and its history are sections: a Shop API without the history
 * (404) or failing leaves today's price alone; without the price the page says so.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const range = rangeOf(new URL(args.url).searchParams.get("range"));
  const [live, history, config, t] = await Promise.all([
    args.context.goldPrice,
    getGoldPriceHistory(ctx, range).catch(() => null),
    getSiteConfig(ctx),
    translatorFor(ctx.locale, "gold"),
  ]);
  const title = t("gold.title");
  const description = t("gold.description");
  if (live) {
    const dataset = {
      name: t("gold.chart.title"),
      description,
      unitName: t("gold.units.gram18"),
      price: live.price,
      setAt: live.set_at,
      from: history?.points[0]?.at ?? null,
      shopName: toSiteSettings(config, ctx.locale, t("shop.fallbackName")).shopName,
    };
    provideStructuredData(args, [goldPriceDatasetLd(dataset, publicOrigin(args.request), ctx.locale)]);
  }
  return {
    i18n: messagesFor(ctx.locale, "gold"),
    title,
    description,
    range,
    live,
    history,
    signedIn: Boolean(ctx.authToken),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export { action } from "./gold-price.server";

export default function GoldPricePage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, range, live, history, signedIn } = loaderData;
  const alertResult = resultOf(actionData, "create-alert");
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-shop flex max-w-4xl flex-col gap-6 py-6 md:py-10" data-gold-price-page="">
      <h1 className="text-2xl font-black text-secondary md:text-3xl">{title}</h1>
      {live ? (
        <PriceSummary price={live.price} setAt={live.set_at} dayBefore={history?.day.previous?.price ?? null} />
      ) : (
        <p role="status" className="rounded-3xl border border-line bg-white p-5 text-muted" data-gold-unavailable="">
          {t("gold.unavailable")}
        </p>
      )}
      {history ? (
        <section aria-labelledby="gold-day-title" className="rounded-3xl border border-line bg-white p-4 md:p-6" data-gold-day="">
          <h2 id="gold-day-title" className="text-sm font-bold text-secondary">
            {t("gold.day.title")}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
            {(["high", "low"] as const).map((key) => (
              <div key={key} className="flex flex-col gap-0.5" data-gold-day-value={key}>
                <dt className="text-muted">{t(`gold.day.${key}`)}</dt>
                <dd className="whitespace-nowrap font-bold tabular text-ink">{formatToman(history.day[key].price, locale)}</dd>
                <dd className="text-xs text-muted tabular">
                  <time dateTime={history.day[key].at}>{formatTime(history.day[key].at, locale)}</time>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <GoldPriceChart history={history} range={range} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <PriceAlertForm signedIn={signedIn} price={live?.price ?? null} lastResult={alertResult} />
        <section aria-labelledby="gold-follow-title" className="rounded-3xl bg-gold-50 p-5" data-gold-follow="">
          <h2 id="gold-follow-title" className="font-bold text-secondary">
            {t("gold.follow.title")}
          </h2>
          <p className="mt-2 text-sm leading-7 text-ink">{t("gold.follow.text")}</p>
          <p className="mt-3 text-sm">
            <AppLink to="/calculator" className="font-bold text-secondary underline underline-offset-4" data-calculator-link="">
              {t("gold.follow.calculator")}
            </AppLink>
          </p>
        </section>
      </div>
      <PageStructuredData />
    </div>
  );
}
