import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/navigation-checks";
import { useLocale } from "~/components/locale";
import { PromoSlot, useShellPersonal } from "~/components/shell/personal-slots";
import { useSite } from "~/components/shell/use-shell-data";
import { promoFor } from "~/shop/page-data/promo.server";

/**
 * What every navigation checks on the server: the promo banner (shop/page-data/promo.server.ts), right
 * without JavaScript, and (through the request's context, shop/request/context.server.ts) the wallets the
 * payment page left on the cart, forgotten in the request's session (whose one cookie
 * the response carries: server/middleware/remix.ts, decision 45).
 */
export async function loader(args: Route.LoaderArgs) {
  return { promo: await promoFor(args.context.shop, args.request.headers) };
}

/**
 * Re-checked whenever the page changes, and after any form that may have signed the shopper in or out.
 * (React Router 7.18's generated `Route` has no type for these args: react-router's own is the one.)
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || Boolean(formMethod) || defaultShouldRevalidate;
}

export default function NavigationChecksLayout({ loaderData: loaded }: Route.ComponentProps) {
  const promo = useShellPersonal("promo", loaded, loaded.promo);
  const locale = useLocale();
  const site = useSite();
  return (
    <>
      <PromoSlot promo={promo} shopName={site.shopName} locale={locale} />
      <Outlet />
    </>
  );
}
