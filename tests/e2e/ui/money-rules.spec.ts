import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { formatToman } from "../../../app/lib/format";
import { signInWithPassword } from "../support/accounts";
import { gatewayAmount, shopperReadyToPay } from "../support/checkout";
import { hydrated } from "../support/forms";
import { test } from "../support/own-shop";

/*
 * A held price is used once and never stretched, a cart is never locked (docs/shop/19-money.md):
 * a discount code used up by another shopper is dropped with a message and the payment goes through;
 * a code goes by its own button; a jump of the gold price beyond the band re-quotes; the credit one's
 * own open payment holds is one's own again; "pay again" after the hold pays today's price, after
 * saying so; two tabs with two quotes place one order. With JavaScript in English, without it in
 * Persian. The gold price moves here: the file has a shop of its own.
 */

test.describe.configure({ timeout: 120_000 });

const GATEWAY = /\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/;

type Shopper = Awaited<ReturnType<typeof shopperReadyToPay>>;

/** A Shop API call of a shopper's, which must go through. */
async function apiCall(request: APIRequestContext, shop: string, shopper: Shopper, path: string, data: unknown = {}) {
  const answer = await request.post(`${shop}/shop-api${path}`, { data, headers: shopper.headers });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** Moves the Shop API's gold price by `factor`; answers the new price. */
async function moveGoldPrice(request: APIRequestContext, shop: string, factor: number): Promise<number> {
  const now = ((await (await request.get(`${shop}/shop-api/dev/gold-price`)).json()) as { data: { price: number } }).data.price;
  const price = Math.round(now * factor);
  expect((await request.put(`${shop}/shop-api/dev/gold-price`, { data: { price } })).ok()).toBe(true);
  return price;
}

/** A code of 10 % that one order may use. */
async function oneUseCode(request: APIRequestContext, shop: string): Promise<string> {
  const answer = await request.post(`${shop}/shop-api/dev/discount-codes`, { data: { percent: 10, max_uses: 1 } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { code: string } }).data.code;
}

/** Another shopper pays their cart with `code` through the Shop API: the code's one use is taken. */
async function anotherShopperPaysWith(request: APIRequestContext, shop: string, code: string) {
  const other = await shopperReadyToPay(request, shop);
  await apiCall(request, shop, other, "/check-discount", { code });
  const quote = (await apiCall(request, shop, other, "/payment-quote")) as { data: { quote_id: string } };
  const placed = (await apiCall(request, shop, other, "/payment", { driver: "sandbox", callback_url: `${shop}/`, quote_id: quote.data.quote_id })) as { data: { action: string } };
  const paid = await request.post(placed.data.action, { form: { decision: "pay-get" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The payment page's pay button and the amount it shows. */
async function shownAmount(page: Page): Promise<number> {
  return Number(await page.locator("[data-pay]").getAttribute("data-amount"));
}

/** Presses pay and lands at the gateway, which asks for exactly `amount`. */
async function payAtGatewayFor(page: Page, amount: number) {
  await page.locator("[data-pay]").click();
  await expect(page).toHaveURL(GATEWAY);
  await expect(page.locator("[data-amount]")).toHaveText(gatewayAmount(amount));
}

/** A new shopper ready to pay, in the mode's language (English with JavaScript, Persian without): not yet signed in. */
async function newShopper(request: APIRequestContext, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const lang = javaScriptEnabled ? ("en" as const) : ("fa" as const);
  const shop = baseURL ?? "";
  return { lang, prefix: lang === "en" ? "/en" : "", shop, shopper: await shopperReadyToPay(request, shop) };
}

test("a code used up by another shopper is dropped with a message, the payment goes through at the total shown; the cart's code goes by its button", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const { lang, prefix, shop, shopper } = await newShopper(request, baseURL, javaScriptEnabled);
  const code = await oneUseCode(request, shop);
  await apiCall(request, shop, shopper, "/check-discount", { code });
  await signInWithPassword(page, shopper, prefix);

  await page.goto(`${prefix}/checkout/payment`);
  const discounted = await shownAmount(page);
  await expect(page.locator('[data-sum="discount-code"]')).toContainText(code);

  // Meanwhile the code's one use goes to another shopper's paid order.
  await anotherShopperPaysWith(request, shop, code);
  if (javaScriptEnabled) await hydrated(page);
  await page.locator("[data-pay]").click();
  const notice = page.locator("[data-price-change]");
  await expect(notice).toBeVisible();
  await expect(page.locator("[data-price-change-reason]")).toContainText(code);
  const full = await shownAmount(page);
  expect(full).toBeGreaterThan(discounted);
  await expect(notice).toContainText(formatToman(discounted, lang));
  await expect(notice).toContainText(formatToman(full, lang));
  await payAtGatewayFor(page, full);

  // A code applied on the cart page, running, goes by its button; one used up since is shown with why.
  const second = await oneUseCode(request, shop);
  await page.goto(`${prefix}/checkout/cart`);
  await page.locator("#discount-code").fill(second);
  await page.locator('[data-cart-form="discount"] button[type="submit"]').click();
  await expect(page.locator(`[data-discount-current="${second}"]`)).toBeVisible();
  await page.locator("[data-remove-discount]").click();
  await expect(page.locator("[data-discount-current]")).toHaveCount(0);
  await expect(page.locator("[data-remove-discount]")).toHaveCount(0);

  await apiCall(request, shop, shopper, "/check-discount", { code: second });
  await anotherShopperPaysWith(request, shop, second);
  await page.goto(`${prefix}/checkout/cart`);
  await expect(page.locator(`[data-discount-problem="${second}"]`)).toBeVisible();
  await page.locator("[data-remove-discount]").click();
  await expect(page.locator("[data-discount-problem]")).toHaveCount(0);
});

test("a jump beyond the band re-quotes; the credit one's own open payment holds is free again; pay again after the hold pays today's price after saying so", async ({
  page,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const { lang, prefix, shop, shopper } = await newShopper(request, baseURL, javaScriptEnabled);
  await signInWithPassword(page, shopper, prefix);
  await page.goto(`${prefix}/checkout/payment`);
  if (javaScriptEnabled) await hydrated(page);
  const credit = page.locator('[data-wallet="registration"]');
  await credit.getByRole("button").click();
  await expect(credit).not.toHaveAttribute("data-in-cart", "0");
  const held = await shownAmount(page);

  // 5 % inside a 3 % band: the price is not held; pressing pay says so and shows today's.
  await moveGoldPrice(request, shop, 1.05);
  await page.locator("[data-pay]").click();
  await expect(page.locator("[data-price-change]")).toContainText(formatToman(held, lang));
  await expect(page.locator("[data-price-change-reason]")).toBeVisible();
  const requoted = await shownAmount(page);
  expect(requoted).toBeGreaterThan(held);
  await payAtGatewayFor(page, requoted);

  // Back from the gateway without paying: the credit the open payment holds is the shopper's again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment$`));
  if (javaScriptEnabled) await hydrated(page);
  await expect(credit).not.toHaveAttribute("data-in-cart", "0");
  expect(await shownAmount(page)).toBe(requoted);
  await credit.getByRole("button").click();
  await expect(credit).toHaveAttribute("data-in-cart", "0");
  await credit.getByRole("button").click();
  await expect(credit).not.toHaveAttribute("data-in-cart", "0");
  await expect(page.locator("[data-pay]")).toHaveAttribute("data-amount", String(requoted));
  await page.locator("[data-pay]").click();
  await expect(page).toHaveURL(GATEWAY);

  // The hold ends while the order waits, and the gold price rises: "pay again" first says what it
  // was and is now, then pays that.
  await page.goto(`${prefix}/profile/latest-orders?status=unpaid`);
  const order = page.locator("li[data-order]").first();
  const orderId = await order.getAttribute("data-order");
  await page.goto(`${prefix}/profile/latest-orders/${orderId}`);
  if (javaScriptEnabled) await hydrated(page);
  const before = await shownAmount(page);
  expect((await request.post(`${shop}/shop-api/dev/price-quotes/expire`)).ok()).toBe(true);
  await moveGoldPrice(request, shop, 1.02);
  await page.locator("[data-pay]").click();
  const notice = page.locator("[data-price-change]");
  await expect(notice).toContainText(formatToman(before, lang));
  const now = await shownAmount(page);
  expect(now).toBeGreaterThan(before);
  await expect(notice).toContainText(formatToman(now, lang));
  await payAtGatewayFor(page, now);
});

test("two tabs holding two quotes of the same cart, pressed at once, place one order and land on its one gateway page", async ({ page, request, baseURL, javaScriptEnabled }) => {
  const { prefix, shop, shopper } = await newShopper(request, baseURL, javaScriptEnabled);
  // The gold price stands still (its walk would give the two quotes two totals).
  await moveGoldPrice(request, shop, 1);
  await signInWithPassword(page, shopper, prefix);
  await page.goto(`${prefix}/checkout/payment`);
  // Meanwhile the credit went on (another quote) and off again: the second tab holds the same cart at
  // a quote of its own, while the first tab's quote still holds too.
  const wallets = (await (await request.get(`${shop}/shop-api/user-wallets`, { headers: shopper.headers })).json()) as { data: { wallet_id: number }[] };
  const wallet = { wallet_id: wallets.data[0]?.wallet_id };
  await apiCall(request, shop, shopper, "/update-cart-with-wallet", wallet);
  await apiCall(request, shop, shopper, "/payment-quote");
  await apiCall(request, shop, shopper, "/delete-wallet-item", wallet);
  const second = await page.context().newPage();
  await second.goto(`${prefix}/checkout/payment`);
  expect(await second.locator('input[name="quote_id"]').inputValue()).not.toBe(await page.locator('input[name="quote_id"]').inputValue());
  if (javaScriptEnabled) await Promise.all([hydrated(page), hydrated(second)]);

  await Promise.all([page.locator("[data-pay]").click(), second.locator("[data-pay]").click()]);
  // Both tabs land on the one order's gateway page, ready to take the payment.
  for (const tab of [page, second]) {
    await expect(tab).toHaveURL(GATEWAY);
    await expect(tab.locator('button[value="pay-get"]')).toBeVisible();
  }
  expect(second.url()).toBe(page.url());
  const orders = ((await (await request.get(`${shop}/shop-api/user-orders?status=unpaid`, { headers: shopper.headers })).json()) as { data: unknown[] }).data;
  expect(orders).toHaveLength(1);
  await second.close();
});
