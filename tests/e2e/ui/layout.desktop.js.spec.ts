import { type Browser, devices, expect, test } from "@playwright/test";
import { hydrated } from "../support/forms";
import { findLayoutDefects, scrollToEnd } from "../support/layout";
import { DIALOG_PATHS, inEnglish, ROUTE_PATHS, signInWithACart } from "../support/pages";

// Every page of the route table and every dialog it opens by URL, looked at as a person would
// (support/layout.ts says what counts as broken): at a phone's and a desktop's size, in Persian and
// in English, with JavaScript, without it, and in lite mode; signed in, with an item in the cart.
// The file runs in one project (it makes its own browser contexts): one context per mode, size and
// language, its pages visited in sequence. Each page is looked at once in each mode, not in every
// combination (the suite's time: this file was a fifth of it): its three looks are on a phone in
// Persian, on a phone in English, and on a desktop in one of the two, each in another mode from one
// page to the next. A phone is where a page is tightest, and English its longest words: the English
// cart was once 405 px wide on a 390 px phone while the rotation before this one only ever showed it
// on a desktop.

const SIZES = {
  phone: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
} as const;
const MODES = ["js", "nojs", "lite"] as const;
type Mode = (typeof MODES)[number];

// The same pages in the same order: the nth English path is the nth Persian one's.
const PATHS = {
  fa: [...ROUTE_PATHS.filter((path) => !path.startsWith("/en")), ...DIALOG_PATHS],
  en: [...ROUTE_PATHS.filter((path) => path.startsWith("/en")), ...DIALOG_PATHS.map(inEnglish)],
};

/** The four views: a test looks at one view's pages in one mode. */
const VIEWS = [
  { size: "phone", language: "fa" },
  { size: "phone", language: "en" },
  { size: "desktop", language: "fa" },
  { size: "desktop", language: "en" },
] as const;

/** The nth page's three looks: both phone views, and a desktop in Persian or English by turns. */
const looksOf = (index: number) => [VIEWS[0], VIEWS[1], VIEWS[2 + (index % 2)]!];

/** The pages a mode looks at in a view: the nth page's look (n + mode's index) mod 3 is the view. */
function pathsFor(mode: Mode, view: (typeof VIEWS)[number]): string[] {
  return PATHS[view.language].filter((_, index) => looksOf(index)[(index + MODES.indexOf(mode)) % 3] === view);
}

async function shopperContext(browser: Browser, baseURL: string, size: keyof typeof SIZES, mode: Mode) {
  const { defaultBrowserType: _, ...device } = SIZES[size];
  const context = await browser.newContext({ ...device, baseURL, javaScriptEnabled: mode !== "nojs", locale: "fa-IR", timezoneId: "Asia/Tehran" });
  if (mode === "lite") await context.addCookies([{ name: "lite", value: "on", url: baseURL }]);
  await signInWithACart(context.request);
  return context;
}

test.describe.configure({ mode: "parallel" });

for (const mode of MODES) {
  for (const view of VIEWS) {
    const { size, language } = view;
    test(`every page looks right: ${size}, ${mode}, ${language}`, async ({ browser, baseURL }) => {
      const paths = pathsFor(mode, view);
      test.setTimeout(paths.length * 10_000);
      const context = await shopperContext(browser, baseURL!, size, mode);
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(500);
        // Hydration may change the layout (dialogs, islands): look after it (the flat error page has no footer form).
        if (mode === "js" && (await page.locator("#newsletter").count()) > 0) await hydrated(page);
        await scrollToEnd(page, { scripts: mode !== "nojs" });
        for (const defect of await findLayoutDefects(page)) found.push(`${path} (${size}, ${language}, ${mode}): ${defect}`);
      }
      await context.close();
      expect(found, `layout defects:\n${found.join("\n")}`).toEqual([]);
    });
  }
}

// Where the desktop layout begins (769 px) it is at its tightest: an iPad upright (820 px) or a
// narrow window. The main pages, in both languages.
const TABLET_PATHS = ["/", "/necklaces", "/wedding-ring/classic-wedding-band", "/checkout/cart", "/profile", "/gold-price", "/blog"];

test("the main pages look right at a tablet's width", async ({ browser, baseURL }) => {
  test.setTimeout(TABLET_PATHS.length * 2 * 10_000);
  const context = await shopperContext(browser, baseURL!, "desktop", "js");
  const page = await context.newPage();
  await page.setViewportSize({ width: 820, height: 1180 });
  const found: string[] = [];
  for (const path of [...TABLET_PATHS, ...TABLET_PATHS.map(inEnglish)]) {
    expect((await page.goto(path))?.status(), path).toBeLessThan(500);
    await hydrated(page);
    await scrollToEnd(page, { scripts: true });
    for (const defect of await findLayoutDefects(page)) found.push(`${path} (820 px): ${defect}`);
  }
  await context.close();
  expect(found, `layout defects:\n${found.join("\n")}`).toEqual([]);
});

test("the layout test sees text cut off or spilling out of a card, whichever side, and allows what says so", async ({ page }) => {
  // A 120 px card holding a price about 190 px wide: at its end, as the product cards' prices are, or
  // in a fixed-width box wider than the card.
  const atEnd = "display:flex;flex-direction:column;align-items:flex-end";
  const card = (style: string, inner = atEnd, text = "۴۶۰٬۶۸۱٬۷۵۷٬۰۰۰ تومان") =>
    `<div style="width:120px;border:1px solid #ccc;${style}"><div style="${inner}"><span style="white-space:nowrap;font:16px sans-serif">${text}</span></div></div>`;
  await page.setContent(`<html dir="rtl" lang="fa"><body style="margin:20px">
    <section>${card("overflow:hidden")}</section>
    <section dir="ltr">${card("", "width:220px", "460,681,757,000 Toman")}</section>
    <section>${card("overflow:hidden;text-overflow:ellipsis")}</section>
    <section>${card("overflow-x:auto")}</section>
  </body></html>`);
  const defects = await findLayoutDefects(page);
  // The number cut at its start (its left, in a right-to-left page) by the card that clips...
  expect(defects[0]).toMatch(/^<span> "۴۶۰٬۶۸۱٬۷۵۷٬۰۰۰ تومان" is cut off by <div> /);
  // ...the text spilling out of a card that does not clip, though not out of its own box; and not the
  // truncation that says so (an ellipsis) nor the text a scroller holds.
  expect(defects[1]).toMatch(/^<span> "460,681,757,000 Toman" spills out of <div> /);
  expect(defects).toHaveLength(2);
});
