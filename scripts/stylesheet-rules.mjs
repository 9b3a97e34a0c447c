// The built stylesheet as a list of rules, each with the classes it needs, for the head's
// first-screen stylesheet (app/lib/critical-css.ts, docs/decisions/0049). Run by scripts/build.mjs.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

/** At-rules whose content is rules to choose from; any other at-rule (@font-face, @keyframes, @property) is kept whole. */
const GROUPING = new Set(["media", "supports", "layer", "container"]);

/**
 * The class names each selector of a list needs on the page: a compound's own classes, not those
 * inside a pseudo-class (`:not(.toast)`, `:where(.group)`), which would keep too little. Null when
 * one selector needs none (an element, an attribute, `:root`): the rule is always kept.
 */
function classesNeeded(selector) {
  const needs = [];
  selectorParser((selectors) => {
    selectors.each((each) => {
      const classes = [];
      each.walkClasses((node) => {
        for (let parent = node.parent; parent && parent !== each; parent = parent.parent) if (parent.type === "pseudo") return;
        classes.push(node.value);
      });
      needs.push(classes);
    });
  }).processSync(selector);
  return needs.some((classes) => classes.length === 0) ? null : needs;
}

/**
 * The stylesheet's rules in order, each with the at-rules around it (`@layer utilities`,
 * `@media(min-width:48rem)`) and the classes it needs (null: always). A rule whose classes are all
 * in `alwaysClasses` is always kept: the classes of markup put into a page after it was rendered.
 */
export function stylesheetRules(css, alwaysClasses = new Set()) {
  const rules = [];
  const walk = (container, wrappers) => {
    container.each((node) => {
      if (node.type === "atrule" && GROUPING.has(node.name) && node.nodes?.length) {
        walk(node, [...wrappers, `@${node.name}${node.raws.afterName ?? " "}${node.params}`]);
        return;
      }
      // The built text as it is (minified).
      const text = css.slice(node.source.start.offset, node.source.end.offset);
      let needs = node.type === "rule" ? classesNeeded(node.selector) : null;
      if (needs?.some((classes) => classes.every((name) => alwaysClasses.has(name)))) needs = null;
      rules.push({ wrappers, text, needs });
    });
  };
  walk(postcss.parse(css), []);
  return rules;
}

/**
 * The component files `files` render, themselves included: their imports of `~/components/…` (not
 * type-only), followed to the end, so that a component a slot renders brings its classes too.
 */
export function withRenderedComponents(files, componentsDir) {
  const found = new Set();
  const visit = (file) => {
    if (!file || found.has(file)) return;
    found.add(file);
    for (const [, name] of readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*? from "~\/components\/([^"]+)";/gm)) {
      visit([".tsx", ".ts"].map((extension) => path.join(componentsDir, name + extension)).find((candidate) => existsSync(candidate)));
    }
  };
  for (const file of files) visit(file);
  return [...found];
}

/** Every whitespace-separated word of a source file's string literals: the class names it can render. */
export function classNamesIn(files) {
  const names = new Set();
  for (const file of files) {
    for (const [, , literal] of readFileSync(file, "utf8").matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal.split(/\s+/)) if (word) names.add(word);
    }
  }
  return names;
}
