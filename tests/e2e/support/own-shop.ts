import { test as base } from "@playwright/test";
import { type RunningShop, startShop } from "./shop-server";

/**
 * Tests on a shop of their own, one per worker, for a file that moves the gold price (which would
 * move every other test's prices): `baseURL` is that shop's.
 */
export const test = base.extend<object, { ownShop: RunningShop }>({
  ownShop: [
    async ({}, use) => {
      const shop = await startShop({ SHOP_API_RATE_LIMIT_EXEMPT: "127.0.0.1,::1" });
      await use(shop);
      await shop.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownShop }, use) => use(ownShop.url),
});
