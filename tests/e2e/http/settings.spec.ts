import { expect, test } from "@playwright/test";
import { requestCounts, resetRequestCounts, setConfig } from "../support/shop-api";
import { startShop } from "../support/shop-server";

// The remote settings drive the shell; shared data is cached.

// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("the settings change the theme colours, switches and analytics snippets", async ({ request }) => {
  const shop = await startShop({ SHOP_CACHE_TTL_MS: "1" });
  try {
    let html = await (await request.get(`${shop.url}/`)).text();
    expect(html).toContain("--color-primary:#E8E4D9");
    expect(html).toContain("--color-secondary:#204541");
    expect(html).toContain("--color-third:#bb010b");
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("/assets/analytics-");
    expect(html).toContain("data-notification");
    expect(html).toContain("data-cart-link");

    await setConfig(request, shop.url, "primary-color", "#123456");
    await setConfig(request, shop.url, "gtm_id", "GTM-TEST42");
    await setConfig(request, shop.url, "is_simple_header", true);
    await setConfig(request, shop.url, "show_cart_header", false);
    // Stale-while-revalidate: the first view after the change may still be the old one.
    await request.get(`${shop.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    html = await (await request.get(`${shop.url}/`)).text();
    expect(html).toContain("--color-primary:#123456");
    expect(html).toMatch(/<script async="" src="\/assets\/analytics-[\w-]+\.js" data-gtm="GTM-TEST42">/);
    expect(html).toContain("googletagmanager.com/ns.html?id=GTM-TEST42");
    expect(html).not.toContain("data-notification"); // the simple header has no strip
    expect(html).not.toContain('id="desktop-search"');
    expect(html).not.toContain("data-cart-link");

    // A simple footer keeps the heading, social links and copyright, not the lists and extras.
    expect(html).toContain("data-seo-description");
    await setConfig(request, shop.url, "is_simple_footer", true);
    await request.get(`${shop.url}/en`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    html = await (await request.get(`${shop.url}/en`)).text();
    expect(html).toContain("data-copyright");
    expect(html).not.toContain("data-seo-description");
    expect(html).not.toContain("data-footer-mobile-block");
  } finally {
    await shop.stop();
  }
});

test("a catalogue-only shop shows no cart anywhere", async ({ request }) => {
  const shop = await startShop({ SHOP_CACHE_TTL_MS: "1" });
  try {
    await setConfig(request, shop.url, "is_catalog_shop", true);
    await request.get(`${shop.url}/category`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const html = await (await request.get(`${shop.url}/category`)).text();
    expect(html).not.toContain('href="/checkout/cart"');
  } finally {
    await shop.stop();
  }
});

test("a warm page view makes no upstream call for settings, menus or footer lists", async ({ request }) => {
  const shop = await startShop();
  try {
    await request.get(`${shop.url}/`);
    await request.get(`${shop.url}/en`);
    await resetRequestCounts(request, shop.url);
    await request.get(`${shop.url}/`);
    await request.get(`${shop.url}/en`);
    const counts = await requestCounts(request, shop.url);
    // Nothing shared is asked for again: settings, menus, footer lists, the home layout and lists.
    const visitorsOwn = ["GET /total-cart", "GET /user-registration-wallet"];
    const shared = Object.entries(counts).filter(([call]) => !call.startsWith("GET /media/") && !visitorsOwn.includes(call));
    expect(shared).toEqual([]);
    // The cart and the registration credit (the promo banner) belong to the visitor: asked for on every view.
    for (const call of visitorsOwn) expect(counts[call], call).toBe(2);
  } finally {
    await shop.stop();
  }
});
