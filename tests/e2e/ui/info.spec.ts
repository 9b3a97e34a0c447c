import { expect, type Page, test } from "@playwright/test";

// Information pages (/info/{slug}, /info) and the FAQ (/faq): server-rendered, so everything here
// holds with and without JavaScript, on phones and desktops, in both languages.

type JsonLd = Record<string, unknown> & { "@type": string };

/** The page's structured data of one type, parsed. */
async function jsonLd(page: Page, type: string): Promise<JsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as JsonLd).filter((data) => data["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0] as JsonLd;
}

const sideList = (page: Page) => page.locator("[data-info-nav]");

test("the about page in Persian: title, body, side list, meta and breadcrumb", async ({ page, isMobile }) => {
  const response = await page.goto("/info/about");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle("درباره طلای زرین");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("درباره طلای زرین");
  const paragraphs = page.locator("[data-info-body] p");
  await expect(paragraphs).toHaveCount(3);
  // Numbers in Persian digits: the year the shop opened, the karat.
  await expect(paragraphs.first()).toContainText("۱۳۷۸");
  await expect(paragraphs.first()).toContainText("۱۸ عیار");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^طلای زرین کار خود را در سال ۱۳۷۸/);
  await expect(page.locator('link[rel="canonical"]').first()).toHaveAttribute("href", /\/info\/about$/);

  // The side list: header pages, footer pages and the FAQ, this page marked.
  const links = sideList(page).getByRole("link");
  await expect(links).toHaveText(["درباره طلای زرین", "ضمانت اصالت کالا", "قوانین و مقررات", "حریم خصوصی", "رویه بازگرداندن کالا", "همکاری با ما", "سؤالات متداول"]);
  await expect(sideList(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(sideList(page).getByRole("link", { name: "درباره طلای زرین" })).toHaveAttribute("aria-current", "page");
  await expect(sideList(page).getByRole("link", { name: "حریم خصوصی" })).toHaveAttribute("href", "/info/privacy");

  const breadcrumb = page.locator("[data-breadcrumb]");
  await expect(breadcrumb.getByRole("link")).toHaveText(["صفحه اصلی", "اطلاعات فروشگاه"]);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("درباره طلای زرین");

  if (isMobile) {
    await expect(page.locator("[data-mobile-title]")).toHaveText("درباره طلای زرین");
    await expect(page.locator("[data-share-button]")).toBeVisible();
  }
});

test("an English page: ltr, Latin digits, English links", async ({ page }) => {
  const response = await page.goto("/en/info/terms");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  await expect(page.locator("[data-info-body]")).toContainText("within 72 hours");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^By using the Zarrin Gold shop/);
  await expect(sideList(page).getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("aria-current", "page");
  await expect(sideList(page).getByRole("link", { name: "About Zarrin Gold" })).toHaveAttribute("href", "/en/info/about");
  await expect(sideList(page).getByRole("link", { name: "Frequently asked questions" })).toHaveAttribute("href", "/en/faq");
});

test("the side list leads from page to page", async ({ page }) => {
  await page.goto("/info/about");
  await sideList(page).getByRole("link", { name: "حریم خصوصی" }).click();
  await expect(page).toHaveURL(/\/info\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حریم خصوصی");
  await expect(page.locator("[data-info-body]")).toContainText("شاپرک");
  await expect(sideList(page).locator('[aria-current="page"]')).toHaveText("حریم خصوصی");

  await page.goto("/en/info/guarantee");
  await sideList(page).getByRole("link", { name: "Returns policy" }).click();
  await expect(page).toHaveURL(/\/en\/info\/returns$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Returns policy");
  await expect(page.locator("[data-info-body]")).toContainText("within 7 days");
  await expect(sideList(page).locator('[aria-current="page"]')).toHaveText("Returns policy");

  await sideList(page).getByRole("link", { name: "Frequently asked questions" }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(sideList(page).locator('[aria-current="page"]')).toHaveText("Frequently asked questions");
});

test("/info lists every information page, in both languages", async ({ page }) => {
  const response = await page.goto("/info");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اطلاعات فروشگاه");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  const index = page.locator("[data-info-index]");
  const hrefs = await index.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/info/about", "/info/guarantee", "/info/terms", "/info/privacy", "/info/returns", "/info/cooperation", "/faq"]);
  await index.getByRole("link", { name: "ضمانت اصالت کالا" }).click();
  await expect(page).toHaveURL(/\/info\/guarantee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ضمانت اصالت کالا");

  await page.goto("/en/info");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop information");
  await expect(page.locator("[data-info-index]").getByRole("link", { name: "Work with us" })).toHaveAttribute("href", "/en/info/cooperation");
  const breadcrumb = await jsonLd(page, "BreadcrumbList");
  expect((breadcrumb.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Home", "Shop information"]);
});

test("an unknown page is a 404 in its language", async ({ page }) => {
  const response = await page.goto("/info/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحه مورد نظر یافت نشد");

  const english = await page.goto("/en/info/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("a page asked for by its id moves to its slug", async ({ page }) => {
  const list = await page.request.get("/shop-api/single-page-list?location=footer&lang=en");
  const { data } = (await list.json()) as { data: { id: number; slug: string }[] };
  const terms = data.find((item) => item.slug === "terms");
  expect(terms).toBeDefined();
  await page.goto(`/en/info/${terms?.id}`);
  await expect(page).toHaveURL(/\/en\/info\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
});

test("the about page's BreadcrumbList names home, the information pages and the page", async ({ page }) => {
  await page.goto("/info/about");
  const breadcrumb = await jsonLd(page, "BreadcrumbList");
  const items = breadcrumb.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
  expect(items.map((item) => item.name)).toEqual(["صفحه اصلی", "اطلاعات فروشگاه", "درباره طلای زرین"]);
  expect(items.map((item) => new URL(item.item).pathname)).toEqual(["/", "/info", "/info/about"]);

  await page.goto("/en/info/about");
  const english = (await jsonLd(page, "BreadcrumbList")).itemListElement as { item: string }[];
  expect(english.map((item) => new URL(item.item).pathname)).toEqual(["/en", "/en/info", "/en/info/about"]);
});

test("the FAQ shows its groups, and a question opens without JavaScript", async ({ page, isMobile }) => {
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle("سؤالات متداول");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سؤالات متداول");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^پاسخ پرسش‌های رایج/);

  const groups = page.locator("[data-faq-group]");
  await expect(groups).toHaveCount(5);
  await expect(groups.first().getByRole("heading", { level: 2 })).toContainText("سفارش و خرید");
  // The question count in Persian digits.
  await expect(groups.first().locator("[data-faq-count]")).toHaveText("۴ پرسش");
  await expect(sideList(page).getByRole("link", { name: "سؤالات متداول" })).toHaveAttribute("aria-current", "page");
  if (isMobile) await expect(page.locator("[data-mobile-title]")).toHaveText("سؤالات متداول");

  const item = groups.nth(1).locator("[data-faq-item]").first();
  const answer = item.locator("[data-faq-answer]");
  await expect(answer).toBeHidden();
  await item.locator("summary").click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("شتاب");
  await expect(item).toHaveAttribute("open", "");

  // The group links jump to their section.
  await page.locator("[data-faq-toc]").getByRole("link", { name: "حساب کاربری" }).click();
  await expect(page).toHaveURL(/#faq-\d+$/);
  await expect(page.locator("[data-faq-group]").last().getByRole("heading", { level: 2 })).toBeInViewport();
});

test("the English FAQ, and its FAQPage structured data carries every question", async ({ page }) => {
  await page.goto("/en/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Answers to shoppers' common questions/);
  await expect(page.locator("[data-faq-group]").first().locator("[data-faq-count]")).toHaveText("4 questions");

  const summaries = await page.locator("[data-faq-item] summary").allTextContents();
  expect(summaries.length).toBeGreaterThanOrEqual(15);
  const faq = await jsonLd(page, "FAQPage");
  const questions = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
  expect(questions.map((question) => question.name)).toEqual(summaries.map((text) => text.trim()));
  expect(questions[0]).toMatchObject({ "@type": "Question", name: "How do I place an order?", acceptedAnswer: { "@type": "Answer" } });
  expect(questions.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true);

  const question = page.locator("[data-faq-item]").filter({ hasText: "Is delivery insured?" });
  await question.locator("summary").click();
  await expect(question.locator("[data-faq-answer]")).toBeVisible();

  const breadcrumb = (await jsonLd(page, "BreadcrumbList")).itemListElement as { name: string; item: string }[];
  expect(breadcrumb.map((item) => [item.name, new URL(item.item).pathname])).toEqual([
    ["Home", "/en"],
    ["Frequently asked questions", "/en/faq"],
  ]);
});
