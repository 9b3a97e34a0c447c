import type { Session } from "@remix-run/node";
import type { InlinePicture } from "./components/ui/inline-pictures";
import type { ServerTranslate, Namespace } from "./i18n.server";
import type { Locale } from "./lib/locale";
import type { ShopContext, ShopFailure } from "./shop/client.server";
import type { SessionData, SessionFlash } from "./shop/session.server";

/** What server.ts knows of a request before the app does (its getLoadContext), given to every loader and action. */
export interface BaseLoadContext {
  /** The visitor's guest identity (docs/shop/04-flows.md §4.1), made by server.ts on the first visit. */
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
  /**
   * The page's first-screen pictures that come inside the HTML (media path → previews and sharp
   * pictures as data URIs), made by its loaders (shop/images.server.ts) and given to the server
   * render only: never in loader data, which would send them twice.
   */
  inlinePictures: Map<string, InlinePicture>;
  /** The page's JSON-LD, made by its loader for the server render only (shop/structured-data.server.ts). */
  structuredData: Record<string, unknown>[];
  /** This page's Content-Security-Policy nonce (lib/content-security-policy.server.ts), for its inline scripts. */
  cspNonce: string;
  /**
   * A form was posted from an address that is not the shop's (server.ts): its action does not
   * run, and the root loader answers the themed 403 page.
   */
  refusedOrigin: boolean;
  /**
   * The optional Shop API calls of this request that failed (shop/client.server.ts `optional`):
   * the page is sent without their sections, and no shared cache keeps it (entry.server.tsx).
   * The same list is res.locals.shopFailures, for the first-visit page cache.
   */
  shopFailures: ShopFailure[];
}

/** What a Shop API call needs of a request: also all that server.ts's page cache has before Remix runs. */
export type ShopApiAccess = Pick<BaseLoadContext, "shopApiUrl" | "clientToken" | "clientAddress">;

/** What every loader and action gets besides the request: server.ts's part, and what the app made of it once. */
declare module "@remix-run/node" {
  interface AppLoadContext extends BaseLoadContext {
    // Made by the app itself for each request (shop/context.server.ts createAppLoadContext, decision 42):
    /** The page's language, from its path. */
    locale: Locale;
    /**
     * The request's session, read once. Actions and loaders change it in place (shop/flash.server.ts);
     * server.ts adds its one cookie to the response when it changed (decision 45).
     */
    session: Session<SessionData, SessionFlash>;
    /** The request's Shop API context: the client adds its tokens and its language to every call. */
    shop: ShopContext;
    /** A translator over `common` and the given namespaces, in the page's language. */
    translator: (...namespaces: Namespace[]) => Promise<ServerTranslate>;
  }
}
