import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { documentEndLastStream } from "~/server-lib/document-end.server";

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(documentEndLastStream())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

describe("documentEndLastStream", () => {
  it("puts what streams after the shell's </body></html> before them", async () => {
    const streamed = '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>later</p></div><script>$RC("B:0","S:0")</script>';
    expect(await through(["<!DOCTYPE html><html><body><main>shell</main></body></html>", streamed])).toBe(
      `<!DOCTYPE html><html><body><main>shell</main>${streamed}</body></html>`,
    );
  });

  it("finds the tags split across chunks, in Persian text too", async () => {
    expect(await through(["<html><body>سلام</bo", "dy></ht", "ml>", "<div>بعد</div>"])).toBe("<html><body>سلام<div>بعد</div></body></html>");
  });

  it("leaves a document without them as it is", async () => {
    expect(await through(["<p>a fragment", "</p>"])).toBe("<p>a fragment</p>");
  });
});
