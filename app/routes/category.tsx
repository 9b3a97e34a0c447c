import { data, redirect } from "react-router";
import type { Route } from "./+types/category";
import { FaqSection } from "~/components/catalogue/faq-section";
import { ListingPage } from "~/components/catalogue/listing-page";
import { useT } from "~/components/locale";
import { PageStructuredData } from "~/components/ui/json-ld";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { activeFilterCount, listingSearch, parseListingQuery, pastLastPage } from "~/lib/listing";
import { listingCanonical } from "~/lib/listing-meta";
import { localizePath } from "~/lib/locale";
import { listingPreloadLinks, rootMatchData, routeMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { breadcrumbListLd, faqPageLd, itemListLd } from "~/lib/structured-data";
import { optional } from "~/shop/request/client.server";
import { provideStructuredData } from "~/shop/page-data/structured-data.server";
import { inlineProductCards } from "~/shop/page-data/images.server";
import { brandOptions, filterRanges } from "~/shop/page-data/listing-data.server";
import {
  getCategoryAttributes,
  getCategoryBrands,
  getCategoryBreadcrumb,
  getCategoryFaqs,
  getCategoryPage,
  getProductPage,
  getSubCategories,
} from "~/shop/api/pages.server";
import { publicOrigin } from "~/shop/request/origin.server";

export const handle: ShellHandle<Route.ComponentProps["loaderData"]> = {
  sharedContent: "everyone",
  footerMobileBlock: true,
  mobileHeader: (data, t) => ({ main: data?.title ?? t("menu.categories"), backBtnPath: "/", cart: true, search: true }),
};

/**
 * /{categoryslug} (route name categoryslug-slug): a category's products with filters, sort and
 * pages from the URL, its sub-categories, FAQ and structured data. Every call is made at once;
 * an unknown slug that names a product leads to the product's page, otherwise it is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const url = new URL(args.url);
  const slug = args.params.categoryslug ?? "";
  const query = parseListingQuery(url.searchParams);
  const [page, subCategories, brands, attributes, breadcrumb, faqs, t] = await Promise.all([
    getCategoryPage(ctx, slug, query),
    // The category's products are required; its other parts are optional (undefined: failed).
    optional(ctx, "GET /sub-category/{slug}", () => getSubCategories(ctx, slug), null),
    optional(ctx, "GET /category-brands/{slug}", () => getCategoryBrands(ctx, slug), undefined),
    optional(ctx, "GET /category-attributes/{slug}", () => getCategoryAttributes(ctx, slug), undefined),
    optional(ctx, "GET /category-breadcrumb/{slug}", () => getCategoryBreadcrumb(ctx, slug), null),
    optional(ctx, "GET /category-faqs/{slug}", () => getCategoryFaqs(ctx, slug), null),
    translatorFor(ctx.locale, "listing"),
  ]);
  if (!page || attributes === null) {
    // "/{slug}" is also a product's page without its category (docs/shop/02-pages.md §2.10).
    const product = await getProductPage(ctx, [slug]);
    if (product) throw redirect(localizePath(product.meta.canonical, ctx.locale), 301);
    throw data(null, { status: 404 });
  }
  const last = pastLastPage(query, page.pagination.last_page);
  if (last !== null) throw redirect(`${url.pathname}${listingSearch(query, { page: last })}`);
  const picturesInline = await inlineProductCards(args, page.products);
  const origin = publicOrigin(args.request);
  const { category } = page;
  const trail = (breadcrumb ?? []).map((item) => ({ title: item.title, path: `/${item.slug}` }));
  provideStructuredData(args, [
    breadcrumbListLd([{ title: t("listing.home"), path: "/" }, ...trail], origin, ctx.locale),
    ...(page.products.length > 0 ? [itemListLd(category.title, page.products, origin, ctx.locale)] : []),
    ...(faqs?.length ? [faqPageLd(faqs)] : []),
  ]);
  return {
    i18n: messagesFor(ctx.locale, "listing"),
    title: category.title,
    metaTitle: category.title,
    metaDescription: category.meta_description,
    robots: category.robot,
    canonical: listingCanonical(origin, category.canonical, query.page, ctx.locale),
    category,
    query,
    page,
    picturesInline,
    subCategories: subCategories ?? [],
    options: { brands: brandOptions(brands ?? []), ...filterRanges(attributes), missing: brands === undefined || attributes === undefined },
    breadcrumb: trail,
    faqs: faqs ?? [],
    emptyText: t(activeFilterCount(query) === 0 ? "listing.empty" : "listing.noMatch"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return routeMeta(matches, []);
  const { shopName: shop } = rootMatchData(matches);
  return routeMeta(matches, [
    { title: shop ? `${loaderData.metaTitle} | ${shop}` : loaderData.metaTitle },
    { name: "description", content: loaderData.metaDescription },
    { property: "og:title", content: loaderData.metaTitle },
    { property: "og:description", content: loaderData.metaDescription },
    { name: "robots", content: loaderData.robots },
    loaderData.canonical,
    ...listingPreloadLinks(loaderData.page.products, loaderData.picturesInline, matches),
  ]);
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, query, page, subCategories, options, breadcrumb, faqs, emptyText } = loaderData;
  const t = useT();
  return (
    <ListingPage
      title={category.title}
      intro={category.description}
      breadcrumb={breadcrumb.map((item) => ({ title: item.title, href: item.path }))}
      chips={subCategories.map((sub) => ({ title: sub.title, href: `/${sub.slug}`, count: sub.product_count }))}
      chipsLabel={t("listing.subCategories")}
      query={query}
      basePath={`/${category.slug}`}
      options={options}
      products={page.products}
      total={page.pagination.total}
      lastPage={page.pagination.last_page}
      emptyText={emptyText}
    >
      <FaqSection id="category-faq" items={faqs} />
      <PageStructuredData />
    </ListingPage>
  );
}
