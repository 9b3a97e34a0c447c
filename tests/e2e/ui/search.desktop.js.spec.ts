import { expect, type Page, test } from "@playwright/test";

// The desktop header's live search (docs/shop/04-flows.md §4.16): debounce, the three-character rule,
// skeletons, stale answers, empty states, overlay and clear.

function countSearchRequests(page: Page) {
  const queries: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/search") queries.push(url.searchParams.get("q") ?? "");
  });
  return queries;
}

test("one request for a fast burst of typing, 500 ms after the last key", async ({ page }) => {
  const queries = countSearchRequests(page);
  await page.goto("/");
  const box = page.locator("#desktop-search");
  await box.click();
  await box.pressSequentially("زنجیر", { delay: 60 });
  await expect(page.locator("[data-search-results]")).toBeVisible();
  await page.waitForTimeout(700);
  expect(queries).toEqual(["زنجیر"]);
});

test("under three characters the panel closes and the results clear", async ({ page }) => {
  const queries = countSearchRequests(page);
  await page.goto("/en");
  const box = page.locator("#desktop-search");
  await box.fill("ch");
  await page.waitForTimeout(700);
  await expect(page.locator("[data-search-panel]")).toHaveCount(0);
  expect(queries).toEqual([]);
  await box.fill("chain");
  await expect(page.locator("[data-search-product]").first()).toBeVisible();
  await box.press("Backspace");
  await box.press("Backspace");
  await box.press("Backspace");
  await expect(page.locator("[data-search-panel]")).toHaveCount(0);
  await box.fill("cha");
  await expect(page.locator("[data-search-loading]")).toBeVisible();
});

test("three category and four product skeletons while the answer is on its way", async ({ page }) => {
  await page.goto("/");
  await page.route("**/api/search?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator("#desktop-search").fill("انگشتر");
  await expect(page.locator('[data-skeleton="category"]')).toHaveCount(3);
  await expect(page.locator('[data-skeleton="product"]')).toHaveCount(4);
  await expect(page.locator("[data-search-results]")).toBeVisible({ timeout: 4000 });
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
});

test("shows categories with images and products, and hides what is empty", async ({ page }) => {
  await page.goto("/");
  const box = page.locator("#desktop-search");
  await box.fill("گردنبند");
  await expect(page.locator("[data-search-categories]")).toBeVisible();
  await expect(page.locator("[data-search-category] img").first()).toBeVisible();
  expect(await page.locator("[data-search-product]").count()).toBeGreaterThan(0);

  await box.fill("qqqxyz");
  await expect(page.locator("[data-search-empty]")).toHaveText("نتیجه‌ای پیدا نشد.");
  await expect(page.locator("[data-search-categories]")).toHaveCount(0);
  await expect(page.locator("[data-search-all]")).toHaveCount(0);
});

test("at most three categories and four products, then a link to all the query finds", async ({ page }) => {
  await page.goto("/");
  await page.locator("#desktop-search").fill("گوشواره");
  await expect(page.locator("[data-search-product]")).toHaveCount(4);
  expect(await page.locator("[data-search-category]").count()).toBeLessThanOrEqual(3);
  const all = page.locator("[data-search-all]");
  await expect(all).toHaveText("دیدن همه ۱۷ نتیجه");
  await all.click();
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: "گوشواره" })}`);
  await expect(page.locator("[data-result-count]").first()).toHaveAttribute("data-result-count", "17");
  await expect(page.locator("[data-search-panel]")).toHaveCount(0);

  await page.goto("/en");
  await page.locator("#desktop-search").fill("earrings");
  await expect(page.locator("[data-search-all]")).toHaveText("See all 17 results");
  await page.locator("[data-search-all]").click();
  await expect(page).toHaveURL("/en/search?q=earrings");
});

test("an older answer never replaces a newer one", async ({ page }) => {
  await page.goto("/en");
  await page.route("**/api/search?*", async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q");
    if (q === "ring") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const box = page.locator("#desktop-search");
  await box.fill("ring");
  await page.waitForTimeout(650); // the request for "ring" is on its way, slowly
  await box.fill("earring");
  await expect(page.locator("[data-search-product]").first()).toContainText(/earring/i);
  await page.waitForTimeout(1500);
  for (const name of await page.locator("[data-search-product]").allTextContents()) expect(name).toMatch(/earring/i);
});

test("a failure is logged and loading ends", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/en");
  await page.route("**/api/search?*", (route) => route.fulfill({ status: 500, body: "broken" }));
  await page.locator("#desktop-search").fill("chain");
  await expect(page.locator("[data-search-loading]")).toBeVisible();
  await expect(page.locator("[data-search-loading]")).toHaveCount(0, { timeout: 3000 });
  expect(errors.some((error) => error.includes("search failed"))).toBe(true);
});

test("clicking the overlay or the clear icon resets the search", async ({ page }) => {
  await page.goto("/en");
  const box = page.locator("#desktop-search");
  await box.fill("chain");
  await expect(page.locator("[data-search-results]")).toBeVisible();
  // Beside the dropdown, on the dimmed page.
  await page.locator("[data-search-overlay]").click({ position: { x: 60, y: 500 } });
  await expect(box).toHaveValue("");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("[data-search-overlay], [data-search-panel]")).toHaveCount(0);

  await box.fill("chain");
  await expect(page.locator("[data-search-results]")).toBeVisible();
  await page.locator("[data-search-clear]").click();
  await expect(box).toHaveValue("");
  await expect(page.locator("[data-search-panel]")).toHaveCount(0);
});

test("the category row shows 5.5 cards per view", async ({ page }) => {
  await page.goto("/");
  await page.locator("#desktop-search").fill("گوشواره");
  const row = page.locator("[data-search-categories] [data-carousel-viewport]");
  await expect(row).toBeVisible();
  const viewport = (await row.boundingBox())!.width;
  const card = (await row.locator("li").first().boundingBox())!.width;
  expect(viewport / (card + 12)).toBeGreaterThan(5.2);
  expect(viewport / (card + 12)).toBeLessThan(5.8);
});
