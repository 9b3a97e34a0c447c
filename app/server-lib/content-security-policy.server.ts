import { randomFillSync } from "node:crypto";
import { CHAT_WIDGET_HOSTS, CHAT_WIDGET_SOCKETS } from "../lib/chat-widget";

/**
 * The pages' Content-Security-Policy (docs/decisions/0025): scripts only by the page's nonce, which
 * React and React Router write on their inline scripts (entry.server.tsx, root.tsx), and whatever those
 * trusted scripts load themselves ('strict-dynamic': the route chunks, the tag manager, the chat
 * widget on request). Everything else from the shop itself, but for the services that need their
 * hosts: the tag manager's beacons and frame, the chat, and the payment gateways as form targets
 * (a payment form is answered by a redirect to the gateway, which `form-action` also governs).
 */

/** Google's tag manager and analytics (components/shell/analytics.tsx), as Google documents them. */
const ANALYTICS_HOSTS = ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * Iran's bank gateways live under shaparak.ir; the intermediaries Iranian shops use, on their own
 * domains. `PAYMENT_GATEWAY_ORIGINS` replaces this list.
 */
export const DEFAULT_GATEWAY_ORIGINS = ["https://*.shaparak.ir", "https://*.zarinpal.com", "https://*.payping.ir", "https://*.idpay.ir"];

/**
 * The form targets besides the shop: `PAYMENT_GATEWAY_ORIGINS` (space- or comma-separated) or the
 * defaults, and the Shop API's origins when it is not the embedded one (its sandbox gateway).
 */
export function formTargetsFrom(env: Record<string, string | undefined>): string[] {
  const gateways = env.PAYMENT_GATEWAY_ORIGINS?.split(/[\s,]+/).filter(Boolean) ?? DEFAULT_GATEWAY_ORIGINS;
  const apis = [env.SHOP_API_URL, env.SHOP_API_PUBLIC_URL].flatMap((url) => (url?.trim() ? [new URL(url.trim()).origin] : []));
  return [...new Set([...gateways, ...apis])];
}

const NONCE_BYTES = 16;
/**
 * Every page needs a nonce, and one call into the system's random source per page was 2.5 % of a
 * worker's time serving kept pages: the bytes are drawn 256 nonces at a time, as Node's own
 * randomUUID does. Each byte is handed out once.
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

export interface PolicyOptions {
  /** Where shoppers may be sent to pay: the gateways, and the Shop API's own address when it is elsewhere (its sandbox gateway). */
  formTargets: string[];
}

/** The policy's directives; `nonce` is this response's. */
export function contentSecurityPolicy(nonce: string, { formTargets }: PolicyOptions): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    // 'self' only for browsers older than 'strict-dynamic', which ignore it otherwise.
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // The first screen's stylesheet is inline, and React writes style attributes (theme colours, sizes).
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the first screen's inline image previews (components/ui/image.tsx).
    "img-src": ["'self'", "data:", ...ANALYTICS_HOSTS, ...CHAT_WIDGET_HOSTS],
    "font-src": ["'self'", ...CHAT_WIDGET_HOSTS],
    "connect-src": ["'self'", ...ANALYTICS_HOSTS, ...CHAT_WIDGET_HOSTS, ...CHAT_WIDGET_SOCKETS],
    "frame-src": ["https://www.googletagmanager.com", ...CHAT_WIDGET_HOSTS],
    "media-src": ["'self'"],
    "form-action": ["'self'", ...formTargets],
    "frame-ancestors": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

/** The header's value. */
export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}
