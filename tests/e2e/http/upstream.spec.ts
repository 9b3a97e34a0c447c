import { expect, test } from "@playwright/test";
import { freePort, startBlackhole, startShop } from "../support/shop-server";

// A failing Shop API gives a themed error page with a gateway status, within the timeout, and the
// server keeps serving.

// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("an unreachable Shop API gives a themed 502 page, and /healthz still answers", async ({ request }) => {
  const closedPort = await freePort();
  const shop = await startShop({ SHOP_API_URL: `http://127.0.0.1:${closedPort}/shop-api`, SESSION_SECRET: "x" });
  try {
    for (const [path, lang, text] of [
      ["/", "fa", "ارتباط با سرور فروشگاه برقرار نشد"],
      ["/en/category", "en", "We could not reach the shop's server"],
    ] as const) {
      const response = await request.get(`${shop.url}${path}`);
      expect(response.status(), path).toBe(502);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(text);
      expect(html).toContain("data-retry");
      expect(html).not.toMatch(/at \w+ \(|node_modules|ECONNREFUSED/); // no stack trace, no internals
    }
    expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200);
    expect(shop.stderr()).toContain("GET /menu failed (unreachable)");
  } finally {
    await shop.stop();
  }
});

test("a Shop API that never answers gives a 504 page within the timeout", async ({ request }) => {
  const blackhole = await startBlackhole();
  const shop = await startShop({ SHOP_API_URL: blackhole.url, SHOP_API_TIMEOUT_MS: "1500", SESSION_SECRET: "x" });
  try {
    const started = Date.now();
    const response = await request.get(`${shop.url}/en`, { timeout: 10_000 });
    const elapsed = Date.now() - started;
    expect(response.status()).toBe(504);
    expect(elapsed).toBeLessThan(4000);
    expect(await response.text()).toContain("An error has occurred");
    // The server is not stuck: health answers at once while upstream calls hang.
    const health = Date.now();
    expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200);
    expect(Date.now() - health).toBeLessThan(1000);
  } finally {
    await shop.stop();
    await blackhole.close();
  }
});

test("production refuses to start against a remote Shop API without SESSION_SECRET", async () => {
  await expect(startShop({ SHOP_API_URL: "http://127.0.0.1:9/shop-api", SESSION_SECRET: "" })).rejects.toThrow(/SESSION_SECRET must be set/);
});
