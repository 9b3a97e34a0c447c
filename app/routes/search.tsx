import type { Route } from "./+types/search";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";
import { Chips } from "~/components/catalogue/chips";
import { ListingPage } from "~/components/catalogue/listing-page";
import { useT } from "~/components/locale";
import { SearchHeader } from "~/components/search/search-header";
import { listingPreloadLinks, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("search.pageTitleEmpty"), backBtnPath: "/", cart: true }),
};

/** /search?q=: the results page of the search form, for shoppers without JavaScript and for Enter. */
export { loadSearch as loader } from "./search.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMeta(matches, [
    { title: loaderData?.title ?? "" },
    { name: "robots", content: "noindex, follow" },
    ...(loaderData?.listing ? listingPreloadLinks(loaderData.listing.products, loaderData.picturesInline, matches) : []),
  ]);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, error, title, searched, didYouMean, categories, listing } = loaderData;
  const t = useT();
  const header = <SearchHeader title={title} query={query.search} error={error} searched={searched} didYouMean={didYouMean} />;
  const breadcrumb = [{ title: t("search.pageTitleEmpty"), href: "/search" }];
  if (listing) {
    return (
      <ListingPage
        title={title}
        breadcrumb={breadcrumb}
        header={header}
        chips={categories}
        chipsLabel={t("search.categories")}
        query={query}
        basePath="/search"
        options={listing.options}
        products={listing.products}
        total={listing.total}
        lastPage={listing.lastPage}
        emptyText={listing.emptyText}
      />
    );
  }
  return (
    <div className="container-shop flex flex-col gap-5 py-5 md:py-8">
      <Breadcrumb items={breadcrumb} />
      {header}
      {searched ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted" data-search-empty="">{t("search.noResults")}</p>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="search-suggestions" data-search-suggestions="">
          <h2 id="search-suggestions" className="mb-3 font-bold text-secondary">{t("search.suggestions")}</h2>
          <Chips label={t("search.suggestions")} chips={categories} />
        </section>
      ) : null}
    </div>
  );
}
