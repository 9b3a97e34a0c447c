import { randomUUID } from "node:crypto";
import { type APIResponse, expect, test } from "@playwright/test";
import { fillSlots } from "../../../app/lib/shell-slots";
import { STUDS } from "../support/checkout";
import { requestCounts, resetRequestCounts, setConfig, setStock } from "../support/shop-api";
import { startShop } from "../support/shop-server";

// What the storefront keeps between page views (docs/shop/14-data-and-failure.md §14.2,
// docs/decisions/0021): shared Shop API answers, and a first visitor's page; never what belongs to one
// visitor.

// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PAGES = ["/", "/necklaces", "/stud-earrings/pearl-studs", "/en", "/en/stud-earrings/pearl-studs"];

/** A page's markup but the shell's slots (decision 43). */
function withoutSlots(html: string): string {
  return fillSlots(html, { "cart-count": "", "bottom-cart": "", "account-label": "", promo: "", personal: "" });
}

function clientTokenOf(response: APIResponse): string | undefined {
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("clientToken="));
  return cookie?.value.split(";")[0];
}

test("a warm view of the home, a category and a product asks the Shop API for the visitor's cart only, and a change shows within the TTL", async ({ playwright, request }) => {
  // Long enough that nothing expires between the warm views and the counted ones on a busy machine.
  const ttlMs = 15_000;
  // One worker: each worker process keeps caches of its own.
  // No page cache: it would serve this guest, whose cart is empty, the shared page (decision 40).
  const shop = await startShop({ WEB_CONCURRENCY: "1", SHOP_CACHE_TTL_MS: String(ttlMs), SHOP_PAGE_CACHE_TTL_MS: "0" });
  const guest = await playwright.request.newContext({ baseURL: shop.url });
  try {
    for (const path of PAGES) await guest.get(path); // the first page set the guest's clientToken
    for (const path of PAGES) await guest.get(path);
    await resetRequestCounts(request, shop.url);
    for (const path of PAGES) expect((await guest.get(path)).status(), path).toBe(200);
    const counts = await requestCounts(request, shop.url);
    // Settings, menus, footer lists, layouts, lists, the category, the product, the guest's
    // invitation: all shared. Only the guest's own cart (the header's badge) is asked for, and the
    // gold price, checked on the clock's whole seconds whatever the pages (docs/decisions/0029).
    const calls = Object.keys(counts).filter((call) => !call.startsWith("GET /media/") && call !== "POST /online-price");
    expect(calls).toEqual(["GET /total-cart"]);
    expect(counts["GET /total-cart"]).toBe(PAGES.length);

    // A change in the Shop API shows within the TTL (and the refresh that stale-while-revalidate starts).
    await setStock(request, shop.url, STUDS.vendorId, 0);
    const changed = Date.now();
    await expect
      .poll(async () => (await (await guest.get(STUDS.path)).text()).includes("data-notify-me"), { timeout: ttlMs + 10_000, intervals: [250] })
      .toBe(true);
    expect(Date.now() - changed).toBeLessThan(ttlMs + 3000);
  } finally {
    await guest.dispose();
    await shop.stop();
  }
});

test("a first visitor's page is reused for the next first visitors and returning guests with an empty cart, with a guest's own badge for a guest with a cart, never for a visitor of another kind", async ({ playwright, request }) => {
  // The shared data refreshes at once, so what stays is the page cache's doing (and the gold price,
  // whose version keys the page, is checked once an hour).
  const shop = await startShop({ WEB_CONCURRENCY: "1", SHOP_CACHE_TTL_MS: "1", SHOP_PAGE_CACHE_TTL_MS: "60000", GOLD_PRICE_CHECK_MS: "3600000" });
  const firstVisit = (headers: Record<string, string> = {}) => playwright.request.newContext({ baseURL: shop.url, extraHTTPHeaders: headers });
  try {
    const one = await firstVisit();
    const first = await one.get("/en/faq");
    const html = await first.text();
    expect(html).toContain("Zarrin");
    await setConfig(request, shop.url, "shop_name", "Renamed Gold", "en");

    // The next first visitor: the same page, with a clientToken of their own.
    const two = await firstVisit();
    const second = await two.get("/en/faq");
    expect(await second.text()).toBe(html);
    expect(clientTokenOf(second)).toMatch(/^clientToken=[0-9a-f-]{36}$/);
    expect(clientTokenOf(second)).not.toBe(clientTokenOf(first));

    // A returning guest whose cart is empty gets the same page too, and keeps their clientToken.
    const returning = await one.get("/en/faq");
    expect(await returning.text()).toBe(html);
    expect(clientTokenOf(returning)).toBeUndefined();
    // With an item in the cart, they are sent the same page with their own badge (decision 43),
    // which is never kept for others.
    const changeCart = (intent: "add" | "decrement") =>
      one.post("/en/checkout/cart", {
        form: { intent, product_vendor_id: String(STUDS.vendorId), quantity: "1", redirectTo: "/en/faq" },
        headers: { Origin: shop.url },
        maxRedirects: 0,
      });
    expect((await changeCart("add")).status()).toBe(302);
    // The page with the news of it (a toast) is rendered for them.
    expect(await (await one.get("/en/faq")).text()).toContain("data-toast");
    const withItem = await one.get("/en/faq");
    expect(withItem.headers()["cache-control"]).toBe("private");
    const withItemHtml = await withItem.text();
    expect(withItemHtml).toContain('data-cart-count="1"');
    expect(withoutSlots(withItemHtml)).toBe(withoutSlots(html));
    const three = await firstVisit();
    expect(await (await three.get("/en/faq")).text()).toBe(html);
    // Emptied again, the guest is back on the shared page (after the page with the news of it).
    expect((await changeCart("decrement")).status()).toBe(302);
    expect(await (await one.get("/en/faq")).text()).toContain("data-toast");
    expect(await (await one.get("/en/faq")).text()).toBe(html);
    // A change made with JavaScript (a fetcher, answered with data) tells the session too.
    const added = await one.post("/en/checkout/cart.data", {
      form: { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1", _fetcher: "1" },
      headers: { Origin: shop.url },
    });
    expect(added.status()).toBe(200);
    expect(await (await one.get("/en/faq")).text()).toContain('data-cart-count="1"');
    // A first visitor of another kind is not served that page: lite, or on a phone.
    const lite = await firstVisit({ "Save-Data": "on" });
    expect(await (await lite.get("/en/faq")).text()).toMatch(/<html[^>]* data-lite=""/);
    for (const context of [one, two, three, lite]) await context.dispose();

    // A page for one shopper only is never kept: the payment result says so, and is asked for again.
    await resetRequestCounts(request, shop.url);
    for (let visit = 0; visit < 2; visit += 1) {
      const visitor = await firstVisit();
      const result = await visitor.get("/success-payment?order_id=1");
      expect(result.headers()["cache-control"]).toContain("no-store");
      await visitor.dispose();
    }
    expect((await requestCounts(request, shop.url))["POST /payment-result"]).toBe(2);
  } finally {
    await shop.stop();
  }
});

test("first visitors and returning guests who ask for a page while it is being rendered wait for that one render", async ({ request }) => {
  // Shared data is asked for again at every render, so the Shop API's counts tell the renders apart.
  const shop = await startShop({ WEB_CONCURRENCY: "1", SHOP_CACHE_TTL_MS: "1", SHOP_PAGE_CACHE_TTL_MS: "60000", GOLD_PRICE_CHECK_MS: "3600000" });
  try {
    expect((await request.get(`${shop.url}/en/contactus`)).status()).toBe(200); // the gold price's version is known
    await resetRequestCounts(request, shop.url);
    const visitors = [...Array.from({ length: 6 }, () => ({})), ...Array.from({ length: 4 }, () => ({ Cookie: `clientToken=${randomUUID()}` }))];
    const pages = await Promise.all(visitors.map((headers) => fetch(`${shop.url}/en/faq`, { headers })));
    const bodies = await Promise.all(pages.map((page) => page.text()));
    expect(pages.map((page) => page.status)).toEqual(visitors.map(() => 200));
    expect(new Set(bodies).size).toBe(1);
    // Every first visitor has a clientToken of their own; a returning guest keeps theirs.
    expect(pages.map((page) => Boolean(page.headers.get("set-cookie")))).toEqual(visitors.map((headers) => !("Cookie" in headers)));
    const counts = await requestCounts(request, shop.url);
    expect(counts["GET /faqs"]).toBe(1); // one render for the ten
  } finally {
    await shop.stop();
  }
});
