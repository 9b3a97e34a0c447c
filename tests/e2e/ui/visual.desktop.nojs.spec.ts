import { type Browser, chromium, devices, expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from "../support/chromium";
import { registerThroughApi, signInWithPassword } from "../support/accounts";
import { RING, SHOPPER_PASSWORD, studsToPayment } from "../support/checkout";
import { inEnglish } from "../support/pages";
import { pinnedFontsEnv } from "../support/pinned-fonts";
import { type RunningShop, startShop } from "../support/shop-server";
import { fixGoldPrice } from "../support/shop-api";

// Visual snapshots of the first screen of the pages a shopper meets on the way to buying, at a
// phone's and a desktop's size, in Persian and in English: a moved or broken layout shows as a
// changed picture. The pages are the server's HTML as painted (JavaScript off: no carousel moves,
// nothing random), on a shop of its own whose gold price is fixed, so prices hold still; what still
// moves with the clock (the ticker's time and trend, the delivery days and the chosen one) is masked.
// Updating the baselines (`npx playwright test visual --update-snapshots`) is a commit of its own
// that says what changed and why.

const SIZES = {
  phone: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
} as const;

let shop: RunningShop;
// The full Chromium, not the suite's headless shell: the baselines are its painting (support/chromium.ts);
// with the project's own fallback fonts, not the machine's (support/pinned-fonts.ts).
let browser: Browser;
test.beforeAll(async ({ request }) => {
  const launched = chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS, env: { ...process.env, ...pinnedFontsEnv() } });
  [shop, browser] = await Promise.all([startShop(), launched]);
  await fixGoldPrice(request, shop.url, 10_000_000);
});
test.afterAll(async () => {
  await Promise.all([shop.stop(), browser.close()]);
});
// A shop of its own starts on a fresh database, which takes long on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

async function newPage(size: keyof typeof SIZES) {
  const { defaultBrowserType: _, ...device } = SIZES[size];
  const context = await browser.newContext({ ...device, baseURL: shop.url, javaScriptEnabled: false, locale: "fa-IR", timezoneId: "Asia/Tehran" });
  return context.newPage();
}

async function firstScreen(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: [page.locator("[data-gold-ticker], [data-day], [data-delivery-slot]")],
    maxDiffPixelRatio: 0.01,
  });
}

let shopper = 0;
for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
  for (const language of ["fa", "en"] as const) {
    test(`first screens: ${size}, ${language}`, async ({ request }) => {
      const at = (path: string) => (language === "fa" ? path : inEnglish(path));
      const page = await newPage(size);
      const shot = (name: string) => firstScreen(page, `${name}-${size}-${language}`);
      for (const [name, path] of [
        ["home", "/"],
        ["category-filters", "/necklaces?dialog=filters"],
        ["product", RING.path],
        ["sign-in", "/login"],
      ] as const) {
        await page.goto(at(path));
        await shot(name);
      }
      // A new shopper of this shop (a number of its own per test), with a pair of studs and delivery chosen.
      const mobile = `0919000000${++shopper}`;
      await registerThroughApi(request, shop.url, mobile, SHOPPER_PASSWORD);
      await signInWithPassword(page, { mobile, password: SHOPPER_PASSWORD });
      await studsToPayment(page, false);
      for (const [name, path] of [
        ["payment", "/checkout/payment"],
        ["shipping", "/checkout/shipping"],
        ["cart", "/checkout/cart"],
        ["profile", "/profile"],
      ] as const) {
        await page.goto(at(path));
        await shot(name);
      }
      await page.context().close();
    });
  }
}
