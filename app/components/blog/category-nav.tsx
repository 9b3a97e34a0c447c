import type { PostCategory } from "../../../shop-api/contract";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { postCategoryPath } from "~/lib/blog";
import { formatNumber } from "~/lib/format";

// The information pages' side list (components/info/info-nav.tsx), in the same classes.
const linkClass = "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm hover:text-secondary";
const currentClass = "border-s-2 border-gold-500 bg-gold-50 font-semibold text-secondary";

/** The magazine's categories beside a page: all articles, then each category, the current one marked. */
export function CategoryNav({ categories, current }: { categories: PostCategory[]; current: number | null }) {
  const t = useT();
  const locale = useLocale();
  const links = [
    { key: "all", to: "/blog", title: t("blog.allPosts"), count: null as number | null, isCurrent: current === null },
    ...categories.map((category) => ({ key: String(category.id), to: postCategoryPath(category.id), title: category.name, count: category.post_count, isCurrent: category.id === current })),
  ];
  return (
    <nav aria-labelledby="blog-categories" className="rounded-2xl border border-line bg-white p-3" data-blog-categories="">
      <h2 id="blog-categories" className="px-3 py-1 text-xs font-bold text-muted">{t("blog.categories")}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <AppLink to={link.to} aria-current={link.isCurrent ? "page" : undefined} className={link.isCurrent ? `${linkClass} ${currentClass}` : linkClass} data-blog-category={link.key}>
              <span>{link.title}</span>
              {link.count === null ? null : <span className="text-xs text-muted tabular">{formatNumber(link.count, locale)}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
