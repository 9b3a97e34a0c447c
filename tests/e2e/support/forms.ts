import { expect, type Locator, type Page } from "@playwright/test";
import { freshMobile } from "./accounts";

/*
 * The contact page's forms, the app link by SMS and the footer's newsletter, as journeys that the
 * no-JavaScript and the JavaScript test files both walk (each at one screen size).
 */

/** Persian digits, as a shopper on a Persian keyboard types them. */
export const persianDigits = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)]!);

/**
 * With JavaScript: waits until the page has hydrated, the shell's parts that come after the first
 * view included (decision 52): the footer's newsletter form, one of them, then carries the field a
 * fetcher adds. What follows then goes through React, not a plain form post or link.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#newsletter input[name="_fetcher"]')).toBeAttached({ timeout: 15_000 });
}

/**
 * With JavaScript: waits until React has hydrated this element of a part whose code comes after the
 * first view on its own (the home sections, decision 47): React then keeps its props on it.
 */
export async function partHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), { timeout: 15_000 })
    .toBe(true);
}

const fieldError = (page: Page, name: string) => page.locator(`[data-request-form] [data-field-error="${name}"]`);
const MESSAGE = "سلام، سفارش من دیروز باید می‌رسید اما هنوز به دستم نرسیده است. لطفاً پیگیری کنید.";

/** Fills the sender (name, mobile in Persian digits, message) of the open request form. */
async function fillSender(page: Page) {
  const form = page.locator("[data-request-form]");
  await form.getByLabel("نام و نام خانوادگی").fill("نگار حسینی");
  await form.getByLabel("شماره موبایل").fill(persianDigits(freshMobile()));
  await form.getByLabel("متن پیام").fill(MESSAGE);
}

/** Sends the open form and expects the thank-you (its reference from the Shop API) in a toast. */
async function sendAndExpectThanks(page: Page, kind: string, thanks: RegExp) {
  await page.locator("[data-send-request]").click();
  await expect(page).toHaveURL(new RegExp(`/contactus\\?form=${kind}(#contact-forms)?$`));
  // Sent: a fresh form, ready for another message (a refused one keeps what was typed)...
  await expect(page.locator(`[data-request-form="${kind}"]`).getByLabel("متن پیام")).toHaveValue("");
  // ...and the thanks in the newest toast (with JavaScript, the previous form's may still be fading).
  await expect(page.locator('[data-toast="success"]').last()).toContainText(thanks);
}

/** Fills the contact form (on the contact page, in Persian) with these and sends it; the form. */
export async function sendContactForm(page: Page, fields: { name: string; mobile: string; subject: string; message: string }) {
  const form = page.locator('[data-request-form="contact"]');
  await form.getByLabel("نام و نام خانوادگی").fill(fields.name);
  await form.getByLabel("شماره موبایل").fill(fields.mobile);
  await form.getByLabel("موضوع").fill(fields.subject);
  await form.getByLabel("متن پیام").fill(fields.message);
  await page.locator("[data-send-request]").click();
  return form;
}

/** The contact form: refused beside its fields with what was typed kept, then sent. */
export async function contactFormJourney(page: Page, javaScript: boolean) {
  await page.goto("/contactus");
  if (javaScript) await hydrated(page);
  const form = await sendContactForm(page, { name: "ن", mobile: "۰۹۱۲", subject: "زمان ارسال", message: "کوتاه" });
  await expect(fieldError(page, "name")).toHaveText("دست‌کم ۲ نویسه بنویسید.");
  await expect(fieldError(page, "mobile")).toHaveText("شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.");
  await expect(fieldError(page, "message")).toHaveText("دست‌کم ۱۰ نویسه بنویسید.");
  await expect(fieldError(page, "subject")).toHaveCount(0);
  await expect(form.getByLabel("شماره موبایل")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("موضوع")).toHaveValue("زمان ارسال");
  await expect(form.getByLabel("نام و نام خانوادگی")).toBeFocused();

  await fillSender(page);
  await sendAndExpectThanks(page, "contact", /پیام شما با شماره پیگیری [۰-۹]+ به دست ما رسید/);
}

/** Each of the four requests (docs/shop/07-shop-api.md §7.14): its own field refused, then the request sent. */
export async function requestsJourney(page: Page, javaScript: boolean) {
  await page.goto("/contactus");
  if (javaScript) await hydrated(page);
  const tab = (name: string) => page.locator("[data-request-kind]").getByText(name, { exact: true });
  const form = page.locator("[data-request-form]");

  await tab("پشتیبانی سفارش").click();
  await expect(page.locator('[data-request-form="support"]')).toBeVisible();
  await fillSender(page);
  await form.getByLabel("شماره سفارش (اختیاری)").fill("۱۲الف");
  await page.locator("[data-send-request]").click();
  await expect(fieldError(page, "order_id")).toHaveText("فقط عدد وارد کنید.");
  await form.getByLabel("شماره سفارش (اختیاری)").fill("۱۲۴۵");
  await sendAndExpectThanks(page, "support", /درخواست شما با شماره پیگیری [۰-۹]+ ثبت شد/);

  await tab("گارانتی").click();
  await expect(page.locator('[data-request-form="warranty"]')).toBeVisible();
  await fillSender(page);
  await form.getByLabel("شماره سفارش", { exact: true }).fill("۱۲۴۵");
  await page.locator("[data-send-request]").click();
  await expect(fieldError(page, "product")).toHaveText("این بخش را پر کنید.");
  await expect(form.getByLabel("شماره سفارش", { exact: true })).toHaveValue("۱۲۴۵");
  await form.getByLabel("نام کالا").fill("النگو طلا تراش‌خورده");
  await sendAndExpectThanks(page, "warranty", /شماره پیگیری [۰-۹]+ ثبت شد/);

  await tab("درخواست همکاری").click();
  await expect(page.locator('[data-request-form="cooperation"]')).toBeVisible();
  await fillSender(page);
  await form.getByLabel("نام شرکت یا فروشگاه").fill("طلافروشی نگین");
  await page.locator("[data-send-request]").click();
  await expect(fieldError(page, "state_id")).toHaveText("لطفاً استان را انتخاب کنید.");
  await form.getByLabel("استان").selectOption({ label: "اصفهان" });
  await sendAndExpectThanks(page, "cooperation", /شماره پیگیری [۰-۹]+ ثبت شد/);

  await tab("فروشگاه اختصاصی").click();
  await expect(page.locator('[data-request-form="installation"]')).toBeVisible();
  await fillSender(page);
  await form.getByLabel("نام فروشگاه شما").fill("گالری طلای آفتاب");
  await form.getByLabel("استان").selectOption({ label: "فارس" });
  await form.getByLabel("وب‌سایت فعلی (اختیاری)").fill("not a site");
  await page.locator("[data-send-request]").click();
  await expect(fieldError(page, "website")).toHaveText("نشانی وب‌سایت را مانند example.ir بنویسید.");
  await expect(form.getByLabel("استان")).toHaveValue("17");
  await form.getByLabel("وب‌سایت فعلی (اختیاری)").fill("aftab-gold.ir");
  await sendAndExpectThanks(page, "installation", /شماره پیگیری [۰-۹]+ ثبت شد/);
}

/** The app link by SMS: a wrong number refused beside the field, then a mobile in Persian digits texted. */
export async function appLinkJourney(page: Page, path: string, javaScript: boolean) {
  await page.goto(path);
  if (javaScript) await hydrated(page);
  const form = page.locator("[data-app-link-form]");
  const field = form.getByLabel("شماره موبایل");
  await field.fill("۰۹۱۲۳۴");
  await form.getByRole("button", { name: "ارسال لینک" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.");
  await expect(field).toHaveValue("۰۹۱۲۳۴");
  const mobile = freshMobile();
  await field.fill(persianDigits(mobile));
  await form.getByRole("button", { name: "ارسال لینک" }).click();
  await expect(page.locator('[data-toast="success"]')).toContainText(`لینک دانلود اپلیکیشن به شماره ${mobile} پیامک شد.`);
  // Once texted, the same number waits a while (the Shop API's answer, beside the field).
  await form.getByLabel("شماره موبایل").fill(mobile);
  await form.getByRole("button", { name: "ارسال لینک" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toContainText("چند دقیقه پیش");
}

/** The footer's newsletter, from any page: a wrong address refused beside it (kept), then subscribed. */
export async function newsletterJourney(page: Page, path: string, javaScript: boolean) {
  await page.goto(path);
  if (javaScript) await hydrated(page);
  const newsletter = page.locator("#newsletter");
  const email = newsletter.getByLabel(/ایمیل شما|Your email/);
  const english = path.startsWith("/en");
  // With JavaScript the refusal is held until the shopper has typed on: it must not take back what they typed.
  let answerRefusal = () => {};
  const refusalHeld = new Promise<void>((resolve) => (answerRefusal = resolve));
  if (javaScript) await page.route((url) => url.pathname.startsWith("/newsletter"), async (route) => {
      await refusalHeld;
      await route.continue();
    }, { times: 1 });
  await email.fill("reader@example");
  await newsletter.getByRole("button").click();
  await expect(newsletter.locator('[data-field-error="email"]')).toHaveText(english ? "This email address is not valid." : "نشانی ایمیل درست نیست.");
  await expect(email).toHaveValue("reader@example");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}(#newsletter)?$`));

  const address = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await email.fill(address);
  if (javaScript) {
    const refusal = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/newsletter"));
    answerRefusal();
    await refusal;
    await expect(email).toHaveValue(address);
    await expect(newsletter.locator('[data-field-error="email"]')).toHaveCount(0);
  }
  await newsletter.getByRole("button").click();
  await expect(newsletter.locator("[data-newsletter-done]")).toHaveText(english ? `${address} has been added to our newsletter.` : `نشانی ${address} در خبرنامه ثبت شد.`);
  await expect(newsletter.locator('[data-field-error="email"]')).toHaveCount(0);
  await expect(email).toHaveValue("");
}
