import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type PageCacheOptions, sharedPageCache } from "~/lib/page-cache.server";

// The page cache with slots (decision 43) in front of a stand-in for the Remix handler, which renders
// the badge of whoever its cookie says, in two chunks as a streamed page comes.

const servers: ReturnType<express.Express["listen"]>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function shop(overrides: Partial<PageCacheOptions> = {}) {
  let renders = 0;
  // A render waits for this when set (a slow Shop API).
  let hold: Promise<void> | undefined;
  const app = express();
  app.use(compression());
  app.use(
    sharedPageCache({
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
      skip: () => false,
      newCookie: () => "clientToken=new",
      isSharedVisitor: async (req) => req.headers.cookie === "guest=empty",
      slotsFor: async (req) => (req.headers.cookie?.startsWith("items=") ? { "cart-count": `<span data-shell="cart-count">${req.headers.cookie.slice(6)}</span>` } : null),
      keyCookies: [],
      version: () => "v1",
      checkVersion: async () => undefined,
      ...overrides,
    }),
  );
  app.get("*", async (req, res) => {
    renders += 1;
    await hold;
    const count = req.headers.cookie?.startsWith("items=") ? req.headers.cookie.slice(6) : "0";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(`<html><body><header><span data-shell="cart-count"><span>${count}</span></span>`);
    res.end(`</header><main>${"سلام ".repeat(400)}</main></body></html>`);
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

const badge = (html: string) => /data-shell="cart-count">(.*?)<\/span><\/header>/.exec(html)?.[1];

describe("sharedPageCache", () => {
  it("checks a version that is due before it looks a page up, so the moment's requests find the kept page", async () => {
    let version: string | null = "v1";
    let checks = 0;
    const { get, renders } = await shop({ version: () => version, checkVersion: async () => ((checks += 1), (version = "v1")) });
    await get("/a");
    version = null; // the gold price is due for a check: what it is now is not known
    await Promise.all([get("/a"), get("/a", "items=2"), get("/a")]);
    expect(checks).toBeGreaterThan(0);
    expect(renders()).toBe(1);
  });

  it("renders for each request while a due version cannot be checked, and keeps none of them", async () => {
    const { get, renders } = await shop({ version: () => null, checkVersion: async () => Promise.reject(new Error("the Shop API is down")) });
    await get("/a");
    await get("/a");
    expect(renders()).toBe(2);
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
    expect(badge((await get("/b", "guest=empty")).html)).toBe("<span>0</span>");
    expect(renders()).toBe(1);
  });

  it("renders the page of a shopper without slots for them, and keeps nothing of it", async () => {
    const { get, renders } = await shop({ slotsFor: async () => null });
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
