import { expect, test } from "@playwright/test";
import { REPEAT_CUSTOMER, signInWithPassword } from "../support/accounts";
import { hydrated, partHydrated } from "../support/forms";

// On 2G the page is usable before its JavaScript arrives: what a shopper typed by then must survive
// hydration, also in a dialog whose code is fetched on demand (components/ui/lazy.tsx).

test("text typed in a lazily loaded dialog before the JavaScript arrives is kept and sent", async ({ page, context }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER);
  // Every script now arrives late, as on a slow connection.
  await context.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/gold-chain/venetian-chain-necklace-45-cm?dialog=comment", { waitUntil: "commit" });
  const textarea = page.locator("[data-comment-form] textarea");
  const text = `پیش از آماده شدن صفحه نوشتم ${Date.now()}`;
  await textarea.fill(text);
  // Marks the server's element: hydration must keep it rather than render a new one.
  await textarea.evaluate((element) => element.setAttribute("data-typed-early", ""));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-comment-form] textarea[data-typed-early]")).toHaveValue(text);
  // The page has come; the toast's own code, asked for by the answer, needs no delay (a busy machine adds enough).
  await context.unroute(/\.js$/);
  await page.locator("[data-comment-form]").getByRole("button", { name: "ثبت دیدگاه" }).click();
  await expect(page.locator('[data-toast="success"]')).toContainText("پس از تأیید نمایش داده می‌شود", { timeout: 20_000 });
});

test("text typed in a dialog whose code comes after the page has hydrated is kept", async ({ page }) => {
  await signInWithPassword(page, REPEAT_CUSTOMER, "/en");
  // Only the dialog's code is late: the page hydrates and renders again (its live price) meanwhile.
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/dialogs\.lazy-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/gold-chain/venetian-chain-necklace-45-cm?dialog=comment");
  await hydrated(page);
  const textarea = page.locator("[data-comment-form] textarea");
  await textarea.fill("Typed while the dialog's code was on its way");
  await textarea.evaluate((element) => element.setAttribute("data-typed-early", ""));
  letThrough();
  await partHydrated(textarea);
  await expect(page.locator("[data-comment-form] textarea[data-typed-early]")).toHaveValue("Typed while the dialog's code was on its way");
});
