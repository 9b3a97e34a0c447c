import { data } from "react-router";
import type { Route } from "./+types/profile-invoice";
import { useT } from "~/components/locale";
import { Invoice } from "~/components/profile/invoice";
import { ProfileFrame } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { amountInWords } from "~/lib/amount-in-words";
import { localizeDigits } from "~/lib/digits";
import { privatePageMeta } from "~/lib/meta";
import { invoiceTotal, isInvoiced, orderIdOf } from "~/lib/orders";
import type { ShellHandle } from "~/lib/shell";
import { getAccount, getUserOrder } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  mobileHeader: (data, t) => ({ main: data?.title ?? t("profile.meta.invoices"), backBtnPath: "/profile/sales-invoice" }),
};

/**
 * /profile/sales-invoice/{id}: the printable sales invoice of a paid order: the buyer is the
 * shopper as `GET /user` knows them, the lines are the order's (`GET /user-orders/{id}`). An order
 * not paid, another shopper's, or none, is a 404. The total in words is written here, on the
 * server: the words' library stays out of the browser.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const id = orderIdOf(args.params.id);
  if (!id) throw data(null, { status: 404 });
  const [order, buyer, t] = await Promise.all([getUserOrder(ctx, id), getAccount(ctx), translatorFor(ctx.locale, "profile")]);
  if (!order || !isInvoiced(order.status_type)) throw data(null, { status: 404 });
  return {
    i18n: { ...messagesFor(ctx.locale, "profile"), ...messagesFor(ctx.locale, "checkout") },
    title: t("profile.meta.invoice", { id: localizeDigits(String(order.id), ctx.locale) }),
    order,
    buyer,
    totalInWords: amountInWords(invoiceTotal(order), ctx.locale),
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { order, buyer, totalInWords } = loaderData;
  const t = useT();
  const hydrated = useHydrated();
  return (
    <ProfileFrame>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AppLink to={`/profile/latest-orders/${order.id}`} className={buttonClass("ghost")}>{t("profile.invoice.toOrder")}</AppLink>
        {/* Printing needs the browser's own command without JavaScript; the button offers it once scripts run. */}
        {hydrated ? (
          <Button type="button" variant="secondary" onClick={() => window.print()} data-print="">
            <Icon name="printer" width={18} height={18} />
            {t("profile.invoice.print")}
          </Button>
        ) : (
          <p className="text-xs text-muted">{t("profile.invoice.printHint")}</p>
        )}
      </div>
      <Invoice order={order} buyer={buyer} totalInWords={totalInWords} />
    </ProfileFrame>
  );
}
