import type { PlaywrightWorkerArgs } from "@playwright/test";

/**
 * A shopper at `address`: the shop trusts X-Forwarded-For from loopback (TRUST_PROXY's default), so
 * its rate limits count this context's requests there, away from the suite's 127.0.0.1 (exempt).
 */
export function shopperFrom(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, address: string) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

/**
 * The times of day a "try again at" message may say for a limit whose window started about now and
 * lasts `minutes`: Tehran's, rounded up to the minute, in the page's digits, give or take a minute
 * or two for the time the test took.
 */
export function triesAgainAt(minutes: number, locale: "fa" | "en"): string[] {
  const format = new Intl.DateTimeFormat(locale === "fa" ? "fa-IR" : "en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Tehran" });
  const end = Date.now() + minutes * 60_000;
  return [-2, -1, 0, 1].map((shift) => format.format(new Date(Math.ceil(end / 60_000) * 60_000 + shift * 60_000)));
}
