import { expect, test } from "@playwright/test";

test("the phone header shows back, the product's name, share, cart and search", async ({ page }) => {
  await page.goto("/en/wedding-ring/classic-wedding-band");
  const header = page.locator('[data-mobile-header="page"]');
  await expect(header.locator("[data-mobile-title]")).toHaveText("Classic wedding band");
  await expect(header.locator("[data-back-button]")).toHaveAttribute("href", "/en/wedding-ring");
  await expect(header.locator("[data-share-button]")).toBeVisible();
  await expect(header.locator("[data-cart-link]")).toBeVisible();
  await expect(header.getByRole("link", { name: "Search" })).toBeVisible();
});
