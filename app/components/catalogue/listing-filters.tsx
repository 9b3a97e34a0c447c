import { Form, useSubmit } from "react-router";
import type { FormEvent, ReactNode } from "react";
import type { Colour } from "../../../shop-api/contract/pages";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { groupDigitsAsTyped } from "~/components/ui/grouped-number";
import { formatNumber } from "~/lib/format";
import { activeFilterCount, type ListingQuery, listingSearch, withoutFilters } from "~/lib/listing";

export interface FilterOptions {
  brands: { slug: string; name: string; count: number }[];
  colours: { value: Colour; label: string; count: number }[];
  weight: { min: number; max: number } | null;
  price: { min: number; max: number } | null;
  /** Some of the filters could not be loaded (an optional Shop API call failed): the form says so. */
  missing?: boolean;
}

/**
 * The listing's filters (brand, weight range, price range, colour, in stock only) as one GET form:
 * every state is a URL. Without JavaScript it has an Apply button; with it, a change applies at
 * once without a full reload (the same GET, made by React Router).
 */
export function ListingFilters({ query, options, basePath, onApplied }: { query: ListingQuery; options: FilterOptions; basePath: string; onApplied?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const submit = useSubmit();
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Amounts apply on Enter or with the Apply button, not at every keystroke.
    if ((event.target as HTMLElement).hasAttribute("data-typed-number")) return;
    // Fields left empty stay out of the address (a plain form post cannot leave them out).
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    submit(fields, { method: "get", preventScrollReset: true, replace: true });
  };
  const count = activeFilterCount(query);
  return (
    <Form method="get" onChange={onChange} onSubmit={onApplied} className="flex flex-col gap-3" data-filters="" aria-label={t("listing.filters")}>
      <div className="flex items-center justify-between">
        <p className="font-bold text-secondary">
          {t("listing.filters")} <span className="text-xs font-normal text-muted" data-filter-count={count}>({count > 0 ? t("listing.filterCount", { count }) : t("listing.noFilters")})</span>
        </p>
        {count > 0 ? (
          <AppLink to={`${basePath}${listingSearch(withoutFilters(query))}`} className="text-xs font-semibold text-third hover:underline" data-clear-filters="">
            {t("listing.clear")}
          </AppLink>
        ) : null}
      </div>
      {options.missing ? (
        <p className="text-xs text-muted" data-filters-missing="">
          {t("listing.filtersMissing")}
        </p>
      ) : null}
      {/* What the form does not show goes with it: the search's query and the order. */}
      {query.search !== null ? <input type="hidden" name="q" value={query.search} /> : null}
      <input type="hidden" name="sort" value={query.sort} />
      <label className={`${FILTER_BOX} flex cursor-pointer items-center justify-between gap-3 text-sm font-semibold`}>
        {t("listing.inStock")}
        <input type="checkbox" name="in_stock" value="1" defaultChecked={query.inStock} className="size-5 accent-[var(--color-secondary)]" />
      </label>
      {options.brands.length > 0 ? (
        <FilterBox legend={t("listing.brand")}>
          <ul className="flex max-h-56 flex-col gap-2 overflow-y-auto">
            {options.brands.map((brand) => (
              <li key={brand.slug}>
                <label className="flex cursor-pointer items-center gap-2 text-sm">
                  <input type="checkbox" name="brand" value={brand.slug} defaultChecked={query.brand.includes(brand.slug)} className="size-4 accent-[var(--color-secondary)]" />
                  <span className="flex-1">{brand.name}</span>{" "}
                  <span className="text-xs text-muted">{formatNumber(brand.count, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
        </FilterBox>
      ) : null}
      {options.colours.length > 0 ? (
        <FilterBox legend={t("listing.colour")}>
          <ul className="flex flex-wrap gap-2">
            {options.colours.map((colour) => (
              <li key={colour.value}>
                <label className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-secondary has-[:checked]:bg-primary">
                  <input type="checkbox" name="colour" value={colour.value} defaultChecked={query.colour.includes(colour.value)} className="sr-only" />
                  <span className={`size-3 rounded-full ${COLOUR_SWATCH[colour.value]}`} aria-hidden="true" />
                  {colour.label}
                </label>
              </li>
            ))}
          </ul>
        </FilterBox>
      ) : null}
      {options.weight ? (
        <RangeFields legend={t("listing.weight")} names={["min_weight", "max_weight"]} values={[query.minWeight, query.maxWeight]} bounds={options.weight} fractionDigits={2} />
      ) : null}
      {options.price ? (
        <RangeFields legend={t("listing.price")} names={["min_price", "max_price"]} values={[query.minPrice, query.maxPrice]} bounds={options.price} fractionDigits={0} />
      ) : null}
      <button type="submit" className="rounded-xl bg-secondary py-3 text-sm font-semibold text-white" data-apply-filters="">
        {t("listing.apply")}
      </button>
    </Form>
  );
}

const FILTER_BOX = "rounded-2xl border border-line bg-white p-4";

/**
 * A group of filters with its title. The legend floats so that it sits inside the box rather than
 * on its border; what follows clears the float, or a flex or grid box beside it gets no width.
 */
function FilterBox({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={FILTER_BOX}>
      <legend className="float-start mb-2 w-full text-sm font-bold text-secondary">{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

const COLOUR_SWATCH: Record<Colour, string> = {
  yellow: "bg-gradient-to-br from-amber-200 to-amber-500",
  white: "bg-gradient-to-br from-slate-100 to-slate-400",
  rose: "bg-gradient-to-br from-rose-200 to-rose-400",
};

function RangeFields({
  legend,
  names,
  values,
  bounds,
  fractionDigits,
}: {
  legend: string;
  names: [string, string];
  values: [number | null, number | null];
  bounds: { min: number; max: number };
  /** Grams to the hundredth, toman whole. */
  fractionDigits: number;
}) {
  const t = useT();
  const locale = useLocale();
  const input = "h-10 w-full rounded-lg border border-line bg-page px-3 text-sm tabular";
  const formatted = (value: number | null) => (value === null ? "" : formatNumber(value, locale, fractionDigits));
  return (
    <FilterBox legend={legend}>
      <div className="grid grid-cols-2 gap-2">
        {names.map((name, index) => (
          <label key={name} className="flex flex-col gap-1 text-xs text-muted">
            {t(index === 0 ? "listing.from" : "listing.to")}
            <input
              type="text"
              name={name}
              inputMode="decimal"
              autoComplete="off"
              maxLength={24}
              defaultValue={formatted(values[index] ?? null)}
              onInput={groupDigitsAsTyped(locale)}
              placeholder={formatNumber(index === 0 ? bounds.min : bounds.max, locale, fractionDigits)}
              className={input}
              dir="ltr"
              data-typed-number=""
            />
          </label>
        ))}
      </div>
    </FilterBox>
  );
}
