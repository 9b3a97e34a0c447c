import type { MetaDescriptor } from "react-router";
import type { ProductCard } from "../../../shop-api/contract/catalogue";
import { PageStructuredData } from "~/components/ui/json-ld";
import type { ListingQuery } from "~/lib/listing";
import type { FilterOptions } from "./listing-filters";
import { ListingPage } from "./listing-page";

export interface CatalogueListingData {
  title: string;
  intro: string;
  path: string;
  canonical: MetaDescriptor;
  query: ListingQuery;
  listing: { products: ProductCard[]; pagination: { total: number; last_page: number } };
  options: FilterOptions;
  emptyText: string;
}

/** The whole catalogue as a listing page (/shop, /gold-jewelry). */
export function CatalogueListing({ data }: { data: CatalogueListingData }) {
  return (
    <ListingPage
      title={data.title}
      intro={data.intro}
      breadcrumb={[{ title: data.title, href: data.path }]}
      query={data.query}
      basePath={data.path}
      options={data.options}
      products={data.listing.products}
      total={data.listing.pagination.total}
      lastPage={data.listing.pagination.last_page}
      emptyText={data.emptyText}
    >
      <PageStructuredData />
    </ListingPage>
  );
}
