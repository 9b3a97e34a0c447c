import { expect, type Page, test } from "@playwright/test";

// Links prefetch on intent, but never on 2G or with Save-Data (docs/shop/17-budgets.md §17.6).

async function prefetchesOnHover(page: Page): Promise<string[]> {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (/\.data(\?|$)/.test(request.url())) prefetched.push(request.url());
  });
  await page.goto("/en");
  await page.waitForLoadState("networkidle");
  const link = page.locator('[data-section="bestselling"] [data-product-card] a').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(800);
  return prefetched;
}

test("links prefetch on intent on an ordinary connection", async ({ page }) => {
  expect((await prefetchesOnHover(page)).length).toBeGreaterThan(0);
});

test("no prefetch when Save-Data is on", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
  });
  expect(await prefetchesOnHover(page)).toEqual([]);
});

test("no prefetch on a 2G connection", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: false, effectiveType: "2g" }, configurable: true });
  });
  expect(await prefetchesOnHover(page)).toEqual([]);
});
