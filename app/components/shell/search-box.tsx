import { Form, useLocation, useSearchParams } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useLocalizedPath, useT } from "~/components/locale";
import { Icon } from "~/components/ui/icons";
import { SEARCH_ROUTE_CHANGE_RESET_MS } from "~/lib/search";
import { stripLocale } from "~/lib/locale";

/** The query the page was opened with, when it is the search results page. */
export function useInitialQuery(): string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return stripLocale(pathname) === "/search" ? (params.get("q") ?? "") : "";
}

/**
 * docs/shop/04-flows.md §4.16: a second after the route changes (a link, back or forward), a search box
 * that stays on screen across pages goes back to the new page's own query (the search page's, else
 * empty).
 */
export function useResetAfterRouteChange(reset: (query: string) => void) {
  const { key } = useLocation();
  const pageQuery = useInitialQuery();
  const latest = useRef({ reset, pageQuery });
  latest.current = { reset, pageQuery };
  const previousKey = useRef(key);
  useEffect(() => {
    if (key === previousKey.current) return; // the first render: no route change yet
    previousKey.current = key;
    const timer = setTimeout(() => latest.current.reset(latest.current.pageQuery), SEARCH_ROUTE_CHANGE_RESET_MS);
    return () => clearTimeout(timer);
  }, [key]);
}

interface SearchFormProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  onFocus?: () => void;
  /** Focused when its dialog opens. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * A GET form to the search results page, so searching works before JavaScript; with it, the input
 * drives the live results and a clear button resets it.
 */
export function SearchForm({ id, query, onQueryChange, onFocus, autoFocus = false, className = "" }: SearchFormProps) {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <Form role="search" method="get" action={localize("/search")} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">{t("header.search")}</label>
      <input
        id={id}
        data-autofocus={autoFocus ? "" : undefined}
        type="search"
        name="q"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onFocus={onFocus}
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        minLength={1}
        className="h-11 w-full rounded-xl border border-line bg-page pe-20 ps-4 text-sm outline-none transition placeholder:text-muted focus:border-secondary focus:bg-white [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button type="button" onClick={() => onQueryChange("")} className="absolute inset-y-0 end-10 grid w-9 place-items-center text-muted hover:text-third" data-search-clear="">
          <Icon name="close" width={18} height={18} title={t("search.clear")} />
        </button>
      ) : null}
      <button type="submit" className="absolute inset-y-0 end-0 grid w-11 place-items-center text-muted hover:text-secondary">
        <Icon name="search" width={20} height={20} title={t("header.searchSubmit")} />
      </button>
    </Form>
  );
}

/**
 * The search field of the phone's home header: without JavaScript a GET form; with it, focusing
 * the field opens the search dialog instead.
 */
export function MobileSearchField({ onOpenDialog }: { onOpenDialog: () => void }) {
  const [query, setQuery] = useState("");
  useResetAfterRouteChange(setQuery);
  return (
    <SearchForm
      id="mobile-search"
      query={query}
      onQueryChange={setQuery}
      onFocus={() => {
        (document.activeElement as HTMLElement | null)?.blur();
        onOpenDialog();
      }}
      className="flex-1"
    />
  );
}
