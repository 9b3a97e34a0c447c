import { type APIRequestContext, expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signedInContext } from "../support/accounts";
import { RING, SHOPPER_PASSWORD, shopperReadyToPay } from "../support/checkout";
import { startFaultyShopApi, startShop } from "../support/shop-server";

// The payment form at the HTTP level (docs/decisions/0050): a double tap, a retry or two tabs pay
// one order at one gateway page; a Shop API without held prices never sends the shopper to pay an
// amount the button did not show.

/** The payment page's form as a browser would post it: its hidden fields and the gateway chosen. */
async function payForm(context: APIRequestContext, prefix = "") {
  const html = await (await context.get(`${prefix}/checkout/payment`)).text();
  const field = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const form: Record<string, string> = { intent: "pay", driver: "sandbox" };
  for (const name of ["quote_id", "idempotency_key", "shown_amount"]) {
    const value = field(name);
    if (value !== undefined) form[name] = value;
  }
  return form;
}

function pay(context: APIRequestContext, baseURL: string, form: Record<string, string>, prefix = "") {
  return context.post(`${prefix}/checkout/payment`, { form, headers: { Origin: new URL(baseURL).origin }, maxRedirects: 0 });
}

/** The shopper's orders as a tab of their profile lists them: the ids. */
async function listedOrders(context: APIRequestContext, tab: "unpaid" | "cancelled"): Promise<string[]> {
  const html = await (await context.get(`/profile/latest-orders?status=${tab}`)).text();
  return [...html.matchAll(/<li data-order="(\d+)"/g)].map((match) => match[1] ?? "");
}

test("a double tap, a retry and a second tab place one order and all go to its one gateway page", async ({ playwright, request, baseURL }) => {
  const account = await shopperReadyToPay(request, baseURL ?? "");
  const shopper = await signedInContext(playwright, baseURL ?? "", account);
  try {
    const form = await payForm(shopper);
    expect(form).toMatchObject({ quote_id: expect.any(String), idempotency_key: expect.stringMatching(/^[\w-]{16,}$/), shown_amount: expect.stringMatching(/^\d+$/) });
    // The second tab: the same held price, a key of its own.
    const secondTab = await payForm(shopper);
    expect(secondTab.quote_id).toBe(form.quote_id);
    expect(secondTab.idempotency_key).not.toBe(form.idempotency_key);

    const answers = await Promise.all([pay(shopper, baseURL ?? "", form), pay(shopper, baseURL ?? "", form), pay(shopper, baseURL ?? "", secondTab)]);
    const gateways = answers.map((answer) => answer.headers().location);
    for (const answer of answers) expect(answer.status()).toBe(303);
    expect(gateways[0]).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    expect(new Set(gateways).size).toBe(1);
    // A retry on a dropped connection, after the answer.
    expect((await pay(shopper, baseURL ?? "", form)).headers().location).toBe(gateways[0]);
    expect(await listedOrders(shopper, "unpaid")).toHaveLength(1);
    expect(await listedOrders(shopper, "cancelled")).toEqual([]);
  } finally {
    await shopper.dispose();
  }
});

test("a stale pay form, pressed again after the gateway cancelled its order or paid it, never reaches a dead gateway page", async ({ playwright, request, baseURL }) => {
  const account = await shopperReadyToPay(request, baseURL ?? "");
  const shopper = await signedInContext(playwright, baseURL ?? "", account);
  try {
    const form = await payForm(shopper);
    const first = await pay(shopper, baseURL ?? "", form);
    const gateway = first.headers().location ?? "";
    expect(gateway).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    // Cancelled at the gateway; the browser's back button brings the same form (its key, its quote).
    expect((await shopper.post(gateway, { form: { decision: "cancel-get" }, maxRedirects: 0 })).status()).toBe(303);
    const again = await pay(shopper, baseURL ?? "", form);
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/checkout/payment");
    expect(await (await shopper.get("/checkout/payment")).text()).toContain("data-price-change");

    // Paid: the same form again goes to the result page, and nothing is placed or charged twice.
    const fresh = await payForm(shopper);
    const placed = (await pay(shopper, baseURL ?? "", fresh)).headers().location ?? "";
    expect((await shopper.post(placed, { form: { decision: "pay-get" }, maxRedirects: 0 })).status()).toBe(303);
    const replay = await pay(shopper, baseURL ?? "", fresh);
    expect(replay.status()).toBe(303);
    expect(replay.headers().location).toMatch(/\/success-payment\?order_id=\d+/);
    expect(await listedOrders(shopper, "unpaid")).toEqual([]);
  } finally {
    await shopper.dispose();
  }
});

test("two tabs with two quotes, pressed at once: one order, never a replaced one", async ({ playwright, request, baseURL }) => {
  const account = await shopperReadyToPay(request, baseURL ?? "");
  const shopper = await signedInContext(playwright, baseURL ?? "", account);
  try {
    const firstTab = await payForm(shopper);
    // The shopper turns the credit on (a page of its own, another quote), then off again: the second
    // tab's page holds the same cart at a quote of its own, while the first tab's still holds too.
    const wallets = (await (await request.get(`${baseURL}/shop-api/user-wallets`, { headers: account.headers })).json()) as { data: { wallet_id: number }[] };
    const wallet = { data: { wallet_id: wallets.data[0]?.wallet_id }, headers: account.headers };
    expect((await request.post(`${baseURL}/shop-api/update-cart-with-wallet`, wallet)).ok()).toBe(true);
    await payForm(shopper);
    expect((await request.post(`${baseURL}/shop-api/delete-wallet-item`, wallet)).ok()).toBe(true);
    const secondTab = await payForm(shopper);
    expect(secondTab.quote_id).not.toBe(firstTab.quote_id);
    const answers = await Promise.all([pay(shopper, baseURL ?? "", firstTab), pay(shopper, baseURL ?? "", secondTab)]);
    for (const answer of answers) expect([200, 303, 409, 412]).toContain(answer.status());
    expect(await listedOrders(shopper, "unpaid")).toHaveLength(1);
    expect(await listedOrders(shopper, "cancelled")).toEqual([]);
    // A tab sent to a gateway finds it open, ready to pay.
    for (const answer of answers) {
      const location = answer.headers().location ?? "";
      if (/\/gateway\/sandbox\//.test(location)) expect((await shopper.get(location)).status()).toBe(200);
    }
  } finally {
    await shopper.dispose();
  }
});

test("a Shop API without held prices: the payment comes back rather than charge another amount than the button showed", async ({ playwright, request, baseURL }) => {
  test.setTimeout(90_000);
  const api = await startFaultyShopApi(`${baseURL}/shop-api`);
  await api.setFault("no-quotes");
  const shop = await startShop({ SHOP_API_URL: api.url, SHOP_PAGE_CACHE_TTL_MS: "0", SESSION_SECRET: "no-quotes" });
  try {
    const account = await shopperReadyToPay(request, baseURL ?? "");
    const shopper = await signedInContext(playwright, shop.url, account);
    const form = await payForm(shopper, "/en");
    expect(form.quote_id).toBeUndefined();
    // The amount the order is placed at differs from the one on the button (the gold price moved).
    const moved = await pay(shopper, shop.url, { ...form, shown_amount: String(Number(form.shown_amount) - 1000) }, "/en");
    expect(moved.status()).toBe(303);
    expect(moved.headers().location).toBe("/en/checkout/payment");
    const page = await (await shopper.get("/en/checkout/payment")).text();
    expect(page).toContain("data-price-change");
    expect(page).toContain("The price changed before you paid, so nothing was charged");
    // The amount shown is the amount placed: to the gateway.
    const paid = await pay(shopper, shop.url, await payForm(shopper, "/en"), "/en");
    expect(paid.headers().location).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    await shopper.dispose();
  } finally {
    await shop.stop();
    await api.close();
  }
});

test("a top-up and an instalment request posted twice with their form's key: one top-up, one request, one answer", async ({ playwright, request, baseURL }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL ?? "", mobile, SHOPPER_PASSWORD);
  const shopper = await signedInContext(playwright, baseURL ?? "", { mobile, password: SHOPPER_PASSWORD });
  const origin = { Origin: new URL(baseURL ?? "").origin };
  const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  const twice = (path: string, form: Record<string, string>) =>
    Promise.all([0, 1].map(() => shopper.post(path, { form, headers: origin, maxRedirects: 0 })));
  try {
    const wallet = await (await shopper.get("/profile/wallet")).text();
    const charges = await twice("/profile/wallet", { intent: "charge", amount: "۱٬۰۰۰٬۰۰۰", driver: "sandbox", idempotency_key: hidden(wallet, "idempotency_key") });
    expect(charges.map((answer) => answer.status())).toEqual([303, 303]);
    expect(charges[0]?.headers().location).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    expect(charges[1]?.headers().location).toBe(charges[0]?.headers().location);

    const dialog = `${RING.path}?dialog=credit`;
    const product = await (await shopper.get(dialog)).text();
    const asked = await twice(dialog, { intent: "credit", product_vendor_id: hidden(product, "product_vendor_id"), months: "6", idempotency_key: hidden(product, "idempotency_key") });
    expect(asked.map((answer) => answer.status())).toEqual([302, 302]);
    expect(asked[0]?.headers().location).toMatch(/^\/profile\/validity\/\d+$/);
    expect(asked[1]?.headers().location).toBe(asked[0]?.headers().location);
    // One message for the one request: the request's, not "you already asked" for the second press.
    const validity = await (await shopper.get(asked[0]?.headers().location ?? "")).text();
    expect(validity).toContain("درخواست خرید اقساطی شما ثبت شد");
  } finally {
    await shopper.dispose();
  }
});
