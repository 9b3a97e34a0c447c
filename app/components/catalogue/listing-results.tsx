import { Fragment } from "react";
import type { ProductCard as Product } from "../../../shop-api/contract/catalogue";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { DeferImages } from "~/components/ui/image";
import { Pagination } from "~/components/ui/pagination";
import { useImagesNearScreen } from "~/components/ui/use-near-screen";
import { FIRST_SCREEN_CARDS } from "~/lib/images";
import { type ListingQuery, listingSearch, listingSorts } from "~/lib/listing";
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
  useImagesNearScreen(products);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-2.5">
        <nav aria-label={t("listing.sort")} className="flex flex-wrap items-center gap-1 text-sm" data-sort="">
          <span className="me-1 font-semibold text-secondary">{t("listing.sort")}:</span>
          {listingSorts(query).map((sort) => (
            <Fragment key={sort}>
            {" "}
            <AppLink
              to={`${basePath}${listingSearch(query, { sort, page: 1 })}`}
              preventScrollReset
              aria-current={query.sort === sort ? "true" : undefined}
              className="rounded-lg px-2.5 py-1 text-muted hover:text-secondary aria-[current=true]:bg-primary aria-[current=true]:font-semibold aria-[current=true]:text-secondary"
              data-sort-option={sort}
            >
              {t(`listing.sorts.${sort}`)}
            </AppLink>
            </Fragment>
          ))}
        </nav>
        {/* The heading of the products below (their cards' names are h3 under the page's h1). */}
        <h2 className="text-xs text-muted" data-result-count={total}>{t("listing.results", { count: total })}</h2>
      </div>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted" data-listing-empty="">{emptyText}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-listing="">
          {products.map((product, index) => (
            <li key={product.id}>
              {/* The cards after the first screen's wait until the shopper comes near (decision 41). */}
              <DeferImages.Provider value={index >= FIRST_SCREEN_CARDS}>
                <ProductCard product={product} priority={index < FIRST_SCREEN_CARDS} />
              </DeferImages.Provider>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} lastPage={lastPage} href={(page) => `${basePath}${listingSearch(query, { page })}`} label={t("listing.pagination")} />
    </div>
  );
}
