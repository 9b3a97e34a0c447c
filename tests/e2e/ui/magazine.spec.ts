import { expect, type Page, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword } from "../support/accounts";
import { hydrated } from "../support/forms";
import { jsonLdOfType } from "../support/json-ld";

// The magazine (issue 24 §1): /blog, its categories and articles in both languages, and keeping an
// article among favourites. A plain spec: enhanced on a desktop, plain HTML on a phone.

const javaScript = () => test.info().project.use.javaScriptEnabled !== false;
const HALLMARK = "/blog/9/how-to-read-a-gold-hallmark";

/** Nothing wider than the screen. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
}

test("reading the magazine in Persian: a category with its sub-categories, an article whole; the home page leads to it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/blog");
  if (javaScript()) await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "مجله زرین" })).toBeVisible();
  await expect(page.locator("[data-blog-posts] [data-post]")).toHaveCount(12);
  await expectFits(page);
  await page.locator('[data-blog-categories] a:has-text("راهنمای خرید")').click();
  await expect(page).toHaveURL(/\/blog\/category\/1$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "راهنمای خرید" })).toBeVisible();
  await expect(page.locator("[data-blog-sub-categories] a")).toHaveText([/شناخت طلا\s*۲/, /سایز و اندازه\s*۲/, /پرداخت و اقساط\s*۱/]);
  await expect(page.locator("[data-blog-posts] [data-post]")).toHaveCount(5);
  await page.locator("[data-blog-sub-categories] a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "شناخت طلا" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-breadcrumb] a")).toHaveText(["صفحه اصلی", "مجله زرین", "راهنمای خرید"]);
  await page.locator('[data-post-link][href="/blog/9/how-to-read-a-gold-hallmark"]').click();

  await expect(page).toHaveURL(new RegExp(`${HALLMARK}$`), { timeout: 15_000 });
  const article = page.locator("[data-blog-post]");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("چطور عیار و انگ طلا را بخوانیم؟");
  // The date in the Persian calendar, in Persian digits; the reading time likewise.
  await expect(article.locator("[data-post-facts] time")).toHaveText(/^[۰-۹]+ [\u0600-\u06FF]+ ۱۴۰[۰-۹]$/);
  await expect(article.locator("[data-reading-time]")).toHaveText(/^[۰-۹]+ دقیقه مطالعه$/);
  await expect(article.locator("[data-post-body] h2")).toContainText(["عدد عیار", "نشان سازنده و اتحادیه", "شناسنامه و فاکتور"]);
  await expect(article.locator("img").first()).toHaveAttribute("fetchpriority", "high");
  // The products it names, priced now; related articles, its sub-category's first.
  const products = page.locator("[data-post-products] [data-product-card]");
  await expect(products).toHaveCount(2);
  await expect(products.first()).toContainText(/[۰-۹٬]+\sتومان/);
  await expect(page.locator("[data-post-related] [data-post]")).toHaveCount(3);
  await expect(page.locator("[data-post-related] [data-post]").first()).toContainText("۱۸ عیار");
  await expectFits(page);

  // Structured data is the server's (after a client-side navigation its script stands empty): as a crawler reads the page.
  await page.reload();
  const posting = await jsonLdOfType(page, "BlogPosting");
  expect(posting).toMatchObject({ headline: "چطور عیار و انگ طلا را بخوانیم؟", inLanguage: "fa", articleSection: "شناخت طلا" });
  expect(new URL(posting.image).pathname).toBe("/media/catalogue/posts/how-to-read-a-gold-hallmark.jpg");
  expect(posting.mentions).toHaveLength(2);
  const crumbs = await jsonLdOfType(page, "BreadcrumbList");
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["صفحه اصلی", "مجله زرین", "راهنمای خرید", "شناخت طلا", "چطور عیار و انگ طلا را بخوانیم؟"]);

  // The home page's magazine section leads inside the shop.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const section = page.locator('[data-section="blog"]');
  await expect(section.getByRole("link", { name: "مشاهده همه" })).toHaveAttribute("href", "/blog");
  for (const href of await section.locator("[data-post-link]").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/blog\/\d+\/[a-z0-9-]+$/);
  }
});

test("reading the magazine in English: an article with its canonical address, alternates and Open Graph image", async ({ page }) => {
  test.setTimeout(90_000);
  // A wrong slug leads to the article's one address.
  await page.goto("/en/blog/9/wrong-words");
  await expect(page).toHaveURL(new RegExp(`/en${HALLMARK}$`));
  if (javaScript()) await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to read a gold hallmark");
  await expect(page.locator("[data-post-facts] time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
  await expect(page.locator("[data-reading-time]")).toHaveText(/^\d+ minute read$/);
  await expect(page.locator("[data-post-body] li").first()).toHaveText(/^The maker's mark/);
  await expect(page.locator("[data-post-products] [data-product-card]").first()).toContainText(/[\d,]+\sToman/);
  const head = (selector: string, attribute = "href") => page.locator(selector).getAttribute(attribute);
  expect(new URL((await head('link[rel="canonical"]'))!).pathname).toBe(`/en${HALLMARK}`);
  expect(new URL((await head('link[rel="alternate"][hreflang="fa"]'))!).pathname).toBe(HALLMARK);
  expect(await head('meta[property="og:type"]', "content")).toBe("article");
  const image = await page.request.get((await head('meta[property="og:image"]', "content"))!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  await page.locator('[data-blog-categories] a:has-text("Care")').click();
  await expect(page).toHaveURL(/\/en\/blog\/category\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Care" })).toBeVisible();
  await expect(page.locator("[data-blog-posts] [data-post]")).toHaveCount(2);
  await expectFits(page);
  // An unknown article is a 404 in its language.
  const missing = await page.goto("/en/blog/99999/nothing");
  expect(missing?.status()).toBe(404);
});

test("keeping an article among favourites: a guest signs in first; it shows in the profile beside the products", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto(HALLMARK);
  if (javaScript()) await hydrated(page);
  await page.locator("[data-keep-post] button").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fblog%2F9%2Fhow-to-read-a-gold-hallmark$/);

  const shopper = { mobile: freshMobile(), password: "zarrin-1234" };
  await registerThroughApi(request, baseURL!, shopper.mobile, shopper.password);
  await signInWithPassword(page, shopper);
  await page.goto(HALLMARK);
  if (javaScript()) await hydrated(page);
  const keep = page.locator("[data-keep-post] button");
  await expect(keep).toHaveAttribute("aria-pressed", "false");
  await keep.click();
  await expect(keep).toHaveAttribute("aria-pressed", "true");
  await expect(keep).toHaveText("در علاقه‌مندی‌های شما ذخیره شده");
  await expect(page.locator('[data-toast="success"]').last()).toContainText("مطلب در علاقه‌مندی‌های شما ذخیره شد.");
  await expect(page).toHaveURL(new RegExp(`${HALLMARK}$`));

  await page.goto("/profile/favorites");
  const kept = page.locator("[data-favorite-posts] [data-favorite-post]");
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole("link")).toHaveAttribute("href", HALLMARK);
  await expect(page.locator("[data-favorite-products]")).toBeVisible();

  // Let it go from the article: the profile has none left.
  await page.goto(HALLMARK);
  if (javaScript()) await hydrated(page);
  await page.locator("[data-keep-post] button").click();
  await expect(page.locator("[data-keep-post] button")).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator('[data-toast="success"]').last()).toContainText("مطلب از علاقه‌مندی‌های شما برداشته شد.");
  await page.goto("/profile/favorites");
  await expect(page.locator("[data-favorite-posts] [data-favorite-post]")).toHaveCount(0);
});
