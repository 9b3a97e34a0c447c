import { expect, test } from "@playwright/test";

// /gold-price as a lite page (a phone asking to save data): no script, the chart still in the
// HTML, its range links plain links, nothing wider than the phone.

test("the gold price page's chart and range links work on a lite page", async ({ page }) => {
  await page.goto("/gold-price");
  await expect(page.locator("html")).toHaveAttribute("data-lite", "");
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await expect(page.locator('[data-gold-unit="gram18"]')).toContainText("تومان");
  await expect(page.locator('[data-gold-chart="7d"] svg[role=img] path')).toHaveCount(2);
  await page.locator('[data-range-link="1y"]').click();
  await expect(page).toHaveURL(/\/gold-price\?range=1y$/);
  await expect(page.locator('[data-gold-chart="1y"] svg title')).toHaveText("نمودار قیمت هر گرم طلای ۱۸ عیار (۱ سال)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
