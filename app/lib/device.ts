/**
 * Whether a request comes from a phone: the Client Hint when the browser sends it, else the user
 * agent. Only used to pick the mobile or desktop section order of a page layout (GET /layouts);
 * the markup itself is responsive either way.
 */
export function isMobileRequest(headers: Headers): boolean {
  const hint = headers.get("Sec-CH-UA-Mobile");
  if (hint) return hint === "?1";
  return /Mobi|Android|iPhone|iPod/i.test(headers.get("User-Agent") ?? "");
}
