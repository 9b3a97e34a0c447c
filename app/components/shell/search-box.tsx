import { useLocalizedPath, useT } from "~/components/locale";
import { SearchIcon } from "~/components/ui/icons";

/**
 * The header search box: a GET form to the search results page, so it works before JavaScript.
 */
export function SearchBox({ className = "", id }: { className?: string; id: string }) {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <form role="search" method="get" action={localize("/search")} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">{t("header.search")}</label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t("header.searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-line bg-page pe-11 ps-4 text-sm outline-none transition placeholder:text-muted focus:border-secondary focus:bg-white"
      />
      <button type="submit" className="absolute inset-y-0 end-0 grid w-11 place-items-center text-muted hover:text-secondary">
        <SearchIcon width={20} height={20} title={t("header.searchSubmit")} />
      </button>
    </form>
  );
}
