import { useLocation } from "react-router";
import { useOptimisticCartCount } from "~/components/checkout/pending-cart";
import { useLocale, useLocalizedPath, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { stripLocale } from "~/lib/locale";
import { BottomCartSlot } from "./header-slots";

type Item = "home" | "categories" | "cart" | "installment" | "profile";

/** Which item the current path belongs to (docs/shop/02-pages.md §2.6: the active item follows the path). */
export function activeBottomNavItem(pathname: string): Item | null {
  const path = stripLocale(pathname);
  if (path === "/") return "home";
  if (path === "/category") return "categories";
  if (path.startsWith("/checkout")) return "cart";
  if (path === "/profile" || path.startsWith("/profile/") || path === "/login") return "profile";
  return null;
}

interface BottomNavProps {
  /** As the server sent it: the cart changes on their way move the badge here (docs/shop/04-flows.md §4.7). */
  cartCount: number;
  showCart: boolean;
  installmentUrl: string | null;
  /** Opens the category panel with JavaScript; without it the link goes to /category. */
  onCategories: (event: React.MouseEvent) => void;
}

/** The bottom navigation (docs/shop/02-pages.md §2.6): five items under the thumb on phones. */
export function BottomNav({ cartCount: sentCartCount, showCart, installmentUrl, onCategories }: BottomNavProps) {
  const cartCount = useOptimisticCartCount(sentCartCount);
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const active = activeBottomNavItem(useLocation().pathname);
  const item = (name: Item) =>
    `relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] ${
      active === name ? "font-bold text-secondary" : "text-muted"
    }`;
  return (
    <nav
      aria-label={t("bottomNav.label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      data-bottom-nav=""
    >
      <div className="flex h-16">
        <AppLink to="/" className={item("home")} aria-current={active === "home" ? "page" : undefined}>
          <Icon name="home" width={22} height={22} />
          {t("bottomNav.home")}
        </AppLink>{" "}
        <a
          href={localize("/category")}
          onClick={onCategories}
          className={item("categories")}
          aria-current={active === "categories" ? "page" : undefined}
          aria-haspopup="dialog"
          data-bottom-categories=""
        >
          <Icon name="grid" width={22} height={22} />
          {t("bottomNav.categories")}
        </a>{" "}
        {showCart ? (
          <AppLink to="/checkout/cart" className={item("cart")} aria-current={active === "cart" ? "page" : undefined}>
            <BottomCartSlot count={cartCount} locale={locale} />{" "}
            {t("bottomNav.cart")}
          </AppLink>
        ) : null}{" "}
        {installmentUrl ? (
          <AppLink to={installmentUrl} className={item("installment")}>
            <Icon name="installment" width={22} height={22} />
            {t("bottomNav.installment")}
          </AppLink>
        ) : null}{" "}
        <AppLink to="/profile" className={item("profile")} aria-current={active === "profile" ? "page" : undefined}>
          <Icon name="user" width={22} height={22} />
          {t("bottomNav.profile")}
        </AppLink>
      </div>
    </nav>
  );
}
