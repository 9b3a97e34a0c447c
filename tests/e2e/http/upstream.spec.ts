import { expect, test } from "@playwright/test";
import { freePort, startBlackhole, startFaultyShopApi, startShop } from "../support/shop-server";

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
    // The timeout's 1.5 s and the error page, with room for a busy machine: far below the 15 s default
    // or the request's 10 s, which a server that ignored its timeout would take.
    expect(elapsed).toBeLessThan(6000);
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

test("a Shop API answering 500, 503, HTML or cut-short JSON, or refusing connections, gives the themed page in the page's language within the timeout; the shop recovers by itself", async ({ request, baseURL }) => {
  const api = await startFaultyShopApi(`${baseURL}/shop-api`);
  await api.setFault("500");
  // Nothing kept from a first visit or a warm cache: each request asks the failing API.
  const shop = await startShop({ SHOP_API_URL: api.url, SHOP_API_TIMEOUT_MS: "3000", SHOP_PAGE_CACHE_TTL_MS: "0", SESSION_SECRET: "x" });
  try {
    const expectThemed = async (status: number, label: string) => {
      for (const [path, lang, text] of [
        ["/necklaces", "fa", "ارتباط با سرور فروشگاه برقرار نشد"],
        ["/en/checkout/cart", "en", "We could not reach the shop's server"],
      ] as const) {
        const started = Date.now();
        const response = await request.get(`${shop.url}${path}`, { timeout: 10_000 });
        expect(Date.now() - started, `${label} ${path}`).toBeLessThan(3000);
        expect(response.status(), `${label} ${path}`).toBe(status);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html, `${label} ${path}`).toContain(text);
        expect(html).toContain("data-retry");
        expect(html).not.toMatch(/at \w+ \(|node_modules|SyntaxError|ECONNREFUSED/);
      }
    };
    await expectThemed(502, "500");
    // A form posted meanwhile: the action's failure is the same page (without the root loader's data).
    const posted = await request.post(`${shop.url}/en/checkout/cart`, { form: { intent: "discount", code: "ZARRIN10" } });
    expect(posted.status()).toBe(502);
    expect(await posted.text()).toContain("We could not reach the shop");
    await api.setFault("503");
    await expectThemed(503, "503");
    await api.setFault("html");
    await expectThemed(502, "HTML");
    await api.setFault("truncated-json");
    await expectThemed(502, "cut-short JSON");
    await api.setFault("refused");
    await expectThemed(502, "refused");
    expect(shop.stderr()).toMatch(/failed \(bad-shape\): not JSON/);
    expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200);

    // The API comes back: the same pages answer again, with nothing restarted.
    await api.setFault("none");
    await expect.poll(async () => (await request.get(`${shop.url}/necklaces`)).status(), { timeout: 15_000 }).toBe(200);
    expect((await request.get(`${shop.url}/en/checkout/cart`)).status()).toBe(200);
  } finally {
    await shop.stop();
    await api.close();
  }
});

test("production refuses to start against a remote Shop API without SESSION_SECRET", async () => {
  await expect(startShop({ SHOP_API_URL: "http://127.0.0.1:9/shop-api", SESSION_SECRET: "" })).rejects.toThrow(/SESSION_SECRET must be set/);
});
