import type { ToastMessage } from "~/lib/toast";
import type { AppLoadContext } from "@remix-run/node";
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
