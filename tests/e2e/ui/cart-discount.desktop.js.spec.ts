import { expect, test } from "@playwright/test";
import { addThroughCartForm, STUDS } from "../support/checkout";
import { hydrated } from "../support/forms";
import { setStock } from "../support/shop-api";

// Issue 37: with JavaScript, a discount code applied on the cart page made the page post its discount
// form as a document by itself, just after the code's answer: the field, focused under the press
// (KEEP_FOCUS_ON_SUBMIT), is remounted by the form's reset, and conform turned its blur into a
// validation request (a submit with its hidden `__intent__` button) while React, committing, heard
// no event, so nothing kept it in the page. That POST raced whatever the shopper did next: a reload
// was aborted (`page.reload: net::ERR_ABORTED` in checkout.spec.ts) or, once the POST had landed,
// sent the form again. Here every document request the page starts is held until the shopper's
// reload has been asked for, so that such a navigation is on its way at that moment every time.

test("a code applied with JavaScript: the page navigates nowhere by itself, and the shopper's reload that follows shows the cart with its code", async ({ page, request, baseURL }) => {
  await setStock(request, baseURL!, STUDS.vendorId, 500);
  await addThroughCartForm(page, baseURL!, STUDS, 1);
  await page.goto("/checkout/cart");
  await hydrated(page);

  const navigations: string[] = [];
  page.on("request", (asked) => {
    if (asked.isNavigationRequest() && asked.frame() === page.mainFrame()) navigations.push(`${asked.method()} ${new URL(asked.url()).pathname}`);
  });
  // A document request the page starts by itself is held until the shopper's reload has been asked for.
  let reloadAsked = false;
  let pageNavigates: () => void = () => undefined;
  const pageNavigating = new Promise<void>((resolve) => (pageNavigates = resolve));
  let letGo: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(
    (url) => !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().isNavigationRequest() && !reloadAsked) {
        pageNavigates();
        await released;
      }
      await route.fallback();
    },
  );

  const discount = page.locator('[data-cart-form="discount"]');
  await discount.getByLabel("کد تخفیف").fill("ZARRIN10");
  await discount.getByRole("button", { name: "ثبت کد" }).click();
  // The shopper reloads once the code shows, or as soon as a navigation the page started is held (a
  // locator waits for a navigation on its way): that navigation then races the reload.
  await Promise.race([expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10"), pageNavigating]);

  reloadAsked = true;
  const reload = page.reload();
  letGo();
  await reload;
  await expect(page.locator('[data-sum="discount-code"]')).toContainText("ZARRIN10");
  await expect(page.locator('[data-field-error="code"]')).toHaveCount(0);
  // The reload was the one document request: a GET of the cart, not the form posted again.
  expect(navigations).toEqual(["GET /checkout/cart"]);
});
