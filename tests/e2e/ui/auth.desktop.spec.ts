import { expect, test } from "@playwright/test";
import { NEW_CUSTOMER, REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";

test("the header shows the shopper's name after sign-in", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("[data-desktop-header] [data-account-link]")).toHaveText("Sign in | Sign up");
  await signInWithPassword(page, REPEAT_CUSTOMER, "/en");
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.locator("[data-desktop-header] [data-account-link]")).toHaveText(REPEAT_CUSTOMER.name);
  await page.goto("/");
  await expect(page.locator("[data-desktop-header] [data-account-link]")).toHaveText(REPEAT_CUSTOMER.name);
});

test("the sign-in form's fields suit a phone keyboard and a password manager", async ({ page }) => {
  await page.goto("/login");
  const mobile = page.getByLabel("شماره موبایل");
  await expect(mobile).toHaveAttribute("type", "tel");
  await expect(mobile).toHaveAttribute("inputmode", "numeric");
  await expect(mobile).toHaveAttribute("autocomplete", "tel");
  await mobile.fill(NEW_CUSTOMER.mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await expect(page.getByLabel("رمز عبور")).toHaveAttribute("autocomplete", "current-password");
});
