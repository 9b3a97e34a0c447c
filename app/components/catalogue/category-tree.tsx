import type { MenuItem } from "../../../shop-api/contract";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";

/**
 * Categories with their sub-categories as an accordion (<details>), so it opens without
 * JavaScript. Used by the category dialog and the /category page.
 */
export function CategoryTree({ categories, onNavigate }: { categories: MenuItem[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line" data-category-tree="">
      {categories.map((category) =>
        category.children.length > 0 ? (
          <li key={category.id}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3.5 font-semibold text-secondary [&::-webkit-details-marker]:hidden">
                {category.title}
                <Icon name="chevron" width={18} height={18} className="text-muted transition group-open:rotate-180" />
              </summary>
              <ul className="space-y-1 bg-page px-5 py-2">
                <li>
                  <AppLink to={category.slug} onClick={onNavigate} className="block py-2 text-sm font-semibold text-gold-700">
                    {t("menu.viewAll", { title: category.title })}
                  </AppLink>
                </li>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <AppLink to={child.slug} onClick={onNavigate} className="block py-2 text-sm text-ink hover:text-secondary">
                      {child.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={category.id}>
            <AppLink to={category.slug} onClick={onNavigate} className="block px-5 py-3.5 font-semibold text-secondary">
              {category.title}
            </AppLink>
          </li>
        ),
      )}
    </ul>
  );
}
