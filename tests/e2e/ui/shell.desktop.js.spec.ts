import { expect, test } from "@playwright/test";
import { LOADING_BAR_DELAY_MS } from "../../../app/components/shell/loading-bar.lazy";
import { hydrated } from "../support/forms";

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
  // The bar is the router's: before hydration a click is the browser's own navigation.
  await hydrated(page);
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
  // The page's clock stands still while the navigation runs: "quick" is then a property of the code
  // (the bar's timer cleared when the navigation ends), not of how busy the machine is.
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    (window as Window & { barSeen?: boolean }).barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-loading-bar]")) (window as Window & { barSeen?: boolean }).barSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.locator("[data-desktop-header] nav").getByRole("link", { name: "سؤالات متداول" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The bar's delay goes by after the navigation: nothing may show.
  await page.clock.runFor(LOADING_BAR_DELAY_MS + 100);
  expect(await page.evaluate(() => (window as Window & { barSeen?: boolean }).barSeen)).toBe(false);
});
