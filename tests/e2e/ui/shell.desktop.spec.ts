import { expect, test } from "@playwright/test";

test.describe("desktop header", () => {
  test("has the logo, notification strip, search, account and cart", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("[data-desktop-header]");
    await expect(header.getByRole("link", { name: "طلای زرین" }).first()).toHaveAttribute("href", "/");
    await expect(page.locator("[data-notification]")).toContainText("ارسال رایگان");
    await expect(header.getByRole("searchbox")).toHaveAttribute("placeholder", "جستجو");
    await expect(header.locator("[data-account-link]")).toHaveAttribute("href", "/profile");
    await expect(header.locator("[data-account-link]")).toHaveText("ورود | ثبت‌نام");
    await expect(header.locator("[data-cart-link]")).toHaveAttribute("href", "/checkout/cart");
    // A new visitor's cart is empty: no badge.
    await expect(header.locator("[data-cart-count]")).toHaveCount(0);

    await page.goto("/en");
    await expect(page.locator("[data-desktop-header] [data-account-link]")).toHaveAttribute("href", "/en/profile");
    await expect(page.locator("[data-desktop-header] [data-cart-link]")).toHaveAttribute("href", "/en/checkout/cart");
    await expect(page.locator("[data-desktop-header]").getByRole("searchbox")).toHaveAttribute("placeholder", "Search");
  });

  test("the first nav item opens a three-level mega menu on hover", async ({ page }) => {
    await page.goto("/");
    const panel = page.locator("#mega-menu-panel");
    await expect(panel).toBeHidden();
    await page.locator("[data-mega-menu] > a").hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "گردنبند", exact: true })).toHaveAttribute("href", "/necklaces");
    await expect(panel.getByRole("link", { name: "زنجیر طلا" })).toHaveAttribute("href", "/gold-chain");
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
  });

  test("the mega menu reaches a third-level item by keyboard", async ({ page }) => {
    await page.goto("/en");
    const trigger = page.locator("[data-mega-menu] > a");
    await trigger.focus();
    await expect(page.locator("#mega-menu-panel")).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("data-menu-level") === "3")) break;
    }
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("data-menu-level", "3");
    await expect(focused).toBeVisible();
    await expect(focused).toHaveAttribute("href", /^\/en\/[a-z-]+$/);
  });

  test("the menu's magazine item leads to the shop's own magazine", async ({ page }) => {
    await page.goto("/en");
    const magazine = page.locator('[data-desktop-header] nav a[href="/en/blog"]');
    await expect(magazine).toHaveCount(1);
    await expect(magazine).not.toHaveAttribute("target", "_blank");
    await expect(page.locator('[data-desktop-header] nav a[href^="https://"]')).toHaveCount(0);
  });

  test("footer lists link inside the shop, and external addresses open in a new tab", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const slug of ["necklaces", "bracelet", "woman-gold-ring", "earing"]) {
      await expect(footer.locator(`a[href="/${slug}"]:visible`)).toHaveCount(1);
    }
    const external = footer.locator("[data-external]");
    await expect(external.first()).toHaveAttribute("target", "_blank");
    await expect(footer.getByText("021-88776655")).toHaveCount(0);
    await expect(footer.locator('a[href^="tel:"]:visible')).toContainText("۰۲۱-۸۸۷۷۶۶۵۵");
    await page.goto("/en");
    await expect(page.locator('footer a[href^="tel:"]:visible')).toContainText("021-88776655");
  });

  test("the app block shows a QR code drawn by the server", async ({ page }) => {
    await page.goto("/");
    const qr = page.locator("footer [data-app-qr]");
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
