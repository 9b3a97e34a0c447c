import { expect, test } from "@playwright/test";
import { addThroughCartForm, BANGLE, STUDS } from "../support/checkout";

// The shell in both languages, at both sizes, with JavaScript on and off.

test.describe("language", () => {
  test("Persian is right to left at /, English left to right at /en", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("footer")).toContainText("طلای زرین");

    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("footer")).toContainText("Zarrin Gold");
  });

  test("the language switch leads to the same page in the other language", async ({ page }) => {
    await page.goto("/category");
    await page.locator("footer [data-language-switch]").click();
    await expect(page).toHaveURL(/\/en\/category$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product categories");

    await page.locator("footer [data-language-switch]").click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("دسته‌بندی محصولات");
  });

  test("no translation key shows on the shell's pages", async ({ page }) => {
    for (const path of ["/", "/en", "/category", "/en/category", "/errorPage", "/en/errorPage"]) {
      await page.goto(path);
      const text = await page.locator("body").innerText();
      expect(text, path).not.toMatch(/\b(header|footer|menu|bottomNav|error|meta|share|toast|dialog)\.[a-zA-Z]+/);
    }
  });
});

test("the cart badge shows the visitor's item count from the Shop API", async ({ page, baseURL }) => {
  await page.goto("/en/faq"); // a first page: the visitor's clientToken
  await addThroughCartForm(page, baseURL!, BANGLE, 2);
  await addThroughCartForm(page, baseURL!, STUDS, 1);
  await page.goto("/");
  await expect(page.locator("[data-cart-count]:visible")).toHaveText("۳");
  await page.goto("/en/category");
  await expect(page.locator("[data-cart-count]:visible").first()).toHaveText("3");
});

test.describe("footer", () => {
  test("shows contact, licences, social links, QR code and the copyright from the settings", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator("[data-copyright]")).toContainText("شرکت توسعه تجارت طلای زرین");
    await expect(footer.locator("[data-copyright]")).toContainText("۱۴۰");
    for (const network of ["aparat", "youtube", "telegram", "facebook", "instagram"]) {
      const link = footer.locator(`[data-social="${network}"]`);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      // Named by its own text (which a text browser reads), not by an SVG's title.
      await expect(link.locator("title")).toHaveCount(0);
      await expect(link).toHaveText(/\p{L}{3}/u);
    }
    const badges = footer.getByRole("list", { name: "مجوزها" }).getByRole("img");
    await expect(badges).toHaveCount(5);
    for (const badge of await badges.all()) {
      await badge.scrollIntoViewIfNeeded();
      await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await page.goto("/en");
    await expect(page.locator("footer [data-copyright]")).toContainText("Zarrin Gold Trading Co.");
    await expect(page.locator("footer [data-copyright]")).toContainText("2026");
  });

  test("the SEO description expands without JavaScript", async ({ page }) => {
    await page.goto("/");
    const seo = page.locator("[data-seo-description]");
    const paragraph = seo.locator("p");
    const collapsed = await paragraph.evaluate((p) => p.clientHeight);
    await seo.locator("summary").click();
    await expect(seo.locator("details")).toHaveAttribute("open", "");
    expect(await paragraph.evaluate((p) => p.clientHeight)).toBeGreaterThan(collapsed);
  });

  test("the footer heading is the h1 on the home page only", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("footer [data-footer-heading]")).toHaveJSProperty("tagName", "H1");
    await expect(page.locator("h1")).toHaveCount(1);
    await page.goto("/en/category");
    await expect(page.locator("footer [data-footer-heading]")).toHaveJSProperty("tagName", "H2");
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("back to top returns to the top of the page", async ({ page }) => {
    await page.goto("/category");
    await page.evaluate(() => document.querySelector("main")?.setAttribute("style", "min-height: 2500px"));
    await page.locator("[data-back-to-top]").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("[data-back-to-top]").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});

test.describe("not found and error pages", () => {
  for (const [path, heading] of [
    ["/no-such-page-anywhere/deeper", "صفحه مورد نظر یافت نشد"],
    ["/en/no-such-page-anywhere", "Page not found"],
  ] as const) {
    test(`${path} is a 404 page in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("[data-error-page]")).toHaveAttribute("data-error-page", "404");
      // It keeps the shop's frame (decision 51): a way on from a wrong address.
      await expect(page.locator("footer")).toBeAttached();
      await expect(page.locator("[data-share-button]")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("the error page leads back home", async ({ page }) => {
    await page.goto("/en/errorPage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An error has occurred");
    await expect(page.locator("[data-error-status]")).toContainText("500");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("footer")).toBeVisible();
  });

  test("/errorPage shows the not-found text for status 404", async ({ page }) => {
    await page.goto("/errorPage?status=404");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحه مورد نظر یافت نشد");
    await expect(page.getByRole("link", { name: "بازگشت به صفحه اصلی" })).toHaveAttribute("href", "/");
  });
});
