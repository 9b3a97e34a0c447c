import { expect, test } from "@playwright/test";
import { freshMobile, latestCode } from "../support/accounts";
import { type RunningShop, startShop } from "../support/shop-server";

// Code expiry and the resend cooldown, on a shop of its own whose codes live 3 s and may be
// resent after 2 s.

let shop: RunningShop;
// Each shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async () => {
  shop = await startShop({ SHOP_API_CODE_TTL_S: "3", SHOP_API_RESEND_COOLDOWN_S: "2" });
});
test.afterAll(async () => {
  await shop.stop();
});

test("an expired code is refused", async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto(`${shop.url}/en/login`);
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = await latestCode(request, shop.url, mobile, "register");
  await page.waitForTimeout(3500);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator('[data-field-error="code"]')).toHaveText("The code entered is not valid, please try again.");
});

test("a new code can be asked for after the cooldown, which the page counts down", async ({ page, request, javaScriptEnabled }) => {
  const mobile = freshMobile();
  await page.goto(`${shop.url}/login`);
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  const first = await latestCode(request, shop.url, mobile, "register");
  const resend = page.locator("[data-resend]");
  await expect(page.locator("[data-resend-countdown]")).toBeVisible();
  if (javaScriptEnabled) {
    // The countdown runs in the page; the button waits for it.
    await expect(resend).toBeDisabled();
    await expect(resend).toBeEnabled({ timeout: 4000 });
  } else {
    // Without JavaScript the server is the judge: too early, it says how long to wait.
    await resend.click();
    await expect(page.locator('[data-toast="error"]')).toContainText("لطفاً");
    await page.waitForTimeout(2100);
  }
  await resend.click();
  await expect(page.locator('[data-toast="info"]')).toContainText("کد جدید ارسال شد.");
  const second = await latestCode(request, shop.url, mobile, "register", first);
  expect(second).not.toBe(first);
  // The new code works; the old one was voided.
  await page.getByLabel("کد تأیید").fill(second);
  await page.getByRole("button", { name: "تأیید" }).click();
  await expect(page).toHaveURL(/\/register$/);
});
