import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { goldPriceStream, type GoldPriceStream } from "../../../server/middleware/gold-price-stream";
import { type GoldPrice, type GoldPriceVersion, goldPriceVersionOf } from "~/lib/gold-price-version";

// The live gold price's streams (docs/decisions/0037), on a real HTTP server, checked every 40 ms.
const PERIOD_MS = 40;

function published(price: number, until = Date.now() + 60_000): GoldPriceVersion {
  const value: GoldPrice = { price, set_at: new Date(price).toISOString(), previous_price: price - 1, karat: 18 };
  return { version: goldPriceVersionOf(value), until, price: value };
}

let server: Server | undefined;
let hub: GoldPriceStream | undefined;
afterEach(async () => {
  hub?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A stream hub whose Shop API check (`check`) and last price (`latest`) the test sets. */
async function startHub(options: { latest: () => GoldPriceVersion | null; check?: () => Promise<unknown>; keepAliveMs?: number }) {
  let checks = 0;
  hub = goldPriceStream({
    check: async () => {
      checks += 1;
      await options.check?.();
    },
    latest: options.latest,
    periodMs: PERIOD_MS,
    keepAliveMs: options.keepAliveMs,
  });
  server = createServer(hub.handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hub, checks: () => checks };
}

/** A page's stream: its answer, and each message's price in turn (comments and all, raw, in `text`). */
async function openStream(url: string) {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let read = 0;
  return {
    response,
    abort: () => abort.abort(),
    text: () => text,
    /** The next message's price; null when the stream ended. */
    async next(): Promise<number | null> {
      for (;;) {
        const event = /^data: (.*)\n\n/m.exec(text.slice(read));
        if (event) {
          read += event.index + event[0].length;
          return (JSON.parse(event[1]!) as GoldPrice).price;
        }
        const chunk = await reader.read();
        if (chunk.done) return null;
        text += chunk.value;
      }
    },
  };
}

describe("the gold price's stream", () => {
  it("sends a page the price of now at once, then each new price once, at the period's check", async () => {
    let latest = published(10_000_000);
    const shop = await startHub({ latest: () => latest });
    const page = await openStream(shop.url);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(page.response.headers.get("cache-control")).toBe("no-store");
    expect(await page.next()).toBe(10_000_000);

    latest = published(10_250_000);
    expect(await page.next()).toBe(10_250_000);
    // Another page opened now is sent the new price at once, and the first is not sent it again:
    // its next message is the next change.
    const other = await openStream(shop.url);
    expect(await other.next()).toBe(10_250_000);
    await expect.poll(shop.checks).toBeGreaterThan(3);
    latest = published(9_900_000);
    expect(await page.next()).toBe(9_900_000);
    expect(await other.next()).toBe(9_900_000);
    expect(shop.hub.size()).toBe(2);
  });

  it("does not send a price due for a check, which may be older than the page's: the check's answer comes instead", async () => {
    let latest = published(10_000_000, Date.now() - 1);
    const shop = await startHub({
      latest: () => latest,
      check: async () => void (latest = published(10_300_000)),
    });
    const page = await openStream(shop.url);
    expect(await page.next()).toBe(10_300_000);
  });

  it("keeps an idle stream open for proxies with a comment line", async () => {
    const shop = await startHub({ latest: () => published(10_000_000), keepAliveMs: 30 });
    const page = await openStream(shop.url);
    expect(await page.next()).toBe(10_000_000);
    const nextMessage = page.next();
    await expect.poll(() => page.text()).toMatch(/\n\n:\n\n/);
    page.abort();
    await nextMessage.catch(() => null);
  });

  it("forgets a page that left, and checks no more once none is open", async () => {
    const shop = await startHub({ latest: () => published(10_000_000) });
    const page = await openStream(shop.url);
    expect(await page.next()).toBe(10_000_000);
    page.abort();
    await expect.poll(() => shop.hub.size()).toBe(0);
    const checks = shop.checks();
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS * 4));
    expect(shop.checks()).toBeLessThanOrEqual(checks + 1);
  });

  it("ends every stream when the worker stops, and refuses new ones", async () => {
    const shop = await startHub({ latest: () => published(10_000_000) });
    const pages = [await openStream(shop.url), await openStream(shop.url)];
    for (const page of pages) expect(await page.next()).toBe(10_000_000);
    shop.hub.close();
    for (const page of pages) expect(await page.next()).toBeNull();
    expect(shop.hub.size()).toBe(0);
    expect((await fetch(shop.url)).status).toBe(503);
  });
});
