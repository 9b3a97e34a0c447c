import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe reads the rendered page; it runs where scripts run, and the markup is the same without them.

const PAGES = [
  "/",
  "/en",
  "/category",
  "/en/category",
  "/errorPage",
  "/en/no-such-page",
  "/login",
  "/en/forgetpassword",
  "/search?q=%D8%B2%D9%86%D8%AC%DB%8C%D8%B1",
  "/info/about",
  "/en/faq",
  "/contactus",
  "/en/contactus?form=installation",
  "/downloadapp",
  "/en/landing/app",
  "/webapp",
  "/campaign/opening",
  "/en/campaign/end-of-season",
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(severe).toEqual([]);
  });
}

for (const { name, path } of [
  { name: "the menu dialog", path: (isMobile: boolean) => (isMobile ? "/?dialog=menu" : "/?dialog=share") },
  { name: "a representative's dialog", path: () => "/contactus?representative=tehran-vanak" },
]) {
  test(`${name} is accessible when open`, async ({ page, isMobile }) => {
    await page.goto(path(isMobile));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // axe measures colours as painted: wait until the dialog has faded in over its backdrop.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)));
    const results = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(results.violations.filter((violation) => violation.impact === "critical" || violation.impact === "serious")).toEqual([]);
  });
}
