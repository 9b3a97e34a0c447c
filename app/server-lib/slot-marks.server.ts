import { Transform } from "node:stream";
import { SLOT_MARK, SLOT_MARK_END } from "~/lib/shell-slots";

/**
 * The rendered page's stream with each slot's marks made the comments they stand for (Slot in
 * components/ui/slot.tsx writes them as text, lib/shell-slots.ts `slotMarks`). Only marks with this
 * render's `nonce` count; a mark split between two chunks is held until the next.
 */
export function slotMarksStream(nonce: string): Transform {
  const opening = Buffer.from(`${SLOT_MARK}${nonce}`);
  const ending = Buffer.from(SLOT_MARK_END);
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const out: Buffer[] = [];
      for (;;) {
        const at = data.indexOf(opening);
        const end = at === -1 ? -1 : data.indexOf(ending, at + opening.length);
        if (end === -1) {
          // What may be the start of a mark waits for the next chunk.
          const from = at !== -1 ? at : partialMarkAt(data, opening);
          out.push(data.subarray(0, from));
          held = Buffer.from(data.subarray(from));
          break;
        }
        out.push(data.subarray(0, at), Buffer.from(`<!--${data.toString("utf8", at + opening.length, end)}-->`));
        data = data.subarray(end + ending.length);
      }
      done(null, out.length === 1 ? out[0] : Buffer.concat(out));
    },
    flush(done) {
      done(null, held);
    },
  });
}

/** Where the end of `data` begins a mark (`opening` cut short), else its length. */
function partialMarkAt(data: Buffer, opening: Buffer): number {
  for (let at = Math.max(0, data.length - opening.length + 1); at < data.length; at += 1) {
    if (data[at] === opening[0] && opening.subarray(0, data.length - at).equals(data.subarray(at))) return at;
  }
  return data.length;
}
