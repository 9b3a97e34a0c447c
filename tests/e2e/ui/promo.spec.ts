import { expect, test } from "@playwright/test";
import { freshMobile, REPEAT_CUSTOMER, registerThroughApi, signInWithPassword } from "../support/accounts";

// The registration promo (docs/shop/04-flows.md §4.6): checked by the server at every navigation, so
// each state is right without JavaScript too.

test("a guest is invited to sign up for the 500,000-toman credit", async ({ page, isMobile }) => {
  await page.goto("/");
  const banner = page.locator("[data-promo]");
  await expect(banner).toHaveAttribute("data-promo", "invite");
  // The desktop source answers HTTP 401, the mobile one code 403 (docs/shop/04-flows.md §4.6).
  await expect(banner).toHaveAttribute("data-promo-code", isMobile ? "403" : "401");
  await expect(banner).toContainText("۵۰۰٬۰۰۰ تومان اعتبار خرید هدیه");
  await banner.getByRole("link", { name: "ثبت‌نام و دریافت اعتبار" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/en/necklaces");
  await expect(page.locator("[data-promo]")).toContainText("get 500,000 Toman of shopping credit");
});

test("a shopper with an unused registration credit sees the server's message and a way to spend it", async ({ page, request, baseURL }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "credit-1234");
  await page.goto("/en");
  await expect(page.locator("[data-promo]")).toHaveAttribute("data-promo", "invite");
  await signInWithPassword(page, { mobile, password: "credit-1234" }, "/en");
  // The next page (no reload of the banner's own) re-checks it.
  await page.goto("/en/category");
  const banner = page.locator("[data-promo]");
  await expect(banner).toHaveAttribute("data-promo", "credit");
  await expect(banner).toContainText("500,000");
  await banner.getByRole("link", { name: "Shop with your gift credit" }).click();
  await expect(page).toHaveURL(/\/en\/gold-jewelry$/);

  await page.goto("/");
  await expect(page.locator("[data-promo]")).toContainText("۵۰۰٬۰۰۰ تومان");
});

test("a shopper without a credit sees no banner", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator("[data-promo]")).toHaveCount(0);
});
