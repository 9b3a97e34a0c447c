import { RouterContextProvider, type Session } from "react-router";
import type { InlinePicture } from "~/lib/images";
import type { RequestFacts, ShopApiAccess } from "~/load-context";
import { localeFromPath, stripLocale } from "~/lib/locale";
import { isResourcePath } from "~/lib/route-table";
import { type GoldPrice, goldPrice } from "~/shop/api/gold-price.server";
import type { RequestShopContext, ShopContext } from "./client.server";
import { readRequestSession, type SessionData, type SessionFlash } from "./session.server";
import { resetWalletsAway } from "./wallet-reset.server";

/** What every loader, action and middleware gets besides the request: the server's facts, and what the app made of them once. */
export interface RequestContext extends RequestFacts {
  /**
   * The request's session, read once. Actions and loaders change it in place (shop/request/flash.server.ts);
   * the root route's middleware adds its one cookie to the response when it changed (decision 45).
   */
  session: Session<SessionData, SessionFlash>;
  /** The request's Shop API context: the client adds its tokens and its language to every call. */
  shop: RequestShopContext;
  /** The request's gold price, one for all its loaders (null when the Shop API never gave one): shop/api/gold-price.server.ts `forRequest`. */
  goldPrice: Promise<GoldPrice | null>;
  /**
   * The page's first-screen pictures that come inside the HTML (media path → previews and sharp
   * pictures as data URIs), made by its loaders (shop/page-data/images.server.ts) and given to the server
   * render only: never in loader data, which would send them twice.
   */
  inlinePictures: Map<string, InlinePicture>;
  /** The page's JSON-LD, made by its loader for the server render only (shop/page-data/structured-data.server.ts). */
  structuredData: Record<string, unknown>[];
}

// React Router hands every loader, action and middleware the context as its RouterContextProvider
// (middleware is on): the request's context is that object, with these fields (decision 42).
declare module "react-router" {
  interface RouterContextProvider extends RequestContext {}
}

/**
 * The context of one storefront request, made once by the server (server/middleware/pages.ts) before
 * any loader runs (Hydrogen's `createHydrogenRouterContext`, decision 42) and shared by its action,
 * its middleware and all of its loaders: its session (read once here; what its action and loaders
 * change in it, the response carries in one cookie: decision 45) and its Shop API context (`shop`:
 * the tokens, the page's language, which the client adds to every call, the abort signal, one memo
 * of answers, the request's gold price and its list of failed optional calls).
 *
 * It runs inside the server build (the server finds it on the build's entry module), so the
 * process's caches and gold price are the app's own, not a second copy bundled into server.ts.
 *
 * On a page the shopper goes to, the wallets the payment page put on the cart are taken off when
 * they are elsewhere (docs/shop/04-flows.md §4.11): that starts here, and every Shop API call of the
 * request waits for it (`ShopContext.ready`), so no loader reads the cart's totals before.
 */
export async function createRequestContext(request: Request, facts: RequestFacts): Promise<RouterContextProvider> {
  const url = pageUrl(request.url);
  const session = await readRequestSession(request);
  const withoutGoldPrice = {
    ...shopContextOf(request, facts, session.get("authToken") ?? null),
    newVisitor: facts.newVisitor,
    session,
    failures: facts.shopFailures,
    dataRequest: new URL(request.url).pathname.endsWith(".data"),
    // The page's own address (not its .data one): a form's message from the Shop API goes back there.
    request: new Request(url, { method: request.method, headers: request.headers, signal: request.signal }),
  };
  const shop: RequestShopContext = { ...withoutGoldPrice, goldPrice: goldPrice.forRequest({ ...withoutGoldPrice }) };
  const context: RequestContext = { ...facts, session, shop, goldPrice: shop.goldPrice, inlinePictures: new Map(), structuredData: [] };
  // Only a page the shopper goes to counts as leaving: not a form they post, not a resource a page
  // asks for, not the route manifest a link asks for before it is followed.
  if (request.method === "GET" && !isResourcePath(url.pathname) && !url.pathname.startsWith("/__manifest")) {
    shop.ready = resetWalletsAway(session, { ...shop }, stripLocale(url.pathname) === "/checkout/payment");
  }
  return Object.assign(new RouterContextProvider(), context);
}

/**
 * A request's Shop API context: its tokens, language, abort signal and memo. The page cache's
 * slots (shell-slots.server.ts) take it alone, for a page that is not rendered for the shopper.
 */
export function shopContextOf(request: Request, base: ShopApiAccess, authToken: string | null): ShopContext & Pick<RequestShopContext, "signal" | "memo"> {
  return {
    baseUrl: base.shopApiUrl,
    clientToken: base.clientToken,
    clientAddress: base.clientAddress,
    authToken,
    locale: localeFromPath(pageUrl(request.url).pathname),
    signal: request.signal,
    memo: new Map(),
  };
}

/** The page a request is for: a client navigation's data (`/cart.data`, `/_root.data`) is its page's. */
function pageUrl(address: string): URL {
  const url = new URL(address);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname.slice(0, -".data".length).replace(/\/_root$/, "/");
    url.searchParams.delete("_routes");
  }
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  return url;
}
