import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { RouteErrorPage } from "~/components/error/route-error";
import { useT } from "~/components/locale";
import { MobileHomeHeader } from "~/components/shell/mobile-header";
import { CategoryDialog, MobileMenuDialog, SearchDialog, ShareDialog } from "~/components/shell/dialogs";
import { useRootData, useShellHandle } from "~/components/shell/use-shell-data";
import { lazyAfterFirstView } from "~/components/ui/lazy";
import { useUrlDialog } from "~/components/ui/use-url-dialog";
import { ShellPersonalData, useShellPersonal } from "~/components/shell/personal-slots";
import type { Route as ChecksRoute } from "./+types/navigation-checks";
import type { Route } from "./+types/default";
import { ToastProvider } from "~/components/ui/toast";
import { getCartCount } from "~/shop/api/cart.server";
import { optional } from "~/shop/request/client.server";
import { keepCartCount, readShellSession } from "~/shop/request/flash.server";
import { getFooterLists, getMenu } from "~/shop/api/navigation.server";
import { viewerOf } from "~/shop/page-data/shell-slots.server";

/**
 * The shell's data, in parallel: shared lists come from the cache, the cart is the visitor's own.
 * All of it is optional (issue 22): a menu, footer or cart count that fails is left out of the shell.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [menu, footerLists, cartCount, { user, toast, analytics, newsletter }] = await Promise.all([
    getMenu(ctx),
    getFooterLists(ctx),
    // Optional here (the badge is left out); the cart's own pages require the same, memoised call.
    optional(ctx, "GET /total-cart", () => getCartCount(ctx), null),
    readShellSession(args.context.session),
  ]);
  if (cartCount !== null) keepCartCount(args.context.session, cartCount);
  // Optional too: a VIP would see the plain price formula.
  const viewer = user ? await viewerOf(ctx, user).catch(() => ({ mobile: user.mobile, vip: false })) : null;
  return { menu, footerLists, cartCount: cartCount ?? 0, flash: toast, analytics, newsletter, userLabel: user ? (user.name ?? user.mobile) : null, viewer };
}

/*
 * These parts' code comes after the first view (decision 52): the desktop header's (its search,
 * cart popup and mega menu, the nav that hides on scrolling; a phone never shows it), a page's
 * mobile header and the bottom navigation (client-side links, dialogs), the footer's (its
 * newsletter form, the support chat). Until then they are the server's HTML, whose links, forms
 * and `?dialog=` links work as they are. The phone's home header, which opens the search and the
 * menu at the first tap, stays.
 */
const DesktopHeader = lazyAfterFirstView(() => import("~/components/shell/desktop-header.lazy").then((module) => module.DesktopHeader));
const MobilePageHeader = lazyAfterFirstView(() => import("~/components/shell/mobile-page-header.lazy").then((module) => module.MobilePageHeader));
const BottomNav = lazyAfterFirstView(() => import("~/components/shell/bottom-nav.lazy").then((module) => module.BottomNav));
// An analytics event waits too: the tag manager reads what the page has pushed whenever it comes.
const DataLayerEvent = lazyAfterFirstView(() => import("~/components/shell/data-layer-event.lazy").then((module) => module.DataLayerEvent));
const Footer = lazyAfterFirstView(() => import("~/components/shell/footer.lazy").then((module) => module.Footer));

/** The default layout (docs/shop/02-pages.md §2.3): header, mobile header, bottom navigation and footer. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DefaultFrame loaded={loaderData}>
      <Outlet />
    </DefaultFrame>
  );
}

/**
 * A page that cannot exist (its required call failed, or it names nothing) keeps the shop's frame
 * (decision 51): it needs only this layout's and the root's data, and the error is the main content.
 * If this layout's own data failed, the root's standalone error page answers.
 */
export function ErrorBoundary({ loaderData: loaded }: Route.ErrorBoundaryProps) {
  if (!loaded) return <RouteErrorPage />;
  return (
    <DefaultFrame loaded={loaded} failed>
      <div className="container-shop">
        <RouteErrorPage framed />
      </div>
    </DefaultFrame>
  );
}

/**
 * The frame around the page; `failed`: around an error, where the failed page's handle (its mobile
 * header, read with its translations) does not apply.
 */
function DefaultFrame({ loaded, failed = false, children }: { loaded: Route.ComponentProps["loaderData"]; failed?: boolean; children: ReactNode }) {
  const { menu, footerLists, flash, analytics, newsletter } = loaded;
  // The shopper's own, even on a shared page sent with its slots filled in (decision 43).
  const userLabel = useShellPersonal("userLabel", loaded, loaded.userLabel);
  // As sent: the parts that show the badge move it by the cart changes on their way.
  const cartCount = useShellPersonal("cartCount", loaded, loaded.cartCount);
  const viewer = useShellPersonal("viewer", loaded, loaded.viewer);
  const checks = useRouteLoaderData<ChecksRoute.ComponentProps["loaderData"]>("layout-checks");
  const promo = useShellPersonal("promo", checks, checks?.promo ?? null);
  const { site, origin, lite, phone } = useRootData();
  const shellHandle = useShellHandle();
  const { handle, data: routeData } = failed ? { handle: {}, data: undefined } : shellHandle;
  const t = useT();
  const { pathname } = useLocation();
  const menuDialog = useUrlDialog("menu");
  const categoryDialog = useUrlDialog("categories");
  const shareDialog = useUrlDialog("share");
  const searchDialog = useUrlDialog("search");
  const showCart = site.showCartHeader && !site.isCatalogShop;
  const categories = menu[0]?.children ?? [];
  const mobileHeader = handle.mobileHeader?.(routeData, t) ?? { main: "logo", backBtnPath: "/", cart: true, search: true };

  return (
    <ToastProvider flash={flash}>
      <div id="top" />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[80] focus:rounded-lg focus:bg-white focus:p-3">
        {t("header.skipToContent")}
      </a>
      {phone ? null : <DesktopHeader menu={menu} cartCount={cartCount} userLabel={userLabel} />}
      <DataLayerEvent event={analytics} />
      {handle.homeHeader ? (
        <MobileHomeHeader menuTrigger={menuDialog.trigger} onOpenSearch={searchDialog.show} />
      ) : (
        <MobilePageHeader
          config={mobileHeader}
          cartCount={cartCount}
          showCart={showCart}
          shareTrigger={shareDialog.trigger}
          searchTrigger={searchDialog.trigger}
        />
      )}
      <main id="main" className="min-h-[50vh]">
        {children}
      </main>
      <Footer lists={footerLists} headingIsH1={Boolean(handle.footerHeadingIsH1)} mobileBlock={Boolean(handle.footerMobileBlock)} newsletter={newsletter} />
      {/* The shell's values as the page was sent, for hydration (at the end: not in the first screen's bytes). */}
      {lite ? null : <ShellPersonalData personal={{ cartCount, userLabel, promo, viewer }} />}
      <BottomNav cartCount={cartCount} showCart={showCart} installmentUrl={site.installmentUrl} onCategories={categoryDialog.trigger.onClick} />

      {menuDialog.used ? <MobileMenuDialog menu={menu} menuDialog={menuDialog} categoryDialog={categoryDialog} /> : null}
      {categoryDialog.used ? <CategoryDialog categories={categories} dialog={categoryDialog} /> : null}
      {searchDialog.used ? <SearchDialog open={searchDialog.open} onClose={searchDialog.hide} closeHref={searchDialog.closeHref} /> : null}
      {shareDialog.used ? (
        <ShareDialog
          open={shareDialog.open}
          onClose={shareDialog.hide}
          closeHref={shareDialog.closeHref}
          url={new URL(pathname, origin).href}
          title={mobileHeader.main === "logo" ? site.shopName : mobileHeader.main}
          instagramUrl={site.social.find((link) => link.network === "instagram")?.url ?? null}
        />
      ) : null}
    </ToastProvider>
  );
}
