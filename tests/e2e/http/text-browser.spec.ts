import { spawnSync } from "node:child_process";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";
import { signedInContext } from "../support/accounts";
import { shopperReadyToPay } from "../support/checkout";

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

test("lynx chooses another transport and day and presses continue once: both are saved and the payment page opens", async ({ playwright, request, baseURL }) => {
  const account = await shopperReadyToPay(request, baseURL ?? "");
  const lynx = await signedInContext(playwright, baseURL ?? "", account);
  try {
    const pageUrl = `${baseURL}/checkout/shipping`;
    const html = await (await lynx.get(pageUrl, { headers: { "User-Agent": LYNX } })).text();
    const { document } = new JSDOM(html).window;
    const transport = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="transport_id"]:not(:checked)'))[0]!.value;
    const slots = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="slot"]:not(:disabled):not(:checked)'));
    const slot = slots.at(-1)!.value;
    // Each slot is named by its day: its group's legend.
    expect(slots.at(-1)!.closest("fieldset")?.querySelector("legend")?.textContent).toMatch(/[۰-۹]/);

    const cont = submission(html, pageUrl, (doc) => {
      check(doc, `input[name="transport_id"][value="${transport}"]`);
      check(doc, `input[name="slot"][value="${slot}"]`);
      return doc.querySelector<HTMLButtonElement>("[data-continue]")!;
    });
    expect(cont.fields).toEqual(expect.arrayContaining([["intent", "continue"], ["transport_id", transport], ["slot", slot]]));
    const answer = await post(lynx, cont.action, cont.fields, pageUrl);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/checkout/payment");

    const after = new JSDOM(await (await lynx.get(pageUrl)).text()).window.document;
    expect(after.querySelector<HTMLInputElement>('input[name="transport_id"]:checked')?.value).toBe(transport);
    expect(after.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value).toBe(slot);
  } finally {
    await lynx.dispose();
  }
});

/** The page as lynx reads it aloud or prints it: its text, laid out without CSS. */
function lynxText(html: string): string {
  const lynx = spawnSync(process.env.LYNX_PATH ?? "/usr/bin/lynx", ["-stdin", "-dump", "-nolist", "-display_charset=utf-8", "-assume_charset=utf-8", "-width=1000"], {
    input: html,
    encoding: "utf8",
  });
  if (lynx.status !== 0) throw new Error(`lynx failed: ${lynx.stderr || lynx.error?.message}`);
  return lynx.stdout;
}

test("lynx finds no placeholder left loading on a product page: a link to each part, which shows it", async ({ request }) => {
  for (const [path, link, comment] of [
    ["/wedding-ring/classic-wedding-band", "خواندن دیدگاه‌ها", /دیدگاه/],
    ["/en/wedding-ring/classic-wedding-band", "Read the reviews", /Reviews/],
  ] as const) {
    const html = await (await request.get(path, { headers: { "User-Agent": LYNX } })).text();
    const text = lynxText(html);
    expect(text, path).not.toMatch(/بارگذاری|Loading/);
    expect(text, path).toContain(link);
    // The link leads to the page with its parts in place, at the reviews, which lynx reads there.
    // jsdom runs no script, so it reads a <noscript>'s content as a text browser does.
    const href = new JSDOM(html).window.document.querySelector('[data-streaming="comments"] a')?.getAttribute("href");
    expect(href, path).toMatch(/\?all=1#comments$/);
    const whole = lynxText(await (await request.get(href!, { headers: { "User-Agent": LYNX } })).text());
    expect(whole, path).toMatch(comment);
    expect(whole, path).not.toContain(link);
  }
});

/**
 * Text run together where the page put two things side by side: a word and a number ("per
 * gram10,349,443"), a quantity and an amount ("× ۲۶۵٬۱۳۲٬۲۱۲": no quantity has a thousands
 * separator), two words ("supportBack"), a trend arrow and its word.
 */
const GLUED = [
  /[A-Za-z)][0-9]/u,
  /[a-z][A-Z](?<!iP|uT)/u, // not iPhone, YouTube
  /[\u0621-\u064A\u067E-\u06CC)][\u06F0-\u06F9]/u,
  /×\s?[0-9\u06F0-\u06F9]+[,\u066C]/u,
  /[▲▼●][^\s]/u,
  /(Toman|\u062A\u0648\u0645\u0627\u0646)[^\s.,،:)\]]/u,
];

function gluedLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => GLUED.some((pattern) => pattern.test(line)));
}

test("lynx reads every amount apart from the words and the quantity beside it, on the shop's pages signed out and in", async ({ playwright, request, baseURL }) => {
  test.setTimeout(120_000);
  const account = await shopperReadyToPay(request, baseURL ?? "");
  const shopper = await signedInContext(playwright, baseURL ?? "", account);
  try {
    const glued: string[] = [];
    const read = async (url: string) => {
      const html = await (await shopper.get(url)).text();
      for (const line of gluedLines(lynxText(html))) glued.push(`${url}: ${line}`);
      return html;
    };
    // The cart, shipping and payment pages with their lines, in both languages; then the cart paid
    // through the gateway for the success page and the order page.
    await read("/en/checkout/cart");
    await read("/checkout/cart");
    await read("/en/checkout/shipping");
    await read("/checkout/shipping");
    await read("/en/checkout/payment");
    const paymentHtml = await read("/checkout/payment");
    const field = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(paymentHtml)?.[1] ?? "";
    const form = { intent: "pay", driver: "sandbox", quote_id: field("quote_id"), idempotency_key: field("idempotency_key"), shown_amount: field("shown_amount") };
    const placed = await shopper.post("/checkout/payment", { form, headers: { Origin: new URL(baseURL ?? "").origin }, maxRedirects: 0 });
    const gateway = placed.headers().location ?? "";
    expect(gateway).toMatch(/gateway\/sandbox/);
    const paid = await shopper.post(gateway, { form: { decision: "pay-get" }, maxRedirects: 0 });
    const success = new URL(paid.headers().location ?? "").pathname + new URL(paid.headers().location ?? "").search;
    const orderId = /order_id=(\d+)/.exec(success)?.[1];

    const pages = ["/", "/necklaces", "/gold-chain/mens-figaro-chain", "/gold-price", success, `/profile/latest-orders/${orderId}`, "/profile/wallet"];
    for (const path of pages) {
      for (const prefix of ["", "/en"]) await read(`${prefix}${path}`.replace(/^\/en\/$/, "/en"));
    }
    expect(glued).toEqual([]);
  } finally {
    await shopper.dispose();
  }
});
