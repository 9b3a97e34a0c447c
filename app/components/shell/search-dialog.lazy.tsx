import { useT } from "~/components/locale";
import { Dialog } from "~/components/ui/dialog";
import { DialogSearch } from "./search-box";

/** The mobile search dialog (spec §2): a text input with a clear button and live results. */
export function SearchDialog({ open, onClose, closeHref }: { open: boolean; onClose: () => void; closeHref: string }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} closeHref={closeHref} title={t("search.dialogTitle")} placement="full">
      <DialogSearch onClose={onClose} />
    </Dialog>
  );
}
