import { expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi } from "../support/accounts";
import { triesAgainAt } from "../support/rate-limits";

// Too many wrong passwords, with JavaScript, in English: the refusal beside the field says when to
// try again, and holds for the right password too (the no-JavaScript side: http/auth-limits.spec.ts
// and auth-limits.phone.nojs.spec.ts). The page is a shopper at an address of its own.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.21" } });

test("the 6th password in 15 minutes is refused beside the field with the time to try again, the right one too", async ({ page, request, baseURL }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "the-right-secret");
  // Four wrong tries elsewhere (the limit is the mobile's, from anywhere), then the page's.
  for (let index = 0; index < 4; index += 1) {
    expect((await request.post(`${baseURL}/shop-api/otp-token`, { data: { mobile, password: "not-the-secret" } })).status()).toBe(403);
  }
  await page.goto("/en/login");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Continue" }).click();
  const password = page.getByLabel("Password");
  const error = page.locator('[data-field-error="password"]');
  await password.fill("not-the-secret");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(error).toHaveText("The password entered is incorrect.");

  for (const attempt of ["not-the-secret", "the-right-secret"]) {
    await password.fill(attempt);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(error).toHaveText(/^Too many sign-in attempts: try again at \d{2}:\d{2}\.$/);
    expect(triesAgainAt(15, "en")).toContain(/(\d{2}:\d{2})/.exec((await error.textContent()) ?? "")?.[1]);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAttribute("aria-describedby", /password-error/);
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByText(mobile)).toBeVisible();
  }
});
