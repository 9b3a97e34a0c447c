/**
 * The shop's public origin: `PUBLIC_URL` when set (behind a proxy or CDN), else the request's own.
 * For canonical links, structured data, the app QR code and the payment gateway's way back.
 */
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_URL ?? new URL(request.url).origin;
}

/** What a form post's Origin is compared with (server.ts), read off the request by the server. */
export interface PostedFrom {
  /** The `Origin` header: absent for some same-origin posts, "null" from opaque origins. */
  origin: string | undefined;
  /** `PUBLIC_URL`, when set. */
  publicUrl: string | undefined;
  /** The first `X-Forwarded-Host`, only when the request came from a proxy `TRUST_PROXY` names. */
  trustedForwardedHost: string | undefined;
  host: string | undefined;
}

/**
 * The host a form must have been posted from: `PUBLIC_URL`'s when set (then `Host` does not matter:
 * a balancer may rewrite it to the instance's), else the trusted proxy's `X-Forwarded-Host`, else
 * `Host`. React Router's own guard trusts any `X-Forwarded-Host` and knows nothing of `PUBLIC_URL`, so the
 * server checks first and lifts React Router's guard for the posts that pass.
 */
export function expectedPostHost({ publicUrl, trustedForwardedHost, host }: Omit<PostedFrom, "origin">): string | undefined {
  if (publicUrl?.trim()) return new URL(publicUrl.trim()).host;
  return trustedForwardedHost?.split(",")[0]?.trim() || host;
}

/** Whether a post came from the shop's own pages: no Origin (an older browser) or the expected host's. */
export function isPostFromShop(posted: PostedFrom): boolean {
  if (posted.origin === undefined) return true;
  const expected = expectedPostHost(posted);
  if (!expected || posted.origin === "null") return false;
  try {
    return new URL(posted.origin).host === expected;
  } catch {
    return false;
  }
}
