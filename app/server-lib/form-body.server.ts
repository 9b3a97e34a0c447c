import { data } from "react-router";
import { FORM_BODY_MAX_BYTES } from "../../shop-api/contract/input-bounds";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A refusal of what was posted, answered by the themed error page in the page's language (root ErrorBoundary). */
const refuse = (status: 400 | 413 | 415) => data(null, { status });

/**
 * A body too large is read to its end and dropped, as body parsers do: answered while the client
 * still sends, its connection would be reset, and the next request on it with it.
 */
function tooLarge(reader: ReadableStreamDefaultReader<Uint8Array> | undefined) {
  const drain = async () => {
    while (reader && !(await reader.read()).done);
  };
  drain().catch(() => undefined);
  return refuse(413);
}

/**
 * The fields of a form post, read within bounds (issue 16), for every action: what is not a form
 * (JSON, plain text, no type) is refused with 415, a body over FORM_BODY_MAX_BYTES with 413 — read
 * no further than that — and one that cannot be parsed with 400. `request.formData()` threw a
 * TypeError for each of them, which answered 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.has(type.split(";")[0]!.trim().toLowerCase())) throw refuse(415);
  const reader = request.body?.getReader();
  if (Number(request.headers.get("content-length")) > FORM_BODY_MAX_BYTES) throw tooLarge(reader);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
    size += chunk.value.byteLength;
    if (size > FORM_BODY_MAX_BYTES) throw tooLarge(reader);
    chunks.push(chunk.value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw refuse(400);
  }
}
