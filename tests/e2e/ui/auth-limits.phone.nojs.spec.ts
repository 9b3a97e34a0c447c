import { expect, test } from "@playwright/test";
import { freshMobile } from "../support/accounts";
import { shopperFrom, triesAgainAt } from "../support/rate-limits";

// Codes to too many mobiles from one address, without JavaScript, in Persian: the refusal beside
// the number says when to try again, the number kept (the JavaScript side of a refusal:
// auth-limits.desktop.js.spec.ts). The page is a shopper at an address of its own.

const ADDRESS = "203.0.113.22";
test.use({ extraHTTPHeaders: { "X-Forwarded-For": ADDRESS } });

test("after codes to 5 mobiles in an hour, a 6th number is refused beside the field, kept, in Persian", async ({ page, playwright, baseURL }) => {
  // Five numbers asked for from the same address, as another tab would.
  const sameAddress = await shopperFrom(playwright, baseURL!, ADDRESS);
  for (let index = 0; index < 5; index += 1) {
    const answer = await sameAddress.post("/login", { form: { intent: "mobile", mobile: freshMobile() }, maxRedirects: 0 });
    expect(answer.status()).toBe(302);
  }
  await sameAddress.dispose();

  const mobile = freshMobile();
  await page.goto("/login");
  const field = page.getByLabel("شماره موبایل");
  await field.fill(mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  const error = page.locator('[data-field-error="mobile"]');
  await expect(error).toHaveText(/^از اتصال شما برای شماره‌های زیادی کد درخواست شد؛ ساعت [۰-۹]{2}:[۰-۹]{2} دوباره تلاش کنید.$/);
  expect(triesAgainAt(60, "fa")).toContain(/([۰-۹]{2}:[۰-۹]{2})/.exec((await error.textContent()) ?? "")?.[1]);
  await expect(field).toHaveValue(mobile);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(page.locator("[data-auth-step]")).toHaveAttribute("data-auth-step", "mobile");
});
