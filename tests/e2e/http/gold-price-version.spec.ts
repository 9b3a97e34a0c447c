import { expect, test } from "@playwright/test";
import { STUDS } from "../support/checkout";
import { fixGoldPrice, onlinePrice } from "../support/shop-api";
import { startShop } from "../support/shop-server";

/*
 * Issue 23: each worker kept the gold price and a guest's product page for SHOP_CACHE_TTL_MS on its
 * own clock, so after a change pages flipped between two prices, and a page could show the header's
 * old price beside a product priced at the new one. Now every worker reads the price again at the
 * same whole seconds and keeps priced answers under the price's version (docs/decisions/0029).
 * Two workers of one shop (the cluster deals requests in turn) stand for two instances.
 */

test.describe.configure({ timeout: 90_000 });

/** The header's price and the price the product was priced at, on one page. */
function pricesOn(html: string): { header: number; product: number } {
  const header = Number(/data-gold-ticker="(\d+)"/.exec(html)?.[1]);
  const product = Number(/data-priced-at="(\d+)"/.exec(html)?.[1]);
  return { header, product };
}

test("after a price change every worker shows the new price within a second, and no page shows two", async ({ playwright, request }) => {
  // A long data TTL: what the old clock-less cache kept for a minute.
  const shop = await startShop({ WEB_CONCURRENCY: "2", SHOP_CACHE_TTL_MS: "60000" });
  const shopper = await playwright.request.newContext({ baseURL: shop.url });
  const firstVisit = async () => {
    const visitor = await playwright.request.newContext({ baseURL: shop.url });
    try {
      return await (await visitor.get(STUDS.path)).text();
    } finally {
      await visitor.dispose();
    }
  };
  try {
    // Both workers warm: the price, the guest's product page and the first visitor's page cached.
    for (let view = 0; view < 6; view += 1) {
      expect(pricesOn(await (await shopper.get(STUDS.path)).text()).product).toBeGreaterThan(0);
      await firstVisit();
    }
    const before = (await onlinePrice(request, shop.url)).price;
    const next = before + 123_456;
    await fixGoldPrice(request, shop.url, next);
    const changedAt = Date.now();
    // Every worker checks again at the next whole second: from then on, only the new price.
    const everywhereBy = (Math.floor(changedAt / 1000) + 1) * 1000;
    let lastOld = changedAt;
    const seen: { at: number; header: number; product: number }[] = [];
    while (Date.now() < everywhereBy + 2500) {
      const at = Date.now();
      for (const html of [await (await shopper.get(STUDS.path)).text(), await firstVisit()]) {
        const prices = pricesOn(html);
        seen.push({ at, ...prices });
        // One price a page, at every moment, the change's included.
        expect(prices.header, `at +${at - changedAt} ms`).toBe(prices.product);
        if (prices.header === before) lastOld = at;
        else expect(prices.header).toBe(next);
      }
    }
    expect(lastOld, JSON.stringify(seen.map((each) => [each.at - changedAt, each.header]))).toBeLessThan(everywhereBy);
    expect(seen.filter((each) => each.at >= everywhereBy).length).toBeGreaterThan(4);
  } finally {
    await shopper.dispose();
    await shop.stop();
  }
});
