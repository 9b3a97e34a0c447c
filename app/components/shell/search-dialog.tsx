import { useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog";
import { SearchBox } from "./search-box";

/** The mobile search dialog, from the header's search icon. */
export function SearchDialog({ open, onClose, closeHref }: { open: boolean; onClose: () => void; closeHref: string }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} closeHref={closeHref} title={t("search.dialogTitle")} placement="bottom">
      <div className="p-5">
        <SearchBox id="dialog-search" />
      </div>
    </Dialog>
  );
}
