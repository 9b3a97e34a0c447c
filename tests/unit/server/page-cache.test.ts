import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageCache, type PageCacheOptions } from "../../../server/page-cache";
import type { Visitor } from "../../../server/page-cache/visitors";

// The page cache (decisions 21, 40, 43) in front of a stand-in for React Router, which renders the badge of
// whoever its cookie says, in two chunks as a streamed page comes, its slot marked as the renderer marks it.

const servers: ReturnType<express.Express["listen"]>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const page = (count: string) => [
  `<html><body><header><!--slot cart-count--><span data-shell="cart-count"><span>${count}</span></span><!--/slot cart-count-->`,
  `</header><main>${"سلام ".repeat(400)}</main></body></html>`,
];

/** Who the test's cookies say: none, a first visitor; `guest=empty`, a guest with an empty cart; `items=N`, a shopper with slots. */
async function visitorOf(req: express.Request): Promise<Visitor> {
  const cookie = req.headers.cookie;
  if (!cookie) return { kind: "first" };
  if (cookie === "guest=empty") return { kind: "guest" };
  if (cookie.startsWith("items=")) return { kind: "slotted", fragments: { "cart-count": `<span data-shell="cart-count">${cookie.slice(6)}</span>` } };
  return { kind: "own" };
}

async function shop(overrides: Partial<PageCacheOptions> = {}) {
  let renders = 0;
  // A render waits for this when set (a slow Shop API).
  let hold: Promise<void> | undefined;
  const app = express();
  app.use(compression());
  app.use(
    pageCache({
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
      visitorOf,
      version: async () => "v1",
      newClientToken: () => ({ token: "new", setCookie: "clientToken=new" }),
      // A first visitor's render: no cookie of the visitor's.
      render: async (_req, _res, visitor) => {
        renders += 1;
        await hold;
        expect(visitor).toStrictEqual({ clientToken: "new", newVisitor: true, cookieHeader: undefined, slotMarks: true });
        const [head, tail] = page("0");
        const body = new ReadableStream({ start: (stream) => (stream.enqueue(Buffer.from(head!)), stream.enqueue(Buffer.from(tail!)), stream.close()) });
        return { response: new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } }), failures: [] };
      },
      ...overrides,
    }),
  );
  // A visitor's own page.
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    await hold;
    const [head, tail] = page(req.headers.cookie?.startsWith("items=") ? req.headers.cookie.slice(6) : "0");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(head);
    res.end(tail);
  });
  const server = app.listen(0);
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${url}${path}`, { headers: { ...(cookie ? { cookie } : {}), "accept-encoding": "gzip" } });
    return { html: await response.text(), headers: response.headers };
  };
  return { get, renders: () => renders, holdRenders: (until: Promise<void>) => (hold = until) };
}

const badge = (html: string) => /data-shell="cart-count">(.*?)<\/span><!--\/slot/.exec(html)?.[1];

describe("the page cache", () => {
  it("looks a page up under the gold price's version of now, checked first when due, so the moment's requests find one render", async () => {
    let checks = 0;
    // Due for a check: the version is known once the check answers.
    const version = async () => (checks += 1, await new Promise((resolve) => setTimeout(resolve, 20)), "v1");
    const { get, renders } = await shop({ version });
    await Promise.all([get("/a"), get("/a", "items=2"), get("/a"), get("/a", "guest=empty")]);
    expect(checks).toBe(4);
    expect(renders()).toBe(1);
  });

  it("renders for each request while the version cannot be had, and keeps none of them", async () => {
    const { get, renders } = await shop({ version: async () => null });
    await get("/a");
    await get("/a");
    expect(renders()).toBe(2);
  });

  it("keeps a page under the version it was rendered at: a new price, a new render", async () => {
    let version = "v1";
    const { get, renders } = await shop({ version: async () => version });
    await get("/a");
    await get("/a");
    version = "v2";
    await get("/a");
    expect(renders()).toBe(2);
  });

  it("keeps no page whose render set a cookie, failed a section or was not a whole HTML page", async () => {
    for (const rendered of [
      { response: new Response("<html></html>", { headers: { "Content-Type": "text/html", "Set-Cookie": "__session=x" } }), failures: [] },
      { response: new Response("<html></html>", { headers: { "Content-Type": "text/html" } }), failures: [{ call: "GET /menus" }] },
      { response: new Response("<html></html>", { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } }), failures: [] },
      { response: new Response("<html></html>", { status: 404, headers: { "Content-Type": "text/html" } }), failures: [] },
    ]) {
      let renders = 0;
      const { get } = await shop({ render: async () => ((renders += 1), { ...rendered, response: rendered.response.clone() }) as never });
      const first = await get("/e");
      await get("/e");
      expect(renders).toBe(2);
      // The first visitor gets it as it is, with their cookie and the render's.
      expect(first.headers.get("set-cookie")).toContain("clientToken=new");
    }
  });

  it("renders a page once for first visitors, compressed for each", async () => {
    const { get, renders } = await shop();
    const first = await get("/a");
    const second = await get("/a");
    expect(second.html).toBe(first.html);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("set-cookie")).toBe("clientToken=new");
    expect(renders()).toBe(1);
  });

  it("sends a shopper with slots the shared page with their slots, never keeping theirs for others", async () => {
    const { get, renders } = await shop();
    // A miss: the shared page is rendered for them, kept, and sent with their slot.
    const own = await get("/b", "items=3");
    expect(badge(own.html)).toBe("3");
    expect(own.headers.get("cache-control")).toBe("private");
    expect(badge((await get("/b")).html)).toBe("<span>0</span>");
    // A hit: the kept page, with another shopper's slot, as one gzip stream stitched from pieces.
    const other = await get("/b", "items=5");
    expect(other.headers.get("content-encoding")).toBe("gzip");
    expect(other.html).toBe(own.html.replace('data-shell="cart-count">3<', 'data-shell="cart-count">5<'));
    expect(other.headers.get("cache-control")).toBe("private");
    expect(badge((await get("/b", "guest=empty")).html)).toBe("<span>0</span>");
    expect(renders()).toBe(1);
  });

  it("renders the page of a shopper without slots for them, and keeps nothing of it", async () => {
    const { get, renders } = await shop({ visitorOf: async (req) => (req.headers.cookie ? { kind: "own" } : { kind: "first" }) });
    expect(badge((await get("/c", "items=2")).html)).toBe("<span>2</span>");
    expect(badge((await get("/c")).html)).toBe("<span>0</span>");
    expect(renders()).toBe(2);
  });

  it("while an expired page renders again, sends the others the page as it was instead of making them wait", async () => {
    const { get, renders, holdRenders } = await shop({ ttlMs: 200 });
    const first = await get("/d");
    await new Promise((resolve) => setTimeout(resolve, 300));
    let release = () => {};
    holdRenders(new Promise<void>((resolve) => (release = resolve)));
    const renewing = get("/d"); // the first to find it expired renders it again, and waits for that render
    await expect.poll(renders).toBe(2);
    expect((await get("/d")).html).toBe(first.html); // answered while the render is held
    release();
    expect((await renewing).html).toBe(first.html);
    expect(renders()).toBe(2);
  });
});
