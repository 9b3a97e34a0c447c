import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatNumber } from "~/lib/format";

/**
 * Page links (each a shareable URL): first, last, the neighbours of the current one, and
 * previous/next. `label` names the list being paged for screen readers.
 */
export function Pagination({ page, lastPage, href, label }: { page: number; lastPage: number; href: (page: number) => string; label: string }) {
  const t = useT();
  const locale = useLocale();
  if (lastPage <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, lastPage])].filter((number) => number >= 1 && number <= lastPage).sort((a, b) => a - b);
  const link = "grid min-w-10 place-items-center rounded-xl border border-line bg-white px-3 py-2 text-sm hover:border-secondary";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2" data-pagination="">
      {page > 1 ? (
        <AppLink to={href(page - 1)} rel="prev" className={link}>{t("pagination.previous")}</AppLink>
      ) : null}
      {pages.map((number, index) => (
        <span key={number} className="contents">
          {index > 0 && number - pages[index - 1]! > 1 ? <span className="px-1 text-muted">…</span> : null}
          <AppLink
            to={href(number)}
            aria-label={t("pagination.page", { page: number })}
            aria-current={number === page ? "page" : undefined}
            className={`${link} aria-[current=page]:border-secondary aria-[current=page]:bg-secondary aria-[current=page]:text-white`}
            data-page-link={number}
          >
            {formatNumber(number, locale)}
          </AppLink>
        </span>
      ))}
      {page < lastPage ? (
        <AppLink to={href(page + 1)} rel="next" className={link}>{t("pagination.next")}</AppLink>
      ) : null}
    </nav>
  );
}
