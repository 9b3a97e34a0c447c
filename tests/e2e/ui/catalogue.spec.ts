import { expect, test } from "@playwright/test";
import { jsonLdOfType, persianNumber } from "../support/json-ld";

// Category, brand and shop pages: filters, sorts and pages are URLs; the footer categories land.

test("the footer's categories land on their category pages", async ({ page }) => {
  const categories = [["necklaces", "گردنبند"], ["bracelet", "دستبند"], ["woman-gold-ring", "انگشتر زنانه"], ["earing", "گوشواره"]] as const;
  for (const [slug, title] of categories) {
    const response = await page.goto(`/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.locator("[data-listing] [data-product-card]").count()).toBeGreaterThan(0);
  }
});

test("sorting is a URL and orders by the shown price", async ({ page }) => {
  await page.goto("/en/necklaces?sort=cheapest");
  await expect(page.locator('[data-sort-option="cheapest"]')).toHaveAttribute("aria-current", "true");
  const prices = await page.locator("[data-listing] [data-price]").evaluateAll((tags) => tags.map((tag) => Number(tag.getAttribute("data-price"))));
  expect(prices.length).toBeGreaterThan(3);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.locator('[data-sort-option="dearest"]').click();
  await expect(page).toHaveURL(/\/en\/necklaces\?sort=dearest$/);
  await expect(page.locator('[data-sort-option="dearest"]')).toHaveAttribute("aria-current", "true");
  // With JavaScript the new listing may render a moment after the URL changed.
  const dearest = () => page.locator("[data-listing] [data-price]").evaluateAll((tags) => tags.map((tag) => Number(tag.getAttribute("data-price"))));
  await expect.poll(async () => (await dearest()).every((price, index, all) => index === 0 || all[index - 1]! >= price)).toBe(true);
  expect((await dearest()).length).toBeGreaterThan(3);
});

test("filters narrow the products and are counted", async ({ page }) => {
  await page.goto("/en/necklaces");
  const all = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "0");

  await page.goto("/en/necklaces?in_stock=1&colour=rose&max_weight=8");
  const filtered = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  expect(filtered).toBeLessThan(all);
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "3");
  for (const card of await page.locator("[data-listing] [data-product-card]").all()) {
    await expect(card).toHaveAttribute("data-in-stock", "true");
  }
  // Clearing is a link to the plain listing (on phones it sits in the filters dialog).
  await expect(page.locator("[data-clear-filters]").first()).toHaveAttribute("href", "/en/necklaces");
});

test("a filter form applies without JavaScript too", async ({ page, isMobile }) => {
  await page.goto("/necklaces");
  if (isMobile) {
    await page.locator("[data-open-filters]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
  }
  const form = page.locator("[data-filters]:visible").first();
  await form.getByRole("checkbox", { name: "فقط کالاهای موجود" }).check();
  await form.locator("[data-apply-filters]").click();
  await expect(page).toHaveURL(/in_stock=1/);
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "1");
});

test("pages are links, and the last page holds the rest", async ({ page }) => {
  await page.goto("/en/shop");
  const total = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  expect(total).toBeGreaterThan(24);
  await expect(page.locator("[data-listing] [data-product-card]")).toHaveCount(24);
  await page.locator('[data-pagination] [data-page-link="2"]').click();
  await expect(page).toHaveURL(/\/en\/shop\?page=2$/);
  const lastPage = Math.ceil(total / 24);
  await page.goto(`/en/shop?page=${lastPage}`);
  await expect(page.locator("[data-listing] [data-product-card]")).toHaveCount(total - 24 * (lastPage - 1));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/en/shop\\?page=${lastPage}$`));
});

test("meta: canonical, robots and structured data of a category", async ({ page }) => {
  await page.goto("/necklaces?sort=cheapest&in_stock=1");
  await expect(page).toHaveTitle(/گردنبند/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /:\d+\/necklaces$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  const breadcrumb = await jsonLdOfType(page, "BreadcrumbList");
  expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ position: 2, name: "گردنبند" });
  const items = await jsonLdOfType(page, "ItemList");
  expect(items.itemListElement).toHaveLength(5);
  expect(items.itemListElement[0].item.offers.priceCurrency).toBe("IRR");
  const faq = await jsonLdOfType(page, "FAQPage");
  expect(faq.mainEntity.length).toBeGreaterThan(2);
  expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });

  await page.goto("/en/baby-pendant");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
});

test("a category's FAQ opens without JavaScript", async ({ page }) => {
  await page.goto("/en/bracelet");
  const item = page.locator("[data-faq-item]").first();
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator("p")).toBeVisible();
});

test("an empty category says so; an unknown one is a 404", async ({ page }) => {
  await page.goto("/limited-edition");
  await expect(page.locator("[data-listing-empty]")).toContainText("هنوز کالایی در این دسته نیست");
  expect((await page.goto("/no-such-category"))?.status()).toBe(404);
  expect((await page.goto("/en/no-such-category"))?.status()).toBe(404);
  expect((await page.goto("/necklaces/no-such-product"))?.status()).toBe(404);
});

test("sub-categories are chips, and their products are the category's too", async ({ page }) => {
  await page.goto("/en/necklaces");
  const chip = page.locator("[data-chips] a").first();
  const href = await chip.getAttribute("href");
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("[data-breadcrumb]")).toContainText("Necklaces");
});

test("a brand page: header, categories and filtered products", async ({ page }) => {
  await page.goto("/brand/avin-gold");
  await expect(page.locator('[data-brand-header="avin-gold"]')).toContainText("طلای آوین");
  expect(await page.locator("[data-chips] a").count()).toBeGreaterThan(0);
  const all = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  await page.goto("/brand/avin-gold?in_stock=1&sort=cheapest");
  const inStock = Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
  expect(inStock).toBeLessThanOrEqual(all);
  const prices = await page.locator("[data-listing] [data-price]").evaluateAll((tags) => tags.map((tag) => Number(tag.getAttribute("data-price"))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.goto("/en/brand");
  await expect(page.locator('[data-brand-link="avin-gold"]')).toHaveAttribute("href", "/en/brand/avin-gold");
  expect((await page.goto("/brand/no-such-brand"))?.status()).toBe(404);
});

test("the gold shopping page lists gold jewellery with prices in Persian", async ({ page }) => {
  await page.goto("/gold-jewelry");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خرید طلا و جواهر");
  const price = await page.locator("[data-listing] [data-product-card] [data-price] > span").last().textContent();
  expect(persianNumber(price)).toBeGreaterThan(1_000_000);
});
