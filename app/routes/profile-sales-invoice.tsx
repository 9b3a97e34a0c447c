import type { Route } from "./+types/profile-sales-invoice";
import { useT } from "~/components/locale";
import { OrderRow } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { Pagination } from "~/components/ui/pagination";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { pageParam } from "~/lib/listing";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getUserOrders } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.invoices"), backBtnPath: "/profile" }),
};

/** /profile/sales-invoice: the invoices of the shopper's paid orders (`GET /user-orders?status=invoiced`), a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const page = pageParam(new URL(args.url).searchParams);
  const [orders, t] = await Promise.all([getUserOrders(ctx, { status: "invoiced", page }), translatorFor(ctx.locale, "profile")]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.invoices"), orders };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function SalesInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const t = useT();
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.invoices")} />
      <p className="-mt-2 text-sm text-muted">{t("profile.invoices.intro")}</p>
      {orders.data.length === 0 ? (
        <ProfileCard>
          <p className="text-center text-sm text-muted" data-invoices-empty="">{t("profile.invoices.empty")}</p>
        </ProfileCard>
      ) : (
        <ul className="flex flex-col gap-3" data-invoices="">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} href={`/profile/sales-invoice/${order.id}`} action={t("profile.invoices.view")} />
          ))}
        </ul>
      )}
      <Pagination
        page={orders.pagination.page}
        lastPage={orders.pagination.last_page}
        href={(page) => `/profile/sales-invoice${page > 1 ? `?page=${page}` : ""}`}
        label={t("profile.invoices.pages")}
      />
    </ProfileFrame>
  );
}
