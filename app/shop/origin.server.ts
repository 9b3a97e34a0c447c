/**
 * The shop's public origin: `PUBLIC_URL` when set (behind a proxy or CDN), else the request's own.
 * For canonical links, structured data, the app QR code and the payment gateway's way back.
 */
export function publicOrigin(request: Request): string {
  return process.env.PUBLIC_URL ?? new URL(request.url).origin;
}
