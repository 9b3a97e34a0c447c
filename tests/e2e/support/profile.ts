import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { signInWithPassword } from "./accounts";
import { addFromProductPage, choose, payAtGateway, STUDS, toast } from "./checkout";
import { setStock } from "./shop-api";

/**
 * The profile's journey (issue 13), as a seeded shopper takes it with JavaScript or without: their
 * details, their address book, an order paid and found again with its invoice, their comments and
 * their favourites. Each journey has a shopper of its own (they change what they touch).
 */

export interface JourneyShopper {
  mobile: string;
  password: string;
  name: string;
  /** One of their seeded comments (shop-api/server/seed/profile.ts) and its approval. */
  comment: { text: string; status: "pending" | "approved" | "rejected" };
  /** One of the products they like (seeded). */
  liked: string;
}

/** The VIP: seeded orders, an approved comment, three liked products. */
export const VIP_SHOPPER: JourneyShopper = {
  mobile: "09120000000",
  password: "zarrin-vip-1234",
  name: "مریم احمدی",
  comment: { text: "نیم‌ست را برای سالگرد ازدواجمان خریدم", status: "approved" },
  liked: "/gemstone-ring/emerald-halo-ring",
};

/** A shopper with no order yet, an address and a comment awaiting approval. */
export const NEWCOMER_SHOPPER: JourneyShopper = {
  mobile: "09123333333",
  password: "zarrin-1234",
  name: "رضا کریمی",
  comment: { text: "رکابش قابل سایز کردن است", status: "pending" },
  liked: "/signet-ring/plain-band-ring",
};

/** From the account's home, a section of the profile by its link (the side menu, or the phone's list). */
async function openSection(page: Page, key: string) {
  await page.goto("/profile");
  await page.locator(`[data-profile-menu] [data-profile-section="${key}"]`).click();
  await expect(page.locator(`[data-profile-menu] [data-profile-section="${key}"]`)).toHaveAttribute("aria-current", "true");
}

export async function profileJourney(page: Page, request: APIRequestContext, baseURL: string, javaScriptEnabled: boolean, shopper: JourneyShopper) {
  await setStock(request, baseURL, STUDS.vendorId, 500);
  await signInWithPassword(page, shopper);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`سلام، ${shopper.name}`);

  // Their details: a wrong national code and a Persian-letter e-mail are refused beside their
  // fields, what was typed kept; a valid code typed in Persian digits is saved, with a Jalali birth day.
  await openSection(page, "userInformation");
  await page.locator("[data-edit-information]").click();
  await expect(page).toHaveURL(/\/profile\/user-information\/edit$/);
  const form = page.locator("[data-account-form]");
  await form.getByLabel("کد ملی").fill("1234567890");
  await form.getByLabel("ایمیل").fill("رضا@example.com");
  await form.locator("[data-save-information]").click();
  await expect(form.locator('[data-field-error="national_code"]')).toHaveText("کد ملی معتبر نیست.");
  await expect(form.locator('[data-field-error="email"]')).toHaveText("ایمیل را با حروف انگلیسی بنویسید.");
  await expect(form.getByLabel("کد ملی")).toHaveValue("1234567890");
  await expect(form.getByLabel("کد ملی")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("ایمیل")).toHaveValue("رضا@example.com");
  await form.getByLabel("کد ملی").fill("۰۰۱۲۳۴۵۶۷۹");
  await form.getByLabel("ایمیل").fill(`shopper.${shopper.mobile}@example.com`);
  await form.getByLabel("روز").selectOption("5");
  await form.getByLabel("ماه").selectOption({ label: "مهر" });
  await form.getByLabel("سال").fill("۱۳۷۰");
  await form.locator("[data-save-information]").click();
  await expect(page).toHaveURL(/\/profile\/user-information$/);
  await expect(toast(page)).toContainText("اطلاعات حساب شما ذخیره شد.");
  await expect(page.locator('[data-detail="national_code"] dd')).toHaveText("۰۰۱۲۳۴۵۶۷۹");
  await expect(page.locator('[data-detail="birth_date"] dd')).toHaveText("۵ مهر ۱۳۷۰");
  await expect(page.locator('[data-detail="first_name"] dd')).toHaveText(shopper.name.split(" ")[0]!);

  // The address book: a new address (its province's cities listed without JavaScript too), changed,
  // made the default.
  await openSection(page, "addresses");
  await expect(page.locator("[data-address]")).toHaveCount(1);
  await page.locator("[data-add-address]").click();
  const added = page.locator("[data-new-address]");
  await added.getByLabel("استان").selectOption({ label: "اصفهان" });
  if (!javaScriptEnabled) await added.locator("[data-show-cities]").click();
  await expect(page).toHaveURL(/state=4/);
  await added.getByLabel("شهر").selectOption({ label: "کاشان" });
  await expect(added.getByLabel("نام گیرنده")).toHaveValue(shopper.name);
  await added.getByLabel("نشانی").fill("خیابان امیرکبیر، کوچهٔ گلستان، پلاک ۹");
  await added.getByLabel("کد پستی (۱۰ رقم)").fill("۸۷۱۵۹۶۳۴۲۱");
  await added.getByRole("button", { name: "ثبت نشانی" }).click();
  await expect(toast(page)).toContainText("نشانی افزوده شد.");
  const address = page.locator("[data-address]").filter({ hasText: "کاشان" });
  await expect(address).not.toHaveAttribute("data-default");
  await address.locator("[data-edit]").click();
  const edited = page.locator("[data-edit-address]");
  await edited.getByLabel("نشانی").fill("خیابان امیرکبیر، کوچهٔ گلستان، پلاک ۱۱");
  await edited.getByLabel("پلاک", { exact: true }).fill("۱۱");
  await edited.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
  await expect(toast(page)).toContainText("نشانی ویرایش شد.");
  // The plaque, written in the street address too, is said once.
  await expect(address).toContainText("پلاک ۱۱");
  expect((await address.textContent())?.split("پلاک ۱۱")).toHaveLength(2);
  await address.locator("[data-make-default]").click();
  await expect(address).toHaveAttribute("data-default", "true");
  await expect(page.locator("[data-address][data-default]")).toHaveCount(1);

  // An order paid to the new default address, found again among the latest orders with the same total.
  await addFromProductPage(page, STUDS, javaScriptEnabled);
  await page.goto("/checkout/shipping");
  await expect(page.locator("[data-address][data-active]")).toContainText("کاشان");
  await choose(page, "transport", "[data-transport]:first-child", javaScriptEnabled);
  await choose(page, "day", "[data-slot]:not(:has(input:disabled)) >> nth=0", javaScriptEnabled);
  await page.locator("[data-continue]").click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await payAtGateway(page, javaScriptEnabled ? "pay-get" : "pay-post", javaScriptEnabled);
  const result = page.locator("[data-payment-result]");
  await expect(result).toHaveAttribute("data-payment-result", "paid");
  const amount = (await result.locator('[data-result="amount"] dd').textContent())!;
  await result.locator("[data-view-order]").click();
  await expect(page).toHaveURL(/\/profile\/latest-orders\/\d+$/);
  const orderId = /(\d+)$/.exec(page.url())![1]!;
  await expect(page.locator("[data-order-status]")).toHaveText("پرداخت‌شده");
  await expect(page.locator("[data-order-items] li")).toHaveCount(1);
  await expect(page.locator("[data-order-delivery]")).toContainText("پلاک ۱۱");
  await openSection(page, "orders");
  await expect(page.locator('[data-order-tab="current"]')).toHaveAttribute("aria-current", "page");
  await expect(page.locator(`[data-order="${orderId}"] [data-order-total]`)).toHaveText(amount);

  // Its sales invoice: the buyer's national code, the lines by the shared pricing, the total in words.
  await openSection(page, "invoices");
  await page.locator(`[data-order="${orderId}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/profile/sales-invoice/${orderId}$`));
  const invoice = page.locator("[data-invoice]");
  await expect(invoice.locator("[data-buyer-national-code]")).toHaveText("۰۰۱۲۳۴۵۶۷۹");
  await expect(invoice.locator("[data-invoice-line]")).toHaveCount(1);
  await expect(invoice.locator('[data-invoice-sum="total"] dd')).toHaveText(amount);
  await expect(invoice.locator("[data-invoice-words]")).toContainText(/میلیون .*تومان$/);

  // The address, deleted after a confirmation (a page of its own without JavaScript).
  await openSection(page, "addresses");
  await address.locator("[data-delete]").click();
  const confirm = page.locator("[data-delete-address-form]");
  await expect(confirm).toContainText("پلاک ۱۱");
  await confirm.locator("[data-confirm-delete]").click();
  await expect(toast(page)).toContainText("نشانی حذف شد.");
  await expect(page.locator("[data-address]")).toHaveCount(1);

  // A comment they wrote, with its approval.
  await openSection(page, "comments");
  await expect(page.locator("[data-user-comment]").filter({ hasText: shopper.comment.text })).toHaveAttribute("data-comment-status", shopper.comment.status);

  // A product they like, removed from the favourites by the product page's own like form.
  await openSection(page, "favorites");
  const liked = page.locator("[data-favorite-product]").filter({ has: page.locator(`a[href="${shopper.liked}"]`) });
  await expect(liked).toHaveCount(1);
  await liked.locator("[data-unlike]").click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(liked).toHaveCount(0);
  await page.goto(shopper.liked);
  await expect(page.locator("[data-like]")).toHaveAttribute("aria-pressed", "false");
}
