import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "../../../server/page-cache/crc32-combine";

// A stitched page's checksum is combined from its pieces' (gzip.ts): it must be zlib's CRC-32 of the whole.

describe("crc32Combine", () => {
  it("is the CRC-32 of two byte strings one after the other, either or both empty", () => {
    const texts = [Buffer.alloc(0), Buffer.from("a"), Buffer.from("<span>طلا</span>"), randomBytes(1000), randomBytes(65_537), randomBytes(1024 * 1024 + 3)];
    for (const a of texts) {
      for (const b of texts) {
        expect(crc32Combine(crc32(a), crc32(b), b.length), `${a.length} then ${b.length} bytes`).toBe(crc32(Buffer.concat([a, b])));
      }
    }
  });

  it("folds a page's pieces into the whole's CRC-32", () => {
    const pieces = ["<html>", "", "<main>".padEnd(5000, "طلا"), "<span>3</span>", "</html>"].map((text) => Buffer.from(text));
    const combined = pieces.reduce((crc, piece) => crc32Combine(crc, crc32(piece), piece.length), 0);
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
  });

  it("takes lengths past 2^32 bytes", () => {
    // "<html>" then 2^32 + 7 zero bytes, checksummed by zlib a slice at a time.
    const head = Buffer.from("<html>");
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    const length = 2 ** 32 + 7;
    let crcOfZeros = 0;
    let crcOfWhole = crc32(head);
    for (let left = length; left > 0; left -= zeros.length) {
      const slice = zeros.subarray(0, Math.min(left, zeros.length));
      crcOfZeros = crc32(slice, crcOfZeros);
      crcOfWhole = crc32(slice, crcOfWhole);
    }
    expect(crc32Combine(crc32(head), crcOfZeros, length)).toBe(crcOfWhole);
  });
});
