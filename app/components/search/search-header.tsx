import { Form } from "react-router";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { INPUT_MAX } from "../../../shop-api/contract/input-bounds";

/**
 * The search page's heading: its title, the search form (without JavaScript too; too long a query
 * refused beside the field, too short a one asking for more) and the nearer query the Shop API
 * found for words it did not know as typed.
 */
export function SearchHeader({ title, query, error, searched, didYouMean }: { title: string; query: string; error: string | null; searched: boolean; didYouMean: string | null }) {
  const t = useT();
  return (
    <header>
      <h1 className="text-xl font-bold break-words text-secondary">{title}</h1>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">{t("header.search")}</label>
        {/* Keyed by the query: a link to another search (did you mean) shows its query, not the last one. */}
        <input
          key={query}
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
      {didYouMean ? (
        <p className="mt-3 text-sm" data-did-you-mean="">
          {t("search.didYouMean")}{" "}
          <AppLink to={`/search?${new URLSearchParams({ q: didYouMean })}`} className="font-bold text-secondary underline">{didYouMean}</AppLink>
        </p>
      ) : null}
    </header>
  );
}
