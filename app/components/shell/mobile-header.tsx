import { useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { LiveGoldPrice } from "./live-gold-price";
import { Logo } from "./logo";
import { MobileSearchField } from "./search-box";

export type Trigger = { href: string; onClick: (event: React.MouseEvent) => void; "aria-haspopup": "dialog" };

export const iconButton = "grid size-11 shrink-0 place-items-center rounded-xl text-secondary hover:bg-primary";

/** The mobile header on the home page (docs/shop/02-pages.md §2.5): a menu button, a search field and the logo. */
export function MobileHomeHeader({ menuTrigger, onOpenSearch }: { menuTrigger: Trigger; onOpenSearch: () => void }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white md:hidden" data-mobile-header="home">
      <div className="flex h-16 items-center gap-2 px-3">
        <a {...menuTrigger} className={iconButton}>
          <Icon name="menu" title={t("header.menu")} />
        </a>
        <MobileSearchField onOpenDialog={onOpenSearch} />
        <Logo className="[&_img]:h-9" />
      </div>
      <div className="flex justify-center border-t border-line/70 px-3 py-1.5">
        <LiveGoldPrice />
      </div>
    </header>
  );
}
