import { expect, test } from "@playwright/test";

// On phones the ticker sits under the home page's header and in the menu (docs/shop/02-pages.md §2.5,
// docs/shop/04-flows.md §4.15), not on the inner pages' slim headers.

test("the phone's home header and menu show the live gold price", async ({ page, javaScriptEnabled }) => {
  await page.goto("/necklaces");
  await expect(page.locator("header [data-gold-ticker]:visible")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator('[data-mobile-header="home"] [data-gold-ticker]')).toBeVisible();
  if (javaScriptEnabled) await page.locator('[data-mobile-header="home"] a[aria-haspopup="dialog"]').click();
  else await page.goto("/?dialog=menu");
  const ticker = page.getByRole("dialog").locator("[data-gold-ticker]");
  await expect(ticker).toBeVisible();
  await expect(ticker).toContainText("طلای ۱۸ عیار، هر گرم");
  await expect(ticker).toContainText(/[۰-۹]{1,3}(٬[۰-۹]{3})+\sتومان/);
});
