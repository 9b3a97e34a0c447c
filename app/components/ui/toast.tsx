import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useT } from "~/components/locale";
import type { FlashToast, Shown, ToastMessage } from "~/lib/toast";
import { lazyComponent } from "./lazy";

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {});

let nextId = 1;

/** A toast's own code arrives with the first toast (a server-rendered one is in the HTML already). */
const Toast = lazyComponent(() => import("./toast-item.lazy").then((module) => module.Toast));

/** `const toast = useToast(); toast({ type: "success", message })` shows a snackbar. */
export function useToast() {
  return useContext(ToastContext);
}

/**
 * Snackbars of four types (docs/shop/04-flows.md §4.18, docs/shop/09-constants.md §9.7): shown after
 * 300 ms, gone after 3.5 s, at most 400 px wide. The timing is CSS, so a toast that the server renders
 * (after a form post without JavaScript) behaves the same; JavaScript only removes it from the tree
 * once it has faded.
 */
export function ToastProvider({ flash, children }: { flash?: FlashToast | null; children: ReactNode }) {
  const t = useT();
  // A flash from the server (after a post without JavaScript) is in the first render, so it is in
  // the HTML; a later one (after a revalidation) is added once, by its id.
  const [toasts, setToasts] = useState<Shown[]>(() => (flash ? [{ ...flash, id: nextId++ }] : []));
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastMessage) => setToasts((all) => [...all, { ...toast, id: nextId++ }]), []);
  const seenFlash = useRef(flash?.id);
  useEffect(() => {
    if (!flash || seenFlash.current === flash.id) return;
    seenFlash.current = flash.id;
    setToasts((all) => [...all, { ...flash, id: nextId++ }]);
  }, [flash]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        aria-label={t("toast.region")}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 top-4 z-[60] flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDone={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
