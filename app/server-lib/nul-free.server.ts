import { Transform } from "node:stream";

/**
 * React 18's streaming renderer can flush the unwritten end of its 2 KB buffer as NUL bytes when a
 * multi-byte (Persian) character straddles the buffer's end (react #24985, #31134; fixed only in
 * React 19). The bytes are extra, not in place of text, so dropping them restores the document.
 * HTML never carries a legitimate NUL, and a chunk without one passes through untouched.
 */
export function nulFreeStream(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, withoutNul(chunk));
    },
  });
}

/** The bytes without their NULs (the same chunk when it has none). */
export function withoutNul(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  const kept = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  for (const byte of chunk) if (byte !== 0) kept[length++] = byte;
  return kept.subarray(0, length);
}
