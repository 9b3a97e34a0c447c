/**
 * The page cache (docs/decisions/0021, 0040, 0043, 0046): pages rendered once and sent to many.
 * - What is kept: a page rendered as a first visitor's (no cookie but the lite choice, a throwaway
 *   clientToken), with its status, headers and HTML, and each compression of it as first asked for,
 *   for SHOP_PAGE_CACHE_TTL_MS (5 s), in at most SHOP_PAGE_CACHE_MAX_MB a worker (lru-cache, by bytes).
 * - Keyed on: the URL, lite or full, phone or desktop, the AR viewer, the image format, crawler or
 *   person (page-key.ts) and the gold price's version (decision 29): a new price, a new page.
 * - For whom (visitors.ts): first visitors get it with a clientToken of their own; returning guests
 *   whose session holds nothing but an empty cart get it as it is; a guest with items or a signed-in
 *   shopper on a route whose handle says `sharedContent` gets it with its slots made for them
 *   (slots.ts; the renderer marks each slot, components/ui/slot.tsx). Anyone else: their own page.
 * - Never kept: anything but a 200 HTML page; a page that says private or no-store, sets a cookie,
 *   or left out a section whose Shop API call failed; anything rendered with a visitor's own cookies.
 * - Under a rush: one render per key, which the others wait for, or they get the expired page while
 *   it renders again (stale-while-revalidate). A page with slots is gzip stitched per shopper (gzip.ts).
 */
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { RenderPage } from "../middleware/pages";
import { keyCookies, pageKey } from "./page-key";
import { type KeptPage, keptBytes, sendKept, streamAndKeep, UNKEPT_HEADERS } from "./send";
import type { Visitor } from "./visitors";

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
  /** Who asks (visitors.ts `visitorsOf`). */
  visitorOf: (req: Request, res: Response) => Promise<Visitor>;
  /** The gold price's version of now, checked when it is due; null when it could not be had. */
  version: (req: Request) => Promise<string | null>;
  /** Renders the page (server/middleware/pages.ts). */
  render: RenderPage;
  /** A new clientToken and its Set-Cookie. */
  newClientToken: () => { token: string; setCookie: string };
}

export function pageCache(options: PageCacheOptions): RequestHandler {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: keptBytes,
    ttl: Math.max(1, options.ttlMs),
    // An expired page stays until it is replaced or pushed out: sent while its successor renders.
    noDeleteOnStaleGet: true,
  });
  /** The renders under way, by key: who asks for the same page meanwhile waits for that one. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  /** What a page keeps counts from when it keeps it: set again, its expiry unchanged. */
  const recount = (key: string, page: KeptPage) => {
    if (pages.peek(key, { allowStale: true }) === page) pages.set(key, page, { noUpdateTTL: true });
  };

  return (req, res, next) => {
    if (options.ttlMs <= 0) return next();
    serve(req, res, next).catch(next);
  };

  async function serve(req: Request, res: Response, next: () => void) {
    const visitor = await options.visitorOf(req, res);
    if (visitor.kind === "own") return next();
    // The version when the request came: a page rendered after it changed is kept under a version
    // no lookup asks for any more. Unknown (the check failed), the page is rendered and kept under
    // the version its render found, and no one waits for it.
    const known = await options.version(req);
    const key = known === null ? undefined : `${pageKey(req)}|${known}`;
    const send = (page: KeptPage) => sendKept(req, res, page, visitor, { newCookie: () => options.newClientToken().setCookie, recount: (kept) => key && recount(key, kept), ownPage: next });
    if (key !== undefined) {
      const kept = pages.get(key);
      if (kept) return send(kept);
      const inFlight = rendering.get(key);
      if (inFlight) {
        // While an expired page renders again, it is sent as it was (for the same gold price).
        const expired = pages.get(key, { allowStale: true });
        if (expired) return send(expired);
        const page = await inFlight;
        // A render that could not be kept (an error page, a cookie of its own) leaves each to their own.
        return page ? send(page) : next();
      }
    }

    let settle: (page: KeptPage | undefined) => void = () => {};
    if (key !== undefined) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const own = key === undefined ? undefined : rendering.get(key);
    const done = (page?: KeptPage) => {
      if (key !== undefined && rendering.get(key) === own) rendering.delete(key);
      settle(page);
    };
    res.once("close", () => done());
    try {
      // Rendered as a first visitor's: nothing of this visitor's can reach it. A first visitor's token is theirs.
      const token = options.newClientToken();
      const rendered = await options.render(req, res, { clientToken: token.token, newVisitor: true, cookieHeader: keyCookies(req), slotMarks: true });
      const keep = async (html: string, headers: KeptPage["headers"]) => {
        if (rendered.failures.length > 0) return undefined;
        const version = known ?? (await options.version(req));
        if (version === null) return undefined;
        const page: KeptPage = { status: rendered.response.status, headers, html, encoded: {} };
        pages.set(`${pageKey(req)}|${version}`, page);
        return version === known ? page : undefined;
      };
      const headers = shareableHeaders(res, rendered);
      if (visitor.kind === "slotted") {
        // They wait for the whole page, sent with their slots; a page that cannot be kept is rendered for them.
        const html = await rendered.response.text();
        const page = headers ? await keep(html, headers) : undefined;
        done(page);
        return page ? send(page) : next();
      }
      const html = await streamAndKeep(res, rendered, visitor.kind === "first" ? token.setCookie : undefined);
      done(headers ? await keep(html, headers) : undefined);
    } catch (error) {
      done();
      throw error;
    }
  }
}

/** The headers a whole, public page that sets no cookie is kept with (the render's and the server's: the CSP's nonce is the page's); null for any other page. */
function shareableHeaders(res: Response, { response }: Awaited<ReturnType<RenderPage>>): KeptPage["headers"] | null {
  const { headers } = response;
  if (response.status !== 200 || !headers.get("content-type")?.startsWith("text/html")) return null;
  if (/private|no-store/.test(headers.get("cache-control") ?? "") || headers.has("set-cookie")) return null;
  const kept = new Map<string, string | number | readonly string[]>(Object.entries(res.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
  for (const [name, value] of headers) kept.set(name, value);
  return [...kept].filter(([name]) => !UNKEPT_HEADERS.has(name));
}
