import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { REPEAT_CUSTOMER, signedInContext } from "../support/accounts";
import { STUDS } from "../support/checkout";
import { inEnglish, VIP_ROUTES } from "../support/pages";
import { type RunningShop, startShop } from "../support/shop-server";
import { fixGoldPrice } from "../support/shop-api";

// A page whose content is everyone's (its route's handle says `sharedContent`, decisions 43 and 46)
// is rendered once as a first visitor's and sent to a signed-in shopper with their slots filled
// (server/page-cache). Anything of the shopper's own put on such a page outside a slot would show
// them the first visitor's version. So each such page is asked for by a signed-in shopper with an
// item in the cart twice: through the page cache, and from a shop without one, which renders it for
// them; the two must be the same page. Two shops of their own on the same seed and gold price.

/** The routes whose content is everyone's (a product's, but for the dialogs of a shopper's own). */
const SHARED = VIP_ROUTES.filter(({ file }) => /sharedContent: ("everyone"|\()/.test(readFileSync(`app/${file}`, "utf8")));

/**
 * What may differ between two renders of one page: the shop's own address and the instant its gold
 * price was set (two shops), the scripts (the data for hydration, the nonce), comments (the slots' marks).
 */
const comparable = (html: string, origin: string) =>
  html
    .replaceAll(origin, "https://shop")
    .replace(/<time\b[^>]*>[^<]*<\/time>/g, "<time></time>")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/ nonce="[^"]*"/g, "");

/** Where two pages first differ, with some markup around it. */
function firstDifference(cached: string, own: string): string {
  let at = 0;
  while (at < cached.length && cached[at] === own[at]) at++;
  return `through the page cache: …${cached.slice(Math.max(0, at - 200), at + 200)}…\nrendered for the shopper: …${own.slice(Math.max(0, at - 200), at + 200)}…`;
}

let cachedShop: RunningShop;
let ownShop: RunningShop;
test.beforeAll(async ({ request }) => {
  [cachedShop, ownShop] = await Promise.all([startShop(), startShop({ SHOP_PAGE_CACHE_TTL_MS: "0" })]);
  await Promise.all([cachedShop, ownShop].map((shop) => fixGoldPrice(request, shop.url, 10_000_000)));
});
test.afterAll(async () => {
  await Promise.all([cachedShop?.stop(), ownShop?.stop()]);
});

test("a shared page sent to a signed-in shopper through the page cache is the page rendered for them", async ({ playwright }) => {
  test.setTimeout(180_000);
  expect(SHARED.length).toBeGreaterThan(10);
  const shopper = async (shop: RunningShop): Promise<APIRequestContext> => {
    const context = await signedInContext(playwright, shop.url, REPEAT_CUSTOMER);
    await context.post("/checkout/cart", { form: { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1" } });
    return context;
  };
  const [throughCache, own] = await Promise.all([shopper(cachedShop), shopper(ownShop)]);
  const differing: string[] = [];
  for (const { path: persian } of SHARED) {
    for (const path of [persian, inEnglish(persian)]) {
      const [cached, rendered] = await Promise.all([throughCache.get(path), own.get(path)]);
      // 200, or the not-found page's 404 (the cache keeps only a 200: that one is the shopper's own both ways).
      expect(cached.status(), path).toBeLessThan(500);
      expect(rendered.status(), path).toBe(cached.status());
      const [a, b] = [comparable(await cached.text(), cachedShop.url), comparable(await rendered.text(), ownShop.url)];
      if (a !== b) differing.push(`${path}\n${firstDifference(a, b)}`);
    }
  }
  await Promise.all([throughCache.dispose(), own.dispose()]);
  expect(differing, differing.join("\n\n")).toEqual([]);
});
