import { data } from "@remix-run/node";

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
  failure: UpstreamFailure;
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
 * A page made only of optional parts, none of which could be loaded: the page's themed error
 * (the status of its first failed call) rather than an empty page. Logged where each call failed.
 */
export function nothingToShow(failure: { call: string; status: number }) {
  const body: UpstreamErrorData = { upstream: failure.call, failure: failure.status === 504 ? "timeout" : "server-error" };
  return data(body, { status: failure.status });
}
