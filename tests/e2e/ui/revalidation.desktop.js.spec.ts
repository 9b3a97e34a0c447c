import { expect, test } from "@playwright/test";
import { STUDS, toast } from "../support/checkout";
import { hydrated } from "../support/forms";
import { startShop } from "../support/shop-server";

// One press, one change, one message: adding to the cart from a product page with JavaScript while
// the gold price changes. The page's revalidation after the add then finds the product priced at a
// newer price than the one the storefront knew (decision 29); a redirect of that data request to
// the page itself left the form's fetcher busy for good: no toast, the button spinning, the header
// counting the item twice. The revalidation is held back until the price has moved, so that the case
// runs every time; the storefront checks the price only when asked (GOLD_PRICE_CHECK_MS) and keeps
// no answer (SHOP_CACHE_TTL_MS), so the product is priced anew while the request's price is old.

test("adding to the cart while the gold price moves: one item in the header, its toast, the button free again", async ({ page, request }) => {
  test.setTimeout(90_000);
  const shop = await startShop({ WEB_CONCURRENCY: "1", GOLD_PRICE_CHECK_MS: "3600000", SHOP_CACHE_TTL_MS: "0", SHOP_PAGE_CACHE_TTL_MS: "0" });
  try {
    await page.goto(`${shop.url}${STUDS.path}`);
    await hydrated(page);
    let revalidating: () => void = () => undefined;
    const revalidation = new Promise<void>((resolve) => (revalidating = resolve));
    let priceMoved: () => void = () => undefined;
    const moved = new Promise<void>((resolve) => (priceMoved = resolve));
    await page.route(`**${STUDS.path}.data*`, async (route) => {
      revalidating();
      await moved;
      await route.continue();
    });

    const add = page.locator('[data-cart-form="add"]').getByRole("button");
    await add.click();
    await revalidation;
    const { data } = (await (await request.get(`${shop.url}/shop-api/dev/gold-price`)).json()) as { data: { price: number } };
    await request.put(`${shop.url}/shop-api/dev/gold-price`, { data: { price: data.price + 250_000 } });
    priceMoved();

    await expect(toast(page)).toBeVisible();
    await expect(page.locator("header [data-cart-count]:visible").first()).toHaveText("۱");
    await expect(add).not.toHaveAttribute("aria-busy", "true");
  } finally {
    await shop.stop();
  }
});
