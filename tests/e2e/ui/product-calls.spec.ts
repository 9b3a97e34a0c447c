import { expect, type Page, test } from "@playwright/test";
import { hydrated, persianDigits } from "../support/forms";

// Calls of the product page added by issue 24: the price and availability inquiry of a product out
// of stock (POST /product-inquiry), and a Shop API answer in the 600s shown as its own message in
// the action's toast (docs/shop/08-errors.md §8.8). Desktop with JavaScript, phone without.

const SOLD_OUT = "/bangle/engraved-bangle-traditional-pattern";

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  return page.locator("[data-product-inquiry]");
}

test("a product out of stock takes a price and availability inquiry; a wrong number is told beside its field", async ({ page, javaScriptEnabled }) => {
  const form = await open(page, SOLD_OUT, javaScriptEnabled);
  await expect(form).toBeVisible();
  const mobile = form.getByLabel("شماره موبایل");
  await mobile.fill("۰۹۱۲۳۴");
  await form.getByLabel("پرسش شما (اختیاری)").fill("برای سایز ۱۸ هم ساخته می‌شود؟");
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.");
  // What was typed is kept.
  await expect(mobile).toHaveValue("۰۹۱۲۳۴");
  await expect(form.getByLabel("پرسش شما (اختیاری)")).toHaveValue("برای سایز ۱۸ هم ساخته می‌شود؟");

  await mobile.fill(persianDigits("0912 765 4321"));
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("کارشناسان ما به‌زودی با شما تماس می‌گیرند");
  await expect(page).toHaveURL(new RegExp(`${SOLD_OUT}$`));
  await expect(page.locator("[data-product-inquiry] [data-field-error]")).toHaveCount(0);
});

test("in English, with the question left out", async ({ page, javaScriptEnabled }) => {
  const form = await open(page, `/en${SOLD_OUT}`, javaScriptEnabled);
  await form.getByRole("button", { name: "Ask us" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("Please enter your mobile number.");
  await form.getByLabel("Mobile number").fill("+98 912 765 4321");
  await form.getByRole("button", { name: "Ask us" }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("one of our advisers will call you shortly");
});

test("a product in stock offers no inquiry", async ({ page }) => {
  await page.goto("/stud-earrings/pearl-studs");
  await expect(page.locator('[data-cart-form="add"]')).toBeVisible();
  await expect(page.locator("[data-product-inquiry]")).toHaveCount(0);
});

test("a Shop API answer in the 600s shows its own message in the action's toast", async ({ page, baseURL, javaScriptEnabled }) => {
  const form = await open(page, SOLD_OUT, javaScriptEnabled);
  const clientToken = (await page.context().cookies()).find((cookie) => cookie.name === "clientToken")?.value;
  expect(clientToken).toBeTruthy();
  const message = "سامانهٔ استعلام تا ساعتی دیگر در دسترس نیست؛ لطفاً با پشتیبانی تماس بگیرید.";
  const set = await page.request.post(`${baseURL}/shop-api/dev/answers`, { data: { path: "/product-inquiry", client_token: clientToken, status: 651, message } });
  expect(set.status()).toBe(201);
  await form.getByLabel("شماره موبایل").fill("09127654321");
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(page.locator('[data-toast="error"]').last()).toContainText(message);
  await expect(page).toHaveURL(new RegExp(`${SOLD_OUT}$`));
  await expect(page.locator("h1")).toBeVisible();
});
