import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, partHydrated } from "../support/forms";
import { jsonLd } from "../support/json-ld";

// The search form works without JavaScript: its results page, in both languages.

test("a Persian word typed with Arabic letters finds the same products", async ({ page }) => {
  // «زنجير» with an Arabic yeh, as an Arabic keyboard types it.
  const response = await page.goto(`/search?q=${encodeURIComponent("زنجير")}`);
  expect(response?.status()).toBe(200);
  const products = page.locator("[data-product-card]");
  expect(await products.count()).toBeGreaterThan(0);
  await expect(products.first()).toContainText("زنجیر");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("زنجير");

  // «پلاك» with an Arabic kaf.
  await page.goto(`/search?q=${encodeURIComponent("پلاك")}`);
  await expect(page.locator("[data-product-card]").first()).toContainText("پلاک");
});

test("an English word finds products on /en", async ({ page }) => {
  await page.goto("/en/search?q=chain");
  await expect(page.locator("[data-product-card]").first()).toContainText(/chain/i);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the header's search form leads to the results page", async ({ page, isMobile, javaScriptEnabled }) => {
  await page.goto("/en");
  let box = page.getByRole("searchbox").filter({ visible: true }).first();
  if (isMobile && javaScriptEnabled) {
    // On a phone with JavaScript the field opens the search dialog, whose form does the same.
    await box.click();
    box = page.getByRole("dialog").getByRole("searchbox");
  }
  await box.fill("ring");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=ring$/);
  await expect(page.locator("[data-product-card]").first()).toBeVisible();
});

test("nonsense finds nothing, and too short a query asks for more", async ({ page }) => {
  await page.goto("/search?q=qqqxyz");
  await expect(page.locator("[data-search-empty]")).toHaveText("نتیجه‌ای پیدا نشد.");
  await page.goto("/en/search?q=ab");
  await expect(page.getByText("Type at least 3 letters.")).toBeVisible();
  await expect(page.locator("[data-product-card]")).toHaveCount(0);
});

// The results page as a listing (issue "search that finds"): every match counted, paged, sorted and
// filtered like a category, the query kept in every link and form.

const EARRINGS = "گوشواره";
const searchPath = (q: string, locale: "fa" | "en" = "fa") => `${locale === "en" ? "/en" : ""}/search?${new URLSearchParams({ q })}`;
/** The ids of the listing's products, sorted: which products, whatever their order. */
const cardIds = async (page: Page) => (await page.locator("[data-listing] [data-product-card]").evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-product-card"))))).sort((a, b) => a - b);
/** The ids of every earring (17: one page), as the Persian search finds them. */
async function earringIds(page: Page) {
  await page.goto(searchPath(EARRINGS));
  expect(await resultCount(page)).toBe(17);
  return cardIds(page);
}
const resultCount = async (page: Page) => Number(await page.locator("[data-result-count]").first().getAttribute("data-result-count"));
/** The address's query in order, without the empty fields a plain form post sends. */
const queryOf = (page: Page) => [...new URL(page.url()).searchParams].filter(([, value]) => value !== "").map(([name, value]) => `${name}=${value}`);

test("every earring is counted, titled by the query and kept from search engines; a page past the last goes to it", async ({ page, request }) => {
  await page.goto(searchPath(EARRINGS));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتایج جستجو برای «گوشواره»");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.locator("[data-result-count]").first()).toHaveText("۱۷ کالا");
  expect(await resultCount(page)).toBe(17);
  // The search sorts by relevance first, an order no category offers.
  await expect(page.locator("[data-sort-option]").first()).toHaveAttribute("data-sort-option", "relevance");
  await expect(page.locator('[data-sort-option="relevance"]')).toHaveAttribute("aria-current", "true");
  for (const name of await page.locator("[data-listing] [data-product-card] h3").allTextContents()) expect(name).toContain(EARRINGS);

  const past = await request.get(`${searchPath(EARRINGS)}&sort=cheapest&page=9`, { maxRedirects: 0 });
  expect(past.status()).toBe(302);
  expect(past.headers().location).toBe(`${searchPath(EARRINGS)}&sort=cheapest`);
  const pastEn = await request.get(`${searchPath("earrings", "en")}&page=9`, { maxRedirects: 0 });
  expect(pastEn.headers().location).toBe(searchPath("earrings", "en"));
});

test("a word of the catalogue finds what it names: gold, a plural with its half-space, English", async ({ page, request }) => {
  // «طلا»: every gold piece the catalogue names so, more than a page of them, counted as the Shop API counts them.
  const gold = await request.get(`/shop-api/search/?${new URLSearchParams({ q: "طلا", lang: "fa" })}`);
  const { total } = ((await gold.json()) as { data: { pagination: { total: number } } }).data.pagination;
  expect(total).toBeGreaterThan(24);
  await page.goto(searchPath("طلا"));
  expect(await resultCount(page)).toBe(total);
  await expect(page.locator("[data-listing] [data-product-card]")).toHaveCount(24);
  await expect(page.locator('[data-pagination] a[rel="next"]')).toHaveAttribute("href", `${searchPath("طلا")}&page=2`);

  // «گوشواره‌های» (with a zero-width non-joiner) and "earrings" on /en: the same seventeen earrings.
  const earrings = await earringIds(page);
  await page.goto(searchPath("گوشواره‌های"));
  expect(await cardIds(page)).toEqual(earrings);
  await page.goto(searchPath("earrings", "en"));
  expect(await cardIds(page)).toEqual(earrings);
});

test("a misspelt word finds the earrings and offers the word it meant, in both languages", async ({ page, javaScriptEnabled }) => {
  const earrings = await earringIds(page);
  await page.goto(searchPath("گوشوره"));
  expect(await cardIds(page)).toEqual(earrings);
  const meant = page.locator("[data-did-you-mean]");
  await expect(meant).toContainText("منظورتان این بود:");
  if (javaScriptEnabled) await hydrated(page);
  await meant.getByRole("link", { name: EARRINGS }).click();
  await expect(page).toHaveURL(new RegExp(`${searchPath(EARRINGS).replace("?", "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتایج جستجو برای «گوشواره»");
  await expect(page.locator("#search-page-q")).toHaveValue(EARRINGS);
  await expect(page.locator("[data-did-you-mean]")).toHaveCount(0);

  await page.goto(searchPath("earings", "en"));
  expect(await cardIds(page)).toEqual(earrings);
  // The word the catalogue has, as the Shop API mends it, and a link to its own results.
  const link = page.locator("[data-did-you-mean] a");
  await expect(link).toHaveText(/^earring/);
  await expect(link).toHaveAttribute("href", searchPath((await link.textContent())!, "en"));
});

test("a product's code leads to the product's page", async ({ page }) => {
  for (const locale of ["fa", "en"] as const) {
    await page.goto(searchPath("ZG-00057", locale));
    await expect(page).not.toHaveURL(/\/search/);
    expect(new URL(page.url()).pathname).toMatch(locale === "en" ? /^\/en\/[\w-]+\/[\w-]+$/ : /^\/[\w-]+\/[\w-]+$/);
    const product = (await jsonLd(page)).find((block) => block["@type"] === "Product" || block["@type"] === "ProductGroup");
    expect(product?.sku ?? product?.productGroupID).toBe("ZG-00057");
  }
});

test("sorting and filtering keep the query", async ({ page, isMobile, javaScriptEnabled }) => {
  await page.goto(searchPath(EARRINGS));
  if (javaScriptEnabled) await hydrated(page);
  await page.locator('[data-sort-option="cheapest"]').click();
  await expect(page).toHaveURL(/sort=cheapest/);
  expect(queryOf(page)).toEqual([`q=${EARRINGS}`, "sort=cheapest"]);
  await expect(page.locator('[data-sort-option="cheapest"]')).toHaveAttribute("aria-current", "true");
  const prices = () => page.locator("[data-listing] [data-price]").evaluateAll((tags) => tags.map((tag) => Number(tag.getAttribute("data-price"))));
  await expect.poll(async () => (await prices()).every((price, index, all) => index === 0 || all[index - 1]! <= price)).toBe(true);
  expect(await resultCount(page)).toBe(17);

  // In stock only, in the sidebar on a desktop, in the filters dialog on a phone (?dialog=filters
  // without JavaScript); the form carries the query along.
  const openFilters = async () => {
    if (!isMobile) return page.locator("[data-filters]").first();
    await page.locator("[data-open-filters]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    return page.getByRole("dialog").locator("[data-filters]");
  };
  const apply = async (form: Locator) => {
    // With JavaScript a ticked box applies at once; without it, the Apply button sends the form.
    if (!javaScriptEnabled) await form.locator("[data-apply-filters]").click();
  };
  let form = await openFilters();
  await expect(form.locator('input[type="hidden"][name="q"]')).toHaveValue(EARRINGS);
  if (javaScriptEnabled) await partHydrated(form);
  await form.getByRole("checkbox", { name: "فقط کالاهای موجود" }).check();
  await apply(form);
  await expect(page).toHaveURL(/in_stock=1/);
  expect(queryOf(page)).toEqual([`q=${EARRINGS}`, "sort=cheapest", "in_stock=1"]);
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "1");
  const inStock = await resultCount(page);
  expect(inStock).toBeGreaterThan(0);
  expect(inStock).toBeLessThan(17);
  for (const card of await page.locator("[data-listing] [data-product-card]").all()) await expect(card).toHaveAttribute("data-in-stock", "true");

  // A brand the earrings have. A plain form post closed the dialog; with JavaScript it stays open.
  if (isMobile && !javaScriptEnabled) form = await openFilters();
  const brand = form.locator('input[name="brand"]').first();
  const slug = (await brand.getAttribute("value"))!;
  await brand.check();
  await apply(form);
  await expect(page).toHaveURL(new RegExp(`brand=${slug}`));
  expect(queryOf(page)).toEqual([`q=${EARRINGS}`, "sort=cheapest", "in_stock=1", `brand=${slug}`]);
  await expect(page.locator("[data-filter-count]").first()).toHaveAttribute("data-filter-count", "2");
  expect(await resultCount(page)).toBeGreaterThan(0);
  expect(await resultCount(page)).toBeLessThanOrEqual(inStock);

  // Clearing the filters keeps the query and the order.
  await expect(page.locator("[data-clear-filters]").first()).toHaveAttribute("href", `${searchPath(EARRINGS)}&sort=cheapest`);
});

test("a query that finds nothing suggests the shop's categories", async ({ page, javaScriptEnabled }) => {
  await page.goto(searchPath("qqqxyz"));
  if (javaScriptEnabled) await hydrated(page);
  await expect(page.locator("[data-search-empty]")).toHaveText("نتیجه‌ای پیدا نشد.");
  const suggestions = page.locator("[data-search-suggestions]");
  await expect(suggestions.getByRole("heading")).toHaveText("این دسته‌ها را ببینید");
  await suggestions.getByRole("link", { name: "گردنبند" }).click();
  await expect(page).toHaveURL(/\/necklaces$/);

  await page.goto(searchPath("qqqxyz", "en"));
  await expect(page.locator("[data-search-suggestions] a").first()).toHaveAttribute("href", /^\/en\//);
});
