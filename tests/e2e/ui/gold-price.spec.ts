import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInWithPassword, VIP_CUSTOMER } from "../support/accounts";
import { onlinePrice } from "../support/shop-api";

// The live gold price (ticker), the price breakdown dialog and the calculator
// (docs/shop/04-flows.md §4.15, docs/shop/06-roles.md §6.3, docs/shop/02-pages.md §2.15).

const RING = "/wedding-ring/classic-wedding-band";

/** Where the ticker shows on this size: the desktop header, or the phone's home header. */
function ticker(page: Page) {
  return page.locator("header [data-gold-ticker]:visible").first();
}

/** The ticker shows the Shop API's price of now (polling across a 5-minute step and the cache). */
async function expectTickerShowsApiPrice(page: Page, request: APIRequestContext, baseURL: string, path: string) {
  await expect
    .poll(async () => {
      await page.goto(path);
      const shown = Number(await ticker(page).getAttribute("data-gold-ticker"));
      return shown === (await onlinePrice(request, baseURL)).price;
    }, { timeout: 20_000 })
    .toBe(true);
}

test("the ticker shows the Shop API's price in Persian, with Persian digits and the time it was set", async ({ page, request, baseURL }) => {
  await expectTickerShowsApiPrice(page, request, baseURL!, "/");
  const price = (await onlinePrice(request, baseURL!)).price;
  const shown = ticker(page);
  await expect(shown).toContainText("طلای ۱۸ عیار، هر گرم");
  await expect(shown).toContainText(`${new Intl.NumberFormat("fa-IR").format(price)} تومان`);
  await expect(shown.locator("time")).toHaveText(/^ساعت [۰-۹]{2}:[۰-۹]{2}$/);
  await expect(shown).toHaveAttribute("data-trend", /^(up|down|same)$/);
});

test("the ticker shows the Shop API's price in English", async ({ page, request, baseURL }) => {
  await expectTickerShowsApiPrice(page, request, baseURL!, "/en");
  const price = (await onlinePrice(request, baseURL!)).price;
  const shown = ticker(page);
  await expect(shown).toContainText("18-karat gold, per gram");
  await expect(shown).toContainText(`${new Intl.NumberFormat("en-US").format(price)} Toman`);
  await expect(shown.locator("time")).toHaveText(/^at \d{2}:\d{2}$/);
});

test("the ticker's label leads to the gold price page, and on to the calculator, which starts from the live price", async ({ page, request, baseURL }) => {
  await page.goto("/en");
  await ticker(page).getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/gold-price$/);
  await page.locator("[data-calculator-link]").click();
  await expect(page).toHaveURL(/\/en\/calculator$/);
  // The Shop API's price of now (polling across a 5-minute step and the cache).
  await expect
    .poll(async () => {
      await page.reload();
      // Shown thousands separated, as the shopper's own typing is.
      return Number((await page.locator("#calculator-gold_price").inputValue()).replace(/,/g, "")) === (await onlinePrice(request, baseURL!)).price;
    }, { timeout: 20_000 })
    .toBe(true);
});

test("a guest sees how the gold price is computed, with the product's own numbers", async ({ page }) => {
  await page.goto(`/en${RING}?dialog=price`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "How the gold price is computed" })).toBeVisible();
  const dialog = page.locator("[data-price-dialog]");
  await expect(dialog.locator("[data-price-line]")).toHaveText([/^Price of the gold used/, /^Making charge \(\d+(\.\d)?%\)/, /^Seller's profit \(7%\)/, /^Tax \(10%\)/, /^Final price/]);
  // The detailed lines are a VIP's only.
  await expect(dialog.locator('[data-price-line="gold-price"]')).toHaveCount(0);
  // Its total is the price the page shows.
  const pagePrice = Number(await page.locator("[data-variety-price] [data-price]").getAttribute("data-price"));
  await expect(dialog.locator('[data-price-line="total"]')).toContainText(new Intl.NumberFormat("en-US").format(pagePrice));
});

test("a VIP member sees the detailed breakdown, equal to the Shop API's", async ({ page, request, baseURL }) => {
  await signInWithPassword(page, VIP_CUSTOMER, "/en");
  const details = async () => {
    const response = await request.get(`${baseURL}/shop-api/v2${RING}?lang=en`);
    return ((await response.json()) as { data: { product: { gold_price_details: Record<string, number> } } }).data.product.gold_price_details;
  };
  const before = await details();
  await page.goto(`/en${RING}?dialog=price`);
  const after = await details();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Price details" })).toBeVisible();
  const dialog = page.locator("[data-price-dialog]");
  const lines = ["gold-price", "gram", "used-gold", "wages", "none-gold", "none-gold-wages", "profit", "tax", "total"];
  await expect(dialog.locator("[data-price-line]")).toHaveCount(lines.length);
  // A price's unit follows it after a no-break space.
  const total = (await dialog.locator('[data-price-line="total"] dd').textContent())?.replace(/\s/g, " ");
  const money = (value: number) => `${new Intl.NumberFormat("en-US").format(Math.round(value))} Toman`;
  // The gold price may step between the two reads: the dialog matches one of them, line for line.
  const api = [before, after].find((candidate) => total?.includes(money(candidate.price!)));
  expect(api, `dialog total ${total} is the API's price`).toBeTruthy();
  await expect(dialog.locator('[data-price-line="gold-price"] dd')).toHaveText(money(api!.gold_price!));
  // Each line within a toman of the Shop API's, and the lines add up to the total.
  const shown = async (line: string) => Number((await dialog.locator(`[data-price-line="${line}"] dd`).textContent())?.replace(/\D/g, ""));
  const addends = { "used-gold": "price_used_gold", wages: "gold_wages", "none-gold": "none_gold", "none-gold-wages": "none_gold_wages", profit: "profit", tax: "tax" };
  let sum = 0;
  for (const [line, key] of Object.entries(addends)) {
    const value = await shown(line);
    expect(Math.abs(value - api![key]!), line).toBeLessThan(1);
    sum += value;
  }
  expect(sum).toBe(Math.round(api!.price!));
  await expect(dialog.locator('[data-price-line="profit"]')).toContainText(`(${api!.profit_percent}%)`);
  await expect(dialog.locator('[data-price-line="tax"]')).toContainText(`(${api!.tax_percent}%)`);
});

test("the calculator gives the Shop API's price for the same product's numbers", async ({ page, request, baseURL, javaScriptEnabled }) => {
  const response = await request.get(`${baseURL}/shop-api/v2${RING}?lang=en`);
  const api = ((await response.json()) as { data: { product: { gold_price_details: Record<string, number> } } }).data.product.gold_price_details;
  await page.goto("/en/calculator");
  const values: Record<string, number> = {
    gram: api.gram!,
    gold_price: api.gold_price!,
    wages: api.gold_wages_percent!,
    none_gold: api.none_gold!,
    none_gold_wages: api.none_gold_wages!,
  };
  for (const [field, value] of Object.entries(values)) await page.locator(`#calculator-${field}`).fill(String(value));
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.locator("[data-calculator-result]")).toHaveAttribute("data-calculator-result", String(Math.round(api.price!)));
  await expect(page.locator('[data-line="total"]')).toContainText(`${new Intl.NumberFormat("en-US").format(Math.round(api.price!))} Toman`);
});

test("the calculator takes Persian digits and shows every line in Persian", async ({ page, javaScriptEnabled }) => {
  await page.goto("/calculator");
  // The day's price is filled in, in Persian digits, thousands separated.
  await expect(page.locator("#calculator-gold_price")).toHaveValue(/^[۰-۹]{1,3}(٬[۰-۹]{3}){2,}$/);
  await page.locator("#calculator-gram").fill("۵٫۲");
  await page.locator("#calculator-gold_price").fill("۱۰٬۰۰۰٬۰۰۰");
  await page.locator("#calculator-wages").fill("۱۸");
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "محاسبه" }).click();
    await expect(page).toHaveURL(/gram=/);
  }
  // 5.2 g × 10,000,000 = 52,000,000; labour 18 % = 9,360,000; profit 7 % of both = 4,295,200;
  // tax 10 % of labour and profit = 1,365,520: 67,020,720 toman.
  const result = page.locator("[data-calculator-result]");
  await expect(result).toHaveAttribute("data-calculator-result", "67020720");
  await expect(result.locator('[data-line="total"]')).toContainText("۶۷٬۰۲۰٬۷۲۰ تومان");
  await expect(result.locator('[data-line="wages"]')).toContainText("۱۸٪");
  await expect(result.locator('[data-line="profit"]')).toContainText("۴٬۲۹۵٬۲۰۰ تومان");
  await expect(result.locator('[data-line="tax"]')).toContainText("۱٬۳۶۵٬۵۲۰ تومان");
  // What was typed stays as typed.
  await expect(page.locator("#calculator-gram")).toHaveValue("۵٫۲");
});

test("the calculator's lines add up to its total, to the toman", async ({ page }) => {
  // Rounded each on its own, these lines add up to 40,759,740: a toman more than the price.
  await page.goto("/en/calculator?gram=3.24&gold_price=10326509&wages=12&none_gold=&none_gold_wages=&profit=7&tax=10");
  const result = page.locator("[data-calculator-result]");
  await expect(result).toHaveAttribute("data-calculator-result", "40759739");
  const amount = async (line: string) => Number((await result.locator(`[data-line="${line}"] dd`).textContent())?.replace(/\D/g, ""));
  let sum = 0;
  for (const line of ["used-gold", "wages", "none-gold", "none-gold-wages", "profit", "tax"]) sum += await amount(line);
  expect(sum).toBe(await amount("total"));
});

test("the calculator refuses a negative or absurd value beside its field and keeps the input", async ({ page, javaScriptEnabled }) => {
  await page.goto("/en/calculator");
  await page.locator("#calculator-gram").fill("-3");
  await page.locator("#calculator-wages").fill("900");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.locator('[data-field-error="gram"]')).toHaveText("A negative value is not accepted.");
  await expect(page.locator('[data-field-error="wages"]')).toHaveText("Please enter a number between 0 and 100.");
  await expect(page.locator("#calculator-gram")).toHaveValue("-3");
  await expect(page.locator("#calculator-gram")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-calculator-result]")).toHaveAttribute("data-calculator-result", "");
});
