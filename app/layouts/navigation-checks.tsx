import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData } from "@remix-run/react";
import { REGISTRATION_CREDIT } from "../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { useSite } from "~/components/shell/use-shell-data";
import { AppLink } from "~/components/ui/app-link";
import { isMobileRequest } from "~/lib/device";
import { formatToman } from "~/lib/format";
import { optional, type ShopContext } from "~/shop/client.server";
import { checkRegistrationWallet } from "~/shop/wallet.server";

type Promo = { kind: "invite"; code: 401 | 403; amount: number } | { kind: "credit"; code: 200; message: string };

/**
 * The promo banner (spec §4), checked on the server at every navigation, so it is right without
 * JavaScript: a guest (code 401 from the desktop source, 403 from the mobile one) is invited to
 * sign up for the registration credit; a shopper with an unused credit (code 200) sees the
 * server's message and a way to spend it; anyone else (404) sees nothing.
 */
async function promoFor(ctx: ShopContext, request: Request): Promise<Promo | null> {
  // The banner is an extra: a failing check leaves it out rather than failing the page.
  const source = isMobileRequest(request.headers) ? "mobile" : "desktop";
  const wallet = await optional(ctx, "GET /user-registration-wallet", () => checkRegistrationWallet(ctx, source), null);
  if (wallet?.code === 401 || wallet?.code === 403) return { kind: "invite", code: wallet.code, amount: REGISTRATION_CREDIT };
  if (wallet?.code === 200) return { kind: "credit", code: 200, message: wallet.message };
  return null;
}

/**
 * What every navigation checks on the server: the promo banner, and (through the request's context,
 * shop/context.server.ts) the wallets the payment page left on the cart, forgotten in the request's
 * session (whose one cookie entry.server.tsx sends).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = args.context.shop;
  return { promo: await promoFor(ctx, args.request) };
}

/** Re-checked whenever the page changes, and after any form that may have signed the shopper in or out. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || Boolean(formMethod) || defaultShouldRevalidate;
}

export default function NavigationChecksLayout() {
  const { promo } = useLoaderData<typeof loader>();
  return (
    <>
      {promo ? <PromoBanner promo={promo} /> : null}
      <Outlet />
    </>
  );
}

function PromoBanner({ promo }: { promo: Promo }) {
  const t = useT();
  const locale = useLocale();
  const site = useSite();
  const invite = promo.kind === "invite";
  return (
    <aside aria-label={t("promo.label")} className="border-b border-gold-100 bg-gold-50" data-promo={promo.kind} data-promo-code={promo.code}>
      <div className="container-shop flex flex-col items-center justify-between gap-2 py-2.5 text-sm sm:flex-row">
        <p className="text-center font-semibold text-secondary sm:text-start">
          {promo.kind === "invite" ? t("promo.invite", { shop: site.shopName, amount: formatToman(promo.amount, locale) }) : promo.message}
        </p>
        <AppLink to={invite ? "/login" : "/gold-jewelry"} className="shrink-0 rounded-xl bg-secondary px-4 py-1.5 text-xs font-bold text-white" data-promo-action="">
          {t(invite ? "promo.register" : "promo.buy")}
        </AppLink>
      </div>
    </aside>
  );
}
