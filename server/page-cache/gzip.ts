import { crc32, deflateRawSync, constants as zlib } from "node:zlib";
import { crc32Combine } from "./crc32-combine";

/** A piece of a stitched page: its text deflated, with the text's CRC-32 and length in bytes (UTF-8). */
export interface DeflatedPiece {
  deflated: Buffer;
  crc: number;
  byteLength: number;
}

/**
 * A page with slots as one gzip member (RFC 1952) for the cost of its slots: the page's own parts
 * are deflated once, when it is first sent with slots; each shopper's fragments now. Each piece is
 * deflated on its own and ends on a byte boundary (a sync flush), so no match reaches back into the
 * piece before it and any piece may follow any other; the trailer's checksum and length cover the
 * whole, combined from each piece's own (kept with it). zlib has no call for this; compressing the
 * whole page again per shopper (brotli, 4 ms for a home page) halved their throughput (docs/decisions/0043).
 */
export function deflatedPiece(text: string, last: boolean): DeflatedPiece {
  const bytes = Buffer.from(text);
  const deflated = deflateRawSync(bytes, { level: zlib.Z_BEST_COMPRESSION, ...(last ? {} : { finishFlush: zlib.Z_SYNC_FLUSH }) });
  return { deflated, crc: crc32(bytes), byteLength: bytes.length };
}

/** The most bytes a stored deflate block holds. */
const STORED_BLOCK_BYTES = 0xffff;

/**
 * A shopper's fragment as stored deflate blocks (RFC 1951 §3.2.4), its bytes as they are, after a
 * piece that ended on a byte boundary and before another. A zlib stream for each fragment cost
 * about 25 µs, a product page's nine a tenth of a signed-in shopper's request, to take 0.8 KB off
 * its 2.8 KB of fragments (50 KB sent): a few hundred bytes each, they barely compress on their own.
 */
export function storedPiece(text: string): DeflatedPiece {
  const bytes = Buffer.from(text);
  const blocks = Math.ceil(bytes.length / STORED_BLOCK_BYTES);
  const stored = Buffer.allocUnsafe(bytes.length + 5 * blocks);
  let at = 0;
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_BYTES) {
    const length = Math.min(STORED_BLOCK_BYTES, bytes.length - start);
    // Not the final block, stored (type 00); then its length and that length's complement.
    stored.writeUInt8(0, at);
    stored.writeUInt16LE(length, at + 1);
    stored.writeUInt16LE(length ^ 0xffff, at + 3);
    at += 5 + bytes.copy(stored, at + 5, start, start + length);
  }
  return { deflated: stored, crc: crc32(bytes), byteLength: bytes.length };
}

/** A gzip member's header: deflate, no name, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The pieces (`deflatedPiece`, the last one `last`, or `storedPiece`) as one gzip member. */
export function gzipOfPieces(pieces: readonly DeflatedPiece[]): Buffer {
  let checksum = 0;
  let length = 0;
  for (const piece of pieces) {
    checksum = crc32Combine(checksum, piece.crc, piece.byteLength);
    length += piece.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), trailer]);
}
