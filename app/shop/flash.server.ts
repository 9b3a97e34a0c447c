import { type AppLoadContext, redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/analytics";
import type { ToastMessage } from "~/lib/toast";
import { type AnalyticsEvent, commitSession, getSession, type NewsletterAnswer, requestSession, type SessionUser } from "./session.server";

/**
 * One-shot messages for the page after a redirect (POST/redirect/GET): an action sets one, the next
 * layout loader reads it, which removes it from the session.
 */
export async function flashToast(request: Request, toast: ToastMessage): Promise<string> {
  const session = await getSession(request);
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
  return commitSession(session);
}

/**
 * Spec §8: a Shop API answer in the 600s is a message for the shopper. Whichever action made the
 * call, the shopper goes back to the page they posted from (its Referer; else the action's own
 * page) with that message as an error toast, with or without JavaScript.
 */
export async function shopMessageRedirect(request: Request, message: string): Promise<Response> {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const own = `${url.pathname}${url.search}`;
  const referer = request.headers.get("Referer");
  let back = own;
  if (referer) {
    try {
      const from = new URL(referer);
      back = safeRedirectPath(`${from.pathname}${from.search}`, own);
    } catch {
      // not a URL: the action's own page
    }
  }
  return redirect(back, { headers: { "Set-Cookie": await flashToast(request, { type: "error", message }) } });
}

/**
 * How many items the cart holds after the shopper changed it, and without JavaScript the news as a
 * toast: a guest whose session says 0 (or who has no session) is served the page every guest with
 * an empty cart sees (app/lib/page-cache.server.ts, decision 40).
 */
export async function rememberCartCount(request: Request, quantity: number, toast?: ToastMessage): Promise<string> {
  const session = await getSession(request);
  session.set("cartCount", quantity);
  if (toast) session.flash("toast", { ...toast, id: crypto.randomUUID() });
  return commitSession(session);
}

/**
 * The count the header was just given by the Shop API, kept in the session when it holds one (or the
 * shopper is signed in, whose cart also changes where they sign in): the shared page's cart badges
 * are filled in from it (decision 43), and a cart changed elsewhere (an order paid, another
 * device) is set right by the next page rendered for the shopper.
 */
export async function keepCartCount(args: { request: Request; context: AppLoadContext }, count: number): Promise<void> {
  const session = await requestSession(args);
  if (session.get("cartCount") === count || !(session.has("cartCount") || session.has("authToken"))) return;
  session.set("cartCount", count);
}

/** The newsletter form's answer, for the footer of the page the shopper is sent back to. */
export async function flashNewsletter(request: Request, answer: NewsletterAnswer): Promise<string> {
  const session = await getSession(request);
  session.flash("newsletter", answer);
  return commitSession(session);
}

/**
 * What the shell takes from the request's session on every page: the signed-in user (for the
 * header) and the one-shot toast, analytics event and newsletter answer, which reading removes
 * (the response's one session cookie then says so: session.server.ts requestSession).
 */
export async function readShellSession(args: { request: Request; context: AppLoadContext }) {
  const session = await requestSession(args);
  const toast = session.get("toast") ?? null;
  const analytics: AnalyticsEvent | null = session.get("analytics") ?? null;
  const newsletter: NewsletterAnswer | null = session.get("newsletter") ?? null;
  const user: SessionUser | null = session.get("authToken") ? (session.get("user") ?? null) : null;
  return { user, toast, analytics, newsletter };
}
