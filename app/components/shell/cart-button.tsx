import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { formatNumber } from "~/lib/format";

/** The cart icon with its item-count badge, to /checkout/cart. */
export function CartButton({ count, className = "" }: { count: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <AppLink
      to="/checkout/cart"
      className={`relative grid size-11 place-items-center rounded-xl text-secondary hover:bg-primary ${className}`}
      aria-label={t("header.cartCount", { count })}
      data-cart-link=""
    >
      <Icon name="cart" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -end-0.5 grid min-w-5 place-items-center rounded-full bg-third px-1 text-[11px] font-bold leading-5 text-white"
          data-cart-count={count}
          aria-hidden="true"
        >
          {formatNumber(count, locale)}
        </span>
      ) : null}
    </AppLink>
  );
}
