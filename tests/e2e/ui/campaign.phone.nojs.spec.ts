import { expect, test } from "@playwright/test";

// Campaign pages as the server renders them (the enhanced side: campaign.desktop.js.spec.ts).

test("the opening sale: banner, Jalali dates, its pieces with today's prices", async ({ page }) => {
  const response = await page.goto("/campaign/opening");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-campaign]")).toHaveAttribute("data-campaign-state", "running");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("جشنواره افتتاحیه فروشگاه آنلاین");
  await expect(page.locator("header picture img")).toHaveAttribute("alt", "گردنبند، النگو و انگشتر طلا روی ابریشم زرشکی");
  // Dates in the Persian calendar and digits: "تا ۱۴ دی ۱۴۰۵ (از … تا …)".
  await expect(page.locator("[data-campaign-dates]")).toContainText(/^تا [۰-۹]{1,2} [آ-ی]+ ۱۴[۰-۹]{2}/);
  const products = page.locator("[data-campaign-products] [data-product-card]");
  await expect(products).toHaveCount(12);
  await expect(products.getByText(/[۰-۹]{1,3}(٬[۰-۹]{3})+\s+تومان/).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle("جشنواره افتتاحیه فروشگاه آنلاین");
  // The footer leads here.
  await expect(page.locator('footer a[href="/campaign/opening"]').first()).toBeAttached();
});

test("an ended sale says so, shows no pieces, and leaves search engines", async ({ page }) => {
  await page.goto("/campaign/end-of-season");
  await expect(page.locator("[data-campaign]")).toHaveAttribute("data-campaign-state", "ended");
  await expect(page.locator("[data-campaign-dates]")).toContainText("این جشنواره در");
  await expect(page.locator("[data-campaign-ended]")).toBeVisible();
  await expect(page.locator("[data-product-card]")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  expect((await page.goto("/campaign/no-such-sale"))?.status()).toBe(404);
});
