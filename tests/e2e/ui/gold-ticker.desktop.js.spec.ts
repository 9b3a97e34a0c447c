import { expect, test } from "@playwright/test";
import { hydrated } from "../support/forms";
import { type RunningShop, startShop } from "../support/shop-server";
import { fixGoldPrice, setConfig } from "../support/shop-api";

// The ticker refreshes itself in the page (spec §4, §9), only on the main gold shop. A shop of its
// own, with a one-second interval instead of 300000 ms and no shared cache, whose price the test
// moves through the Shop API's development tools. The page's clock is the test's: the intervals go
// by when the test says so, however busy the machine.

let shop: RunningShop;
test.beforeAll(async () => {
  shop = await startShop({ GOLD_PRICE_REFRESH_MS: "1000", SHOP_CACHE_TTL_MS: "0" });
});
test.afterAll(async () => {
  await shop.stop();
});
// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("the ticker follows the price without a reload on the main gold shop", async ({ page, request }) => {
  await page.clock.install();
  await fixGoldPrice(request, shop.url, 10_000_000);
  await page.goto(`${shop.url}/en`);
  await hydrated(page);
  const ticker = page.locator("header [data-gold-ticker]:visible");
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10000000");
  await expect(ticker).toHaveAttribute("data-live", "true");
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await fixGoldPrice(request, shop.url, 10_250_000);
  await page.clock.runFor(1_000);
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10250000", { timeout: 20_000 });
  await expect(ticker).toContainText("10,250,000 Toman");
  await expect(ticker).toHaveAttribute("data-trend", "up");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("no refresh when the main-shop switch is off", async ({ page, request }) => {
  await page.clock.install();
  await setConfig(request, shop.url, "is_main_gold_shop", false);
  await fixGoldPrice(request, shop.url, 10_500_000);
  const refreshes: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/gold-price")) refreshes.push(sent.url());
  });
  const ticker = page.locator("header [data-gold-ticker]:visible");
  // The settings are served from the cache while they refresh: the next page has the switch off.
  await expect
    .poll(async () => {
      await page.goto(`${shop.url}/en`);
      return ticker.getAttribute("data-live");
    }, { timeout: 30_000 })
    .toBe("false");
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10500000");
  await hydrated(page);
  refreshes.length = 0;

  await fixGoldPrice(request, shop.url, 9_900_000);
  // Three intervals go by: the page asks nothing and still shows the price it was served with. A
  // request after them comes back after any the intervals would have made.
  await page.clock.runFor(3_500);
  await Promise.all([page.waitForResponse((answer) => answer.url().endsWith("/healthz")), page.evaluate(() => fetch("/healthz"))]);
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10500000");
  expect(refreshes).toEqual([]);
  await setConfig(request, shop.url, "is_main_gold_shop", true);
});
