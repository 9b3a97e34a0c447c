import { expect, type Page, test } from "@playwright/test";
import { NEW_CUSTOMER, REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";

// Login analytics (docs/shop/04-flows.md §4.5): arriving from /login, a "login" event in the dataLayer.

async function loginEvent(page: Page) {
  await expect.poll(() => page.evaluate(() => ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find((entry) => entry.event === "login") ?? null)).not.toBeNull();
  return page.evaluate(() => ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find((entry) => entry.event === "login"));
}

test("a repeat customer's login event", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  await expect(page).toHaveURL(/\/profile$/);
  expect(await loginEvent(page)).toEqual({
    event: "login",
    user_id: expect.any(Number),
    login_status: "success",
    page_category: "checkout_login",
    customer_type: "repeat_customer",
  });
});

test("a new customer's login event (unpaid and failed orders do not count)", async ({ page }) => {
  await signInWithPassword(page, NEW_CUSTOMER, "/en");
  await expect(page).toHaveURL(/\/en\/profile$/);
  expect(await loginEvent(page)).toMatchObject({ event: "login", login_status: "success", customer_type: "new_customer" });
  // Once: the next page does not push it again.
  await page.goto("/en/category");
  expect(await page.evaluate(() => ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry.event === "login").length)).toBe(0);
});

test("the welcome snackbar appears after 2 seconds", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  const toast = page.locator('[data-toast="success"]');
  await expect(toast).toContainText(`خوش آمدید، ${REPEAT_CUSTOMER.name}!`);
  await expect(toast).toHaveCSS("opacity", "0");
  await expect(toast).toHaveCSS("opacity", "1", { timeout: 4000 });
});
