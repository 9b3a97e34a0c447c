import { useEffect, useState } from "react";
import { useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog.lazy";
import { SEARCH_DIALOG_CLOSE_MS } from "~/lib/search";
import { SearchForm, useInitialQuery } from "./search-box";
import { useLiveResults } from "./use-live-results";

/**
 * The mobile search dialog (docs/shop/02-pages.md §2.8, docs/shop/04-flows.md §4.16): a text input with
 * a clear button and live results.
 */
export function SearchDialog({ open, onClose, closeHref }: { open: boolean; onClose: () => void; closeHref: string }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} closeHref={closeHref} title={t("search.dialogTitle")} placement="full">
      <DialogSearch onClose={onClose} />
    </Dialog>
  );
}

/** The search dialog's content: the box and live results; it closes 700 ms after a product is chosen. */
function DialogSearch({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState(useInitialQuery());
  const [Live, load] = useLiveResults();
  // The live results' code, as soon as the dialog opens.
  useEffect(load, []);
  return (
    <div className="p-4" data-dialog-search="">
      <SearchForm id="dialog-search" query={query} onQueryChange={setQuery} autoFocus />
      {Live ? (
        <div className="-mx-4 mt-2">
          <Live query={query} onChoose={() => setTimeout(onClose, SEARCH_DIALOG_CLOSE_MS)} />
        </div>
      ) : null}
    </div>
  );
}
