/**
 * A toast (snackbar) message, as the server keeps it in the session for the next page
 * (shop/request/flash.server.ts) and the browser shows it (components/ui/toast.tsx).
 */
export type ToastType = "success" | "info" | "warning" | "error";
export interface ToastMessage {
  type: ToastType;
  message: string;
  /** How long it stays, in ms (docs/shop/09-constants.md §9.7: 3.5 s). */
  duration?: number;
  /** How long before it shows, in ms (docs/shop/04-flows.md §4.18: 300 ms). */
  delay?: number;
}

export const TOAST_DURATION_MS = 3500;
export const TOAST_DELAY_MS = 300;

export type Shown = ToastMessage & { id: number };
/** A one-shot message the server keeps in the session for the next page (see shop/request/flash.server.ts). */
export type FlashToast = ToastMessage & { id: string };
