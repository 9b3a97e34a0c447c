import { expect, test } from "@playwright/test";
import { SEARCH_DIALOG_CLOSE_MS } from "../../../app/lib/search";
import { hydrated } from "../support/forms";

// The phone's search dialog (docs/shop/02-pages.md §2.8, docs/shop/04-flows.md §4.16): opened from the
// home header's field and from other pages' search icon; a text input with a clear button and live
// results; closes 700 ms after a choice. Each test waits for hydration: before it, the header's field
// is a plain form and the search icon a link to ?dialog=search, whose dialog closes with the URL.

test("the home header's field opens the search dialog with live results", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
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
  await page.clock.install();
  await page.goto("/en/category");
  await hydrated(page);
  await page.locator('[data-mobile-header="page"]').getByRole("link", { name: "Search" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill("bangle");
  const product = dialog.locator("[data-search-product]").first();
  await expect(product).toBeVisible();
  // From here the page's clock moves only when the test says: the delay is the code's, whatever the
  // machine's load.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await product.click();
  await expect(page).toHaveURL(/\/en\/[a-z-]+\/[a-z0-9-]+$/);
  await page.clock.runFor(SEARCH_DIALOG_CLOSE_MS - 100);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.clock.runFor(1_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the search category row shows 4.5 cards per view", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator('[data-mobile-header="home"]').getByRole("searchbox").click();
  await page.getByRole("dialog").getByRole("searchbox").fill("گوشواره");
  const row = page.locator("[data-search-categories] [data-carousel-viewport]");
  await expect(row).toBeVisible();
  const viewport = (await row.boundingBox())!.width;
  const card = (await row.locator("li").first().boundingBox())!.width;
  expect(viewport / (card + 12)).toBeGreaterThan(4.2);
  expect(viewport / (card + 12)).toBeLessThan(4.8);
});

test("the dialog's link to every result leads to the results page and closes it", async ({ page }) => {
  await page.goto("/en/category");
  await hydrated(page);
  await page.locator('[data-mobile-header="page"]').getByRole("link", { name: "Search" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill("earrings");
  await expect(dialog.locator("[data-search-product]")).toHaveCount(4);
  await dialog.locator("[data-search-all]").click();
  await expect(page).toHaveURL("/en/search?q=earrings");
  await expect(page.locator("[data-result-count]").first()).toHaveAttribute("data-result-count", "17");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
