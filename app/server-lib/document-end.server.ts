import { Transform } from "node:stream";

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Moves the document's closing tags to the end of the stream. React writes `</body></html>` with the
 * shell, and what streams in later (the parts a Suspense boundary waited for, and their scripts)
 * follows them: stray content after `</html>`, where the Nu HTML Checker stops reading and which a
 * browser moves back into the body anyway. Held back until the end, they close the body after it.
 */
export function documentEndLastStream(): Transform {
  let found = false;
  // The tags may straddle two chunks: the end of a chunk that could begin them waits for the next.
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (found) return done(null, chunk);
      const data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const at = data.indexOf(DOCUMENT_END);
      if (at !== -1) {
        found = true;
        held = Buffer.alloc(0);
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]));
      }
      const keep = Math.min(data.length, DOCUMENT_END.length - 1);
      held = Buffer.from(data.subarray(data.length - keep));
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, found ? Buffer.concat([held, DOCUMENT_END]) : held);
    },
  });
}
