import { expect, test } from "@playwright/test";
import { expectFirstScreenPicture } from "../support/pictures";
import { partHydrated } from "../support/forms";

// The home page: every section from its list, images, carousels and structured data.

const SECTION_KINDS = ["banners", "sliders", "categories", "amazing", "bestselling", "brands", "vip", "videos", "blog"];

test("every home section renders from its list, in both languages", async ({ page }) => {
  for (const path of ["/", "/en"]) {
    await page.goto(path);
    const kinds = await page.locator("main [data-section]").evaluateAll((sections) => sections.map((section) => section.getAttribute("data-section")));
    expect(kinds.sort(), path).toEqual([...SECTION_KINDS].sort());
    await expect(page.locator('[data-section="banners"] [data-slide]').first()).toHaveAttribute("href", /^\/(en\/)?[a-z-]+/);
    expect(await page.locator('[data-section="sliders"] [data-slide]').count()).toBeGreaterThan(1);
    expect(await page.locator("[data-category-card]").count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-section="bestselling"] [data-product-card]').count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator("[data-brand]").count()).toBeGreaterThan(3);
    expect(await page.locator("[data-video]").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-post]").count()).toBeGreaterThan(0);
  }
});

test("category cards link by their slug", async ({ page }) => {
  await page.goto("/");
  for (const slug of ["necklaces", "bracelet", "woman-gold-ring", "earing"]) {
    await expect(page.locator(`[data-category-card="${slug}"]`)).toHaveAttribute("href", `/${slug}`);
  }
  await page.goto("/en");
  await expect(page.locator('[data-category-card="necklaces"]')).toHaveAttribute("href", "/en/necklaces");
});

test("product cards show toman prices, discounts and stock", async ({ page }) => {
  await page.goto("/");
  const card = page.locator('[data-section="bestselling"] [data-product-card][data-in-stock="true"]').first();
  await expect(card).toContainText(/[۰-۹]{1,3}(٬[۰-۹]{3})+\sتومان/);
  await expect(card.locator("a")).toHaveAttribute("href", /^\/[a-z-]+\/[a-z0-9-]+$/);
  // Amazing offers are discounted: the old price struck through and the percent.
  const offer = page.locator('[data-section="amazing"] [data-product-card]').first();
  await expect(offer.locator("del")).toContainText("تومان");
  await expect(offer.locator("[data-discount]")).toContainText(/[۰-۹]+٪ تخفیف/);
  const [old, now] = await Promise.all([
    offer.locator("del").textContent(),
    offer.locator("[data-price] > span").last().textContent(),
  ]);
  const toNumber = (text: string | null) => Number((text ?? "").replace(/[^۰-۹]/g, "").replace(/[۰-۹]/g, (d) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(d))));
  expect(toNumber(now)).toBeLessThan(toNumber(old));

  await page.goto("/en");
  await expect(page.locator('[data-section="bestselling"] [data-product-card] [data-price]').first()).toContainText(/\d{1,3}(,\d{3})+\sToman/);
});

test("an out-of-stock product says so", async ({ page }) => {
  await page.goto("/en");
  const soldOut = page.locator('[data-product-card][data-in-stock="false"]').first();
  await expect(soldOut).toContainText("Out of stock");
  await expect(soldOut.locator("[data-price]")).toHaveCount(0);
});

test("only the first-screen picture comes first (inside the page or eager), and images are sized", async ({ page }) => {
  await page.goto("/");
  const first = page.locator('[data-section="banners"] img').first();
  const kind = await expectFirstScreenPicture(first);
  const images = page.locator("main img");
  const count = await images.count();
  let eager = 0;
  let inline = 0;
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    if ((await image.getAttribute("loading")) === "eager") eager += 1;
    if ((await image.getAttribute("data-inline-src")) !== null) inline += 1;
    expect(await image.getAttribute("width"), `image ${index}`).toMatch(/^\d+$/);
    expect(await image.getAttribute("height"), `image ${index}`).toMatch(/^\d+$/);
  }
  expect({ eager, inline }).toEqual(kind === "inline" ? { eager: 0, inline: 1 } : { eager: 1, inline: 0 });
});

test("carousels scroll, with or without JavaScript", async ({ page }) => {
  await page.goto("/en");
  const carousel = page.locator('[data-section="bestselling"] [data-carousel-viewport]');
  await carousel.scrollIntoViewIfNeeded();
  const firstSlide = carousel.locator("li").first();
  const before = (await firstSlide.boundingBox())!.x;
  await carousel.hover();
  await page.mouse.wheel(600, 0);
  await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before - 100);
});

test("a video loads nothing heavy before a tap", async ({ page, javaScriptEnabled }) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".mp4")) videoRequests.push(request.url());
  });
  await page.goto("/");
  const video = page.locator("[data-video]").first();
  await video.scrollIntoViewIfNeeded();
  await expect(video.locator("video")).toHaveCount(0);
  await expect(video.locator("[data-play-video]")).toHaveAttribute("href", /\.mp4$/);
  expect(videoRequests).toEqual([]);
  if (javaScriptEnabled) {
    // Before the sections' code has come the link is the file's: wait for it to play in the page.
    await partHydrated(video.locator("[data-play-video]"));
    await video.locator("[data-play-video]").click();
    await expect(video.locator("video")).toHaveAttribute("controls", "");
  }
});

test("structured data: OnlineStore, WebSite with a SearchAction, and the first five products in IRR", async ({ page }) => {
  await page.goto("/");
  const blocks = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]") as Record<string, unknown>[];
  const byType = (type: string) => blocks.find((block) => block["@type"] === type) as Record<string, any>;
  expect(byType("OnlineStore")).toMatchObject({ "@context": "https://schema.org", name: "طلای زرین", address: { "@type": "PostalAddress", addressCountry: "IR" } });
  expect(byType("OnlineStore").address.streetAddress).toMatch(/\p{L}/u);
  expect(byType("OnlineStore").sameAs).toContain("https://www.instagram.com/zarringold");
  expect(byType("WebSite").potentialAction).toMatchObject({
    "@type": "SearchAction",
    target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) },
  });
  const list = byType("ItemList");
  expect(list.itemListElement).toHaveLength(5);
  for (const [index, element] of list.itemListElement.entries()) {
    expect(element.position).toBe(index + 1);
    expect(element.item["@type"]).toBe("Product");
    expect(element.item.offers.priceCurrency).toBe("IRR");
    expect(element.item.offers.price).toBeGreaterThan(1_000_000);
    expect(element.item.offers.price % 10).toBe(0); // rials: toman × 10
    expect(element.item.url).toMatch(/^http:\/\/localhost:\d+\/[a-z-]+\/[a-z0-9-]+$/);
  }
});

test("meta: title, description, canonical and hreflang alternates", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveTitle(/Zarrin Gold/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /18-karat/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fa"]')).toHaveAttribute("href", /:\d+\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /:\d+\/$/);
});
