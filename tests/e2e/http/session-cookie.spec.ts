import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi } from "../support/accounts";
import { STUDS } from "../support/checkout";

// One writer of the session (decision 45): whatever answers a request (a page, a client
// navigation's `.data`, a resource route, the redirect of a form posted without JavaScript), the
// session's cookie is in it at most once, only when the request changed the session, and the
// one-shot message an action left in it is on the next page.

/** The session cookies a response sets (Set-Cookie headers for `__session`). */
const sessionCookies = (response: APIResponse) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__session=")).map((header) => header.value);

/** The toast a page shows (without JavaScript, in its HTML), if any: the text of its element. */
async function toastOf(page: APIResponse): Promise<string | null> {
  const toast = /data-toast="\w+"[^>]*>([\s\S]*?)<\/(?:div|li|section|p)>/.exec(await page.text());
  return toast ? toast[1]!.replace(/<[^>]+>/g, "") : null;
}

/** A form post from the shop's own pages, as a browser without JavaScript makes it (no redirect followed). */
async function post(shopper: APIRequestContext, baseURL: string, path: string, form: Record<string, string>) {
  return shopper.post(path, { form, headers: { Origin: new URL(baseURL).origin }, maxRedirects: 0 });
}

test("each answer sends the session's cookie once when it changed, never twice, and the toast shows on the next page", async ({ playwright, baseURL, request }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "a-session-secret");
  const shopper = await playwright.request.newContext({ baseURL });
  try {
    // A first page: nothing in the session changed, no session cookie.
    const home = await shopper.get("/");
    expect(home.status()).toBe(200);
    expect(sessionCookies(home)).toHaveLength(0);

    // Adding to the cart without JavaScript: the redirect carries the count and the toast, once...
    const added = await post(shopper, baseURL!, "/checkout/cart", { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1" });
    expect(added.status()).toBe(302);
    expect(sessionCookies(added)).toHaveLength(1);
    // ...the next page shows the toast and says it was read, in one cookie...
    const cart = await shopper.get(added.headers().location!);
    expect(cart.status()).toBe(200);
    expect(await toastOf(cart)).toContain("محصول به سبد خرید اضافه شد");
    expect(sessionCookies(cart)).toHaveLength(1);
    // ...and the one after has nothing to show and nothing to write.
    const again = await shopper.get("/checkout/cart");
    expect(await toastOf(again)).toBeNull();
    expect(sessionCookies(again)).toHaveLength(0);

    // A fetcher's post (JavaScript's single-fetch `.data` request): the new count, once, and no toast.
    const fetched = await post(shopper, baseURL!, "/checkout/cart.data", { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1", _fetcher: "1" });
    expect(fetched.status()).toBe(200);
    expect(sessionCookies(fetched)).toHaveLength(1);
    const data = await shopper.get("/checkout/cart.data");
    expect(sessionCookies(data)).toHaveLength(0);

    // A resource route's redirect (the footer's newsletter form): its answer for the next page, once.
    const subscribed = await post(shopper, baseURL!, "/newsletter", { email: "not-an-address", redirectTo: "/faq" });
    expect(subscribed.status()).toBe(302);
    expect(sessionCookies(subscribed)).toHaveLength(1);
    const faq = await shopper.get(subscribed.headers().location!);
    expect(await faq.text()).toContain('value="not-an-address"');
    expect(sessionCookies(faq)).toHaveLength(1);

    // Signing in: each step's redirect writes the session once (the last one a new one, with the welcome).
    const step = await post(shopper, baseURL!, "/login", { intent: "mobile", mobile });
    expect(sessionCookies(step)).toHaveLength(1);
    const signedIn = await post(shopper, baseURL!, "/login", { intent: "password", password: "a-session-secret" });
    expect(signedIn.headers().location).toBe("/profile");
    expect(sessionCookies(signedIn)).toHaveLength(1);
    const profile = await shopper.get("/profile");
    expect(await toastOf(profile)).toContain("خوش آمدید، Test Shopper!");
    expect(sessionCookies(profile)).toHaveLength(1);

    // Signing out: a new session holding only the goodbye, once; the home page shows it.
    const out = await post(shopper, baseURL!, "/profile", { intent: "logout" });
    expect(out.headers().location).toBe("/");
    expect(sessionCookies(out)).toHaveLength(1);
    const bye = await shopper.get("/");
    expect(await toastOf(bye)).toContain("از حساب خود خارج شدید.");
    expect(sessionCookies(bye)).toHaveLength(1);
  } finally {
    await shopper.dispose();
  }
});
