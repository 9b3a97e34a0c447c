import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useLocale, useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { messagesFor, translatorFor } from "~/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { formatDate, formatToman } from "~/lib/format";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getUserOrders, logout } from "~/shop/auth.server";
import { newClientToken } from "~/shop/client-token.server";
import { shopContext } from "~/shop/context.server";
import { commitSession, destroySession, getSession } from "~/shop/session.server";
import { requireSignedIn } from "~/shop/sign-in.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.profile.title"), backBtnPath: "/", cart: true }),
};

/** /profile: the signed-in shopper's home — who they are, their orders, and signing out. */
export async function loader(args: LoaderFunctionArgs) {
  const { ctx, user } = await requireSignedIn(args);
  const [orders, t] = await Promise.all([getUserOrders(ctx), translatorFor(ctx.locale, "auth")]);
  return { i18n: messagesFor(ctx.locale, "auth"), title: t("auth.meta.profile"), user, orders };
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;

/**
 * Signing out (spec §4): the Shop API forgets the token, the session is dropped, and a new
 * clientToken replaces the old one, so the guest cart starts empty. Then home.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  const ctx = await shopContext(args);
  if (formData.get("intent") !== "logout") return redirect(localizePath("/profile", ctx.locale));
  await logout(ctx);
  const t = await translatorFor(ctx.locale, "auth");
  const old = await getSession(args.request);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(old));
  headers.append("Set-Cookie", newClientToken().setCookie);
  // A fresh session only to carry the goodbye to the home page.
  const fresh = await getSession(new Request(args.request.url));
  fresh.flash("toast", { id: crypto.randomUUID(), type: "info", message: t("auth.profile.loggedOut") });
  headers.append("Set-Cookie", await commitSession(fresh));
  return redirect(localizePath("/", ctx.locale), { headers });
}

export default function ProfilePage() {
  const { user, orders } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-shop max-w-3xl py-6 md:py-10">
      <section className="rounded-3xl bg-secondary p-6 text-white md:p-8" data-profile="">
        <h1 className="text-2xl font-bold">{t("auth.profile.hello", { name: user.name ?? localizeDigits(user.mobile, locale) })}</h1>
        <p className="mt-2 text-sm text-white/80">
          {t("auth.profile.mobile")}: <span dir="ltr" className="tabular" data-profile-mobile="">{localizeDigits(user.mobile, locale)}</span>
        </p>
      </section>
      <section aria-labelledby="profile-orders" className="mt-6 rounded-3xl border border-line bg-white p-6">
        <h2 id="profile-orders" className="font-bold text-secondary">{t("auth.profile.orders")}</h2>
        {orders.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{t("auth.profile.noOrders")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm" data-order={order.id}>
                <span className="font-semibold">{t("auth.profile.order", { id: order.id })}</span>
                <span className="text-muted">{formatDate(order.created_at, locale)}</span>
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-secondary">{t(`auth.status.${order.status_type}`)}</span>
                <span className="font-semibold tabular">{formatToman(order.total, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Form method="post" className="mt-6">
        <Button type="submit" name="intent" value="logout" variant="secondary" data-logout="">{t("auth.profile.logout")}</Button>
      </Form>
    </div>
  );
}
