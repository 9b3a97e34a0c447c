import { expect, test } from "@playwright/test";
import { STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";
import { type RunningShop, startShop } from "../support/shop-server";
import { addCartLine, fixGoldPrice, setConfig } from "../support/shop-api";

// The ticker follows the price in the page (docs/shop/04-flows.md §4.15,
// docs/shop/09-constants.md §9.1), only on the main gold shop: streamed by the storefront
// (docs/decisions/0037), and asked for again every interval when the stream cannot open. A shop of its
// own, with a one-second interval instead of 300000 ms and no shared cache, whose price the test moves
// through the Shop API's development tools. The page's clock is the test's: the intervals go by when
// the test says so, however busy the machine.

const STREAM = "/api/gold-price/stream";

let shop: RunningShop;
test.beforeAll(async () => {
  shop = await startShop({ GOLD_PRICE_REFRESH_MS: "1000", SHOP_CACHE_TTL_MS: "0" });
});
test.afterAll(async () => {
  await shop.stop();
});
// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("without the stream, the ticker follows the price by asking for it again, without a reload", async ({ page, request }) => {
  await page.clock.install();
  // A proxy that drops the stream: the page works as it did before it.
  await page.route(`**${STREAM}`, (route) => route.abort());
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

test("with the stream, the ticker, a product's price and the cart's sums follow the price without a reload", async ({ page, request }) => {
  // The interval's requests fail: what moves the page is the stream.
  await page.route("**/api/gold-price", (route) => route.abort());
  await fixGoldPrice(request, shop.url, 10_000_000);
  const streamOpen = () => page.waitForResponse((answer) => answer.url().endsWith(STREAM));
  let opened = streamOpen();
  await page.goto(`${shop.url}/en${STUDS.path}`);
  await hydrated(page);
  await opened;
  const ticker = page.locator("header [data-gold-ticker]:visible");
  const price = page.locator("[data-variety-price]");
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10000000");
  await expect(price).toHaveAttribute("data-priced-at", "10000000");
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await fixGoldPrice(request, shop.url, 10_250_000);
  // What the Shop API now charges for the studs: the page shows the same, to the toman.
  const studs = (await (await request.get(`${shop.url}/shop-api/v2${STUDS.path}?lang=en`)).json()) as { data: { product: { varieties: { special: number | null; price: number }[] } } };
  const [variety] = studs.data.product.varieties;
  await expect(ticker).toHaveAttribute("data-gold-ticker", "10250000", { timeout: 10_000 });
  await expect(ticker.locator("[data-price-moved]")).toHaveClass(/animate-price-moved/);
  await expect(ticker.locator("[data-price-announcement]")).toContainText("10,250,000 Toman");
  await expect(price).toHaveAttribute("data-priced-at", "10250000", { timeout: 10_000 });
  await expect(price.locator("[data-price]")).toHaveAttribute("data-price", String(variety!.special ?? variety!.price));
  await expect(price).toHaveClass(/animate-price-moved/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The cart page: two pairs of studs, whose lines and sums follow too.
  const clientToken = (await page.context().cookies()).find((cookie) => cookie.name === "clientToken")!.value;
  await addCartLine(request, shop.url, { clientToken, productVendorId: STUDS.vendorId, quantity: 2, unitPrice: variety!.special ?? variety!.price });
  opened = streamOpen();
  await page.goto(`${shop.url}/en/checkout/cart`);
  await hydrated(page);
  await opened;
  const total = page.locator('[data-sum="total"]');
  const before = await total.getAttribute("data-total-final");
  await fixGoldPrice(request, shop.url, 9_900_000);
  const totals = (await (await request.get(`${shop.url}/shop-api/total-cart`, { headers: { clientToken } })).json()) as { data: { total_final: number } };
  expect(String(totals.data.total_final)).not.toBe(before);
  await expect(total).toHaveAttribute("data-total-final", String(totals.data.total_final), { timeout: 10_000 });
  await expect(page.locator("[data-cart-summary] dl")).toHaveClass(/animate-price-moved/);
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
  // The settings and the price are served from the cache while they refresh, each on its own: a
  // page comes with the switch off and the new price.
  await expect
    .poll(async () => {
      await page.goto(`${shop.url}/en`);
      return `${await ticker.getAttribute("data-live")} ${await ticker.getAttribute("data-gold-ticker")}`;
    }, { timeout: 30_000 })
    .toBe("false 10500000");
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
