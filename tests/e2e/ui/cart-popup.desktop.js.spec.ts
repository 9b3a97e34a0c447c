import { expect, test } from "@playwright/test";
import { addThroughCartForm, BANGLE, STUDS } from "../support/checkout";

// The header's cart popup (docs/shop/04-flows.md §4.17): on hover, only when the cart has items; gone
// on leave.

test("hovering the cart shows its lines and total only when it has items", async ({ page, baseURL }) => {
  await page.goto("/en");
  const menu = page.locator("[data-desktop-header] [data-cart-menu]");
  await menu.hover();
  await page.waitForTimeout(300);
  await expect(page.locator("[data-cart-popup]")).toHaveCount(0);

  await addThroughCartForm(page, baseURL!, BANGLE, 2);
  await addThroughCartForm(page, baseURL!, STUDS, 1);
  await page.reload();
  await page.mouse.move(10, 400);
  await menu.hover();
  const popup = page.locator("[data-cart-popup]");
  await expect(popup.locator("[data-popup-line]")).toHaveCount(2);
  await expect(popup.locator('[data-popup-line="67"]')).toContainText("× 2");
  await expect(popup.locator('[data-popup-line="67"] [data-discount]')).toContainText("15%");
  await expect(popup.locator("[data-popup-total]")).toContainText("Toman");
  // Its total is the cart page's.
  const total = await popup.locator("[data-popup-total]").getAttribute("data-popup-total");
  await popup.getByRole("link", { name: "View cart and check out" }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
  await expect(page.locator("[data-total-final]")).toHaveAttribute("data-total-final", total!);

  await menu.hover();
  await expect(popup).toBeVisible();
  await page.mouse.move(10, 600);
  await expect(popup).toHaveCount(0);
});
