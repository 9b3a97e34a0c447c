import { expect, test } from "@playwright/test";

// The magazine as lite pages (a phone asking to save data): no script, every article whole, its
// cover painting from the HTML, the favourite form a plain form.

test("the magazine and an article are whole lite pages", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.locator("html")).toHaveAttribute("data-lite", "");
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await expect(page.locator("[data-blog-posts] [data-post]")).toHaveCount(12);
  await page.locator('[data-post-link][href="/blog/9/how-to-read-a-gold-hallmark"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("چطور عیار و انگ طلا را بخوانیم؟");
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  await expect(page.locator("[data-post-body] h2").first()).toHaveText("عدد عیار");
  // The cover's inline preview paints with the HTML.
  await expect(page.locator("[data-blog-post] img").first()).toHaveAttribute("src", /^data:image\//);
  await expect(page.locator("[data-post-products] [data-product-card]")).toHaveCount(2);
  // Keeping it: a plain form, a guest is sent to sign in.
  await page.locator("[data-keep-post] button").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fblog%2F9%2Fhow-to-read-a-gold-hallmark$/);
  await page.goto("/en/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Zarrin magazine" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
