import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword } from "./accounts";

/*
 * Checkout steps as a shopper takes them, with JavaScript or without (each form is a plain POST
 * then; radio groups have a save button; the province has a "show cities" button).
 */

/** Seeded products (shop-api/server/README.md). */
export const BANGLE = { path: "/bangle/twisted-bangle", vendorId: 67, maxCartAdd: 2, hasVarieties: true }; // 15 % off, sizes
export const STUDS = { path: "/stud-earrings/pearl-studs", vendorId: 172, maxCartAdd: 4, hasVarieties: false }; // one variety
export const RING = { path: "/wedding-ring/classic-wedding-band", vendorId: 92, maxCartAdd: 1, hasVarieties: true };

/**
 * Puts a product in the visitor's cart through the cart's own form, as a browser without JavaScript
 * posts it: the way a cart changes, so the session knows its count (decision 40).
 */
export async function addThroughCartForm(page: Page, baseURL: string, product: { vendorId: number }, quantity: number) {
  const response = await page.request.post("/checkout/cart", {
    form: { intent: "add", product_vendor_id: String(product.vendorId), quantity: String(quantity) },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

/** Adds a product (in a variety, when given) from its page, as many as `quantity`. */
export async function addFromProductPage(page: Page, product: { path: string; vendorId: number; hasVarieties: boolean }, javaScriptEnabled: boolean, quantity = 1) {
  await page.goto(product.path);
  if (product.hasVarieties) {
    await page.locator(`[data-variety="${product.vendorId}"]`).click();
    if (!javaScriptEnabled) await page.locator("[data-choose-variety]").click();
  }
  const form = page.locator('[data-cart-form="add"]');
  // The chosen variety is the form's own field: a checked radio, or the one variety's hidden field.
  await expect(form.locator('input[name="product_vendor_id"]:is(:checked, [type="hidden"])')).toHaveValue(String(product.vendorId));
  await form.locator('input[name="quantity"]').fill(String(quantity));
  await form.locator("[data-add-to-cart]").click();
  // The cart action has answered (added, or refused) once its toast shows: leaving sooner could
  // cancel the request.
  await expect(toast(page)).toBeVisible();
}

/** The toast that tells what the cart action did. */
export function toast(page: Page) {
  return page.locator('[aria-live="polite"] [role="status"], [aria-live="polite"] [role="alert"]').last();
}

/**
 * A radio choice of the shipping page: saved at once with JavaScript; without it, by the page's one
 * press of continue, which saves every choice.
 */
export async function choose(page: Page, group: "choose-address" | "transport" | "day", option: string, javaScriptEnabled: boolean) {
  const choice = page.locator(`[data-choice-form="${group}"]`).locator(option);
  await choice.click();
  if (javaScriptEnabled) await expect(choice).toHaveAttribute("data-selected", "true");
  else await expect(choice.locator("input")).toBeChecked();
}

/** Fills the new-address form: the province first (its cities follow), then the rest. */
export async function addAddress(page: Page, javaScriptEnabled: boolean, fields: { postalCode?: string } = {}) {
  await page.getByLabel("استان").selectOption({ label: "تهران" });
  if (!javaScriptEnabled) await page.locator("[data-show-cities]").click();
  await expect(page).toHaveURL(/state=8/);
  await page.getByLabel("شهر").selectOption({ label: "تهران" });
  await page.getByLabel("نام گیرنده").fill("سارا محمدی");
  await page.getByLabel("موبایل گیرنده").fill("۰۹۱۲۴۴۴۵۵۶۶");
  await page.getByLabel("نشانی").fill("خیابان ولیعصر، کوچهٔ نسترن، پلاک ۱۲");
  await page.getByLabel("کد پستی (۱۰ رقم)").fill(fields.postalCode ?? "۱۴۳۴۵۶۷۸۹۰");
  await page.getByRole("button", { name: "ثبت و ارسال به این نشانی" }).click();
}

/** The password of the shoppers these tests register. */
export const SHOPPER_PASSWORD = "checkout-1234";

/**
 * A new shopper (with the registration credit) signed in, one pair of studs in the cart, delivery
 * chosen: on the payment page.
 */
export async function newShopperAtPayment(page: Page, request: APIRequestContext, baseURL: string, javaScriptEnabled: boolean) {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL, mobile, SHOPPER_PASSWORD);
  await signInWithPassword(page, { mobile, password: SHOPPER_PASSWORD });
  await studsToPayment(page, javaScriptEnabled);
}

/** A signed-in shopper without an address puts a pair of studs in the cart, a new address and delivery: on the payment page. */
export async function studsToPayment(page: Page, javaScriptEnabled: boolean) {
  await addFromProductPage(page, STUDS, javaScriptEnabled);
  await page.goto("/checkout/shipping");
  await addAddress(page, javaScriptEnabled);
  await choose(page, "transport", "[data-transport]:first-child", javaScriptEnabled);
  await choose(page, "day", "[data-slot]:not(:has(input:disabled)) >> nth=0", javaScriptEnabled);
  await page.locator("[data-continue]").click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** The gateway's amount: the sandbox page writes it in Persian, whatever the shop's language. */
export const gatewayAmount = (amount: number) => `${new Intl.NumberFormat("fa-IR").format(amount)} تومان`;

/** From the payment page: pays (or cancels) at the sandbox gateway and comes back by GET or by POST. */
export async function payAtGateway(page: Page, decision: "pay-get" | "pay-post" | "cancel-get" | "cancel-post", javaScriptEnabled: boolean) {
  const shopOrigin = new URL(page.url()).origin;
  await page.locator("[data-pay]").click();
  // At the shop's own address, where it serves the embedded API, in every process model.
  await expect(page).toHaveURL((url) => url.origin === shopOrigin && url.pathname.startsWith("/shop-api/gateway/sandbox/"));
  await page.locator(`button[value="${decision}"]`).click();
  // The POST way back submits itself with JavaScript; without it the shopper presses its button.
  if (decision.endsWith("post") && !javaScriptEnabled) await page.locator("form#return button").click();
  await expect(page).toHaveURL(new RegExp(`/${decision.startsWith("pay") ? "success" : "unsuccess"}-payment\\?order_id=\\d+(&status=\\w+)?$`));
}

/**
 * A new shopper (registered through the Shop API at `baseUrl`) with a pair of studs in the cart, an
 * address in Tehran, express post and the first open delivery slot, all set through the Shop API:
 * signed in in the browser, they land on the payment page ready to pay. With their bearer
 * `headers`, for a test that goes on through the Shop API.
 */
export async function shopperReadyToPay(request: APIRequestContext, baseUrl: string) {
  const mobile = freshMobile();
  await registerThroughApi(request, baseUrl, mobile, SHOPPER_PASSWORD);
  const api = `${baseUrl}/shop-api`;
  const login = await request.post(`${api}/login`, { data: { mobile, password: SHOPPER_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (path: string, data: unknown) => {
    const answer = await request.post(`${api}${path}`, { data, headers });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  await call("/add-cart", { product_vendor_id: STUDS.vendorId, quantity: 1 });
  await call("/new-create-address", {
    receiver_name: "سارا محمدی",
    receiver_mobile: "09124445566",
    state_id: 8,
    city_id: 39,
    address: "خیابان ولیعصر، کوچهٔ نسترن، پلاک ۱۲",
    postal_code: "1434567890",
  });
  await call("/set-transport", { transport_id: 1 });
  const days = (await (await request.get(`${api}/deliverer/get-next-seven-days`, { headers })).json()) as { data: { date: string; slots: { id: number; available: boolean }[] }[] };
  const open = days.data.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, slot_id: slot.id })))[0];
  await call("/deliverer/set-delivery-day", open);
  return { mobile, password: SHOPPER_PASSWORD, headers };
}
