import { expect, test } from "@playwright/test";
import { hydrated } from "../support/forms";

// The head's stylesheet holds what the first page's render uses; the whole stylesheet, after the
// page, styles what comes later (docs/decisions/0049).

test("a page reached in the browser is styled by the whole stylesheet, beyond the first page's head", async ({ page }) => {
  await page.goto("/en");
  await hydrated(page);
  // The home page's head has no rule for the questions page's column.
  const head = await page.locator("#shop-css").textContent();
  expect(head).not.toContain(".max-w-3xl{");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  await page.locator('header nav a[href="/en/faq"]').click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator(".max-w-3xl").first()).toHaveCSS("max-width", "768px");
  // A navigation in the page: the home page's head is still the one in the document.
  expect(await page.locator("#shop-css").textContent()).toBe(head);
});
