import { isbot } from "isbot";

/**
 * Whether a request comes from a phone: the Client Hint when the browser sends it, else the user
 * agent. It picks the mobile or desktop section order of a page layout (GET /layouts), and the
 * shop's chrome (`sendsPhoneChrome`); the page's content is responsive either way.
 */
export function isMobileRequest(headers: Headers): boolean {
  const hint = headers.get("Sec-CH-UA-Mobile");
  if (hint) return hint === "?1";
  return /Mobi|Android|iPhone|iPod/i.test(headers.get("User-Agent") ?? "");
}

/**
 * A phone's page leaves out the desktop header, which a phone never shows (decision 55): its 2 KB
 * would come before the first picture on a 2G link. The phone's own header and bottom bar then
 * show at every width (app.css, `html[data-phone]`), a phone turned sideways too. A crawler gets
 * the desktop header whatever it says it is: its menu links every category.
 */
export function sendsPhoneChrome(headers: Headers): boolean {
  return isMobileRequest(headers) && !isbot(headers.get("User-Agent") ?? "");
}
