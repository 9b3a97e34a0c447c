import type { FlashToast, ToastMessage } from "~/components/ui/toast";
import { commitSession, getSession } from "./session.server";

/**
 * One-shot messages for the page after a redirect (POST/redirect/GET): an action sets one, the next
 * layout loader reads it, which removes it from the session.
 */
export async function flashToast(request: Request, toast: ToastMessage): Promise<string> {
  const session = await getSession(request);
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
  return commitSession(session);
}

export async function readFlashToast(request: Request): Promise<{ flash: FlashToast | null; setCookie: string | null }> {
  const session = await getSession(request);
  const flash = (session.get("toast") as FlashToast | undefined) ?? null;
  return { flash, setCookie: flash ? await commitSession(session) : null };
}
