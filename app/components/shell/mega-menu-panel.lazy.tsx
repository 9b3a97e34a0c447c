import type { MenuItem } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";

/**
 * The mega menu's panel: categories and their sub-categories (levels two and three). Rendered by
 * the server and kept as static HTML in the browser (components/ui/static-island.tsx). Its links
 * are never rendered by React in the browser, so React Router's route discovery attribute would be
 * bytes for nothing on every page (`discover="none"`); a click still finds its route.
 */
export function MegaMenuPanel({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <ul className="container-shop grid grid-cols-4 gap-x-8 gap-y-6 py-6 lg:grid-cols-5">
      {items.map((category) => (
        <li key={category.id}>
          <AppLink discover="none" to={category.slug} className="mb-2 block border-s-2 border-gold-500 ps-2 font-bold text-secondary hover:text-third">
            {category.title}
          </AppLink>
          {category.children.length > 0 ? (
            <ul className="space-y-1.5 ps-3">
              {category.children.map((child) => (
                <li key={child.id}>
                  <AppLink discover="none" to={child.slug} className="text-muted hover:text-secondary" data-menu-level="3">
                    {child.title}
                  </AppLink>
                </li>
              ))}
              <li>
                <AppLink discover="none" to={category.slug} className="text-xs font-semibold text-gold-700 hover:underline">
                  {t("menu.viewAll", { title: category.title })}
                </AppLink>
              </li>
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
