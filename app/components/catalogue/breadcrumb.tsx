import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";

/** A page's place in the catalogue: home, then each level; the last one is the page itself. */
export function Breadcrumb({ items }: { items: { title: string; href: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumb")} className="text-xs text-muted" data-breadcrumb="">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <AppLink to="/" className="hover:text-secondary">{t("header.home")}</AppLink>
        </li>
        {items.map((item, index) => (
          <li key={item.href} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">{item.title}</span>
            ) : (
              <AppLink to={item.href} className="hover:text-secondary">{item.title}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
