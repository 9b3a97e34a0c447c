import type { MenuItem } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { ChevronIcon } from "~/components/ui/icons";

/**
 * The header navigation (spec §2): the first item opens a three-level mega menu on hover and on
 * keyboard focus. Both are CSS (`group-hover`, `group-focus-within`), so it works without JavaScript
 * and a keyboard user tabs from the item straight into its panel.
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
              <ChevronIcon width={16} height={16} className="transition group-hover:rotate-180 group-focus-within:rotate-180" />
            </AppLink>
            <MegaMenuPanel items={first.children} />
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

function MegaMenuPanel({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <div
      className="invisible absolute inset-x-0 top-full z-40 max-h-[450px] overflow-y-auto border-t border-line bg-white opacity-0 shadow-xl transition-[opacity,visibility] duration-150 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100"
      data-mega-panel=""
    >
      <ul className="container-shop grid grid-cols-4 gap-x-8 gap-y-6 py-6 lg:grid-cols-5">
        {items.map((category) => (
          <li key={category.id}>
            <AppLink to={category.slug} className="mb-2 block border-s-2 border-gold-500 ps-2 font-bold text-secondary hover:text-third">
              {category.title}
            </AppLink>
            {category.children.length > 0 ? (
              <ul className="space-y-1.5 ps-3">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <AppLink to={child.slug} className="text-muted hover:text-secondary" data-menu-level="3">
                      {child.title}
                    </AppLink>
                  </li>
                ))}
                <li>
                  <AppLink to={category.slug} className="text-xs font-semibold text-gold-700 hover:underline">
                    {t("menu.viewAll", { title: category.title })}
                  </AppLink>
                </li>
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
