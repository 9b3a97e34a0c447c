import { expect, type Page, test } from "@playwright/test";
import { freshMobile, registerThroughApi, signInWithPassword } from "../support/accounts";
import { hydrated, persianDigits } from "../support/forms";
import { onlinePrice } from "../support/shop-api";

// /gold-price (issue 25): today's price in three units, the change since the day before, the day's
// high and low, the history as a chart in the HTML chosen by links, and price alerts. A plain spec:
// enhanced on a desktop, plain HTML on a phone.

const javaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** The page fits the screen, and every price stays on one line, inside its card. */
async function expectLaidOut(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
  for (const price of await page.locator("[data-gold-unit] > p:first-of-type, [data-gold-day-value] dd:first-of-type").all()) {
    const box = await price.boundingBox();
    const lineHeight = await price.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box!.height, await price.innerText()).toBeLessThan(lineHeight * 1.5);
    // ...and within its card.
    expect(await price.evaluate((element) => element.scrollWidth - element.clientWidth), await price.innerText()).toBeLessThanOrEqual(0);
  }
}

test("shows today's price in three units, its change in words, the day's high and low and the week's chart in the HTML, in Persian", async ({ page, request, baseURL }) => {
  await page.goto("/gold-price");
  await expect(page.getByRole("heading", { level: 1, name: "قیمت طلای امروز" })).toBeVisible();
  const gram18 = Number(await page.locator('[data-gold-unit="gram18"]').getAttribute("data-price"));
  // The Shop API's price (of now or, cached, of a step ago: the walk moves ≤ 0.3 % a step).
  expect(Math.abs(gram18 / (await onlinePrice(request, baseURL!)).price - 1)).toBeLessThan(0.01);
  await expect(page.locator('[data-gold-unit="gram18"]')).toContainText(`${new Intl.NumberFormat("fa-IR").format(gram18)} تومان`);
  // 24-karat = × 24/18, a mesghal = × 4.6083 (decision 27).
  await expect(page.locator('[data-gold-unit="gram24"]')).toHaveAttribute("data-price", String(Math.round((gram18 * 24) / 18)));
  await expect(page.locator('[data-gold-unit="mesghal18"]')).toHaveAttribute("data-price", String(Math.round(gram18 * 4.6083)));
  // Up or down in words and colour, not colour alone.
  await expect(page.locator('[data-gold-unit="gram18"] [data-change]')).toHaveText(/(افزایش|کاهش|بدون تغییر)/);
  await expect(page.locator('[data-gold-day-value="high"]')).toContainText("بیشترین");
  await expect(page.locator('[data-gold-day-value="low"]')).toContainText("کمترین");

  // The chart: an SVG with its title and description, and its data as a table for screen readers.
  const chart = page.locator('[data-gold-chart="7d"]');
  await expect(chart.locator("svg[role=img] title")).toHaveText("نمودار قیمت هر گرم طلای ۱۸ عیار (۱ هفته)");
  await expect(chart.locator("svg[role=img] desc")).toContainText("کمترین");
  expect(await chart.locator("[data-chart-table] tbody tr").count()).toBeGreaterThan(60);
  await expect(chart.getByRole("table")).toHaveCount(1);
  await expect(page.locator('[data-range-link="7d"]')).toHaveAttribute("aria-current", "page");
  await expect(page.locator("[data-calculator-link]")).toHaveAttribute("href", "/calculator");
  await expectLaidOut(page);
});

test("in English, with its canonical address and its structured data", async ({ page }) => {
  await page.goto("/en/gold-price?range=1y");
  await expect(page.getByRole("heading", { level: 1, name: "Today's gold price" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator('[data-gold-unit="mesghal18"] h2')).toHaveText("One mesghal of 18-karat gold (4.6083 g)");
  await expect(page.locator('[data-gold-unit="gram18"] [data-change]')).toHaveText(/^(▲ up|▼ down) [\d,]+\sToman \(\d+(\.\d+)?%\)$|unchanged/);
  await expect(page.locator('[data-gold-chart="1y"] svg title')).toHaveText("History of the price of 18-karat gold per gram (1 year)");
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/en/gold-price");
  const datasets = await page.locator('script[type="application/ld+json"]').allTextContents();
  const dataset = datasets.map((text) => JSON.parse(text) as unknown).flat().find((item) => (item as { "@type"?: string })["@type"] === "Dataset") as Record<string, unknown> | undefined;
  expect(dataset).toMatchObject({ name: "History of the price of 18-karat gold per gram", inLanguage: "en", variableMeasured: { unitText: "IRR" } });
  await expectLaidOut(page);
});

// The ticker's way here is in gold-price.spec.ts.
test("the calculator leads to the page; its range links choose the chart's period (with JavaScript without reloading)", async ({ page }) => {
  await page.goto("/en/calculator");
  await page.locator("[data-gold-price-link]").click();
  await expect(page).toHaveURL(/\/en\/gold-price$/);
  if (javaScript()) {
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  }
  await page.locator('[data-range-link="30d"]').click();
  await expect(page).toHaveURL(/\/en\/gold-price\?range=30d$/);
  await expect(page.locator('[data-gold-chart="30d"] svg title')).toHaveText("History of the price of 18-karat gold per gram (1 month)");
  await expect(page.locator('[data-range-link="30d"]')).toHaveAttribute("aria-current", "page");
  await page.locator('[data-range-link="1d"]').click();
  await expect(page.locator('[data-gold-chart="1d"]')).toBeVisible();
  expect(await page.locator("[data-gold-chart] [data-chart-table] tbody tr").count()).toBeGreaterThanOrEqual(40);
  if (javaScript()) {
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Pointing at the chart shows the price there.
    const svg = page.locator("[data-chart-svg]");
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    await expect(async () => {
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
      await expect(page.locator("[data-chart-tooltip]")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.locator("[data-chart-tooltip]")).toHaveText(/[\d,]+\sToman · \d{2}:\d{2}/);
  }
});

test("a signed-in shopper sets a price alert (refusals beside the amount), finds it in the profile and removes it", async ({ page, request, baseURL }) => {
  const shopper = { mobile: freshMobile(), password: "zarrin-alert-1234" };
  await registerThroughApi(request, baseURL!, shopper.mobile, shopper.password);

  // A guest is asked to sign in first.
  await page.goto("/gold-price");
  await expect(page.locator("[data-alert-sign-in]")).toContainText("وارد شوید");
  await signInWithPassword(page, shopper);
  await page.goto("/gold-price");
  const form = page.locator("[data-price-alert]");
  const amount = form.getByLabel("مبلغ (تومان برای هر گرم)");

  // Out of bounds: refused by the page, beside the field, in Persian, with what was typed kept.
  await amount.fill(persianDigits("1000"));
  await form.locator("[data-alert-submit]").click();
  await expect(form.locator('[data-field-error="price"]')).toHaveText(/^لطفاً مبلغی بین .*\sتومان و .*\sتومان وارد کنید\.$/);
  await expect(amount).toHaveValue(persianDigits("1000"));

  // Below an amount the price is already under: refused by the Shop API, beside the field.
  const price = (await onlinePrice(request, baseURL!)).price;
  await amount.fill(String(price * 2));
  await form.getByLabel("کمتر شد از").check();
  await form.locator("[data-alert-submit]").click();
  await expect(form.locator('[data-field-error="price"]')).toContainText("مبلغی کمتر از آن وارد کنید");

  // Saved: a toast, and a fresh form.
  await page.locator("[data-price-alert]").getByLabel("مبلغ (تومان برای هر گرم)").fill(persianDigits("5,000,000"));
  await page.locator("[data-price-alert] [data-alert-submit]").click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("کمتر از ۵٬۰۰۰٬۰۰۰ تومان");

  // Listed in the profile, whose menu leads there, and removable.
  await page.goto("/profile");
  await page.locator('[data-profile-menu] [data-profile-section="goldAlerts"]').click();
  await expect(page).toHaveURL(/\/profile\/gold-alerts$/);
  await expect(page.locator('[data-profile-menu] [data-profile-section="goldAlerts"]')).toHaveAttribute("aria-current", "true");
  const alert = page.locator('[data-gold-alert][data-direction="below"][data-price="5000000"]');
  await expect(alert).toContainText("وقتی هر گرم طلای ۱۸ عیار کمتر از ۵٬۰۰۰٬۰۰۰ تومان شد");
  await alert.getByRole("button", { name: /حذف هشدار/ }).click();
  await expect(page.locator('[data-toast="success"]').last()).toContainText("هشدار قیمت حذف شد");
  await expect(page.locator("[data-gold-alerts-empty]")).toBeVisible();
  await expect(page.locator("[data-gold-alert]")).toHaveCount(0);
});
