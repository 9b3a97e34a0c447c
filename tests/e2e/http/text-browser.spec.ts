import { type APIRequestContext, expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";

/*
 * A text browser (lynx, w3m: a feature phone, a screen-reader user's terminal) runs no script and
 * applies no CSS: it posts exactly the successful controls of the form whose button was pressed.
 * These tests post what it posts, read from the page's own HTML, so that a form without JavaScript
 * cannot do other than what the shopper chose.
 */

const LYNX = "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9";
/** A product with lengths (shop-api/server/README.md). */
const CHAIN = "/gold-chain/mens-figaro-chain";

/** The form `button` belongs to, as a text browser sends it when that button is pressed: its URL and fields. */
function submission(html: string, pageUrl: string, button: (document: Document) => HTMLButtonElement) {
  const { document } = new JSDOM(html, { url: pageUrl }).window;
  const pressed = button(document);
  const form = pressed.form;
  if (!form) throw new Error("the button has no form");
  const fields: [string, string][] = [];
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || element.disabled) continue;
    if (element.tagName === "BUTTON" || element.type === "submit") {
      if (element === (pressed as unknown)) fields.push([element.name, element.value]);
      continue;
    }
    if ((element.type === "radio" || element.type === "checkbox") && !element.checked) continue;
    fields.push([element.name, element.value]);
  }
  return { action: new URL(form.getAttribute("action") ?? "", pageUrl).pathname, fields, document };
}

/** Chooses a radio the way a shopper does in a text browser: it alone of its group is checked. */
function check(document: Document, selector: string) {
  const radio = document.querySelector<HTMLInputElement>(selector);
  if (!radio) throw new Error(`no ${selector}`);
  for (const other of Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${radio.name}"]`))) other.checked = false;
  radio.checked = true;
}

async function post(context: APIRequestContext, action: string, fields: [string, string][], referer: string) {
  const body = new URLSearchParams(fields).toString();
  return context.post(action, { data: body, headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: referer }, maxRedirects: 0 });
}

test("lynx picks the second length, presses choose, then add: that length is what the cart holds", async ({ playwright, baseURL }) => {
  const lynx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "User-Agent": LYNX } });
  try {
    const pageUrl = `${baseURL}${CHAIN}`;
    const html = await (await lynx.get(CHAIN)).text();
    const { document } = new JSDOM(html).window;
    const lengths = Array.from(document.querySelectorAll<HTMLInputElement>('[data-variety-picker] input[type="radio"]'));
    expect(lengths.length).toBeGreaterThan(1);
    const second = lengths[1]!.value;
    const secondLabel = lengths[1]!.closest("label")?.textContent?.trim() ?? "";

    // "Choose": the page of that length (its price and stock), nothing in the cart.
    const choose = submission(html, pageUrl, (doc) => {
      check(doc, `input[type="radio"][value="${second}"]`);
      return doc.querySelector<HTMLButtonElement>("[data-choose-variety]")!;
    });
    const chosen = await post(lynx, choose.action, choose.fields, pageUrl);
    expect(chosen.status()).toBe(303);
    const chosenUrl = new URL(chosen.headers().location ?? "", baseURL).href;
    expect(chosenUrl).toContain(`variety=${second}`);
    const chosenHtml = await (await lynx.get(chosenUrl)).text();

    // "Add to cart" on that page, as it came: the second length is the one checked.
    const add = submission(chosenHtml, chosenUrl, (doc) => doc.querySelector<HTMLButtonElement>("[data-add-to-cart]")!);
    expect(add.fields).toContainEqual(["product_vendor_id", second]);
    expect(add.fields.filter(([name]) => name === "product_vendor_id")).toHaveLength(1);
    expect((await post(lynx, add.action, add.fields, chosenUrl)).status()).toBe(302);

    // And straight from the first page, picking the second length and pressing add at once.
    const direct = submission(html, pageUrl, (doc) => {
      check(doc, `input[type="radio"][value="${second}"]`);
      return doc.querySelector<HTMLButtonElement>("[data-add-to-cart]")!;
    });
    expect(direct.fields).toContainEqual(["product_vendor_id", second]);
    expect((await post(lynx, direct.action, direct.fields, pageUrl)).status()).toBe(302);

    const cart = new JSDOM(await (await lynx.get("/checkout/cart")).text()).window.document;
    const lines = Array.from(cart.querySelectorAll("[data-cart-lines] > li"));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain(secondLabel.replace(/\s*\(.*\)$/, ""));
    expect(lines[0]?.querySelector('input[name="quantity"]')?.getAttribute("value") ?? lines[0]?.textContent).toMatch(/2|۲/);
  } finally {
    await lynx.dispose();
  }
});
