import { expect, test } from "@playwright/test";

// The head's stylesheet holds what the page's first render uses, but for what follows the mark
// where its first screen ends, whose rules are at the mark; the whole stylesheet follows the page
// (docs/decisions/0049, 0054). A lite page keeps the whole one in its head and links no file.

const headStylesheet = (html: string) => /<style id="shop-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const FIRST_SCREEN_END = /<style id="shop-css-after-first-screen">([\s\S]*?)<\/style>/;
/** A class name as a selector in the built stylesheet (Tailwind escapes every other character). */
const selectorOf = (name: string) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`;

const classesOf = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.replace(/&amp;/g, "&").split(/\s+/)).filter(Boolean));

test("a page's head has the rules of every class it renders, and the whole stylesheet comes after the page", async ({ request }) => {
  for (const path of ["/", "/en/wedding-ring/classic-wedding-band", "/necklaces", "/checkout/cart"]) {
    const html = await (await request.get(path)).text();
    const mark = FIRST_SCREEN_END.exec(html);
    // The cart marks no first screen; the home page, a listing and a product do.
    expect(mark === null, path).toBe(path === "/checkout/cart");
    const firstScreen = mark ? html.slice(0, mark.index) : html;
    const link = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"\/>/.exec(html);
    expect(link, path).not.toBeNull();
    expect(html.indexOf(link![0]), path).toBeGreaterThan(html.indexOf("</main>"));
    const whole = await (await request.get(link![1]!)).text();
    const head = headStylesheet(html);
    expect(head.length, path).toBeLessThan(whole.length * 0.8);
    const headClasses = classesOf(firstScreen);
    let checked = 0;
    for (const name of classesOf(html)) {
      const rule = new RegExp(`${selectorOf(name).replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}[{:,\\[ ]`);
      if (!rule.test(whole)) continue; // a class with no rule of its own (a marker, a group)
      // Before the mark, in the head; after it, in the head or at the mark, which has no rule twice.
      if (headClasses.has(name)) expect(head, `${path}: ${name}`).toMatch(rule);
      else expect(rule.test(head) !== rule.test(mark![1]!), `${path}: ${name} after the first screen`).toBe(true);
      checked += 1;
    }
    expect(checked, path).toBeGreaterThan(100);
  }
});

test("a lite page's head has the whole stylesheet, and it links none", async ({ request }) => {
  const full = await (await request.get("/")).text();
  const whole = await (await request.get(/href="(\/assets\/app-[\w-]+\.css)"/.exec(full)![1]!)).text();
  const lite = await (await request.get("/", { headers: { "Save-Data": "on" } })).text();
  expect(headStylesheet(lite).trim()).toBe(whole.trim());
  expect(lite).not.toMatch(/<link rel="stylesheet"/);
});
