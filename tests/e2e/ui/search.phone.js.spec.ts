import { expect, test } from "@playwright/test";

// The phone's search dialog (spec §2): opened from the home header's field and from other pages'
// search icon; a text input with a clear button and live results; closes 700 ms after a choice.

test("the home header's field opens the search dialog with live results", async ({ page }) => {
  await page.goto("/");
  await page.locator('[data-mobile-header="home"]').getByRole("searchbox").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "جستجو در فروشگاه" })).toBeVisible();
  const box = dialog.getByRole("searchbox");
  await expect(box).toBeFocused();
  await box.fill("انگشتر");
  await expect(dialog.locator("[data-search-product]").first()).toBeVisible();
  await dialog.locator("[data-search-clear]").click();
  await expect(box).toHaveValue("");
  await expect(dialog.locator("[data-search-results]")).toHaveCount(0);
});

test("choosing a product closes the dialog 700 ms later", async ({ page }) => {
  await page.goto("/en/category");
  await page.locator('[data-mobile-header="page"]').getByRole("link", { name: "Search" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill("bangle");
  const product = dialog.locator("[data-search-product]").first();
  await expect(product).toBeVisible();
  await product.click();
  const chosenAt = Date.now();
  await expect(page).toHaveURL(/\/en\/[a-z-]+\/[a-z0-9-]+$/);
  await page.waitForTimeout(Math.max(0, 350 - (Date.now() - chosenAt)));
  await expect(page.getByRole("dialog")).toHaveCount(1); // still open at ~350 ms
  await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 2000 });
  const closedAfter = Date.now() - chosenAt;
  expect(closedAfter).toBeGreaterThan(650);
});

test("the search category row shows 4.5 cards per view", async ({ page }) => {
  await page.goto("/");
  await page.locator('[data-mobile-header="home"]').getByRole("searchbox").click();
  await page.getByRole("dialog").getByRole("searchbox").fill("گوشواره");
  const row = page.locator("[data-search-categories] [data-carousel-viewport]");
  await expect(row).toBeVisible();
  const viewport = (await row.boundingBox())!.width;
  const card = (await row.locator("li").first().boundingBox())!.width;
  expect(viewport / (card + 12)).toBeGreaterThan(4.2);
  expect(viewport / (card + 12)).toBeLessThan(4.8);
});
