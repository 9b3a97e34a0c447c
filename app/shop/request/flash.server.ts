import { redirect } from "react-router";
import { safeRedirectPath } from "~/lib/analytics";
import type { ToastMessage } from "~/lib/toast-message";
import type { NewsletterAnswer } from "~/lib/newsletter";
import type { AnalyticsEvent, SessionUser, ShopSession } from "./session.server";

/**
 * One-shot messages for the next page (POST/redirect/GET): an action puts one in the request's
 * session (`args.context.session`), whose cookie the response carries (server.ts, decision 45); the
 * next layout loader reads it, which removes it from the session.
 */
export function flashToast(session: ShopSession, toast: ToastMessage): void {
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
}

/** To `to` (POST/redirect/GET), with a toast for the page there. */
export function redirectWithToast(session: ShopSession, to: string, toast: ToastMessage) {
  flashToast(session, toast);
  return redirect(to);
}

/**
 * docs/shop/08-errors.md §8.8: a Shop API answer in the 600s is a message for the shopper. Whichever
 * action made the call, the shopper goes back to the page they posted from (its Referer; else the
 * action's own page) with that message as an error toast, with or without JavaScript.
 */
export function shopMessageRedirect(request: Request, session: ShopSession, message: string): Response {
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
  return redirectWithToast(session, back, { type: "error", message });
}

/**
 * How many items the cart holds after the shopper changed it, and without JavaScript the news as a
 * toast: a guest whose session says 0 (or who has no session) is served the page every guest with
 * an empty cart sees (app/lib/page-cache.server.ts, decision 40).
 */
export function rememberCartCount(session: ShopSession, quantity: number, toast?: ToastMessage): void {
  session.set("cartCount", quantity);
  if (toast) flashToast(session, toast);
}

/**
 * The count the header was just given by the Shop API, kept in the session when it holds one (or the
 * shopper is signed in, whose cart also changes where they sign in): the shared page's cart badges
 * are filled in from it (decision 43), and a cart changed elsewhere (an order paid, another
 * device) is set right by the next page rendered for the shopper.
 */
export function keepCartCount(session: ShopSession, count: number): void {
  if (session.get("cartCount") === count || !(session.has("cartCount") || session.has("authToken"))) return;
  session.set("cartCount", count);
}

/** The newsletter form's answer, for the footer of the page the shopper is sent back to. */
export function flashNewsletter(session: ShopSession, answer: NewsletterAnswer): void {
  session.flash("newsletter", answer);
}

/**
 * What the shell takes from the request's session on every page: the signed-in user (for the
 * header) and the one-shot toast, analytics event and newsletter answer, which reading removes
 * (the response's one session cookie then says so: session.server.ts requestSessionCookie).
 */
export function readShellSession(session: ShopSession) {
  const toast = session.get("toast") ?? null;
  const analytics: AnalyticsEvent | null = session.get("analytics") ?? null;
  const newsletter: NewsletterAnswer | null = session.get("newsletter") ?? null;
  const user: SessionUser | null = session.get("authToken") ? (session.get("user") ?? null) : null;
  return { user, toast, analytics, newsletter };
}
