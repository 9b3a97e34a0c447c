import { data, redirect } from "react-router";
import type { Route } from "./+types/profile-wallet-recharge-result";
import { ResultFrame } from "~/components/checkout/result-frame";
import { useLocale, useT } from "~/components/locale";
import { Detail } from "~/components/profile/orders";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDateTime, formatToman } from "~/lib/format";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import { orderIdOf } from "~/lib/orders";
import type { ShellHandle } from "~/lib/shell";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { RECHARGE_RESULT_PATH } from "./profile-wallet.server";
import { getRechargeResult } from "~/shop/api/wallet.server";
import { readForm } from "~/server-lib/form-body.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.rechargeResult"), backBtnPath: "/profile/wallet" }),
};

/**
 * /profile/wallet/recharge-result?recharge_id= (GET): what became of a top-up as the Shop API knows
 * it (`POST /wallet-recharge-result`), never as the query says. Asking changes nothing: the wallet
 * was credited once, when the gateway settled the payment, so a refresh or a replay credits nothing.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const rechargeId = orderIdOf(new URL(args.url).searchParams.get("recharge_id") ?? undefined);
  const [result, t] = await Promise.all([rechargeId ? getRechargeResult(ctx, rechargeId) : null, translatorFor(ctx.locale, "profile")]);
  const title = t(result ? `profile.recharge.${result.status}Title` : "profile.recharge.unknownTitle");
  // A top-up the Shop API does not know (or not this shopper's, or an id it cannot take): "not found", with its status.
  return data({ i18n: { ...messagesFor(ctx.locale, "profile"), ...messagesFor(ctx.locale, "checkout") }, title, result }, { status: result ? 200 : 404 });
}

export const meta: Route.MetaFunction = privatePageMeta;

/**
 * The gateway's cross-site form POST, which carries no SameSite=Lax session cookie
 * (docs/shop/13-cookies-and-session.md §13.4): only the top-up's number is taken from it, and the
 * browser is sent (303) to the GET page, where its cookies are back and the result is verified. Nothing
 * changes here (decision 22).
 */
export async function action(args: Route.ActionArgs) {
  const ctx = args.context.shop;
  const rechargeId = orderIdOf(String((await readForm(args.request)).get("recharge_id") ?? ""));
  return redirect(`${localizePath(RECHARGE_RESULT_PATH, ctx.locale)}${rechargeId ? `?recharge_id=${rechargeId}` : ""}`, 303);
}

export default function RechargeResultPage({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const t = useT();
  const locale = useLocale();
  const back = (
    <AppLink to="/profile/wallet" className={buttonClass()} data-to-wallet="">
      {t("profile.recharge.toWallet")}
    </AppLink>
  );

  if (!result) {
    return (
      <ResultFrame tone="muted" icon="search" title={t("profile.recharge.unknownTitle")} state="unknown" name="recharge-result">
        <p className="leading-7 text-muted">{t("profile.recharge.unknownText")}</p>
        {back}
      </ResultFrame>
    );
  }

  const paid = result.status === "paid";
  const failed = result.status === "failed";
  const rows: [string, string, string | null][] = [
    ["number", t("profile.recharge.number"), localizeDigits(String(result.recharge_id), locale)],
    ["amount", t("profile.recharge.amount"), formatToman(result.amount, locale)],
    ["paid-at", t("checkout.result.paidAt"), result.paid_at && formatDateTime(result.paid_at, locale)],
    ["reference", t("checkout.result.reference"), result.reference && localizeDigits(result.reference, locale)],
    ["reason", t("checkout.result.reason"), result.reason],
    ["balance", t("profile.recharge.balance"), result.wallet && formatToman(result.wallet.balance, locale)],
  ];
  return (
    <ResultFrame
      tone={paid ? "success" : failed ? "failure" : "muted"}
      icon={paid ? "check" : failed ? "close" : "clock"}
      title={t(`profile.recharge.${result.status}Title`)}
      state={result.status}
      name="recharge-result"
    >
      {failed ? <p className="leading-7 text-muted">{t("profile.recharge.failedText")}</p> : null}
      {result.status === "pending" ? <p className="leading-7 text-muted">{t("profile.recharge.pendingText")}</p> : null}
      <dl className="w-full divide-y divide-line rounded-2xl border border-line px-4 text-start" data-result-details="">
        {rows.map(([name, label, value]) => (value ? <Detail key={name} name={name} label={label} value={value} /> : null))}
      </dl>
      <div className="flex flex-wrap justify-center gap-2">
        {failed ? (
          <AppLink to="/profile/wallet#top-up" className={buttonClass()} data-retry="">
            {t("profile.recharge.retry")}
          </AppLink>
        ) : (
          back
        )}
        <AppLink to="/" className={buttonClass("secondary")}>{t("profile.recharge.shop")}</AppLink>
      </div>
    </ResultFrame>
  );
}
