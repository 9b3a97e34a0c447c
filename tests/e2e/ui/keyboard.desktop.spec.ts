import { expect, type Page, test } from "@playwright/test";
import { freshMobile, latestCode, REPEAT_CUSTOMER, registerThroughApi } from "../support/accounts";
import { SHOPPER_PASSWORD, STUDS, toast } from "../support/checkout";
import { hydrated } from "../support/forms";
import { expectFocusShown, skipToContent, tabTo } from "../support/keyboard";

// Sign-in and the checkout with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing), with
// JavaScript and without: at every stop the focus shows and is clear of the sticky header
// (support/keyboard.ts). The address bar is the only other thing a shopper uses here.

/** Opens a page as typed in the address bar; with JavaScript, waits until it has hydrated. */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
  else await markPage(page);
}

/** Marks the document shown now, so that `nextPage` knows when another has come. */
const markPage = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-keyboard-journey", ""));

/**
 * Without JavaScript a step loads a new page, whose focus starts at its top: the shopper takes the
 * skip link past the header (some 50 stops), as a keyboard user does. With JavaScript the page stays
 * and so does the focus.
 */
async function nextPage(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return;
  await expect(page.locator("html[data-keyboard-journey]")).toHaveCount(0);
  // Chromium applies a fragment followed during load (the skip link's #main) again when the load
  // completes, and since <main> takes no focus it clears the focus then: a shopper tabbing on by
  // that time finds it back at the top of the page. A busy machine made that race.
  await page.waitForLoadState("load");
  await markPage(page);
  await skipToContent(page);
}

/** Types into the field `label` names, reached by Tab. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

/** Presses the button `name` names in the page's content, reached by Tab, with Enter. */
async function press(page: Page, name: string) {
  await tabTo(page, page.locator("main").getByRole("button", { name, exact: true }));
  await page.keyboard.press("Enter");
}

test("signing in with a password, by keyboard", async ({ page, javaScriptEnabled }) => {
  await open(page, "/login", javaScriptEnabled);
  await skipToContent(page);
  await typeInto(page, "شماره موبایل", REPEAT_CUSTOMER.mobile);
  await press(page, "ادامه");
  await expect(page.getByLabel("رمز عبور")).toBeVisible();
  await nextPage(page, javaScriptEnabled);
  await typeInto(page, "رمز عبور", REPEAT_CUSTOMER.password);
  await press(page, "ورود");
  await expect(page).toHaveURL(/\/profile$/);
});

test("going back up a long page by Shift+Tab, each focused link clears the sticky header", async ({ page, javaScriptEnabled }) => {
  await open(page, "/en/blog", javaScriptEnabled);
  // From the end of the page (nothing focused, Shift+Tab starts at the last control) up to the first article.
  await page.keyboard.press("End");
  await tabTo(page, page.locator("main [data-post] a").first(), { backwards: true });
});

test("signing in with a one-time code and checking out up to the gateway, by keyboard", async ({ page, request, baseURL, javaScriptEnabled }) => {
  // A journey of some 150 key presses, each stop checked; without JavaScript each step loads a page
  // (and the skip link leads past its header).
  test.setTimeout(240_000);
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, SHOPPER_PASSWORD);

  await open(page, "/en/login", javaScriptEnabled);
  await skipToContent(page);
  await typeInto(page, "Mobile number", mobile);
  await press(page, "Continue");
  // Back from the password to the one-time code, with Shift+Tab past the password's own button.
  await expect(page.getByLabel("Password")).toBeVisible();
  await nextPage(page, javaScriptEnabled);
  await tabTo(page, page.getByLabel("Password"));
  await tabTo(page, page.locator("[data-use-code]"));
  await tabTo(page, page.getByLabel("Password"), { backwards: true });
  await tabTo(page, page.locator("[data-use-code]"));
  await page.keyboard.press("Space");
  const code = await latestCode(request, baseURL!, mobile, "login");
  await nextPage(page, javaScriptEnabled);
  await typeInto(page, "Verification code", code);
  await press(page, "Verify");
  await expect(page).toHaveURL(/\/en\/profile$/);

  // The product page: its add-to-cart button.
  await open(page, `/en${STUDS.path}`, javaScriptEnabled);
  await skipToContent(page);
  await tabTo(page, page.locator('[data-cart-form="add"]').getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(toast(page)).toBeVisible();

  // The cart, and on to shipping.
  await open(page, "/en/checkout/cart", javaScriptEnabled);
  await skipToContent(page);
  await tabTo(page, page.locator("[data-proceed]"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/checkout\/shipping/);

  // A new address: a province picked by typing its name into the list, then its city.
  await tabTo(page, page.getByLabel("Province"));
  await page.keyboard.type("Tehran");
  await expect(page.getByLabel("Province")).toHaveValue("8");
  if (!javaScriptEnabled) {
    await tabTo(page, page.locator("[data-show-cities]"));
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/state=8/);
  await nextPage(page, javaScriptEnabled);
  await tabTo(page, page.getByLabel("City"));
  await page.keyboard.type("Tehran");
  await typeInto(page, "Receiver's name", "Sara Mohammadi");
  await typeInto(page, "Receiver's mobile", "09124445566");
  await typeInto(page, "Street address", "12 Nastaran Alley, Valiasr Street");
  await typeInto(page, "Postal code (10 digits)", "1434567890");
  await press(page, "Save and deliver here");
  await expect(page.locator('[data-choice-form="transport"]')).toBeVisible();
  await nextPage(page, javaScriptEnabled);

  // Delivery and a day: Tab into each group, Space picks the focused choice (saved at once with
  // JavaScript; without it, continue saves both).
  for (const group of ["transport", "day"] as const) {
    const form = page.locator(`[data-choice-form="${group}"]`);
    // Tab enters a group of radios at its checked one, or at its first when none is.
    const checked = form.locator("input[type=radio]:checked");
    await tabTo(page, (await checked.count()) > 0 ? checked : form.locator("input[type=radio]:not(:disabled)").first());
    await page.keyboard.press("Space");
    await expect(form.locator(javaScriptEnabled ? "[data-selected=true]" : "input[type=radio]:checked")).toHaveCount(1);
  }
  await tabTo(page, page.locator("[data-continue]"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/checkout\/payment$/);
  await nextPage(page, javaScriptEnabled);

  // Payment: its button leads to the gateway's page.
  await tabTo(page, page.locator("[data-pay]"));
  await expectFocusShown(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/shop-api/gateway/sandbox/"));
});
