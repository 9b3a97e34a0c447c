import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { arPlatform } from "./augmented-reality";
import { isMobileRequest } from "./device";
import { isLiteRequest } from "./lite-mode";

/**
 * A page as it was sent to a first visitor: its status, its headers but the cookie, its body as
 * compressed for the encodings that visitor accepted.
 */
interface CachedPage {
  status: number;
  headers: [string, string | number | readonly string[]][];
  body: Buffer;
}

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  ttlMs: number;
  maxBytes: number;
  /** Paths that are never pages (files, the Shop API, resources answering JSON). */
  skip: (path: string) => boolean;
  /** The visitor's first cookie (a new clientToken), for a page served from the cache. */
  newCookie: () => string;
  /**
   * What else a page depends on that changes for everyone at once (the gold price's version); null
   * when it is not known now, and then no page is served from the cache until a render has told it.
   */
  version: () => string | null;
}

/**
 * Everything a first visitor's page depends on: where it was asked (canonical links), what it is,
 * lite or full, phone or desktop (the home page's order, the inline pictures), the phone's AR viewer
 * (iOS or Android, for a product's "see it in your room"), the formats and
 * encodings the browser takes, and whether a crawler asks (which gets the page whole).
 */
function pageKey(req: Parameters<RequestHandler>[0]): string {
  const headers = new Headers();
  for (const name of ["save-data", "ect", "sec-ch-ua-mobile", "user-agent"]) {
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
    req.headers["accept-encoding"] ?? "",
    isbot(req.headers["user-agent"] ?? "") ? "bot" : "person",
  ].join("|");
}

/** Only a whole, public page that sets no cookie of its own is kept for others. */
function isShareable(res: Response, ownCookie: string | undefined): boolean {
  if (res.statusCode !== 200) return false;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  if (/private|no-store/.test(String(res.getHeader("cache-control") ?? ""))) return false;
  const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
  return cookies.every((cookie) => cookie === ownCookie);
}

/**
 * First visits: a request with no cookie at all (someone arriving from a link, a crawler) has no
 * session, no cart and no choice of its own, so its page is the same for every such visitor with
 * the same key. When the gold price jumps and shoppers arrive at once, most of them are on that
 * first page: it is rendered once every `ttlMs` and sent to the rest as it was compressed. A
 * visitor with any cookie (a clientToken from any earlier page) always gets their own render.
 * Mounted before compression, so that what is kept is what was sent.
 */
export function firstVisitPageCache(options: PageCacheOptions): RequestHandler {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.length + 1024,
    ttl: Math.max(1, options.ttlMs),
  });
  return (req, res, next) => {
    if (options.ttlMs <= 0 || req.method !== "GET" || req.headers.cookie || options.skip(req.path) || "_data" in req.query) return next();
    // The version when the request came: a page rendered after it changed is kept under a version
    // no lookup asks for any more, never served as the new one's. Unknown (due for a check), the
    // render itself checks, and the page is kept under what it found.
    const known = options.version();
    const cached = known === null ? undefined : pages.get(`${pageKey(req)}|${known}`);
    if (cached) {
      res.status(cached.status);
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("Set-Cookie", options.newCookie());
      res.end(cached.body);
      return;
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
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const ownCookie = res.locals.newClientCookie as string | undefined;
      const version = known ?? options.version();
      if (version !== null && isShareable(res, ownCookie)) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => name !== "set-cookie" && name !== "date") as CachedPage["headers"];
        pages.set(`${pageKey(req)}|${version}`, { status: res.statusCode, headers, body: Buffer.concat(chunks) });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
