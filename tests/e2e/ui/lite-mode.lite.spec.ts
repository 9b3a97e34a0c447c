import { expect, type Page, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword } from "../support/accounts";
import { addAddress, addFromProductPage, choose, payAtGateway, SHOPPER_PASSWORD, STUDS, toast } from "../support/checkout";
import { hydrated } from "../support/forms";
import { setStock } from "../support/shop-api";

// Lite mode (lib/lite-mode.ts): a phone that sends `Save-Data: on` (through the project's proxy),
// with JavaScript enabled. The shop sends no script at all, and every journey still works as it
// does without JavaScript.

/**
 * Every script, font or stylesheet file the browser asks the shop for, and any stream it opens (the
 * live gold price's, docs/decisions/0037): a lite page asks for none.
 */
function watchDownloads(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    // The sandbox gateway is the bank's page, not the shop's.
    if (["script", "font", "stylesheet", "eventsource"].includes(type) && !request.url().includes("/shop-api/gateway/")) files.push(request.url());
  });
  return files;
}

/** The page is the shop's lite page: no script but JSON-LD, no module preload, nothing hydrated. */
async function expectLite(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-lite", "");
  expect(await page.locator('script:not([type="application/ld+json"])').count(), page.url()).toBe(0);
  expect(await page.locator('link[rel="modulepreload"]').count(), page.url()).toBe(0);
  expect(await page.evaluate(() => "__remixContext" in window || "__reactRouterVersion" in window), page.url()).toBe(false);
  // Laid out in the system's fonts, nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ request, baseURL }) => {
  await setStock(request, baseURL!, STUDS.vendorId, 500);
});

test("a guest browses, searches, fills a cart and applies a discount code on lite pages", async ({ page }) => {
  const downloads = watchDownloads(page);

  // Browse: the home page, a category from its card, a product from the listing.
  await page.goto("/");
  await expectLite(page);
  await expect(page.locator('[data-section="banners"] img').first()).toHaveAttribute("src", /^data:image\//);
  await page.locator('[data-category-card="necklaces"]').click();
  await expect(page).toHaveURL(/\/necklaces$/);
  await expectLite(page);
  const card = page.locator("[data-product-card] a").first();
  const productPath = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL(productPath!);
  await expect(page.locator("[data-product-name]")).toBeVisible();
  await expectLite(page);

  // Search: the home header's form, answered by the results page.
  await page.goto("/");
  const search = page.getByRole("searchbox").filter({ visible: true }).first();
  await search.fill("زنجیر");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator("[data-product-card]").first()).toContainText("زنجیر");
  await expectLite(page);

  // The cart: added from the product page (the server's toast and "added" dialog), then a code.
  await addFromProductPage(page, STUDS, false);
  await expect(toast(page)).toContainText("محصول به سبد خرید اضافه شد");
  await expect(page.locator("[data-added-dialog]")).toBeVisible();
  await expectLite(page);
  await page.goto("/checkout/cart");
  await expect(page.locator(`[data-cart-line="${STUDS.vendorId}"]`)).toBeVisible();
  const discount = page.locator('[data-cart-form="discount"]');
  await discount.getByLabel("کد تخفیف").fill("ZARRIN10");
  await discount.getByRole("button", { name: "ثبت کد" }).click();
  await expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10");
  await expectLite(page);

  expect(downloads).toEqual([]);
});

test("a shopper signs in, checks out, pays at the gateway and comes back to a lite page", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const downloads = watchDownloads(page);
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, SHOPPER_PASSWORD);

  await signInWithPassword(page, { mobile, password: SHOPPER_PASSWORD });
  await expectLite(page);
  await addFromProductPage(page, STUDS, false);
  await page.goto("/checkout/shipping");
  await expectLite(page);
  await addAddress(page, false);
  await choose(page, "transport", "[data-transport]:first-child", false);
  await choose(page, "day", "[data-slot]:not(:has(input:disabled)) >> nth=0", false);
  await page.locator("[data-continue]").click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expectLite(page);

  // The gateway is the bank's page; its way back lands on the shop's lite result page.
  await payAtGateway(page, "pay-get", false);
  await expect(page.locator("[data-payment-result]")).toHaveAttribute("data-payment-result", "paid");
  await expectLite(page);

  expect(downloads).toEqual([]);
});

test("the footer's switch gives the full page and back, and the choice wins over Save-Data", async ({ page }) => {
  await page.goto("/necklaces");
  await expectLite(page);
  const toFull = page.locator('[data-lite-switch="off"]');
  await expect(toFull).toHaveText("نسخهٔ کامل");
  await toFull.click();

  // Full, although the browser still says Save-Data: the page hydrates, and stays full page after page.
  await expect(page).toHaveURL(/\/necklaces$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-lite");
  await hydrated(page);
  await page.goto("/en");
  await expect(page.locator("html")).not.toHaveAttribute("data-lite");
  const toLite = page.locator('[data-lite-switch="on"]');
  await expect(toLite).toHaveText("Lite version");
  await toLite.click();

  // Lite again, by choice, in English too.
  await expect(page).toHaveURL(/\/en$/);
  await expectLite(page);
  await expect(page.locator('[data-lite-switch="off"]')).toHaveText("Full version");
  await page.reload();
  await expectLite(page);
});
