import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "../support/forms";

// The Content-Security-Policy in a browser (docs/decisions/0025): the shop's own scripts run and
// load their chunks, an injected inline script or handler does not.

/** The console's reports of what the policy refused. */
function violations(page: Page): string[] {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

test("an inline script or handler injected into a page does not run, while the shop's scripts do", async ({ page }) => {
  const reported = violations(page);
  await page.route("**/necklaces", async (route) => {
    const response = await route.fetch();
    const injected = (await response.text()).replace(
      /<body([^>]*)>/,
      `<body$1><script>window.__injected = "script"</script><img src="/no-such.png" onerror="window.__injected = 'handler'" alt="">`,
    );
    await route.fulfill({ response, body: injected });
  });
  await page.goto("/necklaces");
  await hydrated(page);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect.poll(() => reported.length).toBeGreaterThanOrEqual(2);
});

test("the shop's pages run under the policy without a refusal: hydration, client navigation, a lazy dialog", async ({ page }) => {
  const reported = violations(page);
  await page.goto("/necklaces");
  await hydrated(page);
  const card = page.locator("[data-product-card] a").first();
  const productPath = await card.getAttribute("href");
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === productPath);
  await expect(page.locator("[data-add-to-cart], [data-pay], h1").first()).toBeVisible();
  await page.goto("/?dialog=search");
  await hydrated(page);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(reported).toEqual([]);
});
