import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { freshMobile, latestCode, NEW_CUSTOMER, registerThroughApi, REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";
import { addCartLine } from "../support/shop-api";
import { hydrated } from "../support/forms";

// Sign-in, registration, codes and password recovery (docs/shop/04-flows.md §4.2), at phone size, with
// JavaScript on and off, in both languages. Every step is a form and a page of its own.

const toPersian = (digits: string) => digits.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);

test("a new shopper registers by code, typing the number in Persian digits", async ({ page, request, baseURL }) => {
  const mobile = freshMobile();
  await page.goto("/login");
  await page.getByLabel("شماره موبایل").fill(toPersian(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`));
  await page.getByRole("button", { name: "ادامه" }).click();
  await expect(page.getByRole("heading", { name: "کد تأیید را وارد کنید" })).toBeVisible();
  const code = await latestCode(request, baseURL!, mobile, "register");
  const codeField = page.getByLabel("کد تأیید");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await codeField.fill(toPersian(code));
  await page.getByRole("button", { name: "تأیید" }).click();

  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel("نام و نام خانوادگی").fill("نگار کریمی");
  await page.getByLabel("رمز عبور", { exact: true }).fill("a-new-secret-1");
  await page.getByLabel("تکرار رمز عبور").fill("a-new-secret-1");
  await page.getByRole("button", { name: "ساخت حساب کاربری" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سلام، نگار کریمی");
  await expect(page.locator("[data-toast]")).toContainText("تبریک، حساب کاربری شما ساخته شد.");
});

test("an existing shopper signs in by password and returns where they came from", async ({ page }) => {
  await page.goto("/en/login?redirectTo=%2Fen%2Fcategory");
  await page.getByLabel("Mobile number").fill(`+98${REPEAT_CUSTOMER.mobile.slice(1)}`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your password" })).toBeVisible();
  await page.getByLabel("Password").fill(REPEAT_CUSTOMER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/category$/);
  await page.goto("/en/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${REPEAT_CUSTOMER.name}`);
});

test("an existing shopper signs in with a one-time code instead", async ({ page, request, baseURL }) => {
  // An account of this test's own: a code sent to a shared one could void another test's.
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "a-long-secret");
  await page.goto("/login");
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await page.getByRole("button", { name: "ورود با رمز یک‌بار مصرف" }).click();
  const code = await latestCode(request, baseURL!, mobile, "login");
  await page.getByLabel("کد تأیید").fill(code);
  await page.getByRole("button", { name: "تأیید" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("[data-profile-mobile]")).toHaveText(toPersian(mobile));
});

test("a wrong password says so beside the field, keeping the number", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("شماره موبایل").fill(REPEAT_CUSTOMER.mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await page.getByLabel("رمز عبور").fill("not-the-password");
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  const field = page.getByLabel("رمز عبور");
  await expect(page.locator('[data-field-error="password"]')).toHaveText("رمز عبور وارد شده اشتباه است.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", /password-error/);
  await expect(field).toBeFocused();
  await expect(page.getByText(toPersian(REPEAT_CUSTOMER.mobile))).toBeVisible();
});

test("a wrong code says so, in English too", async ({ page, request, baseURL }) => {
  const mobile = freshMobile();
  await page.goto("/en/login");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = await latestCode(request, baseURL!, mobile, "register");
  const wrong = code === "11111" ? "22222" : "11111";
  await page.getByLabel("Verification code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator('[data-field-error="code"]')).toHaveText("The code entered is not valid, please try again.");
  await expect(page.getByLabel("Verification code")).toHaveValue(wrong);
});

test("an invalid mobile is refused beside the field with the input kept", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByLabel("Mobile number").fill("0212345");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator('[data-field-error="mobile"]')).toHaveText("A mobile number starts with 09 and has 11 digits.");
  await expect(page.getByLabel("Mobile number")).toHaveValue("0212345");
});

test("forgot password, end to end", async ({ page, request, baseURL }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "the-old-secret");
  await page.goto("/forgetpassword");
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  const code = await latestCode(request, baseURL!, mobile, "forget");
  await page.getByLabel("کد تأیید").fill(code);
  await page.getByRole("button", { name: "تأیید" }).click();
  await page.getByLabel("رمز عبور جدید").fill("the-new-secret");
  await page.getByLabel("تکرار رمز عبور").fill("the-new-secret");
  await page.getByRole("button", { name: "تغییر رمز عبور" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("[data-toast]")).toContainText("رمز عبور شما تغییر کرد.");

  // The new password works, the old one no longer does.
  const api = `${baseURL}/shop-api`;
  expect((await request.post(`${api}/login`, { data: { mobile, password: "the-old-secret" } })).status()).toBe(403);
  expect((await request.post(`${api}/login`, { data: { mobile, password: "the-new-secret" } })).status()).toBe(200);
});

test("redirectTo is honoured for the shop's own paths and refused for others", async ({ page }) => {
  await page.goto("/login?redirectTo=%2F%2Fevil.example%2Fphish");
  await page.getByLabel("شماره موبایل").fill(REPEAT_CUSTOMER.mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await page.getByLabel("رمز عبور").fill(REPEAT_CUSTOMER.password);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/profile$/);
});

test("the profile needs a signed-in shopper, then comes back to it", async ({ page }) => {
  await page.goto("/en/profile");
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fprofile$/);
  await page.getByLabel("Mobile number").fill(REPEAT_CUSTOMER.mobile);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(REPEAT_CUSTOMER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
});

test("signing out drops the session and empties the cart", async ({ page, context, request, baseURL, javaScriptEnabled }) => {
  const clientToken = randomUUID();
  await context.addCookies([{ name: "clientToken", value: clientToken, url: baseURL! }]);
  await addCartLine(request, baseURL!, { clientToken, productVendorId: 21, quantity: 1, unitPrice: 12_000_000 });
  await signInWithPassword(page, REPEAT_CUSTOMER);
  await expect(page).toHaveURL(/\/profile$/);
  const signedIn = (await context.cookies()).find((cookie) => cookie.name === "__session")?.value;
  // A press while the page hydrates can be lost between the browser's form and React's.
  if (javaScriptEnabled) await hydrated(page);
  await page.locator("[data-logout]").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-toast="info"]')).toContainText("از حساب خود خارج شدید.");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "clientToken")?.value).not.toBe(clientToken);
  expect(cookies.find((cookie) => cookie.name === "__session")?.value).not.toBe(signedIn);
  await expect(page.locator("[data-cart-count]")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
});

test("the session cookie is HttpOnly, out of page script's reach", async ({ page, context, javaScriptEnabled }) => {
  await signInWithPassword(page, NEW_CUSTOMER);
  await expect(page).toHaveURL(/\/profile$/);
  const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  if (javaScriptEnabled) expect(await page.evaluate(() => document.cookie)).not.toContain("__session");
});
