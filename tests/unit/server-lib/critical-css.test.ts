import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classesIn, criticalCss, layerOrderOf } from "~/lib/critical-css";
import { firstRenderStyles, firstRenderStylesStream, withStylesFor } from "~/server-lib/critical-css.server";
import { classNamesIn, stylesheetRules } from "../../../scripts/stylesheet-rules.mjs";

// A built stylesheet in Tailwind's shape: layers, media queries inside them, variants whose
// selectors name other classes inside pseudo-classes, and rules with no class at all.
const BUILT = [
  "/*! tailwindcss */",
  "@layer theme{:root{--color-gold:#c8a13a}}",
  "@layer base{body{margin:0}[hidden]{display:none!important}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.text-\\[11px\\]{font-size:11px}",
  ".group-hover\\:visible:is(:where(.group):hover *){visibility:visible}",
  ".card .title,.banner{color:red}",
  "@media(min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}}",
  "@media(prefers-reduced-motion:reduce){:not(.toast){animation:none}}",
  "@keyframes spin{to{rotate:1turn}}",
].join("");

describe("the head's stylesheet for a page's first render", () => {
  const rules = stylesheetRules(BUILT);
  const order = layerOrderOf(rules);

  it("round-trips: with every class, the rules are the built stylesheet, its layers named first", () => {
    const every = new Set(["flex", "grid", "text-[11px]", "group-hover:visible", "card", "title", "banner", "md:flex", "md:grid"]);
    expect(order).toBe("@layer theme,base,utilities;");
    expect(criticalCss(rules, every, { layerOrder: order })).toBe(order + BUILT);
  });

  it("keeps the rules a page's classes use, in their at-rules, and those that need no class", () => {
    const css = criticalCss(rules, new Set(["grid", "md:flex", "group-hover:visible", "banner"]));
    expect(css).toBe(
      "/*! tailwindcss */@layer theme{:root{--color-gold:#c8a13a}}@layer base{body{margin:0}[hidden]{display:none!important}}" +
        "@layer utilities{.grid{display:grid}.group-hover\\:visible:is(:where(.group):hover *){visibility:visible}" +
        ".card .title,.banner{color:red}@media(min-width:48rem){.md\\:flex{display:flex}}}" +
        "@media(prefers-reduced-motion:reduce){:not(.toast){animation:none}}@keyframes spin{to{rotate:1turn}}",
    );
  });

  it("needs every class of a compound selector, and one selector of a list", () => {
    const css = (classes: string[]) => criticalCss(rules, new Set(classes));
    expect(css(["card"])).not.toContain(".card .title");
    expect(css(["card", "title"])).toContain(".card .title,.banner{color:red}");
  });

  it("besides another stylesheet's classes, has only the rules that one lacks, and none every page keeps", () => {
    const css = criticalCss(rules, new Set(["flex", "md:grid", "banner"]), { besides: new Set(["flex", "card"]) });
    expect(css).toBe("@layer utilities{.card .title,.banner{color:red}@media(min-width:48rem){.md\\:grid{display:grid}}}");
  });

  it("always keeps the rules of classes named as always kept (a cached page's slots)", () => {
    const always = stylesheetRules(BUILT, new Set(["text-[11px]"]));
    expect(criticalCss(always, new Set())).toContain(".text-\\[11px\\]{font-size:11px}");
    expect(criticalCss(rules, new Set())).not.toContain("font-size:11px");
  });

  it("reads a document's classes as React writes them, entities decoded", () => {
    const classes = classesIn('<a class="flex [&amp;_img]:h-9  md:grid"></a><p class="">x</p><i data-class="nope"></i>');
    expect([...classes]).toEqual(["flex", "[&_img]:h-9", "md:grid"]);
  });

  it("finds the class names of a source file's strings", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "classes-"));
    const file = path.join(dir, "slot.tsx");
    writeFileSync(file, 'const a = <span className="absolute -top-1 bg-third" />; const b = liked ? `fill-third text-third` : \'\';');
    expect([...classNamesIn([file])]).toEqual(expect.arrayContaining(["absolute", "-top-1", "bg-third", "fill-third", "text-third"]));
  });
});

describe("the document stream", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rules-"));
  const rulesFile = path.join(dir, "rules.json");
  writeFileSync(rulesFile, JSON.stringify(stylesheetRules(BUILT)));
  const styles = firstRenderStyles(rulesFile, { head: "shop-css", firstScreenEnd: "after-first-screen" })!;
  const page = (css: string) => `<html><head><style id="shop-css">${css}</style></head><body><div class="flex">طلا</div>`;

  it("has no rules before a build", () => {
    expect(firstRenderStyles(path.join(dir, "missing.json"), { head: "shop-css", firstScreenEnd: "after-first-screen" })).toBeNull();
  });

  it("cuts the head's stylesheet of the shell to its classes, and lets what follows through as it is", async () => {
    const stream = firstRenderStylesStream(styles);
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const shell = Buffer.from(page(BUILT));
    // React 18 may leave NULs where a Persian character straddles its buffer (server-lib/nul-free.server.ts).
    stream.write(Buffer.concat([shell.subarray(0, 30), Buffer.alloc(2), shell.subarray(30)]));
    stream.shellWritten();
    stream.end(Buffer.from('<div class="grid">later</div>'));
    await new Promise((resolve) => stream.on("end", resolve));
    const html = Buffer.concat(out).toString("utf8");
    expect(html).toContain(".flex{display:flex}");
    expect(html).not.toContain(".md\\:grid");
    expect(html).toContain("طلا</div><div class=\"grid\">later</div>");
    // The streamed part's rule is not in the head: the whole stylesheet after the page brings it.
    expect(html.slice(0, html.indexOf("</style>"))).not.toContain(".grid{");
  });

  it("moves the rules of what follows a page's first screen to the mark where it ends", () => {
    const html = withStylesFor(
      `<html><head><style id="shop-css">${BUILT}</style></head><body><div class="flex">طلا</div><style id="after-first-screen"></style><div class="grid flex md:grid">more</div></body></html>`,
      styles,
    );
    const [head, after] = [/<style id="shop-css">(.*?)<\/style>/.exec(html)![1]!, /<style id="after-first-screen">(.*?)<\/style>/.exec(html)![1]!];
    expect(head).toContain(".flex{display:flex}");
    expect(head).toContain("body{margin:0}");
    expect(head).not.toContain(".grid{");
    expect(after).toBe("@layer utilities{.grid{display:grid}@media(min-width:48rem){.md\\:grid{display:grid}}}");
    expect(html).toContain('<div class="grid flex md:grid">more</div></body></html>');
  });

  it("leaves a document without the head stylesheet as it is", () => {
    expect(withStylesFor("<html><body>x</body></html>", styles)).toBe("<html><body>x</body></html>");
  });
});
