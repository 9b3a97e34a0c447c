import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "../support/forms";

/**
 * Opens a dialog from its trigger: with JavaScript in place (once the page is hydrated: a press
 * before it follows the trigger's `?dialog=` link, as without JavaScript), without it through `?dialog=`.
 */
async function openDialog(page: Page, trigger: string, name: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await hydrated(page);
  const before = page.url();
  await page.locator(trigger).click();
  if (javaScriptEnabled) expect(page.url()).toBe(before);
  else await expect(page).toHaveURL(new RegExp(`dialog=${name}`));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("mobile header", () => {
  test("on the home page: a menu button, a search field and the logo", async ({ page }) => {
    await page.goto("/");
    const header = page.locator('[data-mobile-header="home"]');
    await expect(header).toBeVisible();
    await expect(header.getByRole("link", { name: "منو" })).toBeVisible();
    await expect(header.getByRole("searchbox")).toHaveAttribute("placeholder", "جستجو");
    await expect(header.getByRole("link", { name: "طلای زرین" })).toHaveAttribute("href", "/");
    await expect(page.locator("[data-desktop-header]")).toBeHidden();
  });

  test("a phone turned sideways, wider than 768 px, keeps its header and bottom navigation (decision 55)", async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto("/en/necklaces");
    await expect(page.locator('[data-mobile-header="page"]')).toBeVisible();
    await expect(page.locator("[data-bottom-nav]")).toBeVisible();
    await expect(page.locator("[data-desktop-header]")).toHaveCount(0);
    // The footer ends above the bottom navigation.
    await page.locator("footer").evaluate((footer) => footer.scrollIntoView({ block: "end" }));
    const [footerPadding, navHeight] = await Promise.all([
      page.locator("footer").evaluate((footer) => Number.parseFloat(getComputedStyle(footer).paddingBottom)),
      page.locator("[data-bottom-nav]").evaluate((nav) => nav.getBoundingClientRect().height),
    ]);
    expect(footerPadding).toBeGreaterThanOrEqual(navHeight);
  });

  test("on other pages: back button, title, cart and search icons from the route's header data", async ({ page }) => {
    await page.goto("/en/category");
    const header = page.locator('[data-mobile-header="page"]');
    await expect(header.locator("[data-mobile-title]")).toHaveText("Product categories");
    await expect(header.locator("[data-back-button]")).toHaveAttribute("href", "/en");
    await expect(header.locator("[data-cart-link]")).toHaveAttribute("href", "/en/checkout/cart");
    await expect(header.getByRole("link", { name: "Search" })).toBeVisible();
    await expect(header.locator("[data-share-button]")).toHaveCount(0);
    await header.locator("[data-back-button]").click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("the menu dialog lists the menu, opens the category tree and leads home", async ({ page, javaScriptEnabled }) => {
    await page.goto("/category");
    await page.goto("/");
    const menu = await openDialog(page, '[data-mobile-header="home"] a[aria-haspopup="dialog"]', "menu", javaScriptEnabled);
    await expect(menu.getByRole("heading", { name: "منو" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "سؤالات متداول" })).toHaveAttribute("href", "/faq");
    await expect(menu.locator("[data-back-home]")).toHaveAttribute("href", "/");

    await menu.locator("[data-open-categories]").click();
    const tree = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "دسته‌بندی‌ها" }) });
    await expect(tree.getByRole("heading", { name: "دسته‌بندی‌ها" })).toBeVisible();
    await tree.getByText("دستبند", { exact: true }).click();
    await expect(tree.getByRole("link", { name: "النگو" })).toBeVisible();
    await expect(tree.getByRole("link", { name: "النگو" })).toHaveAttribute("href", "/bangle");
  });

  test("a dialog closes from its backdrop", async ({ page, javaScriptEnabled }) => {
    await page.goto("/en");
    const menu = await openDialog(page, '[data-mobile-header="home"] a[aria-haspopup="dialog"]', "menu", javaScriptEnabled);
    await expect(menu).toBeVisible();
    await page.mouse.click(380, 420); // beside the panel, on the backdrop
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("bottom navigation", () => {
  test("has five items and the active one follows the path", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator("[data-bottom-nav]");
    await expect(nav.getByRole("link")).toHaveCount(5);
    await expect(nav.getByRole("link", { name: "خانه" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "سبد خرید" })).toHaveAttribute("href", "/checkout/cart");
    await expect(nav.getByRole("link", { name: "پروفایل" })).toHaveAttribute("href", "/profile");
    const installment = nav.getByRole("link", { name: /خرید اقساطی/ });
    await expect(installment).toHaveAttribute("target", "_blank");
    await expect(installment).toHaveAttribute("href", /^https:\/\//);

    await page.goto("/en/category");
    await expect(page.locator("[data-bottom-nav]").getByRole("link", { name: "Categories" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("[data-bottom-nav]").getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("categories opens the category panel with JavaScript and the categories page without", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    // The bottom navigation's code comes after the first view (decision 52): before, the link is the page's.
    if (javaScriptEnabled) await hydrated(page);
    await page.locator("[data-bottom-categories]").click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("dialog").getByRole("heading", { name: "دسته‌بندی‌ها" })).toBeVisible();
      await expect(page.getByRole("dialog").locator("[data-category-tree]")).toContainText("گوشواره");
      expect(new URL(page.url()).pathname).toBe("/");
    } else {
      await expect(page).toHaveURL(/\/category$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("دسته‌بندی محصولات");
      await expect(page.locator("[data-category-tree]")).toContainText("گوشواره");
    }
  });
});

test.describe("mobile footer", () => {
  test("the call and app block with accordion lists shows on the home page only", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("[data-footer-mobile-block]");
    await expect(block).toBeVisible();
    await expect(block.getByRole("link", { name: "تماس با پشتیبانی" })).toHaveAttribute("href", /^tel:/);
    await block.getByText("فروشگاه طلا", { exact: true }).click();
    await expect(block.getByRole("link", { name: "گردنبند" })).toBeVisible();

    await page.goto("/category");
    await expect(page.locator("[data-footer-mobile-block]")).toBeHidden();
  });
});
