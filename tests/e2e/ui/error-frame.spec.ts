import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type CallFault, startFaultProxy, startShopBehindFaultProxy } from "../support/fault-proxy";
import { hydrated } from "../support/forms";
import { signInWithACart } from "../support/pages";
import type { RunningShop } from "../support/shop-server";

// Issue 33 (decision 51): a page whose required Shop API call fails, or that names nothing, is the
// themed error page inside the shop's frame: header, navigation, footer (and, on a phone, the bottom
// navigation) stay; the error, with its status and in the page's language, is the main content.
// One shop of its own, with a proxy that fails one call of one visitor (support/fault-proxy.ts).

interface ErrorCase {
  path: string;
  signedIn?: boolean;
  /** The required call to fail (by `METHOD /path`), and how; none: the page names nothing. */
  fail?: { call: RegExp; fault: CallFault };
  status: number;
  text: string;
}

const UPSTREAM = { fa: "ارتباط با سرور فروشگاه برقرار نشد", en: "We could not reach the shop's server" };
const NOT_FOUND = { fa: "وجود ندارد یا جابه‌جا شده است", en: "The page you are looking for does not exist" };

const CASES: ErrorCase[] = [
  { path: "/wedding-ring/classic-wedding-band", fail: { call: /^GET \/v2\//, fault: "500" }, status: 502, text: UPSTREAM.fa },
  { path: "/en/necklaces", fail: { call: /^GET \/categories\//, fault: "no-answer" }, status: 504, text: UPSTREAM.en },
  { path: "/checkout/cart", signedIn: true, fail: { call: /^GET \/cart\//, fault: "no-answer" }, status: 504, text: UPSTREAM.fa },
  { path: "/en/profile/latest-orders", signedIn: true, fail: { call: /^GET \/user-orders/, fault: "500" }, status: 502, text: UPSTREAM.en },
  // A refusal of the Shop API (issue 37, decision 56): its status and its own words.
  { path: "/en/profile/latest-orders/1", signedIn: true, fail: { call: /^GET \/user-orders\/1$/, fault: { status: 422, message: "Order numbers are checked by the shop: 1 is refused." } }, status: 422, text: "Order numbers are checked by the shop: 1 is refused." },
  { path: "/wedding-ring/no-such-ring", status: 404, text: NOT_FOUND.fa },
  { path: "/en/wedding-ring/no-such-ring", status: 404, text: NOT_FOUND.en },
];

/** Long enough for a busy machine's real calls, short enough for the timeout's case. */
const TIMEOUT_MS = 5000;

let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let shop: RunningShop;
let session = "";

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  ({ proxy, shop } = await startShopBehindFaultProxy(`${baseURL}/shop-api`, { SHOP_API_TIMEOUT_MS: String(TIMEOUT_MS) }));
  const request = await playwright.request.newContext({ baseURL: shop.url });
  await signInWithACart(request);
  session = (await request.storageState()).cookies.find((cookie) => cookie.name === "__session")?.value ?? "";
  await request.dispose();
  expect(session, "signed in").not.toBe("");
});

test.afterAll(async () => {
  await shop?.stop();
  await proxy?.close();
});

test("a failing or unknown page keeps the shop's frame, with its status and message in its language", async ({ page, context, isMobile }) => {
  test.setTimeout(120_000);
  for (const item of CASES) {
    const visitor = randomUUID();
    const cookies = [`clientToken=${visitor}`, ...(item.signedIn ? [`__session=${session}`] : [])];
    let failing: { hits: number } | undefined;
    if (item.fail) {
      // The call's exact key (its query, its body), as this visitor's page asks it.
      await fetch(`${shop.url}${item.path}`, { headers: { cookie: cookies.join("; ") }, redirect: "manual" }).then((response) => response.text());
      const key = proxy.callsOf(visitor).find((call) => item.fail!.call.test(call.name))?.key;
      expect(key, `${item.path}: the call to fail`).toBeDefined();
      failing = proxy.fail(visitor, key!, item.fail.fault);
    }
    await context.clearCookies();
    await context.addCookies(cookies.map((cookie) => ({ name: cookie.split("=")[0]!, value: cookie.slice(cookie.indexOf("=") + 1), url: shop.url })));

    const response = await page.goto(`${shop.url}${item.path}`);
    const label = `${item.path} (${item.fail?.fault ?? "unknown"})`;
    if (failing) expect(failing.hits, `${label}: the call failed`).toBeGreaterThan(0);
    expect(response?.status(), label).toBe(item.status);
    const lang = item.path.startsWith("/en") ? "en" : "fa";
    await expect(page.locator("html"), label).toHaveAttribute("lang", lang);
    const error = page.locator(`main#main [data-error-page="${item.status}"]`);
    await expect(error, label).toContainText(item.text);
    await expect(page.locator("main"), `${label}: one main`).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 }), label).toHaveCount(1);
    // The frame: the header with its navigation, the footer, and on a phone the bottom navigation.
    if (isMobile) {
      await expect(page.locator("[data-mobile-header]"), label).toBeVisible();
      await expect(page.locator("[data-bottom-nav]"), label).toBeVisible();
    } else {
      await expect(page.locator("[data-desktop-header] nav"), label).toBeVisible();
    }
    await expect(page.locator("footer"), label).toBeVisible();
    // Every word of the frame is translated, though the failed page's own translations never came.
    expect(await page.locator("body").innerText(), label).not.toMatch(/\b(header|footer|menu|bottomNav|error|meta|profile|checkout|listing|product)\.[a-zA-Z]+/);
    if (test.info().project.use.javaScriptEnabled !== false) await hydrated(page);
  }
});

test("a form post the Shop API refuses goes back to its page with the Shop API's words in a toast, with or without JavaScript: no error page", async ({ page, context }) => {
  const visitor = randomUUID();
  await context.clearCookies();
  await context.addCookies([`clientToken=${visitor}`, `__session=${session}`].map((cookie) => ({ name: cookie.split("=")[0]!, value: cookie.slice(cookie.indexOf("=") + 1), url: shop.url })));
  const product = "/en/wedding-ring/classic-wedding-band";
  await page.goto(`${shop.url}${product}`);
  if (test.info().project.use.javaScriptEnabled !== false) await hydrated(page);
  const message = `Likes are paused for a moment <${visitor.slice(0, 8)}>`;
  const refused = proxy.fail(visitor, /^POST \/like$/, { status: 422, message });
  await page.locator('[data-shell="product-like"]').first().click();
  await expect(page.locator('[data-toast="error"]')).toContainText(message);
  expect(refused.hits).toBe(1);
  await expect(page.locator("[data-error-page]")).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(product);
});
