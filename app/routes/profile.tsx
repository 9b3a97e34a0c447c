import type { Route } from "./+types/profile";
import { useLocale, useT } from "~/components/locale";
import { OrderRow } from "~/components/profile/orders";
import { ProfileCard, ProfileFrame } from "~/components/profile/profile-frame";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatToman } from "~/lib/format";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getUserOrders } from "~/shop/api/profile.server";
import { requireSignedIn } from "~/shop/actions/sign-in.server";
import { getUserWallets } from "~/shop/api/wallet.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("profile.meta.home"), backBtnPath: "/", cart: true }),
};

/** How many of the latest orders the account's home shows. */
const LATEST_ORDERS = 3;

/**
 * /profile: the signed-in shopper's home: who they are, what their wallets can spend now (the
 * wallet page's total, which it leads to), their latest orders, every section.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, user } = await requireSignedIn(args);
  const [orders, wallets, t] = await Promise.all([
    getUserOrders(ctx, { perPage: LATEST_ORDERS }),
    getUserWallets(ctx),
    translatorFor(ctx.locale, "profile"),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "profile"),
    title: t("profile.meta.home"),
    user,
    walletBalance: wallets.reduce((sum, wallet) => sum + wallet.balance, 0),
    orders: orders.data,
    orderCount: orders.pagination.total,
  };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** Signing out, from any profile page: profile.server.ts. */
export { action } from "./profile.server";

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { user, walletBalance, orders, orderCount } = loaderData;
  const t = useT();
  const locale = useLocale();
  const account = (
    <section className="flex flex-col gap-4 rounded-3xl bg-secondary p-5 text-white md:p-6" data-profile="">
      <div>
        <h1 className="text-xl font-bold md:text-2xl">{t("profile.home.hello", { name: user.name ?? localizeDigits(user.mobile, locale) })}</h1>
        <p className="mt-2 text-sm text-white/80">
          {t("profile.home.mobile")}: <span dir="ltr" className="tabular" data-profile-mobile="">{localizeDigits(user.mobile, locale)}</span>
        </p>
      </div>
      <AppLink
        to="/profile/wallet"
        className="flex flex-wrap items-center justify-between gap-1 rounded-2xl bg-primary px-4 py-3 text-sm text-secondary"
        data-wallet-balance={walletBalance}
      >
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Icon name="wallet" width={20} height={20} />
          {t("profile.home.wallet")}
        </span>
        <span className="whitespace-nowrap font-bold tabular">{formatToman(walletBalance, locale)}</span>
      </AppLink>
    </section>
  );
  return (
    <ProfileFrame account={account}>
      <ProfileCard data-latest-orders="">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="font-bold text-secondary">{t("profile.home.latestOrders")}</h2>
          {orderCount > 0 ? (
            <AppLink to="/profile/latest-orders" className="text-sm font-semibold text-secondary hover:underline">
              {t("profile.home.allOrders", { count: orderCount })}
            </AppLink>
          ) : null}
        </div>
        {orders.length === 0 ? (
          <p className="text-sm text-muted">{t("profile.home.noOrders")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} href={`/profile/latest-orders/${order.id}`} action={t("profile.order.details")} />
            ))}
          </ul>
        )}
      </ProfileCard>
    </ProfileFrame>
  );
}
