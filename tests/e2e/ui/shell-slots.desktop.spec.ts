import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword, VIP_CUSTOMER } from "../support/accounts";
import { addThroughCartForm, STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";

// Long journeys (an account, a sign-in, a cart): room for a busy machine.
test.describe.configure({ timeout: 60_000 });

// A signed-in shopper on a page whose content is everyone's is sent the page rendered once for all,
// with the shell's slots filled in for them (decision 43): their name, their badge, their banner.

/** A new account, signed in on `page`; the page's errors (a hydration that failed shows there) are collected. */
async function signInNewShopper(page: Page, request: APIRequestContext, baseURL: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  const account = { mobile: freshMobile(), password: "slots-1234" };
  await registerThroughApi(request, baseURL, account.mobile, account.password);
  await signInWithPassword(page, account, "/en");
  return { account, problems };
}

test("a signed-in shopper's name, badge and banner are theirs on a shared page, before and after it hydrates", async ({ page, request, baseURL, javaScriptEnabled }) => {
  const { problems } = await signInNewShopper(page, request, baseURL!);
  await addThroughCartForm(page, baseURL!, STUDS, 2);
  await page.goto("/en/faq"); // the page with the news of it, rendered for them

  const response = await page.goto("/en/necklaces");
  // Theirs, from the shared page: no shared cache may keep it.
  expect(response?.headers()["cache-control"]).toBe("private");
  const header = page.locator("[data-desktop-header]");
  const check = async () => {
    await expect(header.locator("[data-account-link]")).toContainText("Test Shopper");
    await expect(header.locator("[data-cart-count]")).toHaveText("2");
    await expect(header.locator("[data-cart-link]")).toHaveAccessibleName(/2/);
    // A new account's registration credit is waiting: the banner says how to spend it.
    await expect(page.locator('[data-promo="credit"]')).toBeVisible();
  };
  await check();
  if (!javaScriptEnabled) return;

  await hydrated(page);
  await check();
  // The banner's link (a plain one: its slot is rendered outside the router) leads to the jewellery.
  await page.locator("[data-promo-action]").click();
  await expect(page).toHaveURL(/\/en\/gold-jewelry$/, { timeout: 20_000 });
  await expect(header.locator("[data-cart-count]")).toHaveText("2");
  expect(problems.filter((problem) => /hydrat|did not match|Minified React error/i.test(problem))).toEqual([]);
});

// A product's page is everyone's too: a signed-in shopper's own parts of it are slots (decision 46).
test("a signed-in shopper's like, mobile and ways to comment and ask are theirs on a product page shared by everyone", async ({ page, request, baseURL, javaScriptEnabled }) => {
  const { account, problems } = await signInNewShopper(page, request, baseURL!);
  await expect(page).toHaveURL(/\/en\/profile$/);

  // Out of stock: the notify-me and inquiry forms ask for a mobile. Whole (`all=1`), as a page without JavaScript asks for it.
  const address = "/en/bangle/engraved-bangle-traditional-pattern?all=1";
  const response = await page.goto(address);
  expect(response?.headers()["cache-control"]).toBe("private");
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.locator('[data-notify-me] input[name="mobile"]')).toHaveValue(account.mobile);
  await expect(page.locator('[data-product-inquiry] input[name="mobile"]')).toHaveValue(account.mobile);
  await expect(page.locator("[data-write-comment]")).toHaveAttribute("href", "/en/bangle/engraved-bangle-traditional-pattern?all=1&dialog=comment");
  await expect(page.locator("[data-ask] textarea[name=question]")).toBeVisible();

  // Their like is theirs: pressed after they like it, on the shared page too, and not for anyone else.
  const like = page.locator("[data-like]");
  await expect(like).toHaveAttribute("data-like", "false");
  await like.click();
  await expect(like).toHaveAttribute("data-like", "true");
  expect((await page.goto(address))?.headers()["cache-control"]).toBe("private");
  await expect(like).toHaveAttribute("data-like", "true");
  const guest = await request.get(`${baseURL}${address}`, { headers: { cookie: "" } });
  expect(await guest.text()).toContain('data-like="false"');
  if (javaScriptEnabled) await hydrated(page);
  await like.click();
  await expect(like).toHaveAttribute("data-like", "false");

  // Asking a question, from the form the shared page was sent with.
  await page.locator("[data-ask] textarea[name=question]").fill("Is it made in one piece, without a seam?");
  await page.locator("[data-ask] button[value=question]").click();
  await expect(page.locator('[data-toast="success"]')).toBeVisible();
  expect(problems.filter((problem) => /hydrat|did not match|Minified React error/i.test(problem))).toEqual([]);
});

test("a VIP's price breakdown and a signed-in shopper's instalment note open from a product page shared by everyone", async ({ page, javaScriptEnabled }) => {
  await signInWithPassword(page, VIP_CUSTOMER, "/en");
  await expect(page).toHaveURL(/\/en\/profile$/);
  const product = "/en/wedding-ring/classic-wedding-band";
  expect((await page.goto(product))?.headers()["cache-control"]).toBe("private");
  if (javaScriptEnabled) {
    await hydrated(page);
    await page.locator("[data-price-how]").click();
  } else {
    // Without JavaScript the dialog is the page's URL, which is theirs (decision 46).
    await page.goto(`${product}?dialog=price`);
  }
  await expect(page.locator("[data-price-dialog]")).toHaveAttribute("data-price-dialog", "vip");
  await page.goto(`${product}?dialog=credit`);
  await expect(page.locator("[data-credit-dialog]")).toContainText("Instalment purchases");
});
