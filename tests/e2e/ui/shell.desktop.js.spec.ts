import { expect, test } from "@playwright/test";

// Enhancements that exist only when JavaScript runs; without it the page simply does not move.

test("the nav hides while scrolling down and comes back on scrolling up", async ({ page }) => {
  await page.goto("/category");
  await page.evaluate(() => (document.body.style.minHeight = "4000px"));
  const header = page.locator("[data-desktop-header]");
  // The scroll listener exists once the page has hydrated, which may come after "load": scroll on
  // until it answers.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-nav-hidden", "", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveAttribute("data-nav-hidden", "");
  expect(await page.evaluate(() => Number(localStorage.getItem("header-height")))).toBeGreaterThan(100);
});

test("a slow navigation shows the top loading bar after 200 ms", async ({ page }) => {
  await page.goto("/");
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await expect(page.locator("[data-loading-bar]")).toHaveCount(0);
  await page.locator("[data-desktop-header] nav").getByRole("link", { name: "سؤالات متداول" }).click();
  await expect(page.locator("[data-loading-bar]")).toBeVisible({ timeout: 1200 });
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("[data-loading-bar]")).toHaveCount(0, { timeout: 5000 });
});

test("a quick navigation shows no loading bar", async ({ page }) => {
  await page.goto("/");
  // The page's data is answered at once from a copy, whatever the load on the machine.
  const answer = await page.request.get("/faq.data?_routes=layout-default%2Cfaq___fa");
  const body = await answer.body();
  const headers = answer.headers();
  await page.route("**/faq.data*", (route) => route.fulfill({ status: 200, body, headers }));
  await page.evaluate(() => {
    (window as Window & { barSeen?: boolean }).barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-loading-bar]")) (window as Window & { barSeen?: boolean }).barSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Hovering prefetches the page's code (and the route is discovered), as a shopper's pointer would.
  const link = page.locator("[data-desktop-header] nav").getByRole("link", { name: "سؤالات متداول" });
  await link.hover();
  await page.waitForLoadState("networkidle");
  await link.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as Window & { barSeen?: boolean }).barSeen)).toBe(false);
});
