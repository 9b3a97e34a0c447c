import { expect, test } from "@playwright/test";
import { hydrated } from "../support/forms";

// A campaign reached by a click (a client-side navigation); without JavaScript: campaign.phone.nojs.spec.ts.

test("the footer's link opens the opening sale in English, its pieces with their prices and pages", async ({ page }) => {
  await page.goto("/en/faq");
  await hydrated(page);
  await page.locator('footer a[href="/en/campaign/opening"]:visible').click();
  await expect(page).toHaveURL(/\/en\/campaign\/opening$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our online shop's opening sale");
  await expect(page.locator("[data-campaign-dates]")).toContainText(/^Until \d{1,2} [A-Z][a-z]+ \d{4}/);
  const products = page.locator("[data-campaign-products] [data-product-card]");
  await expect(products).toHaveCount(12);
  await expect(products.first()).toContainText(/[\d,]+\sToman/);
  for (const link of await products.getByRole("link").all()) expect(await link.getAttribute("href")).toMatch(/^\/en\/[\w-]+\/[\w-]+$/);
});
