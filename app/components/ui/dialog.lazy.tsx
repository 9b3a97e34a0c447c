import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "~/components/locale";
import { Icon } from "./icons";

export const DIALOG_CLOSE_MS = 400;
export const DIALOG_FLASH_MS = 250;

type Placement = "center" | "start" | "bottom" | "full";

const PANEL_PLACEMENT: Record<Placement, string> = {
  center: "m-auto w-[min(92vw,32rem)] max-h-[85dvh] rounded-2xl",
  start: "ms-0 me-auto h-dvh w-[min(88vw,22rem)] rounded-e-2xl",
  bottom: "mt-auto mx-auto w-full max-w-xl max-h-[85dvh] rounded-t-2xl",
  full: "h-dvh w-full",
};

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the backdrop and the close button lead without JavaScript. */
  closeHref: string;
  title: string;
  /** A persistent dialog does not close on a backdrop click or Escape; it flashes instead. */
  persistent?: boolean;
  placement?: Placement;
  children: ReactNode;
}

/**
 * Dialogs (docs/shop/04-flows.md §4.18): a backdrop click closes unless persistent (then the dialog
 * flashes for 250 ms); closing animates for 400 ms. Native <dialog> with showModal() traps focus and
 * answers Escape.
 */
export function Dialog({ open, onClose, closeHref, title, persistent = false, placement = "center", children }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const [flashing, setFlashing] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
    } else if (mounted) {
      setClosing(true);
      const timer = setTimeout(() => {
        setMounted(false);
        setClosing(false);
      }, DIALOG_CLOSE_MS);
      return () => clearTimeout(timer);
    }
  }, [open, mounted]);

  // The server renders a non-modal open <dialog>; in the browser it becomes modal.
  useEffect(() => {
    const dialog = ref.current;
    if (!mounted || !dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    // showModal() focuses the first focusable element; a field marked for it comes first.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [mounted]);

  const requestClose = () => {
    if (!persistent) {
      onClose();
      return;
    }
    setFlashing(true);
    setTimeout(() => setFlashing(false), DIALOG_FLASH_MS);
  };

  if (!mounted) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-modal="true"
      data-state={closing ? "closing" : "open"}
      className="fixed inset-0 z-50 m-0 flex h-dvh max-h-none w-screen max-w-none bg-transparent p-0 backdrop:bg-transparent"
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
    >
      {/* The backdrop: a link for no-JS use, hidden from assistive technology (the close button speaks). */}
      <a
        href={closeHref}
        aria-hidden="true"
        tabIndex={-1}
        className={`absolute inset-0 bg-black/45 transition-opacity duration-[400ms] ${closing ? "opacity-0" : "opacity-100"}`}
        data-dialog-backdrop=""
        onClick={(event) => {
          event.preventDefault();
          requestClose();
        }}
      />
      <div
        className={`relative flex flex-col overflow-hidden bg-white shadow-2xl ${PANEL_PLACEMENT[placement]} ${
          closing ? "dialog-closing" : "animate-dialog-in"
        } ${flashing ? "animate-flash" : ""}`}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h2 id={titleId} className="text-base font-bold text-secondary">{title}</h2>
          <a
            href={closeHref}
            className="grid size-10 place-items-center rounded-full text-muted hover:bg-primary"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <Icon name="close" width={20} height={20} title={t("dialog.close")} />
          </a>
        </div>
        <div className="overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </dialog>
  );
}
