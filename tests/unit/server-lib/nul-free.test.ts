import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { nulFreeStream } from "~/server-lib/nul-free.server";

async function through(chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(nulFreeStream())) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

describe("the HTML stream without NUL bytes", () => {
  it("drops the NUL bytes React 18 flushes where a Persian character straddles its buffer", async () => {
    const word = Buffer.from("مقررات", "utf8");
    const broken = Buffer.concat([word.subarray(0, 8), Buffer.alloc(3), word.subarray(8)]);
    expect((await through([broken, Buffer.from("<p>\0ok</p>")])).toString("utf8")).toBe("مقررات<p>ok</p>");
  });

  it("passes a clean chunk through as it is", async () => {
    const chunk = Buffer.from("<html lang=\"fa\">طلا</html>");
    expect(await through([chunk])).toEqual(chunk);
  });
});
