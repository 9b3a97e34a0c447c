import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { Route } from "./+types/profile-wallet";
import { WALLET_CHARGE_MAX, WALLET_CHARGE_MIN } from "../../shop-api/contract/wallet-states";
import { firstError, useBusy } from "~/components/account/form-state";
import { DriverChoice } from "~/components/checkout/payment-form";
import { useLocale, useT } from "~/components/locale";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { CardHeading, WalletCard, WalletHistory } from "~/components/profile/wallet";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { groupDigitsAsTyped } from "~/components/ui/grouped-number";
import { Pagination } from "~/components/ui/pagination";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { walletChargeRules } from "~/lib/form-rules";
import { formatToman } from "~/lib/format";
import { resultOf } from "~/lib/intent-result";
import { pageParam } from "~/lib/listing";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getSiteConfig } from "~/shop/api/configs.server";
import { getPaymentDrivers } from "~/shop/api/payment.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getCreditWallets, getOriginalWallet, getReferralWallet, getUserWallets, getWalletHistory } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.wallet"), backBtnPath: "/profile" }),
};

/**
 * /profile/wallet: the balance of every wallet the shopper has (their own money, shop credit, gift
 * cards, the sign-up gift, referral credit), what they can spend now (as /profile shows it), a
 * top-up through the gateway, a gift card's code to redeem, and the history a page at a time.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const page = pageParam(new URL(args.url).searchParams);
  const [usable, original, credit, referral, history, drivers, config, t] = await Promise.all([
    getUserWallets(ctx),
    getOriginalWallet(ctx),
    getCreditWallets(ctx),
    getReferralWallet(ctx),
    getWalletHistory(ctx, page),
    getPaymentDrivers(ctx),
    getSiteConfig(ctx),
    translatorFor(ctx.locale, "profile"),
  ]);
  const available = drivers.filter((driver) => driver.available);
  const sumOf = (type: string) => usable.filter((wallet) => wallet.type === type).reduce((sum, wallet) => sum + wallet.balance, 0);
  const registration = usable.find((wallet) => wallet.type === "registration");
  return {
    i18n: { ...messagesFor(ctx.locale, "profile"), ...messagesFor(ctx.locale, "checkout") },
    title: t("profile.meta.wallet"),
    // What pays at checkout now: the same sum as /profile's.
    spendable: usable.reduce((sum, wallet) => sum + wallet.balance, 0),
    balances: {
      original: original?.balance ?? 0,
      credit: credit.reduce((sum, wallet) => sum + wallet.balance, 0),
      creditExpiry: credit.map((wallet) => wallet.expires_at).find(Boolean) ?? null,
      gift: sumOf("gift"),
      registration: registration?.balance ?? 0,
      registrationExpiry: registration?.expires_at ?? null,
      referral: referral.wallet?.balance ?? 0,
    },
    history,
    drivers,
    defaultDriver: available.find((driver) => driver.name === config.default_gateway)?.name ?? available[0]?.name ?? null,
    topUpKey: crypto.randomUUID(),
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

export { action } from "./profile-wallet.server";

export default function WalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { spendable, balances, history } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.wallet")} />
      <section className="flex flex-col gap-1 rounded-3xl bg-secondary p-5 text-white md:p-6" data-wallet-total={spendable}>
        <h2 className="text-sm text-white/80">{t("profile.wallet.total")}</h2>
        <p className="text-2xl font-bold tabular md:text-3xl">{formatToman(spendable, locale)}</p>
        <p className="text-xs text-white/80">{t("profile.wallet.totalHint")}</p>
      </section>
      <section aria-labelledby="wallet-balances">
        <h2 id="wallet-balances" className="sr-only">{t("profile.wallet.balances")}</h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <WalletCard kind="original" icon="wallet" balance={balances.original} />
          <WalletCard kind="credit" icon="star" balance={balances.credit} expiresAt={balances.creditExpiry} />
          <WalletCard kind="gift" icon="gift" balance={balances.gift} link={{ to: "/profile/gift-wallet", label: t("profile.wallet.giftLink") }} />
          <WalletCard kind="registration" icon="gift" balance={balances.registration} expiresAt={balances.registrationExpiry} />
          <WalletCard kind="referral" icon="users" balance={balances.referral} link={{ to: "/profile/invite-friend", label: t("profile.wallet.inviteLink") }} />
        </ul>
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <TopUpForm loaderData={loaderData} actionData={actionData} />
        <RedeemForm actionData={actionData} />
      </div>
      <ProfileCard data-history="">
        <CardHeading icon="receipt" title={t("profile.wallet.history.title")} id="history" />
        {history.data.length === 0 ? (
          <p className="text-sm text-muted" data-history-empty="">{t("profile.wallet.history.empty")}</p>
        ) : (
          <WalletHistory lines={history.data} />
        )}
        <div className="mt-4">
          <Pagination
            page={history.pagination.page}
            lastPage={history.pagination.last_page}
            href={(page) => `/profile/wallet${page > 1 ? `?page=${page}` : ""}#history`}
            label={t("profile.wallet.history.pages")}
          />
        </div>
      </ProfileCard>
    </ProfileFrame>
  );
}

function TopUpForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { drivers, defaultDriver, topUpKey } = loaderData;
  const t = useT();
  const locale = useLocale();
  const [form, fields] = useForm<{ amount: string; driver: string }>({
    id: "wallet-charge",
    lastResult: resultOf(actionData, "charge"),
    ...useEagerValidation<{ amount: string; driver: string }>(walletChargeRules(locale)),
  });
  return (
    <ProfileCard data-top-up="">
      <CardHeading icon="card" title={t("profile.wallet.topUp.title")} id="top-up" />
      <p className="mb-4 text-sm text-muted">{t("profile.wallet.topUp.intro")}</p>
      <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="flex flex-col gap-4" preventScrollReset>
        <TextField
          meta={fields.amount}
          label={t("profile.wallet.topUp.amount")}
          hint={t("profile.wallet.topUp.hint", { min: formatToman(WALLET_CHARGE_MIN, locale), max: formatToman(WALLET_CHARGE_MAX, locale) })}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={20}
          onInput={groupDigitsAsTyped(locale)}
          autoFocus={firstError(form) === "amount"}
        />
        <DriverChoice drivers={drivers} defaultDriver={defaultDriver} />
        <input type="hidden" name="idempotency_key" value={topUpKey} />
        {form.errors?.length ? (
          <p role="alert" className="rounded-xl bg-third/10 p-3 text-sm text-third" data-form-error="">{form.errors[0]}</p>
        ) : null}
        <Button type="submit" name="intent" value="charge" loading={useBusy("charge")} data-top-up-submit="">
          {t("profile.wallet.topUp.submit")}
        </Button>
      </Form>
    </ProfileCard>
  );
}

function RedeemForm({ actionData }: Pick<Route.ComponentProps, "actionData">) {
  const t = useT();
  const [form, fields] = useForm<{ code: string }>({ id: "wallet-redeem", lastResult: resultOf(actionData, "redeem") });
  return (
    <ProfileCard data-redeem="">
      <CardHeading icon="gift" title={t("profile.wallet.redeem.title")} id="redeem" />
      <p className="mb-4 text-sm text-muted">{t("profile.wallet.redeem.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" preventScrollReset>
        <TextField
          meta={fields.code}
          label={t("profile.wallet.redeem.code")}
          hint={t("profile.wallet.redeem.hint")}
          autoComplete="off"
          dir="ltr"
          maxLength={40}
          autoFocus={firstError(form) === "code"}
        />
        <Button type="submit" name="intent" value="redeem" variant="secondary" loading={useBusy("redeem")} data-redeem-submit="">
          {t("profile.wallet.redeem.submit")}
        </Button>
      </Form>
    </ProfileCard>
  );
}
