import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { brotliCompressSync, crc32, deflateRawSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { arPlatform } from "./augmented-reality";
import { isMobileRequest } from "./device";
import { isLiteRequest } from "./lite-mode";
import { fillSlots, type SlotFragments, slotPieces, type SlottedPage, splitSlots } from "./shell-slots";

/**
 * A page as it was rendered for a first visitor: its status, its headers but the cookie and the
 * encoding, its HTML (compressed again for each visitor, after its slots are filled in).
 */
interface CachedPage {
  status: number;
  headers: [string, string | number | readonly string[]][];
  html: string;
  /** The HTML as compressed for each encoding a visitor took it in so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Cut at its slots, each part but the slots deflated once (stitchedGzip), when a shopper with slots first asked. */
  slotted?: { page: SlottedPage; deflated: Buffer[] };
}

type Encoding = "br" | "gzip";

/** As the compression middleware would (brotli at quality 4, gzip at its default), in one call. */
const ENCODERS: Record<Encoding, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (html) => gzipSync(html),
};

/** A gzip member's header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Deflated on its own, at the best level (a page's parts are deflated once), ending on a byte
 * boundary and not last: pieces deflated so follow each other in one stream.
 */
const deflatedPiece = (text: string, last: boolean) =>
  deflateRawSync(text, { level: zlibConstants.Z_BEST_COMPRESSION, ...(last ? {} : { finishFlush: zlibConstants.Z_SYNC_FLUSH }) });

/**
 * A page with slots as one gzip stream, for the cost of its slots: the parts around them were
 * deflated once, each piece on its own (no match reaches back into the one before, so any piece may
 * be put between two others); the shopper's fragments are deflated now, and the checksum and length
 * cover the whole. Brotli would compress the page again for every shopper (4 ms for a home page).
 */
function stitchedGzip(slotted: NonNullable<CachedPage["slotted"]>, fragments: SlotFragments): Buffer {
  const pieces = slotPieces(slotted.page, fragments);
  const deflated: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  pieces.forEach((text, index) => {
    // Even pieces are the page's own parts, deflated already; odd ones the slots.
    deflated.push(index % 2 === 0 ? slotted.deflated[index / 2]! : deflatedPiece(text, false));
    checksum = crc32(text, checksum);
    length += Buffer.byteLength(text);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  deflated.push(trailer);
  return Buffer.concat(deflated);
}

/** The encoding a visitor takes a page in, by their preference; null for none. */
function encodingOf(req: Request): Encoding | null {
  const chosen = req.acceptsEncodings("br", "gzip", "identity");
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}


type Request = Parameters<RequestHandler>[0];

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
  /** Paths that are never pages (files, the Shop API, resources answering JSON). */
  skip: (path: string) => boolean;
  /** The visitor's first cookie (a new clientToken), for a page served from the cache. */
  newCookie: () => string;
  /**
   * Whether a visitor with cookies is a guest whose page is a first visitor's: their signed session
   * holds nothing of their own and says their cart is empty (decision 40). Such a visitor is served
   * a first visitor's page, or on a miss their page is rendered as a first visitor's.
   */
  isSharedVisitor: (req: Request) => Promise<boolean>;
  /**
   * For any other visitor: their markup for the slots of the shared page, when their page is that
   * page but for its slots (decision 43); null when their page is to be rendered for them.
   */
  slotsFor: (req: Request, res: Response) => Promise<SlotFragments | null>;
  /** Cookies that change a page for everyone who has them (the lite choice): kept in its render and key. */
  keyCookies: readonly string[];
  /**
   * What else a page depends on that changes for everyone at once (the gold price's version); null
   * when it is not known now: `checkVersion` is asked first, and while it still is not known no page
   * is served from the cache until a render has told it.
   */
  version: () => string | null;
  /**
   * Asks what `version` should say when it does not know (the price is due for a check): then the
   * page is looked up under it, rather than every request of that moment rendering its own.
   */
  checkVersion: (req: Request) => Promise<unknown>;
}

/**
 * Everything a first visitor's page depends on: where it was asked (canonical links), what it is,
 * lite or full, phone or desktop (the home page's order, the inline pictures), the phone's AR viewer
 * (iOS or Android, for a product's "see it in your room"), the image formats the browser takes,
 * and whether a crawler asks (which gets the page whole).
 */
function pageKey(req: Request): string {
  const headers = new Headers();
  for (const name of ["save-data", "ect", "sec-ch-ua-mobile", "user-agent", "cookie"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const accept = req.headers.accept ?? "";
  const imageFormat = accept.includes("image/avif") ? "avif" : accept.includes("image/webp") ? "webp" : "jpeg";
  return [
    `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`,
    isLiteRequest(headers) ? "lite" : "full",
    isMobileRequest(headers) ? "phone" : "desktop",
    // A product with a 3D model links to the phone's own AR viewer (lib/augmented-reality.ts).
    arPlatform(headers.get("user-agent")) ?? "no-ar",
    imageFormat,
    isbot(req.headers["user-agent"] ?? "") ? "bot" : "person",
  ].join("|");
}

/** Only a whole, public page that sets no cookie of its own is kept for others. */
function isShareable(res: Response, ownCookie: string | undefined): boolean {
  if (res.statusCode !== 200) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  if (/private|no-store/.test(String(res.getHeader("cache-control") ?? ""))) return false;
  // A page without a section whose Shop API call failed (issue 22), even one that failed after its headers were sent.
  if ((res.locals.shopFailures as unknown[] | undefined)?.length) return false;
  const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
  return cookies.every((cookie) => cookie === ownCookie);
}

/** Only the cookies that key a page, as a Cookie header (undefined when there are none). */
function keyCookieHeader(header: string | undefined, names: readonly string[]): string | undefined {
  const kept = (header ?? "").split(";").filter((part) => names.includes(part.split("=", 1)[0]?.trim() ?? ""));
  return kept.length > 0 ? kept.join(";") : undefined;
}

/**
 * A page every guest with an empty cart sees alike. A request with no cookie at all (someone arriving
 * from a link, a crawler) has no session, no cart and no choice of its own, so its page is the same
 * for every such visitor with the same key; so is a returning guest's whose session holds nothing but
 * an empty cart (decisions 21 and 40). When the gold price jumps and shoppers arrive at once, most of
 * them are on such a page: it is rendered once every `ttlMs` and sent to the rest. A returning
 * guest's own render is made as a first visitor's (no cookie but the lite choice,
 * `res.locals.sharedRender`), so nothing of theirs can reach the page kept for others.
 * A guest with items or a signed-in shopper on a page whose content is everyone's is sent the same
 * page with the shell's slots filled in for them (decision 43). Anyone else (a message to show, a
 * page of their own) gets a page rendered for them.
 * Mounted after compression, which compresses a page as it streams to the visitor it is rendered for;
 * what is kept is the HTML, and each encoding of it as first asked for (a page with slots is
 * compressed for its shopper).
 */
export function sharedPageCache(options: PageCacheOptions): RequestHandler {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    // V8 keeps the Persian pages' text at two bytes a character.
    sizeCalculation: (page) =>
      page.html.length * 2 + [...Object.values(page.encoded), ...(page.slotted?.deflated ?? [])].reduce((sum, body) => sum + body.length, 1024),
    ttl: Math.max(1, options.ttlMs),
    // An expired page stays until it is replaced or pushed out: served while its successor renders.
    noDeleteOnStaleGet: true,
  });
  /**
   * Pages being rendered, by key: when the price jumps and a page expires under a rush, the
   * visitors who ask for it meanwhile wait for that one render instead of each making their own.
   */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  return (req, res, next) => {
    if (options.ttlMs <= 0 || req.method !== "GET" || options.skip(req.path) || "_data" in req.query) return next();
    if (options.version() === null) {
      const go = () => handle(req, res, next);
      options.checkVersion(req).then(go, go);
    } else handle(req, res, next);
  };

  /** A page request, once the version of now is known (or could not be had). */
  function handle(req: Request, res: Response, next: () => void) {
    if (!req.headers.cookie) return serve(req, res, next, { firstVisit: true });
    const cookie = req.headers.cookie;
    const asFirstVisitor = () => {
      res.locals.sharedRender = true;
      req.headers.cookie = keyCookieHeader(cookie, options.keyCookies);
    };
    options
      .isSharedVisitor(req)
      .then(async (shared) => {
        if (shared) {
          asFirstVisitor();
          return serve(req, res, next, { firstVisit: false });
        }
        const fragments = await options.slotsFor(req, res);
        if (!fragments) return next();
        asFirstVisitor();
        // Their own render, when no shared one could be had: with their cookies again.
        const ownRender = () => {
          res.locals.sharedRender = false;
          req.headers.cookie = cookie;
          next();
        };
        serve(req, res, next, { firstVisit: false, fragments, ownRender });
      })
      .catch(next);
  }

  /**
   * From the cache, or rendered and kept. A first visitor is given a clientToken of their own. A
   * shopper with slots waits for the whole page, which is sent to them with their slots filled in.
   */
  function serve(req: Request, res: Response, next: () => void, visitor: { firstVisit: boolean; fragments?: SlotFragments; ownRender?: () => void }) {
    // The version when the request came: a page rendered after it changed is kept under a version
    // no lookup asks for any more, never served as the new one's. Unknown (due for a check), the
    // render itself checks, and the page is kept under what it found.
    const known = options.version();
    const key = known === null ? undefined : `${pageKey(req)}|${known}`;
    // What a page keeps counts from when it keeps it: the same entry set again, its expiry unchanged
    // (an expired page served while its successor renders too).
    const recount = (page: CachedPage) => {
      if (key !== undefined && pages.peek(key, { allowStale: true }) === page) pages.set(key, page, { noUpdateTTL: true });
    };
    const send = (page: CachedPage) => {
      res.status(page.status);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      if (visitor.firstVisit) res.setHeader("Set-Cookie", options.newCookie());
      if (visitor.fragments) res.setHeader("Cache-Control", OWN_PAGE_CACHE_CONTROL);
      res.vary("Accept-Encoding");
      const encoding = encodingOf(req);
      if (!encoding) return res.end(visitor.fragments ? fillSlots(page.html, visitor.fragments) : page.html);
      // The page of everyone is compressed once per encoding; a page with slots is stitched for its shopper.
      if (visitor.fragments && req.acceptsEncodings("gzip")) {
        if (!page.slotted) {
          const slotted = splitSlots(page.html);
          page.slotted = { page: slotted, deflated: slotted.parts.map((part, index) => deflatedPiece(part, index === slotted.parts.length - 1)) };
          recount(page);
        }
        res.setHeader("Content-Encoding", "gzip");
        return res.end(stitchedGzip(page.slotted, visitor.fragments));
      }
      res.setHeader("Content-Encoding", encoding);
      if (visitor.fragments) return res.end(ENCODERS[encoding](fillSlots(page.html, visitor.fragments)));
      let body = page.encoded[encoding];
      if (!body) {
        body = page.encoded[encoding] = ENCODERS[encoding](page.html);
        recount(page);
      }
      res.end(body);
    };
    const cached = key === undefined ? undefined : pages.get(key);
    if (cached) return send(cached);
    const inFlight = key === undefined ? undefined : rendering.get(key);
    // While an expired page is rendered again, the others who ask for it get it as it was (for the
    // same gold price: the version is in the key) rather than wait for the render.
    const expired = inFlight && key !== undefined ? pages.get(key, { allowStale: true }) : undefined;
    if (expired) return send(expired);
    if (inFlight) {
      // A render that could not be kept (an error page, a cookie of its own) leaves each to their own.
      const alone = visitor.ownRender ?? next;
      inFlight.then((page) => (page ? send(page) : alone()), alone);
      return;
    }
    let settle: (page: CachedPage | undefined) => void = () => {};
    const own = key === undefined ? undefined : new Promise<CachedPage | undefined>((resolve) => (settle = resolve));
    const done = (page?: CachedPage) => {
      if (key !== undefined && rendering.get(key) === own) rendering.delete(key);
      settle(page);
    };
    if (key !== undefined && own) {
      rendering.set(key, own);
      res.once("close", () => done());
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      // A first visitor's page streams to them as it renders; a page with slots waits to be filled in.
      return visitor.fragments ? true : write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const html = Buffer.concat(chunks).toString("utf8");
      const ownCookie = res.locals.newClientCookie as string | undefined;
      const version = known ?? options.version();
      if (version !== null && isShareable(res, ownCookie)) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !UNKEPT_HEADERS.has(name)) as CachedPage["headers"];
        const page: CachedPage = { status: res.statusCode, headers, html, encoded: {} };
        pages.set(`${pageKey(req)}|${version}`, page);
        if (version === known) done(page);
      }
      done();
      if (!visitor.fragments) return end(chunk, ...rest);
      // Whatever the page turned out to be, the shell's slots are this shopper's.
      res.removeHeader("Content-Length");
      if (!/no-store/.test(String(res.getHeader("cache-control") ?? ""))) res.setHeader("Cache-Control", OWN_PAGE_CACHE_CONTROL);
      return end(fillSlots(html, visitor.fragments));
    }) as Response["end"];
    next();
  }
}

/** A page with a shopper's slots filled in is theirs: no shared cache (a CDN) keeps it. */
const OWN_PAGE_CACHE_CONTROL = "private";

/** Headers of a render that are not the page's: each response has its own. */
const UNKEPT_HEADERS = new Set(["set-cookie", "date", "content-length", "content-encoding"]);
