import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/catalogue/product-card";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Image } from "~/components/ui/image";
import { translatorFor } from "~/server-lib/i18n.server";
import { routeMeta } from "~/lib/meta";
import { normalizeText } from "~/lib/normalize";
import { SEARCH_MIN_CHARS } from "~/lib/search";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import type { ShellHandle } from "~/lib/shell";
import { searchCatalogue } from "~/shop/api/catalogue.server";

export const handle: ShellHandle = {
  sharedContent: "everyone",
  mobileHeader: (data, t) => ({ main: (data as { title?: string } | undefined)?.title ?? t("search.pageTitleEmpty"), backBtnPath: "/", cart: true }),
};

/**
 * /search?q=: the results page of the search form, for shoppers without JavaScript and for Enter.
 * A query longer than a search can be is refused beside the field (400), cut to that length.
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = args.context.shop;
  const typed = (new URL(args.request.url).searchParams.get("q") ?? "").trim();
  const tooLong = typed.length > INPUT_MAX.searchQuery;
  const query = typed.slice(0, INPUT_MAX.searchQuery);
  const searchable = normalizeText(query);
  const [t, result] = await Promise.all([
    translatorFor(ctx.locale),
    !tooLong && searchable.length >= SEARCH_MIN_CHARS ? searchCatalogue(ctx, searchable) : Promise.resolve(null),
  ]);
  const page = {
    query,
    error: tooLong ? t("validation.max", { length: INPUT_MAX.searchQuery }) : null,
    title: query ? t("search.pageTitle", { query }) : t("search.pageTitleEmpty"),
    categories: result?.categories.filter((category) => category.image) ?? [],
    products: result?.products ?? [],
    searched: result !== null,
  };
  return data(page, { status: tooLong ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  routeMeta(matches, [{ title: data?.title ?? "" }, { name: "robots", content: "noindex, follow" }]);

export default function SearchPage() {
  const { query, error, title, categories, products, searched } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-shop py-6">
      <h1 className="text-xl font-bold break-words text-secondary">{title}</h1>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">{t("header.search")}</label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t("header.searchPlaceholder")}
          maxLength={INPUT_MAX.searchQuery}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "search-page-q-error" : undefined}
          className="h-11 flex-1 rounded-xl border border-line bg-white px-4 text-sm outline-none focus:border-secondary"
        />
        <button type="submit" className="rounded-xl bg-secondary px-5 text-sm font-semibold text-white">{t("header.searchSubmit")}</button>
      </Form>
      {error ? (
        <p id="search-page-q-error" className="mt-2 text-sm text-third" data-field-error="q">{error}</p>
      ) : !searched ? (
        <p className="mt-4 text-sm text-muted">{t("search.minChars")}</p>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="search-categories" className="mt-6" data-search-categories="">
          <h2 id="search-categories" className="mb-3 font-bold text-secondary">{t("search.categories")}</h2>
          <ul className="flex flex-wrap gap-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <AppLink to={`/${category.slug}`} className="flex items-center gap-2 rounded-full border border-line bg-white py-1 pe-4 ps-1 text-sm hover:border-gold-500" data-search-category={category.slug}>
                  {category.image ? <Image src={category.image} alt="" width={80} height={80} displayWidth={40} sizes="40px" className="size-10 rounded-full object-cover" /> : null}
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {searched ? (
        <section aria-labelledby="search-products" className="mt-6">
          <h2 id="search-products" className="mb-3 font-bold text-secondary">
            {t("search.products")} <span className="text-sm font-normal text-muted">({t("search.resultsCount", { count: products.length })})</span>
          </h2>
          {products.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted" data-search-empty="">{t("search.noResults")}</p>
          ) : (
            <ProductGrid products={products} className="grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" />
          )}
        </section>
      ) : null}
    </div>
  );
}
