import { data, redirect } from "react-router";
import type { Route } from "./+types/brand";
import { ListingPage } from "~/components/catalogue/listing-page";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { PageStructuredData } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { imageUrl } from "~/lib/images";
import { activeFilterCount, listingSearch, parseListingQuery, pastLastPage } from "~/lib/listing";
import { listingCanonical } from "~/lib/listing-meta";
import { listingPreloadLinks, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { breadcrumbListLd, itemListLd } from "~/lib/structured-data";
import { getList } from "~/shop/api/catalogue.server";
import { getSiteConfig } from "~/shop/api/configs.server";
import { optional } from "~/shop/request/client.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { inlineProductCards } from "~/shop/page-data/images.server";
import { filterRanges } from "~/shop/page-data/listing-data.server";
import { getBrandCategories, getBrandPage, getCatalogue } from "~/shop/api/pages.server";
import { publicOrigin } from "~/shop/request/origin.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: data?.title ?? t("listing.brands"), backBtnPath: "/", cart: true, search: true }),
};

/**
 * /brand/{slug}: a brand, its categories and its products with the listing's filters. /brand with
 * no slug: every brand (the brands list of the site configs).
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const origin = publicOrigin(args.request);
  const t = await translatorFor(ctx.locale, "listing");
  const slug = args.params.slug;
  if (!slug) {
    const config = await getSiteConfig(ctx);
    const list = config.brands_list_id ? await getList(ctx, config.brands_list_id) : null;
    return { kind: "index" as const, i18n: messagesFor(ctx.locale, "listing"), title: t("listing.brands"), brands: list?.type === "brand" ? list.items : [] };
  }
  const query = parseListingQuery(url.searchParams);
  // The colour, weight and price filters offer what the whole shop has (GET /products answers it).
  // The brand's products are required; its categories and the filters' ranges are optional.
  const [page, categories, catalogue] = await Promise.all([
    getBrandPage(ctx, slug, query),
    optional(ctx, "GET /brand-categories/{slug}", () => getBrandCategories(ctx, slug), null),
    optional(ctx, "GET /products", () => getCatalogue(ctx, parseListingQuery(new URLSearchParams())), null),
  ]);
  if (!page) throw data(null, { status: 404 });
  const last = pastLastPage(query, page.pagination.last_page);
  if (last !== null) throw redirect(`${url.pathname}${listingSearch(query, { page: last })}`);
  const picturesInline = await inlineProductCards(args, page.products);
  const { brand } = page;
  provideStructuredData(args, [
    breadcrumbListLd([{ title: t("listing.home"), path: "/" }, { title: t("listing.brands"), path: "/brand" }, { title: brand.name, path: `/brand/${brand.slug}` }], origin, ctx.locale),
    ...(page.products.length > 0 ? [itemListLd(brand.name, page.products, origin, ctx.locale)] : []),
  ]);
  return {
    kind: "brand" as const,
    i18n: messagesFor(ctx.locale, "listing"),
    title: brand.name,
    brand,
    categories: categories ?? [],
    query,
    page,
    metaDescription: brand.meta_description,
    canonical: listingCanonical(origin, `/brand/${brand.slug}`, query.page, ctx.locale),
    options: { brands: [], ...filterRanges(catalogue?.attributes), missing: !catalogue },
    emptyText: t(activeFilterCount(query) === 0 ? "listing.empty" : "listing.noMatch"),
    picturesInline,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta(matches, []);
  if (loaderData.kind === "index") return routeMeta(matches, [{ title: loaderData.title }]);
  return routeMeta(matches, [{ title: loaderData.title }, { name: "description", content: loaderData.metaDescription }, loaderData.canonical, ...listingPreloadLinks(loaderData.page.products, loaderData.picturesInline, matches)]);
};

export default function BrandPage({ loaderData: loaded }: Route.ComponentProps) {
  const t = useT();
  if (loaded.kind === "index") {
    return (
      <div className="container-shop py-6">
        <h1 className="text-2xl font-black text-secondary">{loaded.title}</h1>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {loaded.brands.map((brand) => (
            <li key={brand.slug}>
              <AppLink to={`/brand/${brand.slug}`} className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-white p-4 text-sm font-semibold hover:border-gold-500" data-brand-link={brand.slug}>
                <img src={imageUrl(brand.logo)} alt="" width={140} height={56} loading="lazy" className="h-12 w-auto" />
                {brand.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const { brand, categories, query, page, options, emptyText } = loaded;
  return (
    <ListingPage
      title={brand.name}
      breadcrumb={[{ title: t("listing.brands"), href: "/brand" }, { title: brand.name, href: `/brand/${brand.slug}` }]}
      header={
        <header className="flex items-center gap-4 rounded-3xl border border-line bg-white p-5" data-brand-header={brand.slug}>
          <img src={imageUrl(brand.logo)} alt="" width={160} height={64} className="h-14 w-auto" />
          <div>
            <h1 className="text-2xl font-black text-secondary">{brand.name}</h1>
            {brand.description ? <p className="mt-1 max-w-3xl text-sm leading-7 text-muted">{brand.description}</p> : null}
          </div>
        </header>
      }
      chips={categories.map((category) => ({ title: category.title, href: `/${category.slug}`, count: category.product_count }))}
      chipsLabel={t("listing.brandCategories")}
      query={query}
      basePath={`/brand/${brand.slug}`}
      options={options}
      products={page.products}
      total={page.pagination.total}
      lastPage={page.pagination.last_page}
      emptyText={emptyText}
    >
      <PageStructuredData />
    </ListingPage>
  );
}
