import type { Route } from "./+types/profile-latest-orders";
import { ORDER_TABS, type OrderFilter } from "../../shop-api/contract/orders";
import { useLocale, useT } from "~/components/locale";
import { OrderRow } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame, ProfileHeading } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Pagination } from "~/components/ui/pagination";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { formatNumber } from "~/lib/format";
import { pageParam } from "~/lib/listing";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getUserOrders } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.orders"), backBtnPath: "/profile" }),
};

type Tab = (typeof ORDER_TABS)[number];

/** The tab of `?status=`; the orders on their way (paid, being prepared, sent) when none or another. */
function tabOf(value: string | null): Tab {
  return (ORDER_TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "current";
}

/** /profile/latest-orders: the shopper's orders by state (tabs by URL, `?status=`), a page at a time (`?page=`). */
export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireSignedIn(args);
  const url = new URL(args.url);
  const tab = tabOf(url.searchParams.get("status"));
  const [orders, t] = await Promise.all([
    getUserOrders(ctx, { status: tab, page: pageParam(url.searchParams) }),
    translatorFor(ctx.locale, "profile"),
  ]);
  return { i18n: messagesFor(ctx.locale, "profile"), title: t("profile.meta.orders"), tab, orders };
}

export const meta: Route.MetaFunction = privatePageMeta;

export default function LatestOrdersPage({ loaderData }: Route.ComponentProps) {
  const { tab, orders } = loaderData;
  const t = useT();
  const locale = useLocale();
  const tabHref = (status: OrderFilter, page = 1) => `/profile/latest-orders?status=${status}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <ProfileFrame>
      <ProfileHeading title={t("profile.meta.orders")} />
      <nav aria-label={t("profile.orders.tabs")} className="overflow-x-auto pb-1" data-order-tabs="">
        <ul className="flex gap-2">
          {ORDER_TABS.map((status) => (
            <li key={status} className="shrink-0">
              <AppLink
                to={tabHref(status)}
                preventScrollReset
                aria-current={status === tab ? "page" : undefined}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink hover:border-secondary aria-[current=page]:border-secondary aria-[current=page]:bg-secondary aria-[current=page]:text-white"
                data-order-tab={status}
              >
                {t(`profile.orders.tab.${status}`)}
                <span className="rounded-full bg-page px-2 text-xs text-muted tabular">{formatNumber(orders.counts[status], locale)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {orders.data.length === 0 ? (
        <ProfileCard>
          <p className="text-center text-sm text-muted" data-orders-empty="">{t(`profile.orders.empty.${tab}`)}</p>
        </ProfileCard>
      ) : (
        <ul className="flex flex-col gap-3" data-orders="">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} href={`/profile/latest-orders/${order.id}`} action={t("profile.order.details")} />
          ))}
        </ul>
      )}
      <Pagination page={orders.pagination.page} lastPage={orders.pagination.last_page} href={(page) => tabHref(tab, page)} label={t("profile.orders.pages")} />
    </ProfileFrame>
  );
}
