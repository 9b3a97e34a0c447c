import { expect, test } from "@playwright/test";
import { startFaultyShopApi, startShop } from "../support/shop-server";

// The gold price's history is ours (docs/shop/07-shop-api.md §7.13): a Shop API without it (404) leaves
// /gold-price with today's price alone, never an error.

test.describe.configure({ timeout: 90_000 });

test("a Shop API without the price's history gives the page with today's price and no chart", async ({ request, baseURL }) => {
  const api = await startFaultyShopApi(`${baseURL}/shop-api`);
  await api.setFault("no-gold-price-history");
  const shop = await startShop({ SHOP_API_URL: api.url, SHOP_PAGE_CACHE_TTL_MS: "0", SESSION_SECRET: "x" });
  try {
    for (const [path, text] of [
      ["/gold-price?range=30d", "سابقه قیمت هم‌اکنون در دسترس نیست"],
      ["/en/gold-price", "The price's history is not available right now"],
    ] as const) {
      const response = await request.get(`${shop.url}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain("data-gold-unit=\"gram18\"");
      expect(html).toContain("data-chart-empty");
      expect(html).toContain(text);
      expect(html).not.toContain("data-chart-svg");
      // No change since the day before without the day before's price.
      expect(html).not.toContain("data-change=");
    }
  } finally {
    await shop.stop();
    await api.close();
  }
});
