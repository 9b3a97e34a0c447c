import { useEffect, useState } from "react";
import { useT } from "~/components/locale";
import { SEARCH_MIN_CHARS, searchableLength } from "~/lib/search";
import { SearchForm, useInitialQuery, useResetAfterRouteChange } from "./search-box";
import { useLiveResults } from "./use-live-results";

/**
 * The desktop header's search (docs/shop/02-pages.md §2.4, docs/shop/04-flows.md §4.16): a dropdown of
 * categories and products under the box from three characters, over an overlay; clicking the overlay or
 * the clear icon resets it. Its code comes with the header's, after the first view (decision 52).
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const t = useT();
  const [query, setQuery] = useState(useInitialQuery());
  const [Live, load] = useLiveResults();
  const open = Live !== null && searchableLength(query) >= SEARCH_MIN_CHARS;
  const reset = () => setQuery("");
  const type = (next: string) => {
    load();
    setQuery(next);
  };
  useResetAfterRouteChange(setQuery);
  // What was typed before this code came is the query: its results are asked for at once.
  useEffect(() => {
    const typed = (document.getElementById("desktop-search") as HTMLInputElement | null)?.value;
    if (typed && typed !== query) type(typed);
  }, []);
  return (
    <div className={`relative ${className}`} data-header-search="">
      {open ? (
        <button type="button" aria-label={t("search.overlay")} className="fixed inset-0 z-[1] cursor-default bg-black/30" onClick={reset} data-search-overlay="" />
      ) : null}
      <SearchForm id="desktop-search" query={query} onQueryChange={type} onFocus={load} className="z-[2]" />
      {open ? (
        <div className="absolute inset-x-0 top-full z-[2] mt-2 max-h-[550px] overflow-y-auto rounded-2xl border border-line bg-white shadow-2xl" data-search-panel="">
          <Live query={query} onChoose={reset} />
        </div>
      ) : null}
    </div>
  );
}
