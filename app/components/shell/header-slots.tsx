import { useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { Slot } from "~/components/ui/slot";

// The header's and the bottom navigation's slots (lib/shell-slots.ts, decision 43), apart from
// personal-slots.tsx: only the shell's parts that come after the first view render them in the
// browser, so their code comes with those parts. The server renders them on their own for a shopper
// served a shared page (entry.server.tsx shellSlots): they take everything by props and use no hook
// but the translator.

/** The header cart link's name and badge (components/shell/cart-button.tsx). */
export function CartCountSlot({ count, locale }: { count: number; locale: Locale }) {
  const t = useT();
  return (
    <Slot name="cart-count">
    <span className="contents" data-shell="cart-count">
      <span className="sr-only">{t("header.cartCount", { count })}</span>{" "}
      {count > 0 ? (
        // The link is named by the text above.
        <span
          className="absolute -top-0.5 -end-0.5 grid min-w-5 place-items-center rounded-full bg-third px-1 text-[11px] font-bold leading-5 text-white"
          data-cart-count={count}
          aria-hidden="true"
        >
          {formatNumber(count, locale)}
        </span>
      ) : null}
    </span>
    </Slot>
  );
}

/** The bottom navigation's cart icon with its badge. */
export function BottomCartSlot({ count, locale }: { count: number; locale: Locale }) {
  return (
    <Slot name="bottom-cart">
    <span className="relative" data-shell="bottom-cart">
      <Icon name="cart" width={22} height={22} />
      {count > 0 ? (
        <span
          className="absolute -top-1.5 -end-2 grid min-w-4 place-items-center rounded-full bg-third px-1 text-[10px] font-bold leading-4 text-white"
          data-cart-count={count}
        >
          {formatNumber(count, locale)}
        </span>
      ) : null}
    </span>
    </Slot>
  );
}

/** The account button's label: the signed-in shopper's name or mobile, else "sign in". */
export function AccountLabelSlot({ userLabel }: { userLabel: string | null }) {
  const t = useT();
  return (
    <Slot name="account-label">
      <span className="max-w-40 truncate" data-shell="account-label">
        {userLabel ?? t("header.login")}
      </span>
    </Slot>
  );
}
