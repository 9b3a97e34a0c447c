import type { ReactNode } from "react";
import type { ProductCard } from "../../../shop-api/contract/catalogue";
import { useLocale, useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { lazyComponent } from "~/components/ui/lazy";
import { useUrlDialog } from "~/components/ui/use-url-dialog";
import { formatNumber } from "~/lib/format";
import { activeFilterCount, type ListingQuery } from "~/lib/listing";
import { Breadcrumb } from "./breadcrumb";
import { type Chip, Chips } from "./chips";
import { type FilterOptions, ListingFilters } from "./listing-filters";
import { ListingResults } from "./listing-results";
import { FirstScreenEnd } from "~/components/ui/inline-styles";

const FiltersDialog = lazyComponent(() => import("./filters-dialog.lazy").then((module) => module.FiltersDialog));

interface ListingPageProps {
  title: string;
  intro?: string | null;
  breadcrumb: { title: string; href: string }[];
  /** Chips above the listing: sub-categories, a brand's categories, or the categories a search names. */
  chips?: Chip[];
  chipsLabel?: string;
  query: ListingQuery;
  /** The page's own path (language-neutral), for sort, page and filter links. */
  basePath: string;
  options: FilterOptions;
  products: ProductCard[];
  total: number;
  lastPage: number;
  emptyText: string;
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * A listing page (category, brand, shop, search): title, breadcrumb, chips, filters (a sidebar on
 * desktop, a dialog on phones, opened by `?dialog=filters` without JavaScript), sort, products, pages.
 */
export function ListingPage(props: ListingPageProps) {
  const t = useT();
  const locale = useLocale();
  const filtersDialog = useUrlDialog("filters");
  const count = activeFilterCount(props.query);
  return (
    <div className="container-shop flex flex-col gap-5 py-5 md:py-8">
      <Breadcrumb items={props.breadcrumb} />
      {props.header ?? (
        <header>
          <h1 className="text-2xl font-black text-secondary md:text-3xl">{props.title}</h1>
          {props.intro ? <p className="mt-2 max-w-3xl text-sm leading-7 text-muted">{props.intro}</p> : null}
        </header>
      )}
      {props.chips ? <Chips label={props.chipsLabel} chips={props.chips} /> : null}
      <div className="grid gap-5 md:grid-cols-[17rem_1fr]">
        <aside className="hidden md:block">
          <ListingFilters query={props.query} options={props.options} basePath={props.basePath} />
        </aside>
        <div className="flex flex-col gap-3">
          <a {...filtersDialog.trigger} className="flex items-center justify-center gap-2 rounded-xl border border-secondary bg-white py-2.5 text-sm font-semibold text-secondary md:hidden" data-open-filters="">
            <Icon name="tag" width={18} height={18} />
            {t("listing.filtersButton")}
            {count > 0 ? <span className="rounded-full bg-secondary px-2 text-xs text-white">{formatNumber(count, locale)}</span> : null}
          </a>
          <ListingResults query={props.query} basePath={props.basePath} products={props.products} total={props.total} lastPage={props.lastPage} emptyText={props.emptyText} />
        </div>
      </div>
      <FirstScreenEnd />
      {props.children}
      {filtersDialog.used ? (
        <FiltersDialog dialog={filtersDialog} title={t("listing.filters")}>
          <ListingFilters query={props.query} options={props.options} basePath={props.basePath} onApplied={filtersDialog.hide} />
        </FiltersDialog>
      ) : null}
    </div>
  );
}
