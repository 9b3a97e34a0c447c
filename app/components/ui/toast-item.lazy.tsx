import { useEffect } from "react";
import { useT } from "~/components/locale";
import { Icon } from "./icons";
import { TOAST_DELAY_MS, TOAST_DURATION_MS, type Shown, type ToastType } from "~/lib/toast-message";

const STYLE: Record<ToastType, string> = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  info: "border-sky-600 bg-sky-50 text-sky-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  error: "border-third bg-red-50 text-red-900",
};

/** One snackbar: it leaves the tree once its CSS life (delay + duration) is over. */
export function Toast({ toast, onDone }: { toast: Shown; onDone: () => void }) {
  const t = useT();
  const delay = toast.delay ?? TOAST_DELAY_MS;
  const duration = toast.duration ?? TOAST_DURATION_MS;
  useEffect(() => {
    const timer = setTimeout(onDone, delay + duration);
    return () => clearTimeout(timer);
  }, [delay, duration, onDone]);
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast={toast.type}
      className={`toast pointer-events-auto flex w-full max-w-[400px] items-start gap-3 rounded-xl border-s-4 px-4 py-3 text-sm shadow-lg sm:w-[400px] ${STYLE[toast.type]}`}
      style={{ "--toast-delay": `${delay}ms`, "--toast-duration": `${duration}ms` } as React.CSSProperties}
    >
      <p className="flex-1 leading-6">{toast.message}</p>
      <button type="button" onClick={onDone} className="shrink-0 rounded p-0.5 opacity-70 hover:opacity-100">
        <Icon name="close" width={16} height={16} title={t("toast.close")} />
      </button>
    </div>
  );
}
