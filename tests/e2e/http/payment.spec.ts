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
