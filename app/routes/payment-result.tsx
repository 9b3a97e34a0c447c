import { data, redirect } from "react-router";
import type { Route } from "./+types/payment-result";
import type { PaymentResult } from "../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { ResultFrame } from "~/components/checkout/result-frame";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDateTime, formatNumber, formatToman } from "~/lib/format";
import { localizePath, stripLocale } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getPaymentResult } from "~/shop/api/payment.server";
import { readForm } from "~/server-lib/form-body.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("checkout.meta.result"), backBtnPath: "/", cart: true }),
};

/** The page that tells what became of a payment: /success-payment when paid, /unsuccess-payment else. */
function pageFor(result: PaymentResult | null, current: string): string {
  if (result?.status === "paid") return "/success-payment";
  if (result?.status === "failed") return "/unsuccess-payment";
  return current;
}

/** The order id a callback or a link names (contract paymentCallbackSchema), or null. */
function orderIdOf(value: FormDataEntryValue | null): number | null {
  const id = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : null;
}

/**
 * /success-payment and /unsuccess-payment (GET): the order's payment as the Shop API knows it
 * (`POST /payment-result`), never as the query says. A result that belongs on the other page is
 * sent there; an order the API does not know (or not this shopper's, or an id it cannot take) shows
 * that nothing was found, with status 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const current = stripLocale(url.pathname);
  const orderId = orderIdOf(url.searchParams.get("order_id"));
  const [result, t] = await Promise.all([orderId ? getPaymentResult(ctx, orderId) : null, translatorFor(ctx.locale, "checkout")]);
  const page = pageFor(result, current);
  if (page !== current) throw redirect(`${localizePath(page, ctx.locale)}?order_id=${orderId}`, 303);
  const title = !result ? t("checkout.result.unknownTitle") : t(`checkout.meta.${result.status === "paid" ? "success" : result.status === "failed" ? "failure" : "result"}`);
  return data({ i18n: messagesFor(ctx.locale, "checkout"), title, result, signedIn: Boolean(ctx.authToken) }, { status: result ? 200 : 404 });
}

export const meta: Route.MetaFunction = privatePageMeta;

/**
 * The gateway's cross-site form POST. Its SameSite=Lax session cookie does not come along
 * (docs/shop/13-cookies-and-session.md §13.4), so the order is verified by id alone, then the browser
 * is sent (303) to the GET page of its verified result, where the cookies are present again. Nothing is
 * changed here: a forged or replayed callback only shows the truth.
 */
export async function action(args: Route.ActionArgs) {
  const ctx = args.context.shop;
  const form = await readForm(args.request);
  const orderId = orderIdOf(form.get("order_id"));
  const result = orderId ? await getPaymentResult(ctx, orderId) : null;
  const page = pageFor(result, stripLocale(new URL(args.url).pathname));
  return redirect(`${localizePath(page, ctx.locale)}${orderId ? `?order_id=${orderId}` : ""}`, 303);
}

export default function PaymentResultPage({ loaderData }: Route.ComponentProps) {
  const { result, signedIn } = loaderData;
  const t = useT();
  const locale = useLocale();

  if (!result) {
    return (
      <ResultFrame tone="muted" icon="search" title={t("checkout.result.unknownTitle")} state="unknown">
        <p className="leading-7 text-muted">{t("checkout.result.unknownText")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <AppLink to="/profile/latest-orders" className={buttonClass()}>{t("checkout.result.viewOrders")}</AppLink>
          <AppLink to="/" className={buttonClass("secondary")}>{t("checkout.result.home")}</AppLink>
        </div>
      </ResultFrame>
    );
  }

  const paid = result.status === "paid";
  const failed = result.status === "failed";
  // The Shop API tells the amount, reference and lines to the order's own shopper only.
  const owner = result.amount !== null;
  const rows: [string, string, string][] = [["order", t("checkout.result.orderNumber"), localizeDigits(String(result.order_id), locale)]];
  if (result.amount !== null) rows.push(["amount", t("checkout.result.amount"), formatToman(result.amount, locale)]);
  if (result.paid_at) rows.push(["paid-at", t("checkout.result.paidAt"), formatDateTime(result.paid_at, locale)]);
  if (result.reference) rows.push(["reference", t("checkout.result.reference"), localizeDigits(result.reference, locale)]);
  if (failed && result.reason) rows.push(["reason", t("checkout.result.reason"), result.reason]);

  return (
    <ResultFrame
      tone={paid ? "success" : failed ? "failure" : "muted"}
      icon={paid ? "check" : failed ? "close" : "clock"}
      title={t(paid ? "checkout.result.successTitle" : failed ? "checkout.result.failureTitle" : "checkout.result.pendingTitle")}
      state={result.status}
    >
      {result.status === "pending" ? <p className="leading-7 text-muted">{t("checkout.result.pendingText")}</p> : null}
      <dl className="w-full divide-y divide-line rounded-2xl border border-line text-sm" data-result-details="">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex items-center justify-between gap-4 px-4 py-3" data-result={key}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      {result.items.length > 0 ? (
        <section aria-labelledby="result-items" className="w-full text-start">
          <h2 id="result-items" className="mb-2 font-bold text-secondary">{t("checkout.result.items")}</h2>
          <ul className="divide-y divide-line rounded-2xl border border-line text-sm" data-result-items="">
            {result.items.map((item, index) => (
              <li key={index} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <span>
                  {item.name}
                  {item.variety_value ? <span className="text-muted"> ({localizeDigits(item.variety_value, locale)})</span> : null}{" "}
                  <span className="text-muted">{t("checkout.result.quantity", { count: formatNumber(item.quantity, locale) })}</span>
                </span>{" "}
                <span className="font-semibold tabular">{formatToman(item.price * item.quantity, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : owner ? null : (
        <p className="text-sm text-muted" data-result-private="">{t(signedIn ? "checkout.result.onlyOwner" : "checkout.result.signInToSee")}</p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {failed ? (
          <>
            <AppLink to="/checkout/payment" className={buttonClass()} data-retry="">{t("checkout.result.retry")}</AppLink>{" "}
            <AppLink to="/checkout/cart" className={buttonClass("secondary")}>{t("checkout.result.backToCart")}</AppLink>
          </>
        ) : (
          <>
            <AppLink to={`/profile/latest-orders/${result.order_id}`} className={buttonClass()} data-view-order="">{t("checkout.result.viewOrder")}</AppLink>{" "}
            <AppLink to="/" className={buttonClass("secondary")}>{t("checkout.result.home")}</AppLink>
          </>
        )}
      </div>
    </ResultFrame>
  );
}
