import { type FocusEvent, useState } from "react";
import { lazyComponent } from "~/components/ui/lazy";
import { CartButton } from "./cart-button";

/** The popup's code and the cart's lines arrive on the first hover, not with the page. */
const CartPopup = lazyComponent(() => import("./cart-popup.lazy").then((module) => module.CartPopup));

/**
 * The desktop header's cart (docs/shop/02-pages.md §2.4, docs/shop/04-flows.md §4.17): the icon with
 * its badge, and on hover (or keyboard focus) a popup of the lines, shown only when the cart has items,
 * hidden when the pointer leaves. Without JavaScript the icon is a plain link to /checkout/cart.
 */
export function CartMenu({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(count > 0);
  const hide = () => setOpen(false);
  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hide();
  };
  return (
    <div
      className="relative"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={blur}
      onKeyDown={(event) => event.key === "Escape" && hide()}
      data-cart-menu=""
    >
      <CartButton count={count} />
      {open && count > 0 ? <CartPopup count={count} onChoose={hide} /> : null}
    </div>
  );
}
