import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";
import { hydrated } from "../support/forms";

// axe reads the rendered page; it runs where scripts run, and the markup is the same without them.

const PAGES = [
  "/",
  "/en",
  "/category",
  "/en/category",
  "/errorPage",
  "/en/no-such-page",
  "/login",
  "/en/forgetpassword",
  "/search?q=%D8%B2%D9%86%D8%AC%DB%8C%D8%B1",
  "/info/about",
  "/en/faq",
  "/contactus",
  "/en/contactus?form=installation",
  "/downloadapp",
  "/en/landing/app",
  "/webapp",
  "/campaign/opening",
  "/en/campaign/end-of-season",
  "/gold-price",
  "/en/gold-price?range=1d",
];

/** The serious and critical violations on the page as it is now. */
async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * The severe violations of each page, by path: each page once, half of them at each size (the lists
 * alternate Persian and English, so each size sees both directions; the layouts differ in their
 * headers and menus, which every page has).
 */
async function violationsOf(page: Page, paths: string[], isMobile: boolean): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths.filter((_, index) => index % 2 === (isMobile ? 1 : 0))) {
    await page.goto(path);
    const dialog = page.getByRole("dialog");
    // axe measures colours as painted: an open dialog is measured once it has faded in.
    if (path.includes("dialog=")) await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const severe = await severeViolations(page);
    if (severe.length > 0) found[path] = severe;
  }
  return found;
}

test("the shop's public pages have no serious or critical accessibility violation", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  expect(await violationsOf(page, PAGES, isMobile)).toEqual({});
});

test("the profile's pages have no serious or critical accessibility violation", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await signInWithPassword(page, REPEAT_CUSTOMER);
  // The shopper's seeded delivered order and address (shop-api/server/seed/users.ts).
  const [order, address] = [4, 2];
  const paths = [
    "/profile",
    "/en/profile/user-information",
    "/profile/user-information/edit",
    "/profile/address?new=1&state=8",
    `/profile/address?dialog=delete-address&address=${address}`,
    "/profile/latest-orders",
    `/en/profile/latest-orders/${order}`,
    "/profile/sales-invoice",
    `/profile/sales-invoice/${order}`,
    "/en/profile/comments",
    "/profile/favorites",
  ];
  expect(await violationsOf(page, paths, isMobile)).toEqual({});
});

test("the wallet's, gift cards', instalments' and invitations' pages have no serious or critical accessibility violation", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await signInWithPassword(page, REPEAT_CUSTOMER);
  // His own gift card and instalment request (shop-api/server/seed/wallet-activity.ts).
  const paths = [
    "/profile/wallet",
    "/en/profile/wallet/recharge-result?recharge_id=1",
    "/profile/gift-wallet",
    "/en/profile/gift-wallet/3",
    "/profile/validity",
    "/profile/validity/2",
    "/en/profile/invite-friend",
    "/profile/invite-friend?dialog=invite",
    "/wedding-ring/classic-wedding-band?dialog=credit",
  ];
  expect(await violationsOf(page, paths, isMobile)).toEqual({});
});

for (const { name, path } of [
  { name: "the menu dialog", path: (isMobile: boolean) => (isMobile ? "/?dialog=menu" : "/?dialog=share") },
  { name: "a representative's dialog", path: () => "/contactus?representative=tehran-vanak" },
]) {
  test(`${name} is accessible when open`, async ({ page, isMobile }) => {
    await page.goto(path(isMobile));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // axe measures colours as painted: wait until the dialog has faded in over its backdrop.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)));
    const results = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(results.violations.filter((violation) => violation.impact === "critical" || violation.impact === "serious")).toEqual([]);
  });
}

test("the product inquiry, refused, has no serious accessibility violation", async ({ page }) => {
  await page.goto("/bangle/engraved-bangle-traditional-pattern"); // out of stock: the inquiry is offered
  await hydrated(page);
  const form = page.locator("[data-product-inquiry]");
  await form.getByRole("button", { name: "استعلام کنید" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toBeVisible();
  const results = await new AxeBuilder({ page }).include("[data-purchase-box]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
});
