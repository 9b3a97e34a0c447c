import { expect, test } from "@playwright/test";
import { contactFormJourney, requestsJourney, sendContactForm } from "../support/forms";

// The contact page without JavaScript (its JavaScript side: contact.phone.js.spec.ts): every form a
// plain post, the answer on the page that comes back; the representative's dialog opened by its URL.

test("the contact form is refused beside its fields with what was typed kept, then sent", async ({ page }) => {
  await contactFormJourney(page, false);
});

// A message of only spaces and line breaks is blank once trimmed: the shop's own "required", in
// Persian, beside the field (it said zod's English "Invalid input" before).
test("a message of only spaces is refused beside it with the shop's required message, in Persian", async ({ page }) => {
  await page.goto("/contactus");
  const form = await sendContactForm(page, { name: "نگار حسینی", mobile: "۰۹۱۲۳۴۵۶۷۸۹", subject: "زمان ارسال", message: "   \n\n   " });
  await expect(form.locator('[data-field-error="message"]')).toHaveText("این بخش را پر کنید.");
  await expect(form.getByLabel("متن پیام")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("موضوع")).toHaveValue("زمان ارسال");
  await expect(form.locator("[data-field-error]")).toHaveCount(1);
});

test("each request type (support, warranty, cooperation, a shop of one's own) refuses its own field, then is sent", async ({ page }) => {
  test.setTimeout(60_000);
  await requestsJourney(page, false);
});

test("support hours, phones, addresses and the way there; representatives by province, one in a dialog by its URL", async ({ page }) => {
  await page.goto("/contactus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تماس با ما");
  await expect(page.locator('[data-contact="hours"]')).toContainText("همه روزه، ۲۴ ساعته");
  await expect(page.locator('[data-contact="hours"] a[href="tel:02191001800"]')).toHaveText("۰۲۱-۹۱۰۰۱۸۰۰");
  await expect(page.locator('[data-contact="phone"] a[href="tel:02188776655"]')).toBeVisible();
  await expect(page.locator('[data-contact="addresses"] address')).toHaveCount(2);
  await expect(page.locator("[data-location-text]")).toContainText("مترو میرداماد");

  const provinces = page.locator("[data-province]");
  await expect(provinces.first().locator("h3")).toHaveText("آذربایجان شرقی");
  await expect(page.locator('[data-province="8"] [data-representative]')).toHaveCount(2);
  await page.locator('[data-representative="isfahan-chaharbagh"] [data-representative-details]').click();
  await expect(page).toHaveURL(/\/contactus\?representative=isfahan-chaharbagh$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("نمایندگی چهارباغ اصفهان");
  await expect(dialog.locator("[data-directions]")).toContainText("ایستگاه مترو تختی");
  await dialog.getByRole("link", { name: "بستن" }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("without JavaScript the support chat button is a link to the contact page", async ({ page }) => {
  await page.goto("/en/faq");
  await page.locator("footer [data-support-chat]").click();
  await expect(page).toHaveURL(/\/en\/contactus$/);
});
