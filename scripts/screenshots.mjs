// Screenshots of pages at phone (390×844) and desktop (1280×800) sizes in both languages, to look
// at what was built as a shopper would. Usage: node scripts/screenshots.mjs [base-url] [out-dir] [path...]
// LITE=1: as lite pages (the footer's choice). CART=<product_vendor_id>: with that in the cart.
// FULL_PAGE=1: the whole page, not only the first screen.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "screenshots", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/"];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const [size, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: size === "phone", hasTouch: size === "phone" });
  if (process.env.LITE === "1") await context.addCookies([{ name: "lite", value: "on", url: base }]);
  if (process.env.CART) {
    await context.request.post(`${base}/checkout/cart`, { form: { intent: "add", product_vendor_id: process.env.CART, quantity: "1" } });
  }
  const page = await context.newPage();
  for (const pagePath of pages) {
    for (const prefix of ["", "/en"]) {
      const url = `${base}${prefix}${pagePath === "/" && prefix ? "" : pagePath}`;
      await page.goto(url, { waitUntil: "networkidle" });
      const name = `${(prefix || "/fa") + pagePath}`.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const file = path.join(out, `${name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
      console.log(file);
    }
  }
  await context.close();
}
await browser.close();
