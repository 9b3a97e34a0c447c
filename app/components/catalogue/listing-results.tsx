import type { ProductCard as Product } from "../../../shop-api/contract/catalogue";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatNumber } from "~/lib/format";
import { type ListingQuery, listingSearch, SORT_VALUES } from "~/lib/listing";
import { ProductCard } from "./product-card";

/** Sort order as links (each a shareable URL), the result count, and the products. */
export function ListingResults({
  query,
  basePath,
  products,
  total,
  lastPage,
  emptyText,
}: {
  query: ListingQuery;
  basePath: string;
  products: Product[];
  total: number;
  lastPage: number;
  emptyText: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-2.5">
        <nav aria-label={t("listing.sort")} className="flex flex-wrap items-center gap-1 text-sm" data-sort="">
          <span className="me-1 font-semibold text-secondary">{t("listing.sort")}:</span>
          {SORT_VALUES.map((sort) => (
            <AppLink
              key={sort}
              to={`${basePath}${listingSearch(query, { sort, page: 1 })}`}
              preventScrollReset
              aria-current={query.sort === sort ? "true" : undefined}
              className="rounded-lg px-2.5 py-1 text-muted hover:text-secondary aria-[current=true]:bg-primary aria-[current=true]:font-semibold aria-[current=true]:text-secondary"
              data-sort-option={sort}
            >
              {t(`listing.sorts.${sort}`)}
            </AppLink>
          ))}
        </nav>
        <p className="text-xs text-muted" data-result-count={total}>{t("listing.results", { count: total })}</p>
      </div>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted" data-listing-empty="">{emptyText}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-listing="">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 ? <Pagination query={query} basePath={basePath} lastPage={lastPage} /> : null}
    </div>
  );
}

/** Page links: first, last, the neighbours of the current one, and previous/next. */
function Pagination({ query, basePath, lastPage }: { query: ListingQuery; basePath: string; lastPage: number }) {
  const t = useT();
  const locale = useLocale();
  const pages = [...new Set([1, query.page - 1, query.page, query.page + 1, lastPage])].filter((page) => page >= 1 && page <= lastPage).sort((a, b) => a - b);
  const href = (page: number) => `${basePath}${listingSearch(query, { page })}`;
  const link = "grid min-w-10 place-items-center rounded-xl border border-line bg-white px-3 py-2 text-sm hover:border-secondary";
  return (
    <nav aria-label={t("listing.pagination")} className="flex flex-wrap items-center justify-center gap-2" data-pagination="">
      {query.page > 1 ? (
        <AppLink to={href(query.page - 1)} rel="prev" className={link}>{t("listing.previous")}</AppLink>
      ) : null}
      {pages.map((page, index) => (
        <span key={page} className="contents">
          {index > 0 && page - pages[index - 1]! > 1 ? <span className="px-1 text-muted">…</span> : null}
          <AppLink
            to={href(page)}
            aria-label={t("listing.page", { page })}
            aria-current={page === query.page ? "page" : undefined}
            className={`${link} aria-[current=page]:border-secondary aria-[current=page]:bg-secondary aria-[current=page]:text-white`}
            data-page-link={page}
          >
            {formatNumber(page, locale)}
          </AppLink>
        </span>
      ))}
      {query.page < lastPage ? (
        <AppLink to={href(query.page + 1)} rel="next" className={link}>{t("listing.next")}</AppLink>
      ) : null}
    </nav>
  );
}
