import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { groupTypedNumber } from "../../../app/lib/digits";
import { hydrated } from "./forms";

interface ListedProduct {
  gram: number;
  price: number;
  special: number | null;
}

/** A listing of the embedded Shop API with filters, as the storefront asks for it. */
async function apiListing(request: APIRequestContext, baseUrl: string, query: Record<string, string>) {
  const response = await request.get(`${baseUrl}/shop-api/categories/necklaces?${new URLSearchParams({ ...query, per_page: "50" })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { products: ListedProduct[]; pagination: { total: number } } }).data;
}

/**
 * Filters /necklaces by a brand, a gold colour, a weight range and a price range by clicking and
 * typing into the visible controls (the sidebar on a desktop, the filters dialog on a phone), as a
 * shopper does, and checks the list narrowed to what the Shop API has for those filters. The values
 * come from the Shop API, so that the combination is never empty.
 */
export async function filterNecklacesByHand(page: Page, request: APIRequestContext, baseUrl: string, { isMobile, javaScriptEnabled }: { isMobile: boolean; javaScriptEnabled: boolean }) {
  await page.goto("/necklaces");
  // With JavaScript a ticked box applies at once, once React has hydrated the form.
  if (javaScriptEnabled) await hydrated(page);
  const all = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  if (isMobile) {
    await page.locator("[data-open-filters]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
  }
  const form = isMobile ? page.getByRole("dialog").locator("[data-filters]") : page.locator("[data-filters]").first();
  // React hydrates the page's parts one by one: the form's own handler must be there before a tick.
  if (javaScriptEnabled) await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))).toBe(true);

  // A brand and a colour that some necklace has, and ranges around that necklace.
  const brands = await form.locator('input[name="brand"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const colours = await form.locator('input[name="colour"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  let choice: { brand: string; colour: string; product: ListedProduct } | null = null;
  search: for (const brand of brands) {
    for (const colour of colours) {
      const { products } = await apiListing(request, baseUrl, { brand, colour });
      if (products[0]) {
        choice = { brand, colour, product: products[0] };
        break search;
      }
    }
  }
  expect(choice, "a brand and a colour with a necklace").not.toBeNull();
  const { brand, colour, product } = choice!;
  const price = product.special ?? product.price;
  // Wide enough that the live gold price moving during the test keeps the necklace inside.
  const ranges = {
    min_weight: Math.floor(product.gram),
    max_weight: Math.ceil(product.gram + 0.01),
    min_price: Math.floor((price * 0.8) / 1_000_000) * 1_000_000,
    max_price: Math.ceil((price * 1.2) / 1_000_000) * 1_000_000,
  };

  await form.locator(`input[name="brand"][value="${brand}"]`).check();
  if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`brand=${brand}`));
  // The colour's box is visually hidden: the shopper taps its chip.
  await form.locator("label", { has: page.locator(`input[name="colour"][value="${colour}"]`) }).click();
  if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`colour=${colour}`));
  await expect(form.locator(`input[name="colour"][value="${colour}"]`)).toBeChecked();

  for (const [name, value] of Object.entries(ranges)) {
    const field = form.locator(`input[name="${name}"]`);
    await field.click();
    await field.pressSequentially(String(value));
    // As it is typed, an amount reads in Persian digits, thousands separated.
    if (javaScriptEnabled) await expect(field).toHaveValue(groupTypedNumber(String(value), "fa"));
  }
  await form.locator("[data-apply-filters]").click();

  for (const name of ["brand", "colour", ...Object.keys(ranges)]) await expect(page).toHaveURL(new RegExp(`[?&]${name}=`));
  const expected = await apiListing(request, baseUrl, { brand, colour, ...Object.fromEntries(Object.entries(ranges).map(([name, value]) => [name, String(value)])) });
  expect(expected.pagination.total).toBeGreaterThan(0);
  expect(expected.pagination.total).toBeLessThan(all);
  await expect(page.locator("[data-result-count]").first()).toHaveAttribute("data-result-count", String(expected.pagination.total));
  await expect(page.locator("[data-listing] [data-product-card]")).toHaveCount(expected.pagination.total);
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "4");
}
