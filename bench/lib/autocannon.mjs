// Pages loaded as the benches load them: autocannon with a browser's headers.
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./browser.mjs";
import { cpuSeconds } from "./shop.mjs";

/**
 * `url` (or the `requests` autocannon cycles through on its server) for `seconds` at `connections`:
 * requests a second (and in all), latency p50 and p99 in ms, errors and timeouts, and answers other than 2xx.
 */
export async function load(url, seconds, connections, requests, extraHeaders = {}) {
  const options = { url, connections, duration: seconds, headers: { ...BROWSER_HEADERS, ...extraHeaders }, ...(requests ? { requests } : {}) };
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `load` at 20 connections for `seconds`, after a 2 s warm-up (caches, image variants, JIT). With
 * `pids` (the server's processes), also the CPU they used meanwhile and the requests served per
 * CPU-second: what a page costs the server, which the load generator's own limit does not cap.
 */
export async function measure(url, seconds, { headers, requests, pids } = {}) {
  await load(url, 2, 20, requests, headers);
  const cpuBefore = pids ? cpuSeconds(pids) : 0;
  const result = await load(url, seconds, 20, requests, headers);
  if (!pids) return result;
  const cpu = cpuSeconds(pids) - cpuBefore;
  return { ...result, perCpu: result.total / cpu };
}
