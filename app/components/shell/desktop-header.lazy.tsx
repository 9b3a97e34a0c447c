import { useRef } from "react";
import type { MenuItem } from "../../../shop-api/contract";
import { AppLink } from "~/components/ui/app-link";
import { useOptimisticCartCount } from "~/components/checkout/pending-cart";
import { AccountButton } from "./account-button";
import { CartMenu } from "./cart-menu";
import { LiveGoldPrice } from "./live-gold-price";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MainNav } from "./mega-menu";
import { HeaderSearch } from "./header-search";
import { useHideOnScroll } from "./use-hide-on-scroll";
import { useSite } from "./use-shell-data";

interface DesktopHeaderProps {
  menu: MenuItem[];
  /** As the server sent it: the cart changes on their way move the badge here (docs/shop/04-flows.md §4.7). */
  cartCount: number;
  userLabel: string | null;
}

/**
 * The desktop header (docs/shop/02-pages.md §2.4): notification strip, logo, search, account, cart, and
 * the nav row (42 px).
 */
export function DesktopHeader({ menu, cartCount: sentCartCount, userLabel }: DesktopHeaderProps) {
  const cartCount = useOptimisticCartCount(sentCartCount);
  const site = useSite();
  const header = useRef<HTMLElement>(null);
  const navHidden = useHideOnScroll(header);
  const showCart = site.showCartHeader && !site.isCatalogShop;
  return (
    <>
      {site.notification && !site.isSimpleHeader ? (
        <div className="hidden bg-secondary text-center text-sm text-white md:block" data-notification="">
          {site.notification.url ? (
            <AppLink to={site.notification.url} className="block py-2 hover:underline">{site.notification.text}</AppLink>
          ) : (
            <p className="py-2">{site.notification.text}</p>
          )}
        </div>
      ) : null}
      <header
        ref={header}
        className="sticky top-0 z-40 hidden border-b border-line bg-white transition-[clip-path] duration-300 [clip-path:inset(0_0_-100vh_0)] data-[nav-hidden]:[clip-path:inset(0_0_42px_0)] md:block"
        data-nav-hidden={navHidden && !site.isSimpleHeader ? "" : undefined}
        data-desktop-header=""
      >
        <div className="container-shop flex h-20 items-center gap-6">
          <Logo />
          {site.isSimpleHeader ? null : <HeaderSearch className="max-w-xl flex-1" />}
          <div className="ms-auto flex items-center gap-2">
            <AccountButton userLabel={userLabel} />
            {showCart ? <CartMenu count={cartCount} /> : null}
          </div>
        </div>
        {site.isSimpleHeader ? null : (
          <div className="relative h-[42px] border-t border-line/70">
            <div className="container-shop flex h-full items-center justify-between">
              <MainNav menu={menu} />
              <div className="flex items-center gap-5">
                {/* Below 1024 px the navigation needs the room (an iPad upright); the price page is in it. */}
                <div className="hidden lg:contents">
                  <LiveGoldPrice />
                </div>
                <LanguageSwitch />
              </div>
            </div>
          </div>
        )}
      </header>
    </>
  );
}
