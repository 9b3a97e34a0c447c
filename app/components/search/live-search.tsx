import { useEffect, useState } from "react";
import { Carousel } from "~/components/catalogue/carousel";
import { PriceTag } from "~/components/catalogue/price-tag";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Image } from "~/components/ui/image";
import { LIVE_SEARCH_SIZE, type LiveSearchAnswer, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, searchableLength } from "~/lib/search";

type State = { status: "idle" } | { status: "loading" } | { status: "done"; result: LiveSearchAnswer };

/**
 * Live results for a query (docs/shop/04-flows.md §4.16): nothing under three characters; from three,
 * skeletons at once and one request 500 ms after the last keystroke; an older answer never replaces a
 * newer one (the older request is aborted); a failure is logged and loading ends. Loaded only when a
 * shopper first focuses a search box.
 */
export function LiveSearchResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: "idle" });

  useEffect(() => {
    if (searchableLength(query) < SEARCH_MIN_CHARS) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query.trim(), lang: locale });
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const result = (await response.json()) as LiveSearchAnswer;
        if (!controller.signal.aborted) setState({ status: "done", result });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("search failed", error);
        setState({ status: "idle" });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  if (state.status === "idle") return null;
  if (state.status === "loading") {
    return (
      <div role="status" aria-busy="true" aria-label={t("search.loading")} data-search-loading="">
        <div className="flex gap-3 overflow-hidden p-4">
          {Array.from({ length: LIVE_SEARCH_SIZE.categories }, (_, index) => (
            <div key={index} className="h-24 w-28 shrink-0 animate-pulse rounded-xl bg-line/60" data-skeleton="category" />
          ))}
        </div>
        <ul className="space-y-3 px-4 pb-4">
          {Array.from({ length: LIVE_SEARCH_SIZE.products }, (_, index) => (
            <li key={index} className="flex animate-pulse items-center gap-3" data-skeleton="product">
              <div className="size-14 rounded-lg bg-line/60" />
              <div className="h-4 flex-1 rounded bg-line/60" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const { categories, products, total } = state.result;
  return (
    <div data-search-results="">
      {categories.length > 0 ? (
        <section aria-label={t("search.categories")} className="border-b border-line p-4" data-search-categories="">
          <h3 className="mb-2 text-xs font-semibold text-muted">{t("search.categories")}</h3>
          <Carousel label={t("search.categories")} perView={{ mobile: 4.5, desktop: 5.5 }}>
            {categories.map((category) => (
              <AppLink key={category.slug} to={`/${category.slug}`} onClick={onChoose} className="flex flex-col items-center gap-1 text-center text-xs" data-search-category={category.slug}>
                {category.image ? (
                  <Image src={category.image} alt="" width={120} height={120} displayWidth={80} sizes="80px" className="aspect-square w-full rounded-xl object-cover" />
                ) : null}
                <span className="line-clamp-1">{category.name}</span>
              </AppLink>
            ))}
          </Carousel>
        </section>
      ) : null}
      <section aria-label={t("search.products")} className="p-2">
        {products.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted" data-search-empty="">{t("search.noResults")}</p>
        ) : (
          <ul>
            {products.map((product) => (
              <li key={product.id}>
                <AppLink to={`/${product.slug_with_cat}`} onClick={onChoose} className="flex items-center gap-3 rounded-xl p-2 hover:bg-page" data-search-product={product.id}>
                  <Image src={product.image} alt="" width={120} height={120} displayWidth={56} sizes="56px" className="size-14 shrink-0 rounded-lg object-cover" />
                  <span className="line-clamp-2 flex-1 text-sm">{product.name}</span>
                  <PriceTag price={product.price} special={product.special} discountPercent={product.discount_percent} />
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {products.length > 0 ? (
          <AppLink to={`/search?${new URLSearchParams({ q: query.trim() })}`} onClick={onChoose} className="block rounded-xl p-2 text-center text-sm font-semibold text-secondary hover:bg-page" data-search-all={total}>
            {t("search.seeAll", { count: total })}
          </AppLink>
        ) : null}
      </section>
    </div>
  );
}
