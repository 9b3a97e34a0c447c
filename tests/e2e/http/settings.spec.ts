import { type APIRequestContext, expect, test } from "@playwright/test";
import { setConfig } from "../support/shop-api";
import { startShop } from "../support/shop-server";

// The remote settings drive the shell; shared data is cached.

// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** The page once it shows what is expected (cached data is refreshed in the background): its HTML. */
async function pageOnceItShows(request: APIRequestContext, url: string, expected: string | ((html: string) => boolean)): Promise<string> {
  const shows = typeof expected === "string" ? (html: string) => html.includes(expected) : expected;
  let html = "";
  await expect.poll(async () => shows((html = await (await request.get(url)).text())), { timeout: 15_000 }).toBe(true);
  return html;
}

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
    // Stale-while-revalidate: a view after the change may still be the old one, until the refresh lands.
    html = await pageOnceItShows(request, `${shop.url}/`, "--color-primary:#123456");
    expect(html).toMatch(/<script async="" src="\/assets\/analytics-[\w-]+\.js" nonce="[\w+/=]+" data-gtm="GTM-TEST42">/);
    expect(html).toContain("googletagmanager.com/ns.html?id=GTM-TEST42");
    expect(html).not.toContain("data-notification"); // the simple header has no strip
    expect(html).not.toContain('id="desktop-search"');
    expect(html).not.toContain("data-cart-link");

    // A simple footer keeps the heading, social links and copyright, not the lists and extras.
    expect(html).toContain("data-seo-description");
    await setConfig(request, shop.url, "is_simple_footer", true);
    html = await pageOnceItShows(request, `${shop.url}/en`, (page) => !page.includes("data-seo-description"));
    expect(html).toContain("data-copyright");
    expect(html).not.toContain("data-footer-mobile-block");
  } finally {
    await shop.stop();
  }
});

test("a catalogue-only shop shows no cart anywhere", async ({ request }) => {
  const shop = await startShop({ SHOP_CACHE_TTL_MS: "1" });
  try {
    await setConfig(request, shop.url, "is_catalog_shop", true);
    await pageOnceItShows(request, `${shop.url}/category`, (page) => !page.includes('href="/checkout/cart"'));
  } finally {
    await shop.stop();
  }
});
