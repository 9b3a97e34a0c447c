import { expect, test } from "@playwright/test";
import { hydrated } from "../support/forms";

// docs/shop/04-flows.md §4.16: a second after a route change the header's search is reset (to the new
// page's own query: the search page's, else empty). Only with JavaScript: without it every page is new.

test.beforeEach(async ({ page }) => {
  // When the client-side router last changed the URL (a link: pushState; back or forward: popstate).
  await page.addInitScript(() => {
    const mark = () => {
      const marks = window as unknown as { routeChangedAt: number; boxAfterRouteChange?: string };
      marks.routeChangedAt = performance.now();
      // What the box holds at the next frame, read in the page: a busy machine may answer a check from the test later than the reset.
      requestAnimationFrame(() => (marks.boxAfterRouteChange = document.querySelector<HTMLInputElement>("#desktop-search")?.value));
    };
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      push(...args);
      mark();
    };
    window.addEventListener("popstate", mark);
  });
});

/** Milliseconds from the last route change until the header's search box is `value`. */
function untilBoxIs(page: import("@playwright/test").Page, value: string) {
  return page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const box = document.querySelector<HTMLInputElement>("#desktop-search")!;
        const tick = () => (box.value === expected ? resolve(performance.now() - (window as unknown as { routeChangedAt: number }).routeChangedAt) : requestAnimationFrame(tick));
        tick();
      }),
    value,
  );
}

test("what was typed is cleared a second after following a link", async ({ page }) => {
  await page.goto("/en/faq");
  await hydrated(page);
  const box = page.locator("#desktop-search");
  await box.fill("ri");
  await page.locator("[data-desktop-header] a[href='/en/calculator']").first().click();
  await expect(page).toHaveURL(/\/en\/calculator$/, { timeout: 15_000 });
  const elapsed = await untilBoxIs(page, "");
  expect(elapsed).toBeGreaterThanOrEqual(950);
  expect(elapsed).toBeLessThan(3000);
  await expect(box).toHaveValue("");
});

test("after going back, and on the search page it goes back to the page's own query", async ({ page }) => {
  await page.goto("/search?q=%D8%B2%D9%86%D8%AC%DB%8C%D8%B1");
  await hydrated(page);
  const box = page.locator("#desktop-search");
  await expect(box).toHaveValue("زنجیر");
  await page.locator("[data-desktop-header] a[href='/faq']").first().click();
  await expect(page).toHaveURL(/\/faq$/, { timeout: 15_000 });
  await box.fill("گو");
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=/, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { boxAfterRouteChange?: string }).boxAfterRouteChange)).toBe("گو");
  const elapsed = await untilBoxIs(page, "زنجیر");
  expect(elapsed).toBeGreaterThanOrEqual(950);
});
