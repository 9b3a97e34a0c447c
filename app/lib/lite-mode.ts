/**
 * Lite mode (docs/shop/17-budgets.md §17.7): for shoppers on 2G or saving data, pages are sent with no
 * script of any kind but JSON-LD, no web font and small images. Every flow works without JavaScript, so
 * nothing is lost but the enhancements.
 *
 * The shopper's own choice (the footer's switch, a cookie) wins both ways; otherwise `Save-Data: on`
 * or an effective connection type of 2g/slow-2g turns it on.
 */
import { readCookie } from "./cookies";

export const LITE_COOKIE = "lite";

/** The footer's switch: `?mode=on|off&redirectTo=…` sets the cookie and goes back (routes/resources/lite-mode.ts). */
export const LITE_SWITCH_PATH = "/lite-mode";

/** The request headers a page's lite-or-full answer depends on: caches must key on them. */
export const LITE_VARY = ["Save-Data", "ECT", "Cookie"] as const;

/** Client hints the shop asks for, so that even the first page view carries the connection type. */
export const LITE_CLIENT_HINTS = ["ECT", "Save-Data"] as const;

export type LiteChoice = "on" | "off";

export function isLiteChoice(value: unknown): value is LiteChoice {
  return value === "on" || value === "off";
}

/** The shopper's own choice, if they made one. */
export function liteChoiceOf(headers: Headers): LiteChoice | null {
  const choice = readCookie(headers.get("Cookie"), LITE_COOKIE);
  return isLiteChoice(choice) ? choice : null;
}

/** Whether this request gets the lite page. */
export function isLiteRequest(headers: Headers): boolean {
  const choice = liteChoiceOf(headers);
  if (choice) return choice === "on";
  if (headers.get("Save-Data")?.trim().toLowerCase() === "on") return true;
  const ect = headers.get("ECT")?.trim().toLowerCase();
  return ect === "slow-2g" || ect === "2g";
}
