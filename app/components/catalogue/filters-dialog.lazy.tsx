import type { ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog.lazy";

/** The listing's filters on a phone: the same form, in a dialog from the bottom. */
export function FiltersDialog({ dialog, title, children }: { dialog: { open: boolean; hide: () => void; closeHref: string }; title: string; children: ReactNode }) {
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={title} placement="bottom">
      <div className="p-4">{children}</div>
    </Dialog>
  );
}
