import { type APIRequestContext, expect, test } from "@playwright/test";
import { NEW_CUSTOMER, REPEAT_CUSTOMER, signedInContext, VIP_CUSTOMER } from "../support/accounts";

// The profile at the HTTP level (issue 13): only for the signed-in, out of search engines, and
// only ever the shopper's own orders and invoices.

const PAGES = [
  "/profile",
  "/profile/user-information",
  "/profile/user-information/edit",
  "/profile/address",
  "/profile/latest-orders",
  "/profile/sales-invoice",
  "/profile/comments",
  "/profile/favorites",
];

/** The id of the first order an order list page shows. */
async function firstOrderId(context: APIRequestContext, path: string): Promise<string> {
  const id = /data-order="(\d+)"/.exec(await (await context.get(path)).text())?.[1];
  expect(id, path).toBeTruthy();
  return id!;
}

test("a guest asking for a profile page is sent to sign in, and back afterwards", async ({ request }) => {
  for (const path of [...PAGES, "/profile/latest-orders/1", "/profile/sales-invoice/1"]) {
    for (const prefix of ["", "/en"]) {
      const response = await request.get(`${prefix}${path}?page=2`, { maxRedirects: 0 });
      expect(response.status(), prefix + path).toBe(302);
      expect(response.headers().location).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${path}?page=2`)}`);
    }
  }
});

test("every profile page answers a signed-in shopper in both languages, kept out of search engines", async ({ playwright, baseURL }) => {
  const vip = await signedInContext(playwright, baseURL!, VIP_CUSTOMER);
  try {
    const orderId = await firstOrderId(vip, "/profile/latest-orders?status=delivered");
    for (const path of [...PAGES, `/profile/latest-orders/${orderId}`, `/profile/sales-invoice/${orderId}`]) {
      for (const prefix of ["", "/en"]) {
        const response = await vip.get(`${prefix}${path}`, { maxRedirects: 0 });
        expect(response.status(), prefix + path).toBe(200);
        const html = await response.text();
        expect(html, prefix + path).toContain('<meta name="robots" content="noindex"/>');
        expect(html).toContain(`<html lang="${prefix ? "en" : "fa"}"`);
      }
    }
    // The footer's "Track your order" leads to the latest orders.
    const home = await (await vip.get("/")).text();
    expect(home).toMatch(/<a[^>]+href="\/profile\/latest-orders"[^>]*>پیگیری سفارش<\/a>/);
  } finally {
    await vip.dispose();
  }
});

test("another shopper's order and invoice are a 404, as are unknown ones and the invoice of an unpaid order", async ({ playwright, baseURL }) => {
  const vip = await signedInContext(playwright, baseURL!, VIP_CUSTOMER);
  const ali = await signedInContext(playwright, baseURL!, REPEAT_CUSTOMER);
  const sara = await signedInContext(playwright, baseURL!, NEW_CUSTOMER);
  try {
    const vipOrder = await firstOrderId(vip, "/profile/latest-orders?status=delivered");
    const unpaid = await firstOrderId(sara, "/profile/latest-orders?status=unpaid");
    for (const [context, path] of [
      [ali, `/profile/latest-orders/${vipOrder}`],
      [ali, `/profile/sales-invoice/${vipOrder}`],
      [ali, `/en/profile/latest-orders/${vipOrder}`],
      [ali, `/en/profile/sales-invoice/${vipOrder}`],
      [ali, "/profile/latest-orders/999999"],
      [ali, "/profile/sales-invoice/not-a-number"],
      [sara, `/profile/sales-invoice/${unpaid}`],
    ] as const) {
      const response = await context.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain("data-invoice=");
    }
    // Nor can another shopper pay it.
    const refused = await ali.post(`/profile/latest-orders/${unpaid}`, { form: { intent: "pay", driver: "sandbox", order_id: unpaid, shown_amount: "1" }, maxRedirects: 0 });
    expect(refused.status()).toBe(404);
  } finally {
    await Promise.all([vip.dispose(), ali.dispose(), sara.dispose()]);
  }
});

test("an unpaid order is paid again through the checkout's gateway: its hold long ended, first at today's price after saying so", async ({ playwright, baseURL }) => {
  const sara = await signedInContext(playwright, baseURL!, NEW_CUSTOMER);
  try {
    const unpaid = await firstOrderId(sara, "/profile/latest-orders?status=unpaid");
    const orderPage = `/profile/latest-orders/${unpaid}`;
    const payAgain = async () => {
      const page = await (await sara.get(orderPage)).text();
      expect(page).toContain("data-pay-again");
      const total = /data-total-final="(\d+)"/.exec(page)?.[1] ?? "";
      const key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1] ?? "";
      const response = await sara.post(orderPage, { form: { intent: "pay", driver: "sandbox", order_id: unpaid, shown_amount: total, idempotency_key: key }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      return { total, location: response.headers().location ?? "" };
    };
    // The seeded order was placed a day ago: its price is no longer held, so the first press prices
    // it at today's gold price and comes back to say what it was and is. (A gold price that has not
    // moved since would give the same total, and go on to the gateway.)
    let press = await payAgain();
    if (press.location === orderPage) {
      expect(await (await sara.get(orderPage)).text()).toContain("data-price-change");
      press = await payAgain();
    }
    expect(press.location).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    const gatewayPage = await (await sara.get(press.location)).text();
    expect(gatewayPage).toContain(new Intl.NumberFormat("fa-IR").format(Number(press.total)));
  } finally {
    await sara.dispose();
  }
});
