import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { REPEAT_CUSTOMER, sessionCookie } from "../support/accounts";
import { RING, STUDS, shopperReadyToPay } from "../support/checkout";
import { startShopBehindFaultProxy } from "../support/fault-proxy";
import type { RunningShop } from "../support/shop-server";

// Issue 37 (decision 56, docs/shop/08-errors.md §8.11): the Shop API refusing what a shopper asked
// for (a 4xx) is never a 502. A proxy in front of the Shop API answers one call of one visitor with
// a 404 and then a 422, each with a message of its own; every form post that passes the shopper's
// ids (or words) to the Shop API then tells that message (beside its form, or as the toast of the
// page it goes back to), or its own words where it knows better; every page that takes an id is
// the themed page with the refusal's status and message. Without JavaScript: the http project.
// Then the two cases found by hand, with the real Shop API; and the Cache-Control of every page
// that shows a shopper's money.

test.describe.configure({ mode: "serial", timeout: 300_000 });

let proxy: Awaited<ReturnType<typeof startShopBehindFaultProxy>>["proxy"];
let shop: RunningShop;
/** The signed-in shopper's session cookie (a shopper of this spec's own, ready to pay). */
let session = "";

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  ({ proxy, shop } = await startShopBehindFaultProxy(`${baseURL}/shop-api`, {}));
  const suite = await playwright.request.newContext({ baseURL });
  const shopper = await shopperReadyToPay(suite, baseURL!);
  await suite.dispose();
  const request = await playwright.request.newContext({ baseURL: shop.url });
  await request.post("/login", { form: { intent: "mobile", mobile: shopper.mobile } });
  await request.post("/login", { form: { intent: "password", password: shopper.password } });
  session = await sessionCookie(request);
  await request.dispose();
  expect(session, "signed in").not.toBe("");
});

test.afterAll(async () => {
  await shop?.stop();
  await proxy?.close();
});

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120";

/** The `__session` cookie a response sets, or the one sent. */
function sessionAfter(response: Response, before: string): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  return set ? set.split(";")[0]! : before;
}

/** What a shopper sees: a GET as a visitor of its own (a clientToken the proxy knows them by). */
async function view(path: string, visitor: string, cookie = session) {
  const response = await fetch(`${shop.url}${path}`, { headers: { cookie: `clientToken=${visitor}; ${cookie}`, "user-agent": USER_AGENT }, redirect: "manual" });
  return { status: response.status, html: await response.text(), headers: response.headers, response };
}

/**
 * A form posted without JavaScript from `from`, as a browser posts it (its Origin and Referer), and
 * the page it is sent back to when the action redirects (with the session the post left: the toast).
 */
async function postForm(from: string, to: string, form: Record<string, string>, visitor: string) {
  const posted = await fetch(`${shop.url}${to}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { cookie: `clientToken=${visitor}; ${session}`, "user-agent": USER_AGENT, Origin: shop.url, Referer: `${shop.url}${from}`, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  const location = posted.headers.get("location");
  if (posted.status < 300 || posted.status >= 400 || !location) return { posted: posted.status, status: posted.status, html: await posted.text(), location: null };
  await posted.body?.cancel();
  const after = await view(new URL(location, shop.url).pathname + new URL(location, shop.url).search, visitor, sessionAfter(posted, session));
  return { posted: posted.status, status: after.status, html: after.html, location };
}

/** As React writes a text into the page. */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** A refusal's message, one per case and status, with characters the page must escape. */
const messageFor = (status: number, label: string) => `Refused ${status} <${label}> & told ${randomUUID().slice(0, 8)}`;

const REFUSALS = [404, 422] as const;

interface FormCase {
  label: string;
  /** The page the form is on (the Referer), and where it is posted. */
  from: string;
  to: string;
  form: Record<string, string>;
  /** The Shop API call that is refused, by `METHOD /path`. */
  call: RegExp;
  /** Where the action knows better than the Shop API (an `expect`ed status), what it says instead. */
  own?: Partial<Record<(typeof REFUSALS)[number], string | RegExp>>;
}

const FORMS: FormCase[] = [
  // The cart's forms (one action, posted from the cart, the payment page and the product pages).
  { label: "the cart's wallet form", from: "/en/checkout/payment", to: "/en/checkout/cart", form: { intent: "wallet", wallet_id: "1", use: "on", redirectTo: "/en/checkout/payment" }, call: /^POST \/update-cart-with-wallet$/ },
  { label: "a wallet taken off the cart", from: "/checkout/payment", to: "/checkout/cart", form: { intent: "wallet", wallet_id: "1", use: "off", redirectTo: "/checkout/payment" }, call: /^POST \/delete-wallet-item$/ },
  { label: "a cart line's quantity", from: "/en/checkout/cart", to: "/en/checkout/cart", form: { intent: "increment", product_vendor_id: String(STUDS.vendorId), redirectTo: "/en/checkout/cart" }, call: /^POST \/increment-cart/, own: { 404: "That item is no longer in your cart." } },
  { label: "a cart line removed", from: "/en/checkout/cart", to: "/en/checkout/cart", form: { intent: "delete", id: "1", redirectTo: "/en/checkout/cart" }, call: /^POST \/delete-cart/, own: { 404: "That item is no longer in your cart." } },
  { label: "a product added", from: "/en/stud-earrings/pearl-studs", to: "/en/checkout/cart", form: { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1", redirectTo: "/en/stud-earrings/pearl-studs" }, call: /^POST \/add-cart$/, own: { 404: "That item is no longer in your cart." } },
  { label: "a discount code", from: "/en/checkout/cart", to: "/en/checkout/cart", form: { intent: "discount", code: "GOLD10" }, call: /^POST \/check-discount$/ },
  // The shipping page's choices.
  { label: "an address chosen for the order", from: "/en/checkout/shipping", to: "/en/checkout/shipping", form: { intent: "choose-address", address_id: "1" }, call: /^POST \/active-address\//, own: { 404: "Please choose or add the address the order goes to." } },
  { label: "a transport chosen", from: "/en/checkout/shipping", to: "/en/checkout/shipping", form: { intent: "transport", transport_id: "1" }, call: /^POST \/set-transport$/ },
  { label: "a delivery day chosen", from: "/checkout/shipping", to: "/checkout/shipping", form: { intent: "day", slot: "2030-01-02|1" }, call: /^POST \/deliverer\/set-delivery-day$/ },
  // Without JavaScript, one press saves every choice of the page (the shopper's is transport 1).
  { label: "the shipping page's one press", from: "/checkout/shipping", to: "/checkout/shipping", form: { intent: "continue", transport_id: "2" }, call: /^POST \/set-transport$/ },
  // The profile's forms.
  { label: "an address made the default", from: "/en/profile/address", to: "/en/profile/address", form: { intent: "default", address_id: "1" }, call: /^POST \/active-address\//, own: { 404: /data-error-page="404"/ } },
  { label: "an address deleted", from: "/en/profile/address", to: "/en/profile/address", form: { intent: "delete", address_id: "1" }, call: /^DELETE \/address\//, own: { 404: /data-error-page="404"/ } },
  { label: "a gold price alert removed", from: "/en/profile/gold-alerts", to: "/en/profile/gold-alerts", form: { intent: "delete-alert", id: "1" }, call: /^DELETE \/gold-price-alerts\//, own: { 404: "That alert is no longer waiting: it was sent or removed." } },
  { label: "a gift card's code", from: "/en/profile/wallet", to: "/en/profile/wallet", form: { intent: "redeem", code: "GIFT-1234-5678" }, call: /^POST \/wallet\/redeem$/ },
  { label: "an article un-liked", from: "/profile/favorites", to: "/profile/favorites", form: { intent: "unlike-post", post_id: "1" }, call: /^GET \/user-post-favorite$/ },
  // A product's forms.
  { label: "a product liked", from: "/en/wedding-ring/classic-wedding-band", to: "/en/wedding-ring/classic-wedding-band", form: { intent: "like" }, call: /^POST \/like$/ },
  { label: "a comment on a product", from: "/en/wedding-ring/classic-wedding-band", to: "/en/wedding-ring/classic-wedding-band", form: { intent: "comment", rating: "5", text: "A lovely band, well made and it shines." }, call: /^POST \/create-comment$/ },
  { label: "an instalment request", from: "/en/wedding-ring/classic-wedding-band?dialog=credit", to: "/en/wedding-ring/classic-wedding-band?dialog=credit", form: { intent: "credit", product_vendor_id: String(RING.vendorId), months: "3" }, call: /^POST \/credit-requests$/ },
  // The pay button, the account's details, the footer's newsletter.
  { label: "the pay button", from: "/en/checkout/payment", to: "/en/checkout/payment", form: { intent: "pay", driver: "mellat", shown_amount: "1" }, call: /^POST \/payment$/ },
  { label: "the account's details", from: "/en/profile/user-information/edit", to: "/en/profile/user-information/edit", form: { intent: "save", first_name: "Sara", last_name: "Mohammadi" }, call: /^POST \/user$/ },
  { label: "the newsletter", from: "/en/faq", to: "/newsletter", form: { email: "sara@example.com", redirectTo: "/en/faq" }, call: /^POST \/newsletter/ },
  { label: "a question about a product", from: "/en/wedding-ring/classic-wedding-band", to: "/en/wedding-ring/classic-wedding-band", form: { intent: "question", question: "Is this band available in white gold as well?" }, call: /^POST \/create-question$/ },
];

test("a form whose call the Shop API refuses (404, 422) tells its message beside the form or in the toast of the page it goes back to, never a 5xx", async () => {
  const problems: string[] = [];
  let refusedCalls = 0;
  for (const form of FORMS) {
    for (const status of REFUSALS) {
      const visitor = randomUUID();
      const message = messageFor(status, form.label);
      const refused = proxy.fail(visitor, form.call, { status, message });
      const answer = await postForm(form.from, form.to, form.form, visitor);
      const label = `${form.label} (${form.to}, ${status})`;
      if (refused.hits === 0) {
        problems.push(`${label}: the call was not made`);
        continue;
      }
      refusedCalls++;
      if (answer.posted >= 500 || answer.status >= 500) problems.push(`${label}: HTTP ${answer.posted} then ${answer.status}`);
      const own = form.own?.[status];
      const told = own === undefined ? answer.html.includes(escaped(message)) : typeof own === "string" ? answer.html.includes(escaped(own)) : own.test(answer.html);
      if (!told) problems.push(`${label}: ${own === undefined ? "the Shop API's message" : `its own words (${own})`} not on the page (HTTP ${answer.posted}${answer.location ? ` → ${answer.location} ${answer.status}` : ""})`);
    }
  }
  expect(problems).toEqual([]);
  expect(refusedCalls).toBe(FORMS.length * REFUSALS.length);
});

interface PageCase {
  path: string;
  call: RegExp;
  /** The page's own "not found" (the payment's and the top-up's results) instead of the themed error page. */
  result?: string;
}

const PAGES: PageCase[] = [
  { path: "/en/profile/latest-orders/1", call: /^GET \/user-orders\/1$/ },
  { path: "/profile/sales-invoice/1", call: /^GET \/user-orders\/1$/ },
  { path: "/en/profile/gift-wallet/1", call: /^GET \/user-gift-wallets\/1$/ },
  { path: "/profile/validity/1", call: /^GET \/credit-requests\/1$/ },
  { path: "/en/success-payment?order_id=1", call: /^POST \/payment-result$/, result: "We could not find this payment" },
  { path: "/en/unsuccess-payment?order_id=1", call: /^POST \/payment-result$/, result: "We could not find this payment" },
  { path: "/en/profile/wallet/recharge-result?recharge_id=1", call: /^POST \/wallet-recharge-result$/, result: "We could not find this top-up" },
  { path: "/en/blog/1", call: /^GET \/posts\/1$/ },
  { path: "/blog/category/1", call: /^GET \/post-categories\/1$/ },
  { path: "/en/necklaces", call: /^GET \/categories\// },
  { path: "/wedding-ring/classic-wedding-band", call: /^GET \/v2\// },
  { path: "/en/brand/avin-gold", call: /^GET \/brands\// },
  { path: "/info/about", call: /^GET \/single-page\// },
  { path: "/en/profile/latest-orders", call: /^GET \/user-orders$/ },
  { path: "/en/profile/wallet", call: /^POST \/user-wallet-history\/$/ },
];

test("a page whose id the Shop API refuses (404, 422) is the themed page with that status and the Shop API's message, in its language and the shop's frame", async () => {
  const problems: string[] = [];
  for (const page of PAGES) {
    for (const status of REFUSALS) {
      const visitor = randomUUID();
      const message = messageFor(status, page.path);
      const refused = proxy.fail(visitor, page.call, { status, message });
      const { status: answered, html } = await view(page.path, visitor);
      const label = `${page.path} (${status})`;
      if (refused.hits === 0) {
        problems.push(`${label}: the call was not made`);
        continue;
      }
      const lang = page.path.startsWith("/en") ? "en" : "fa";
      if (!html.includes(`<html lang="${lang}"`)) problems.push(`${label}: not a page in its language`);
      if (page.result) {
        if (answered !== 404 || !html.includes(escaped(page.result))) problems.push(`${label}: HTTP ${answered}, expected 404 with "${page.result}"`);
        continue;
      }
      if (answered !== status) problems.push(`${label}: HTTP ${answered}, expected ${status}`);
      else if (!html.includes(`data-error-page="${status}"`)) problems.push(`${label}: not the themed error page`);
      // The shop's frame (decision 51): the footer is there.
      else if (!html.includes("<footer")) problems.push(`${label}: without the shop's frame`);
      // A 404 the page expects is its own "not found"; any other refusal shows the Shop API's words.
      else if (status === 422 && !html.includes(escaped(message))) problems.push(`${label}: the Shop API's message is not on the page`);
    }
  }
  expect(problems).toEqual([]);
});

test("the two cases found by hand, with the real Shop API: another shopper's wallet posted to the cart's wallet form, and /success-payment?order_id=99999999999", async ({ playwright, baseURL }) => {
  // Another shopper's wallet: one of REPEAT_CUSTOMER's, asked of the Shop API itself.
  const api = await playwright.request.newContext();
  const login = await api.post(`${baseURL}/shop-api/login`, { data: { mobile: REPEAT_CUSTOMER.mobile, password: REPEAT_CUSTOMER.password } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const wallets = (await (await api.get(`${baseURL}/shop-api/user-wallets`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { wallet_id: number }[] };
  await api.dispose();
  const foreign = wallets.data[0]?.wallet_id;
  expect(foreign, "REPEAT_CUSTOMER has a wallet").toBeDefined();
  for (const [walletId, locale] of [[String(foreign), "en"], ["987654321", "fa"]] as const) {
    const prefix = locale === "en" ? "/en" : "";
    const answer = await postForm(`${prefix}/checkout/payment`, `${prefix}/checkout/cart`, { intent: "wallet", wallet_id: walletId, use: "on", redirectTo: `${prefix}/checkout/payment` }, randomUUID());
    expect(answer.posted, `wallet ${walletId}`).toBe(302);
    expect(answer.location).toBe(`${prefix}/checkout/payment`);
    expect(answer.status).toBe(200);
    // The toast: the Shop API's own words on a wallet that is not the shopper's.
    expect(answer.html).toContain(`data-toast="error"`);
    expect(answer.html).not.toContain("data-error-page");
  }
  for (const path of ["/en/success-payment?order_id=99999999999", "/unsuccess-payment?order_id=99999999999"]) {
    const { status, html } = await view(path, randomUUID());
    expect(status, path).toBe(404);
    expect(html).toContain('data-payment-result="unknown"');
  }
});

/** Every page that shows a shopper's money, and the form posts some of them take. */
const MONEY_PAGES = [
  "/checkout/cart",
  "/checkout/shipping",
  "/checkout/payment",
  "/profile",
  "/profile/user-information",
  "/profile/user-information/edit",
  "/profile/address",
  "/profile/latest-orders",
  "/profile/sales-invoice",
  "/profile/comments",
  "/profile/favorites",
  "/profile/wallet",
  "/profile/gift-wallet",
  "/profile/validity",
  "/profile/invite-friend",
  "/profile/gold-alerts",
  "/success-payment?order_id=1",
  "/unsuccess-payment?order_id=1",
  "/profile/wallet/recharge-result?recharge_id=1",
];

test("every page that shows a shopper's money says Cache-Control: private, no-store, in both languages, to a GET, its data and its forms' posts", async () => {
  const problems: string[] = [];
  const noStore = (value: string | null) => value === "private, no-store";
  for (const path of MONEY_PAGES) {
    for (const localized of [path, `/en${path}`]) {
      const { status, headers } = await view(localized, randomUUID());
      if (status >= 500 || !noStore(headers.get("cache-control"))) problems.push(`GET ${localized}: ${status}, Cache-Control ${headers.get("cache-control")}`);
      const [pathname, query] = localized.split("?");
      const data = await view(`${pathname}.data${query ? `?${query}` : ""}`, randomUUID());
      if (!noStore(data.headers.get("cache-control"))) problems.push(`GET ${pathname}.data: Cache-Control ${data.headers.get("cache-control")}`);
    }
  }
  // A form's post: the answer (a redirect, or its page with the refusal) is the shopper's too.
  for (const [to, form] of [
    ["/checkout/cart", { intent: "update", product_vendor_id: "x", quantity: "1" }],
    ["/en/checkout/shipping", { intent: "transport" }],
    ["/en/profile/wallet", { intent: "redeem", code: "" }],
  ] as const) {
    const posted = await fetch(`${shop.url}${to}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { cookie: `clientToken=${randomUUID()}; ${session}`, "user-agent": USER_AGENT, Origin: shop.url, Referer: `${shop.url}${to}`, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    await posted.body?.cancel();
    if (posted.status >= 500 || !noStore(posted.headers.get("cache-control"))) problems.push(`POST ${to}: ${posted.status}, Cache-Control ${posted.headers.get("cache-control")}`);
  }
  // A page of everyone's is not: the rule is the money pages', not every page's.
  expect((await view("/en/faq", randomUUID(), "")).headers.get("cache-control") ?? "").not.toContain("no-store");
  expect(problems).toEqual([]);
});

