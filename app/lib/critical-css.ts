/**
 * The head's stylesheet holds what a page's first render uses (docs/decisions/0049): every rule of
 * the built stylesheet whose classes the page's markup names, in the built order, in its at-rules.
 * The whole stylesheet follows at the end of the body for what comes later (streamed parts, the
 * classes scripts add, the next pages).
 */

/** One rule of the built stylesheet (scripts/stylesheet-rules.mjs). */
export interface StylesheetRule {
  /** The at-rules around it, outermost first: "@layer utilities", "@media(min-width:48rem)". */
  wrappers: string[];
  /** Its text as built. */
  text: string;
  /** Per selector of its list, the classes that selector needs; null: kept on every page. */
  needs: string[][] | null;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The class names in an HTML document's `class` attributes (as React writes them: double quotes, escaped). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

const usedBy = (rule: StylesheetRule, classes: ReadonlySet<string>) => !rule.needs || rule.needs.some((needed) => needed.every((name) => classes.has(name)));

/**
 * The rules a page with these classes uses, as one stylesheet: neighbours in the same at-rules
 * share them, and the layers are named first in the built order (`layerOrder`), which sets their
 * precedence whichever of them the page needs. With `besides`, the classes of a stylesheet the page
 * already has (the head's, for what follows its first screen): only the rules that one lacks.
 */
export function criticalCss(
  rules: readonly StylesheetRule[],
  classes: ReadonlySet<string>,
  { layerOrder = "", besides }: { layerOrder?: string; besides?: ReadonlySet<string> } = {},
): string {
  let css = layerOrder;
  let open: string[] = [];
  for (const rule of rules) {
    if (!usedBy(rule, classes) || (besides && usedBy(rule, besides))) continue;
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared += 1;
    css += "}".repeat(open.length - shared);
    for (const wrapper of rule.wrappers.slice(shared)) css += `${wrapper}{`;
    open = rule.wrappers;
    css += rule.text;
  }
  return css + "}".repeat(open.length);
}

/** `@layer a,b,c;`: the built stylesheet's layers in the order they first appear. */
export function layerOrderOf(rules: readonly StylesheetRule[]): string {
  const layers = new Set<string>();
  for (const { wrappers } of rules) {
    const layer = wrappers.find((wrapper) => wrapper.startsWith("@layer"));
    if (layer) layers.add(layer.slice("@layer".length).trim());
  }
  return layers.size > 0 ? `@layer ${[...layers].join(",")};` : "";
}
