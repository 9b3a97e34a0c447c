import { data } from "react-router";
import { error as faErrorText } from "../../../locales/fa/common.json";
import { error as enErrorText } from "../../../locales/en/common.json";
import type { Locale } from "~/lib/locale";

export type UpstreamFailure = "unreachable" | "timeout" | "server-error" | "unexpected-status" | "bad-shape";

const STATUS_OF_FAILURE: Record<UpstreamFailure, number> = {
  unreachable: 502,
  timeout: 504,
  "server-error": 502,
  "unexpected-status": 502,
  "bad-shape": 502,
};

/** What the error boundary receives when the Shop API fails: a call name, never a stack. */
export interface UpstreamErrorData {
  upstream: string;
  failure: UpstreamFailure | "refused";
  /**
   * A refusal (`failure: "refused"`, a 4xx of the Shop API on a page load): the Shop API's message,
   * which the themed error page shows (escaped) in place of its own text; null when it sent none.
   */
  refusal?: string | null;
}

export function isUpstreamErrorData(value: unknown): value is UpstreamErrorData {
  return typeof value === "object" && value !== null && "upstream" in value && "failure" in value;
}

/** What a thrown upstream error (below) says: the call, how it failed, the page's status. */
export function upstreamFailureOf(error: unknown): (UpstreamErrorData & { status: number }) | null {
  if (typeof error !== "object" || error === null || !("data" in error) || !isUpstreamErrorData(error.data)) return null;
  const init = (error as { init?: { status?: number } | null }).init;
  return { ...error.data, status: init?.status ?? 502 };
}

/**
 * A failed Shop API call becomes a thrown route error with a gateway status (502/503/504), so the
 * themed error page answers it, and the server logs which call failed and how.
 */
export function upstreamError(call: string, failure: UpstreamFailure, detail: string, status?: number) {
  console.error(`[shop-api] ${call} failed (${failure}): ${detail}`);
  const body: UpstreamErrorData = { upstream: call, failure };
  return data(body, { status: status === 503 ? 503 : STATUS_OF_FAILURE[failure] });
}

/**
 * The Shop API's refusals (docs/shop/08-errors.md §8.11): a 4xx that the caller did not `expect` is
 * the Shop API saying no to what the shopper asked (an id that names nothing or is not theirs, a
 * state that does not allow it), not the Shop API failing. Not 401, which ends the shopper's session
 * (session.server.ts signedOutElsewhere).
 */
const REFUSAL_STATUSES = new Set([400, 403, 404, 409, 410, 412, 422, 429]);

export function isRefusalStatus(status: number): boolean {
  return REFUSAL_STATUSES.has(status);
}

/**
 * The page's status for a refusal of one of its calls: the Shop API's, but 403, which the shop's
 * own error page keeps for a form from a foreign origin: another shopper's record is, for this
 * shopper, a page that does not exist (§8.2). 410 stays 410 (gone for good; its page says "not
 * found" as a 404's does).
 */
export function refusalPageStatus(status: number): number {
  return status === 403 ? 404 : status;
}

/** The words of a refusal that came without a message, in the page's language. */
export function refusedText(locale: Locale): string {
  return (locale === "fa" ? faErrorText : enErrorText).refusedText;
}

/**
 * A page's call refused (a 4xx, above): a thrown route error with the refusal's status and the Shop
 * API's message, which the themed error page shows (components/error/route-error.tsx). Logged once,
 * here.
 */
export function refusalError(call: string, status: number, message: string | null) {
  console.error(`[shop-api] ${call} refused (HTTP ${status}): ${message ?? "(no message)"}`);
  const body: UpstreamErrorData = { upstream: call, failure: "refused", refusal: message };
  return data(body, { status: refusalPageStatus(status) });
}

/**
 * A page made only of optional parts, none of which could be loaded: the page's themed error
 * (the status of its first failed call) rather than an empty page. Logged where each call failed.
 */
export function nothingToShow(failure: { call: string; status: number }) {
  const body: UpstreamErrorData = { upstream: failure.call, failure: failure.status === 504 ? "timeout" : "server-error" };
  return data(body, { status: failure.status });
}
