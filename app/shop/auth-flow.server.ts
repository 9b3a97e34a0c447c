import { redirect } from "@remix-run/node";
import type { CodePurpose } from "../../shop-api/contract";
import { formatTime } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { CodeSent } from "./auth.server";
import { flashToast } from "./flash.server";
import type { AuthFlow, ShopSession } from "./session.server";

/** Seconds until the flow's next code may be asked for. */
export function secondsUntilResend(flow: Pick<AuthFlow, "resendAt"> | undefined, now = Date.now()): number {
  return flow ? Math.max(0, Math.ceil((flow.resendAt - now) / 1000)) : 0;
}

export function resendAtFrom(resendAfterSeconds: number, now = Date.now()): number {
  return now + resendAfterSeconds * 1000;
}

/** When the next code may be asked for, after a code request (too soon still means a code is out). */
export function resendAtOf(sent: CodeSent, now = Date.now()): number {
  return sent.status === "sent" || sent.status === "too-soon" ? resendAtFrom(sent.resendAfter, now) : now;
}

/** Saves (or, with null, ends) the shopper's place in a sign-in flow and goes to `to` (POST/redirect/GET). */
export function saveFlow(session: ShopSession, flow: AuthFlow | null, to: string, flash?: { message: string; type?: "info" | "error" }): Response {
  if (flow) session.set("authFlow", flow);
  else session.unset("authFlow");
  if (flash) flashToast(session, { type: flash.type ?? "info", message: flash.message });
  return redirect(to);
}

/** The flow for `purposes`, if the session holds one. */
export function currentFlow(session: ShopSession, purposes: CodePurpose[]): AuthFlow | undefined {
  const flow = session.get("authFlow");
  return flow && purposes.includes(flow.purpose) ? flow : undefined;
}

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A rate limit's refusal (`auth.password.limited`, `auth.code.limited`): the time of day to try
 * again, Tehran's in the page's digits, rounded up to the minute so that trying then works.
 */
export function retryMessage(t: Translate, key: string, retryAt: Date, locale: Locale): string {
  return t(key, { time: formatTime(Math.ceil(retryAt.getTime() / 60_000) * 60_000, locale) });
}

/** After asking for another code: the new countdown, and a word on whether it went. */
export function resent(session: ShopSession, flow: AuthFlow, sent: CodeSent, here: string, t: Translate, locale: Locale) {
  if (sent.status === "sent") return saveFlow(session, { ...flow, resendAt: resendAtFrom(sent.resendAfter) }, here, { message: t("auth.code.resent") });
  if (sent.status === "limited") return saveFlow(session, flow, here, { message: retryMessage(t, "auth.code.limited", sent.retryAt, locale), type: "error" });
  if (sent.status === "too-soon") {
    return saveFlow(session, { ...flow, resendAt: resendAtFrom(sent.resendAfter) }, here, { message: t("auth.code.wait", { seconds: sent.resendAfter }), type: "error" });
  }
  return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });
}
