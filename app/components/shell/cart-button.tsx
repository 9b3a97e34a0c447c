import { useLocale } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { CartCountSlot } from "./header-slots";

/** The cart icon with its item-count badge, to /checkout/cart; named by its slot (the count in words). */
export function CartButton({ count, className = "" }: { count: number; className?: string }) {
  const locale = useLocale();
  return (
    <AppLink
      to="/checkout/cart"
      className={`relative grid size-11 place-items-center rounded-xl text-secondary hover:bg-primary ${className}`}
      data-cart-link=""
    >
      <Icon name="cart" />
      <CartCountSlot count={count} locale={locale} />
    </AppLink>
  );
}
