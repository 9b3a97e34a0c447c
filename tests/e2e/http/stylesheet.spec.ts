import { expect, test } from "@playwright/test";

// The head's stylesheet holds what the page's first render uses; the whole stylesheet follows the
// page (docs/decisions/0049). A lite page keeps the whole one in its head and links no file.

const headStylesheet = (html: string) => /<style id="shop-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
/** A class name as a selector in the built stylesheet (Tailwind escapes every other character). */
const selectorOf = (name: string) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`;

test("a page's head has the rules of every class it renders, and the whole stylesheet comes after the page", async ({ request }) => {
  for (const path of ["/", "/en/wedding-ring/classic-wedding-band", "/checkout/cart"]) {
    const html = await (await request.get(path)).text();
    const link = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"\/>/.exec(html);
    expect(link, path).not.toBeNull();
    expect(html.indexOf(link![0]), path).toBeGreaterThan(html.indexOf("</main>"));
    const whole = await (await request.get(link![1]!)).text();
    const head = headStylesheet(html);
    expect(head.length, path).toBeLessThan(whole.length * 0.8);
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.replace(/&amp;/g, "&").split(/\s+/)).filter(Boolean));
    let checked = 0;
    for (const name of classes) {
      const rule = new RegExp(`${selectorOf(name).replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}[{:,\\[ ]`);
      if (!rule.test(whole)) continue; // a class with no rule of its own (a marker, a group)
      expect(head, `${path}: ${name}`).toMatch(rule);
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
