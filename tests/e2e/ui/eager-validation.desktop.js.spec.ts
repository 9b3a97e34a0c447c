import { expect, type Page, test } from "@playwright/test";
import { REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";
import { addThroughCartForm, STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";
import { setStock } from "../support/shop-api";

// The eager mode of docs/shop/05-validation.md §5.1, with JavaScript: a field is checked when it loses
// focus, then at every keystroke once it has been wrong, with the server's own messages and no request;
// without JavaScript the server's check answers (product-calls.spec.ts).

/** The URLs the page POSTs to from now on (none while the browser's check refuses). */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

const SOLD_OUT = "/bangle/engraved-bangle-traditional-pattern";
const WRONG = "شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.";

test("the inquiry's mobile is checked on blur, then as it is typed", async ({ page }) => {
  await page.goto(SOLD_OUT);
  await hydrated(page);
  const posts = postsOf(page);
  const form = page.locator("[data-product-inquiry]");
  const mobile = form.getByLabel("شماره موبایل");
  const error = form.locator('[data-field-error="mobile"]');

  await mobile.pressSequentially("0912");
  await expect(error).toHaveCount(0); // not while it is being typed the first time
  await mobile.blur();
  await expect(error).toHaveText(WRONG);
  await expect(mobile).toHaveAttribute("aria-invalid", "true");

  // Wrong once: every keystroke checks again (typing on at the end, where a shopper's finger puts the caret).
  await mobile.focus();
  await mobile.press("End");
  await mobile.pressSequentially("34567");
  await expect(error).toHaveText(WRONG);
  await mobile.pressSequentially("89");
  await expect(error).toHaveCount(0);
  await mobile.press("Backspace");
  await expect(error).toHaveText(WRONG);

  // Sending a wrong form asks nothing of the server; a right one goes.
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(error).toHaveText(WRONG);
  expect(posts).toEqual([]);
  await mobile.press("End");
  await mobile.pressSequentially("9");
  await expect(error).toHaveCount(0);
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("کارشناسان ما", { timeout: 15_000 });
  expect(posts.length).toBeGreaterThan(0);
});

test("an optional question is not asked for, and the English page speaks English", async ({ page }) => {
  await page.goto(`/en${SOLD_OUT}`);
  await hydrated(page);
  const form = page.locator("[data-product-inquiry]");
  await form.getByLabel("Your question (optional)").focus();
  await form.getByLabel("Your question (optional)").blur();
  await expect(form.locator('[data-field-error="message"]')).toHaveCount(0);
  await form.getByLabel("Mobile number").focus();
  await form.getByLabel("Mobile number").blur();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("Please enter your mobile number.");
});

test("signing in: the mobile is told on blur, before anything is sent", async ({ page }) => {
  await page.goto("/en/login");
  await hydrated(page);
  const posts = postsOf(page);
  const mobile = page.getByLabel("Mobile number");
  const error = page.locator('#login-mobile [data-field-error="mobile"]');
  await mobile.fill("0212345");
  await expect(error).toHaveCount(0);
  await mobile.blur();
  await expect(error).toHaveText("A mobile number starts with 09 and has 11 digits.");
  await mobile.fill("");
  await expect(error).toHaveText("Please enter your mobile number.");
  await mobile.fill("+98 912 111 1111");
  await expect(error).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("the contact form: a short message is told on blur and cleared as it grows; the subject is not asked for before its turn", async ({ page }) => {
  await page.goto("/en/contactus");
  await hydrated(page);
  const posts = postsOf(page);
  const form = page.locator('[data-request-form="contact"]');
  const message = form.getByLabel("Your message");
  const error = form.locator('[data-field-error="message"]');
  await message.fill("Too short");
  await expect(error).toHaveCount(0);
  await message.blur();
  await expect(error).toHaveText("Please type at least 10 characters.");
  await expect(form.locator('[data-field-error="subject"]')).toHaveCount(0);
  await message.press("End");
  await message.pressSequentially("!");
  await expect(error).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("the wallet's top-up: the amount is told on blur in the form's own words, then as it is typed", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  await page.goto("/profile/wallet");
  await hydrated(page);
  const posts = postsOf(page);
  const form = page.locator("[data-top-up]");
  const amount = form.getByLabel("مبلغ (تومان)");
  const error = form.locator('[data-field-error="amount"]');
  await amount.pressSequentially("۵۰۰۰");
  await expect(error).toHaveCount(0);
  await amount.blur();
  await expect(error).toHaveText("مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.");
  await amount.focus();
  await amount.press("End");
  await amount.pressSequentially("۰");
  await expect(error).toHaveCount(0);
  await expect(amount).toHaveValue("۵۰٬۰۰۰");
  await amount.pressSequentially("۰۰۰۰");
  await expect(error).toHaveText("مبلغ حداکثر می‌تواند ۵۰٬۰۰۰٬۰۰۰ تومان باشد.");
  await amount.fill("");
  await expect(error).toHaveText("مبلغ را وارد کنید.");
  await form.locator("[data-top-up-submit]").click();
  await expect(error).toHaveText("مبلغ را وارد کنید.");
  expect(posts).toEqual([]);

  await page.goto("/en/profile/wallet");
  await hydrated(page);
  const english = page.locator("[data-top-up]");
  await english.getByLabel("Amount (toman)").fill("-5");
  await english.getByLabel("Amount (toman)").blur();
  await expect(english.locator('[data-field-error="amount"]')).toHaveText("Write the amount in digits only.");
});

test("the cart's discount code: an empty one is told on blur in its own words, before anything is sent", async ({ page, request, baseURL }) => {
  await setStock(request, baseURL!, STUDS.vendorId, 500);
  await addThroughCartForm(page, baseURL!, STUDS, 1);
  await page.goto("/checkout/cart");
  await hydrated(page);
  const posts = postsOf(page);
  const form = page.locator('[data-cart-form="discount"]');
  const code = form.getByLabel("کد تخفیف");
  const error = form.locator('[data-field-error="code"]');
  await code.pressSequentially("  ");
  await expect(error).toHaveCount(0);
  await code.blur();
  await expect(error).toHaveText("کد تخفیف را وارد کنید.");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await code.press("End");
  await code.pressSequentially("Z");
  await expect(error).toHaveCount(0);
  await code.fill("");
  await expect(error).toHaveText("کد تخفیف را وارد کنید.");
  await form.getByRole("button", { name: "ثبت کد" }).click();
  await expect(error).toHaveText("کد تخفیف را وارد کنید.");
  expect(posts).toEqual([]);
  // A code the browser cannot judge goes to the server, which applies it.
  await code.fill("ZARRIN10");
  await form.getByRole("button", { name: "ثبت کد" }).click();
  await expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10");
  expect(posts.length).toBeGreaterThan(0);
});

test("the footer's newsletter: a wrong address is told on blur, then checked as it is typed, in the page's language", async ({ page }) => {
  await page.goto("/en/faq");
  await hydrated(page);
  const posts = postsOf(page);
  const newsletter = page.locator("#newsletter");
  const email = newsletter.getByLabel("Your email");
  const error = newsletter.locator('[data-field-error="email"]');
  await email.pressSequentially("reader@example");
  await expect(error).toHaveCount(0);
  await email.blur();
  await expect(error).toHaveText("This email address is not valid.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.focus();
  await email.press("End");
  await email.pressSequentially(".c");
  await expect(error).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid");
  await email.fill("");
  await expect(error).toHaveText("Please fill in this field.");
  expect(posts).toEqual([]);

  await page.goto("/faq");
  await hydrated(page);
  await page.locator("#newsletter").getByLabel("ایمیل شما").fill("reader@");
  await page.locator("#newsletter").getByLabel("ایمیل شما").blur();
  await expect(page.locator('#newsletter [data-field-error="email"]')).toHaveText("نشانی ایمیل درست نیست.");
});
