import { useNavigate } from "react-router";
import { useOptimisticCartCount } from "~/components/checkout/pending-cart";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import type { MobileHeaderConfig } from "~/lib/shell";
import { CartButton } from "./cart-button";
import { Logo } from "./logo";
import { iconButton, type Trigger } from "./mobile-header";

interface MobilePageHeaderProps {
  config: MobileHeaderConfig;
  /** As the server sent it: the cart changes on their way move the badge here (docs/shop/04-flows.md §4.7). */
  cartCount: number;
  showCart: boolean;
  shareTrigger: Trigger;
  searchTrigger: Trigger;
}

/**
 * The mobile header on other pages (docs/shop/02-pages.md §2.5), from the route's header data: a back
 * button to `backBtnPath`, a title or the logo, and the share, cart and search icons it asks for.
 */
export function MobilePageHeader({ config, cartCount: sentCartCount, showCart, shareTrigger, searchTrigger }: MobilePageHeaderProps) {
  const cartCount = useOptimisticCartCount(sentCartCount);
  const t = useT();
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white md:hidden" data-mobile-header="page">
      <div className="flex h-14 items-center gap-1 px-2">
        {config.backBtnPath ? (
          <AppLink
            to={config.backBtnPath}
            className={iconButton}
            onClick={(event) => {
              // After a navigation inside the shop, "back" returns to where the shopper was;
              // on a page opened directly it goes to backBtnPath.
              if ((window.history.state?.idx ?? 0) > 0) {
                event.preventDefault();
                navigate(-1);
              }
            }}
            data-back-button=""
          >
            <Icon name="back" className="ltr:rotate-180" title={t("header.back")} />
          </AppLink>
        ) : null}
        <div className="min-w-0 flex-1 px-1">
          {config.main === "logo" ? (
            <Logo className="[&_img]:h-8" />
          ) : (
            <p className="truncate text-base font-bold text-secondary" data-mobile-title="">{config.main}</p>
          )}
        </div>
        {config.share ? (
          <a {...shareTrigger} className={iconButton} data-share-button="">
            <Icon name="share" title={t("header.share")} />
          </a>
        ) : null}
        {config.search ? (
          <a {...searchTrigger} className={iconButton}>
            <Icon name="search" title={t("header.search")} />
          </a>
        ) : null}
        {config.cart && showCart ? <CartButton count={cartCount} /> : null}
      </div>
    </header>
  );
}
