import { expect, test } from "@playwright/test";
import { appLinkJourney, newsletterJourney } from "../support/forms";

// The app's pages and the footer's newsletter without JavaScript (with it: app-pages.desktop.js.spec.ts).

test("the app's landing page: what the app offers, the Android link and QR code, the link by SMS", async ({ page }) => {
  await page.goto("/landing/app");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلای زرین، همیشه همراه شما");
  await expect(page.locator("[data-app-feature]")).toHaveCount(4);
  await expect(page.locator("[data-android-app]")).toHaveAttribute("href", "https://cafebazaar.ir/app/ir.zarringold.app");
  await expect(page.locator('[data-app-download] img[src="/app-qr.svg"]')).toBeVisible();
  await expect(page.locator("[data-webapp-link]")).toHaveAttribute("href", "/webapp");
  await appLinkJourney(page, "/landing/app", false);
});

test("the iPhone web app: five steps with their pictures, the manifest named in the page", async ({ page, request }) => {
  await page.goto("/webapp");
  const steps = page.locator("[data-webapp-step]");
  await expect(steps).toHaveCount(5);
  await expect(steps.locator("h2")).toHaveText([
    "فروشگاه را در سافاری باز کنید",
    "دکمه اشتراک‌گذاری (Share) را بزنید",
    "گزینه «Add to Home Screen» را انتخاب کنید",
    "دکمه «Add» را بزنید",
    "از صفحه اصلی گوشی بازش کنید",
  ]);
  await expect(steps.first()).toContainText("گام ۱");
  for (const image of await steps.locator("img").all()) {
    const src = await image.getAttribute("src");
    expect(src).toMatch(/^\/assets\/step-[a-z]+-[\w-]+\.svg$/);
    expect((await request.get(src!)).headers()["content-type"]).toContain("image/svg+xml");
    expect(await image.getAttribute("alt")).toBeTruthy();
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});

test("the footer's newsletter, on an English page", async ({ page }) => {
  await newsletterJourney(page, "/en/webapp", false);
});
