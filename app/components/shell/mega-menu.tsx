import type { MenuItem } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { lazyComponent } from "~/components/ui/lazy";
import { StaticIsland } from "~/components/ui/static-island";
import { Icon } from "~/components/ui/icons";

const MegaMenuPanel = lazyComponent(() => import("./mega-menu-panel.lazy").then((module) => module.MegaMenuPanel));

/**
 * The header navigation (docs/shop/02-pages.md §2.4): the first item opens a three-level mega menu on
 * hover and on keyboard focus. Both are CSS (`group-hover`, `group-focus-within`), so it works without
 * JavaScript and a keyboard user tabs from the item straight into its panel.
 */
export function MainNav({ menu }: { menu: MenuItem[] }) {
  const t = useT();
  const [first, ...rest] = menu;
  return (
    <nav aria-label={t("header.mainNav")} className="h-full">
      <ul className="flex h-full items-center gap-1 text-sm">
        {first ? (
          <li className="group h-full" data-mega-menu="">
            <AppLink
              to={first.slug}
              aria-haspopup="true"
              className="flex h-full items-center gap-1 rounded-lg px-3 font-bold text-secondary group-hover:bg-primary/60 group-focus-within:bg-primary/60"
            >
              {first.title}
              <Icon name="chevron" width={16} height={16} className="transition group-hover:rotate-180 group-focus-within:rotate-180" />
            </AppLink>
            <StaticIsland
              id="mega-menu-panel"
              component={MegaMenuPanel}
              props={{ items: first.children }}
              className="invisible absolute inset-x-0 top-full z-40 max-h-[450px] overflow-y-auto border-t border-line bg-white opacity-0 shadow-xl transition-[opacity,visibility] duration-150 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100"
            />
          </li>
        ) : null}
        {rest.map((item) => (
          <li key={item.id} className="h-full">
            <AppLink to={item.slug} className="flex h-full items-center rounded-lg px-3 text-ink hover:bg-primary/60 hover:text-secondary">
              {item.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
