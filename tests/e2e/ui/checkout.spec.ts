import { expect, type Page, test } from "@playwright/test";
import { freshMobile, registerThroughApi } from "../support/accounts";
import { addAddress, addFromProductPage, BANGLE, choose, newShopperAtPayment, payAtGateway, RING, SHOPPER_PASSWORD, STUDS, toast } from "../support/checkout";
import { hydrated } from "../support/forms";
import { onlinePrice, setStock } from "../support/shop-api";

// Cart, checkout and payment (docs/shop/02-pages.md §2.12, docs/shop/04-flows.md §4.7–§4.10,
// docs/shop/07-shop-api.md §7.7–§7.10), with JavaScript and without, on phones and desktops.

// Paid orders take stock: every test starts with plenty of what it buys.
test.beforeEach(async ({ request, baseURL }) => {
  for (const product of [BANGLE, STUDS, RING]) await setStock(request, baseURL!, product.vendorId, 500);
});

/** The number the header's (or the bottom bar's) cart badge shows. */
function badge(page: Page) {
  return page.locator("[data-cart-count]:visible").first();
}

function line(page: Page, vendorId: number) {
  return page.locator(`[data-cart-line="${vendorId}"]`);
}

test("with JavaScript the badge counts an addition while the cart action has not answered", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the press posts the page, and the next page shows the count");
  await page.goto(STUDS.path);
  // The later parts of the shell (the headers' and the bottom bar's badges) have their code.
  await hydrated(page);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/checkout/cart"),
    async (route) => {
      if (route.request().method() === "POST") await answered;
      await route.continue();
    },
  );
  await page.locator('[data-cart-form="add"] [data-add-to-cart]').click();
  // The cart action is held: what the badge shows is the addition on its way.
  await expect(badge(page)).toHaveText("۱");
  await expect(toast(page)).not.toBeVisible();
  answer();
  await expect(toast(page)).toContainText("محصول به سبد خرید اضافه شد");
  await expect(badge(page)).toHaveText("۱");
});

test("a guest fills a cart, signs in, chooses delivery and pays in the gateway", async ({ page, request, baseURL, javaScriptEnabled, isMobile }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, SHOPPER_PASSWORD);

  // Two products, one in a variety: with JavaScript a toast and the badge; without, the "added" dialog.
  await addFromProductPage(page, BANGLE, javaScriptEnabled);
  await expect(toast(page)).toContainText("محصول به سبد خرید اضافه شد");
  if (!javaScriptEnabled) await expect(page.locator("[data-added-dialog]")).toBeVisible();
  await expect(badge(page)).toHaveText("۱");
  await addFromProductPage(page, STUDS, javaScriptEnabled);
  await expect(badge(page)).toHaveText("۲");
  await addFromProductPage(page, RING, javaScriptEnabled);
  await expect(badge(page)).toHaveText("۳");

  await page.goto("/checkout/cart");
  // With JavaScript the cart's forms are fetchers from here on; a press before hydration would post the page instead.
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.locator("[data-cart-line]")).toHaveCount(3);
  const bangle = line(page, BANGLE.vendorId);
  await expect(bangle).toContainText("سایز");
  await expect(bangle.locator("[data-discount]")).toContainText("۱۵٪");
  // + until max_cart_add, where it stops.
  await bangle.locator("[data-increment]").click();
  await expect(bangle).toHaveAttribute("data-quantity", "2");
  await expect(bangle.locator("[data-increment]")).toBeDisabled();
  await expect(bangle.locator("[data-max-reached]")).toHaveText("حداکثر ۲ عدد در هر سفارش");
  await expect(bangle.locator("[data-line-discount]")).toBeVisible();
  // What shows at once is optimistic: the change has landed when the line is no longer busy.
  await expect(bangle).not.toHaveAttribute("aria-busy", "true");
  // Adding more from the product page is refused with the limit, the cart unchanged.
  await addFromProductPage(page, BANGLE, javaScriptEnabled);
  await expect(toast(page)).toContainText("از این کالا حداکثر ۲ عدد را می‌توان یک‌جا سفارش داد.");
  await expect(badge(page)).toHaveText("۴");
  await page.goto("/checkout/cart");
  if (javaScriptEnabled) await hydrated(page);
  await expect(line(page, BANGLE.vendorId)).toHaveAttribute("data-quantity", "2");
  // − and removal.
  await line(page, STUDS.vendorId).locator("[data-increment]").click();
  await expect(line(page, STUDS.vendorId)).toHaveAttribute("data-quantity", "2");
  await line(page, STUDS.vendorId).locator("[data-decrement]").click();
  await expect(line(page, STUDS.vendorId)).toHaveAttribute("data-quantity", "1");
  await line(page, RING.vendorId).locator("[data-delete-line]").click();
  await expect(page.locator("[data-cart-line]")).toHaveCount(2);
  await expect(badge(page)).toHaveText("۳");

  // Discount codes: an expired one is refused beside the field with the input kept; a valid one applies.
  const discount = page.locator('[data-cart-form="discount"]');
  await discount.getByLabel("کد تخفیف").fill("summer1404");
  await discount.getByRole("button", { name: "ثبت کد" }).click();
  await expect(page.locator('[data-field-error="code"]')).toBeVisible();
  await expect(page.getByLabel("کد تخفیف")).toHaveValue("summer1404");
  await page.getByLabel("کد تخفیف").fill("ZARRIN10");
  await discount.getByRole("button", { name: "ثبت کد" }).click();
  await expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10");

  // Reload: the cart and its code are the Shop API's.
  await page.reload();
  await expect(page.locator("[data-cart-line]")).toHaveCount(2);
  await expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10");

  // Signing in on the way: the guest's cart joins the account's.
  await page.locator("[data-proceed]").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fshipping/);
  await page.getByLabel("شماره موبایل").fill(mobile);
  await page.getByRole("button", { name: "ادامه" }).click();
  await page.getByLabel("رمز عبور").fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "ورود", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.locator('[data-sum="total-price"]')).toContainText("۳");

  // Delivery: a new address (province, then its cities), a way to send, a day. With JavaScript each
  // choice is saved as it is made (kept on reload); without it, continue saves them all in one press.
  await addAddress(page, javaScriptEnabled);
  await expect(page.locator("[data-address][data-active]")).toContainText("ولیعصر");
  await choose(page, "transport", "[data-transport]:first-child", javaScriptEnabled);
  await choose(page, "day", "[data-slot]:not(:has(input:disabled)) >> nth=0", javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.reload();
    await expect(page.locator("[data-transport][data-selected]")).toHaveCount(1);
    await expect(page.locator("[data-slot][data-selected]")).toHaveCount(1);
  }
  await page.locator("[data-continue]").click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  // Payment: the sandbox gateway (the default), back by POST on phones and by GET on desktops.
  await expect(page.locator('[data-driver="sandbox"] input')).toBeChecked();
  await expect(page.locator('[data-driver="zarinpal"] input')).toBeDisabled();
  const priceBefore = await onlinePrice(request, baseURL!);
  const toPay = Number(await page.locator("[data-total-final]").getAttribute("data-total-final"));
  await payAtGateway(page, isMobile ? "pay-post" : "pay-get", javaScriptEnabled);
  const result = page.locator("[data-payment-result]");
  await expect(result).toHaveAttribute("data-payment-result", "paid");
  await expect(result.getByRole("heading", { level: 1 })).toHaveText("سپاس‌گزاریم؛ پرداخت شما انجام شد");
  // The order is priced when it is placed: what the page said, unless the gold price stepped meanwhile.
  const stepped = (await onlinePrice(request, baseURL!)).set_at !== priceBefore.set_at;
  await expect(result.locator('[data-result="amount"]')).toContainText(stepped ? /[۰-۹]{1,3}(٬[۰-۹]{3})+\sتومان/ : new Intl.NumberFormat("fa-IR").format(toPay));
  await expect(result.locator("[data-result-items] li")).toHaveCount(2);
  await expect(result.locator('[data-result="reference"]')).toBeVisible();
  // Paid: the cart is empty, and a refresh pays nothing twice.
  await page.reload();
  await expect(result).toHaveAttribute("data-payment-result", "paid");
  await page.goto("/checkout/cart");
  await expect(page.locator("[data-cart-empty]")).toBeVisible();
});

test("a cancelled payment shows the failure and its reason, and the retry pays", async ({ page, request, baseURL, javaScriptEnabled, isMobile }) => {
  test.setTimeout(90_000);
  await newShopperAtPayment(page, request, baseURL!, javaScriptEnabled);

  // A gateway that is not available (its choice forced, as a stale page might post it) is refused
  // on the page with the Shop API's message: the shopper stays and chooses another.
  const unavailable = page.locator('[data-driver="zarinpal"] input');
  await unavailable.evaluate((input: HTMLInputElement) => {
    input.disabled = false;
  });
  await unavailable.check();
  await page.locator("[data-pay]").click();
  await expect(page.locator("[data-payment-error]")).toContainText("در حال حاضر در دسترس نیست");
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.locator('[data-driver="sandbox"] input').check();

  await payAtGateway(page, isMobile ? "cancel-get" : "cancel-post", javaScriptEnabled);
  const result = page.locator("[data-payment-result]");
  await expect(result).toHaveAttribute("data-payment-result", "failed");
  await expect(result.getByRole("heading", { level: 1 })).toHaveText("پرداخت انجام نشد");
  await expect(result.locator('[data-result="reason"]')).not.toBeEmpty();

  await result.locator("[data-retry]").click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await payAtGateway(page, "pay-get", javaScriptEnabled);
  await expect(result).toHaveAttribute("data-payment-result", "paid");
});

test("the gateway's POST arrives without cookies and lands on the verified result; forged callbacks show nothing false; another visitor sees no details", async ({ page, browser, playwright, request, baseURL, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await newShopperAtPayment(page, request, baseURL!, javaScriptEnabled);
  await payAtGateway(page, "pay-get", javaScriptEnabled);
  const orderId = new URL(page.url()).searchParams.get("order_id")!;

  // A cross-site POST carries no cookie: a context of its own, with none.
  const bare = await playwright.request.newContext({ baseURL });
  const posted = await bare.post("/unsuccess-payment", { form: { order_id: orderId, status: "failed" }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  // The order was paid: whatever the callback claims, it is sent to the success page.
  expect(posted.headers().location).toBe(`/success-payment?order_id=${orderId}`);
  const unknown = await bare.post("/success-payment", { form: { order_id: "987654321" }, maxRedirects: 0 });
  expect(unknown.headers().location).toBe("/success-payment?order_id=987654321");
  await bare.dispose();

  // Order ids are sequential: another visitor trying one sees that it was paid, not what or for how much.
  const stranger = await browser.newContext({ baseURL, javaScriptEnabled, locale: "fa-IR" });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/success-payment?order_id=${orderId}`);
  const seen = strangerPage.locator("[data-payment-result]");
  await expect(seen).toHaveAttribute("data-payment-result", "paid");
  await expect(seen.locator('[data-result="order"]')).toBeVisible();
  await expect(seen.locator("[data-result-private]")).toHaveText("برای دیدن کالاهای این سفارش وارد حساب خود شوید.");
  for (const detail of ['[data-result="amount"]', '[data-result="reference"]', '[data-result="paid-at"]', "[data-result-items]"]) await expect(seen.locator(detail)).toHaveCount(0);
  await stranger.close();

  // A paid order replayed to the failure page shows it paid; an unknown order shows nothing found.
  await page.goto(`/unsuccess-payment?order_id=${orderId}&status=failed`);
  await expect(page).toHaveURL(new RegExp(`/success-payment\\?order_id=${orderId}$`));
  await expect(page.locator("[data-payment-result]")).toHaveAttribute("data-payment-result", "paid");
  await page.goto("/success-payment?order_id=987654321&status=paid");
  await expect(page.locator("[data-payment-result]")).toHaveAttribute("data-payment-result", "unknown");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("این پرداخت را پیدا نکردیم");
});

test("leaving the payment page takes the wallet's credit off the cart", async ({ page, request, baseURL, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await newShopperAtPayment(page, request, baseURL!, javaScriptEnabled);

  // A new account's registration credit pays part of the order. The gold price steps every few
  // minutes and moves the total with it: a step between the two readings takes them again.
  const wallet = page.locator('[data-wallet="registration"]');
  const total = page.locator("[data-total-final]");
  await expect(async () => {
    if ((await wallet.getAttribute("data-in-cart")) !== "0") {
      await wallet.getByRole("button", { name: "لغو استفاده" }).click();
      await expect(wallet).toHaveAttribute("data-in-cart", "0");
    }
    const before = Number(await total.getAttribute("data-total-final"));
    await wallet.getByRole("button", { name: "استفاده", exact: true }).click();
    await expect(wallet).toHaveAttribute("data-in-cart", "500000");
    await expect(total).toHaveAttribute("data-total-final", String(before - 500_000), { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.locator('[data-sum="wallets"]')).toContainText("۵۰۰٬۰۰۰");

  // Another page: the wallet no longer pays; back on payment it is off.
  await page.goto("/checkout/cart");
  await expect(page.locator('[data-sum="wallets"]')).toHaveCount(0);
  await page.goto("/checkout/payment");
  await expect(wallet).toHaveAttribute("data-in-cart", "0");
  await expect(page.locator('[data-sum="wallets"]')).toHaveCount(0);
});
