import { expect, test } from "@playwright/test";

// The search form works without JavaScript: its results page, in both languages.

test("a Persian word typed with Arabic letters finds the same products", async ({ page }) => {
  // «زنجير» with an Arabic yeh, as an Arabic keyboard types it.
  const response = await page.goto(`/search?q=${encodeURIComponent("زنجير")}`);
  expect(response?.status()).toBe(200);
  const products = page.locator("[data-product-card]");
  expect(await products.count()).toBeGreaterThan(0);
  await expect(products.first()).toContainText("زنجیر");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("زنجير");

  // «پلاك» with an Arabic kaf.
  await page.goto(`/search?q=${encodeURIComponent("پلاك")}`);
  await expect(page.locator("[data-product-card]").first()).toContainText("پلاک");
});

test("an English word finds products on /en", async ({ page }) => {
  await page.goto("/en/search?q=chain");
  await expect(page.locator("[data-product-card]").first()).toContainText(/chain/i);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the header's search form leads to the results page", async ({ page, isMobile, javaScriptEnabled }) => {
  await page.goto("/en");
  let box = page.getByRole("searchbox").filter({ visible: true }).first();
  if (isMobile && javaScriptEnabled) {
    // On a phone with JavaScript the field opens the search dialog, whose form does the same.
    await box.click();
    box = page.getByRole("dialog").getByRole("searchbox");
  }
  await box.fill("ring");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=ring$/);
  await expect(page.locator("[data-product-card]").first()).toBeVisible();
});

test("nonsense finds nothing, and too short a query asks for more", async ({ page }) => {
  await page.goto("/search?q=qqqxyz");
  await expect(page.locator("[data-search-empty]")).toHaveText("نتیجه‌ای پیدا نشد.");
  await page.goto("/en/search?q=ab");
  await expect(page.getByText("Type at least 3 letters.")).toBeVisible();
  await expect(page.locator("[data-product-card]")).toHaveCount(0);
});
