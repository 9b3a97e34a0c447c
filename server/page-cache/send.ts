import type { Request, Response } from "express";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { BROTLI_QUALITY } from "../middleware/compression";
import type { Rendered } from "../middleware/pages";
import { type DeflatedPiece, deflatedPiece, gzipOfPieces, storedPiece } from "./gzip";
import { type CutPage, cutAtSlots, slotPieces } from "./slots";
import type { Visitor } from "./visitors";

/** A kept page: its status, its headers but the cookie and the encoding, its HTML. */
export interface KeptPage {
  status: number;
  headers: [string, string | number | readonly string[]][];
  html: string;
  /** The HTML as compressed for each encoding a visitor took it in so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Cut at its slots, each part deflated once (gzip.ts), when a shopper with slots first asked; null when it could not be cut. */
  slotted?: { cut: CutPage; deflated: DeflatedPiece[] } | null;
}

/** Headers of a render that are not the page's: each response has its own. */
export const UNKEPT_HEADERS = new Set(["set-cookie", "date", "content-length", "content-encoding"]);

/** A kept page's weight: V8 keeps the Persian pages' text at two bytes a character. */
export const keptBytes = (page: KeptPage) =>
  page.html.length * 2 + [...Object.values(page.encoded), ...(page.slotted?.deflated.map((piece) => piece.deflated) ?? [])].reduce((sum, body) => sum + body.length, 1024);

type Encoding = "br" | "gzip";

/** As the compression middleware would (brotli at its quality, gzip at its default), in one call. */
const ENCODERS: Record<Encoding, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (html) => gzipSync(html),
};

/** A page with a shopper's slots filled in is theirs: no shared cache (a CDN) keeps it. */
const OWN_PAGE_CACHE_CONTROL = "private";

/**
 * A kept page to a visitor: a first visitor with a new clientToken (`newCookie`), a shopper with
 * their slots, or, when the page's slots could not be cut, their own page (`ownPage`). Each
 * encoding of the page is made once (`recount` then counts its bytes); a page with slots is a
 * stitched gzip, or filled in and compressed for a visitor who takes no gzip.
 */
export function sendKept(
  req: Request,
  res: Response,
  page: KeptPage,
  visitor: Visitor,
  { newCookie, recount, ownPage }: { newCookie: () => string; recount: (page: KeptPage) => void; ownPage: () => void },
) {
  const fragments = visitor.kind === "slotted" ? visitor.fragments : undefined;
  if (fragments && page.slotted === undefined) {
    const cut = cutAtSlots(page.html);
    page.slotted = cut && { cut, deflated: cut.parts.map((part, index) => deflatedPiece(part, index === cut.parts.length - 1)) };
    recount(page);
  }
  const slotted = fragments && page.slotted;
  if (fragments && !slotted) return ownPage();
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (visitor.kind === "first") res.setHeader("Set-Cookie", newCookie());
  if (slotted) res.setHeader("Cache-Control", OWN_PAGE_CACHE_CONTROL);
  res.vary("Accept-Encoding");
  const chosen = req.acceptsEncodings("br", "gzip", "identity");
  const encoding = chosen === "br" || chosen === "gzip" ? chosen : null;
  if (slotted && fragments) {
    const pieces = slotPieces(slotted.cut, fragments);
    if (req.acceptsEncodings("gzip")) {
      res.setHeader("Content-Encoding", "gzip");
      // Even pieces are the page's own parts, deflated already; odd ones the shopper's, stored.
      return res.end(gzipOfPieces(pieces.map((text, index) => (index % 2 === 0 ? slotted.deflated[index / 2]! : storedPiece(text)))));
    }
    const html = pieces.join("");
    if (!encoding) return res.end(html);
    res.setHeader("Content-Encoding", encoding);
    return res.end(ENCODERS[encoding](html));
  }
  if (!encoding) return res.end(page.html);
  let body = page.encoded[encoding];
  if (!body) {
    body = page.encoded[encoding] = ENCODERS[encoding](page.html);
    recount(page);
  }
  res.setHeader("Content-Encoding", encoding);
  res.end(body);
}

/**
 * A page rendered for the cache, streamed to the visitor it was rendered for as it comes (through
 * the compression middleware), with `newCookie` for a first visitor; its HTML, once whole.
 */
export async function streamAndKeep(res: Response, { response }: Rendered, newCookie: string | undefined): Promise<string> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (newCookie) res.append("Set-Cookie", newCookie);
  const chunks: Uint8Array[] = [];
  if (response.body) {
    const flushable = res as Response & { flush?: () => void };
    const reader = response.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        res.write(read.value);
        flushable.flush?.();
      }
    } catch (error) {
      res.destroy(error as Error);
      throw error;
    }
  }
  res.end();
  return Buffer.concat(chunks).toString("utf8");
}
