/** An optional Shop API call of a request that failed (shop/request/client.server.ts `optional`). */
export interface ShopFailure {
  call: string;
  /** The status the page would have had if the call were required (502, 503 or 504). */
  status: number;
}

/**
 * What the server knows of a request before the app does (server/middleware/pages.ts): the app makes
 * the request's one context from it (shop/request/context.server.ts).
 */
export interface RequestFacts {
  /** The visitor's guest identity (docs/shop/04-flows.md §4.1), made by the server on the first visit (server/middleware/pages.ts). */
  clientToken: string;
  /** The clientToken was made for this very request (a first visit): the visitor has no cart yet. */
  newVisitor: boolean;
  /**
   * The shopper's address: the socket's, or X-Forwarded-For's when the request came through a proxy
   * TRUST_PROXY names (Express's req.ip). Passed to the Shop API, whose rate limits count by it.
   */
  clientAddress: string | undefined;
  /** Base URL of the Shop API: SHOP_API_URL, or the embedded reference server. */
  shopApiUrl: string;
  /** This page's Content-Security-Policy nonce (server-lib/content-security-policy.server.ts), for its inline scripts. */
  cspNonce: string;
  /**
   * A form was posted from an address that is not the shop's (server/middleware/origin-check.ts): its action does not
   * run, and the root loader answers the themed 403 page.
   */
  refusedOrigin: boolean;
  /**
   * The page is rendered for the page cache, to be sent to others with their slots filled in: its
   * slots mark where they are (components/ui/slot.tsx, server/page-cache).
   */
  slotMarks: boolean;
  /**
   * The optional Shop API calls of this request that failed (shop/request/client.server.ts `optional`):
   * the page is sent without their sections, and no shared cache keeps it (entry.server.tsx).
   * The page cache reads the same list once the page is whole (a streamed part fails later).
   */
  shopFailures: ShopFailure[];
}

/** What a Shop API call needs of a request: also all that the page cache (server/page-cache) has before React Router runs. */
export type ShopApiAccess = Pick<RequestFacts, "shopApiUrl" | "clientToken" | "clientAddress">;
