import { expect } from "@playwright/test";
import { hydrated } from "../support/forms";
import { test } from "../support/own-shop";
import { setConfig } from "../support/shop-api";

// The search's pages (issue "search that finds"): every match, a page at a time, the next page a link
// that works without JavaScript and keeps the query. On a shop of its own, whose listing pages hold
// twelve products (the seeded 24 would show the 17 earrings on one page): the setting is the shop's.

test.beforeEach(async ({ request, baseURL }) => {
  await setConfig(request, baseURL!, "catalog_default_per_page", 12);
});

for (const [locale, q] of [["fa", "گوشواره"], ["en", "earrings"]] as const) {
  test(`the ${locale} earrings, twelve a page: the next page holds the rest`, async ({ page, javaScriptEnabled }) => {
    const path = `${locale === "en" ? "/en" : ""}/search?${new URLSearchParams({ q })}`;
    await page.goto(path);
    await expect(page.locator("[data-result-count]").first()).toHaveAttribute("data-result-count", "17");
    const cards = page.locator("[data-listing] [data-product-card]");
    await expect(cards).toHaveCount(12);
    const first = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-product-card")));
    await expect(page.locator('[data-pagination] a[rel="prev"]')).toHaveCount(0);
    const next = page.locator('[data-pagination] a[rel="next"]');
    await expect(next).toHaveAttribute("href", `${path}&page=2`);

    // With JavaScript, the router follows the link once the page has hydrated.
    if (javaScriptEnabled) await hydrated(page);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=2$`));
    await expect(cards).toHaveCount(5);
    await expect(page.locator('[data-pagination] a[rel="next"]')).toHaveCount(0);
    await expect(page.locator('[data-pagination] a[rel="prev"]')).toHaveAttribute("href", path);
    const second = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-product-card")));
    expect(new Set([...first, ...second]).size).toBe(17);
    await expect(page.locator("[data-result-count]").first()).toHaveAttribute("data-result-count", "17");
  });
}
