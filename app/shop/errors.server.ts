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

/**
 * A failed Shop API call becomes a thrown route error with a gateway status (502/503/504), so the
 * themed error page answers it, and the server logs which call failed and how.
 */
export function upstreamError(call: string, failure: UpstreamFailure, detail: string, status?: number) {
  console.error(`[shop-api] ${call} failed (${failure}): ${detail}`);
  const body: UpstreamErrorData = { upstream: call, failure };
  return data(body, { status: status === 503 ? 503 : STATUS_OF_FAILURE[failure] });
}
