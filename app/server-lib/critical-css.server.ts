import { existsSync, readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import { classesIn, criticalCss, layerOrderOf, type StylesheetRule } from "~/lib/critical-css";
import { withoutNul } from "~/server-lib/nul-free.server";

/** Where scripts/build.mjs writes the built stylesheet's rules, beside the server build. */
export const STYLESHEET_RULES_FILE = "stylesheet-rules.json";

export interface FirstRenderStyles {
  /** The head `<style>` element's opening tag, as rendered (components/ui/inline-styles.tsx). */
  openingTag: string;
  /** The opening tag of the `<style>` where a page's first screen ends (`FirstScreenEnd`). */
  firstScreenEndTag: string;
  /** The head stylesheet for the classes of a document's first screen (all of them when it marks none). */
  stylesFor(classes: ReadonlySet<string>): string;
  /** The rules the classes after the first screen use that the head's (`headClasses`) lack. */
  stylesAfter(classes: ReadonlySet<string>, headClasses: ReadonlySet<string>): string;
}

/**
 * The head stylesheets of documents, from the built rules; null before a build (development).
 * Pages share their class sets (every product page, every listing), so a stylesheet is kept by them.
 */
export function firstRenderStyles(rulesFile: string, ids: { head: string; firstScreenEnd: string }): FirstRenderStyles | null {
  if (!existsSync(rulesFile)) return null;
  const rules = JSON.parse(readFileSync(rulesFile, "utf8")) as StylesheetRule[];
  const layerOrder = layerOrderOf(rules);
  const made = byteBoundedCache<{ css: string }>(4 * 1024 * 1024, { valueBytes: ({ css }) => css.length });
  const keyOf = (classes: ReadonlySet<string>) => [...classes].sort().join(" ");
  const kept = (key: string, make: () => string) => {
    let entry = made.get(key);
    if (!entry) made.set(key, (entry = { css: make() }));
    return entry.css;
  };
  return {
    openingTag: `<style id="${ids.head}">`,
    firstScreenEndTag: `<style id="${ids.firstScreenEnd}">`,
    stylesFor: (classes) => kept(keyOf(classes), () => criticalCss(rules, classes, { layerOrder })),
    // The layers are named in the head already, and the rules every page keeps are there.
    stylesAfter: (classes, headClasses) => kept(`${keyOf(classes)}|${keyOf(headClasses)}`, () => criticalCss(rules, classes, { besides: headClasses })),
  };
}

/**
 * A document stream whose head stylesheet is cut to what its first render uses. React writes a
 * page's shell at once when it is piped: the stream keeps those bytes until `shellWritten()`,
 * rewrites the stylesheet for the classes they name, and lets the rest (streamed parts) through.
 */
export function firstRenderStylesStream(styles: FirstRenderStyles): Transform & { shellWritten(): void } {
  let shell: Buffer[] | null = [];
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (shell) shell.push(chunk);
      else this.push(chunk);
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  const release = () => {
    if (!shell) return;
    // Without React 18's stray NULs (server-lib/nul-free.server.ts) before the bytes are read as text.
    const html = withoutNul(Buffer.concat(shell)).toString("utf8");
    shell = null;
    stream.push(withStylesFor(html, styles));
  };
  return Object.assign(stream, { shellWritten: release });
}

/**
 * The document with its head stylesheet's text replaced by the rules its classes use. Where the
 * page marks the end of its first screen (decision 54), the head has only what comes before the
 * mark needs, and the mark's own `<style>` the rest: fewer bytes before the first paint.
 */
export function withStylesFor(html: string, styles: FirstRenderStyles): string {
  const start = html.indexOf(styles.openingTag);
  const end = start === -1 ? -1 : html.indexOf("</style>", start);
  if (end === -1) return html;
  const mark = html.indexOf(styles.firstScreenEndTag, end);
  const markEnd = mark === -1 ? -1 : html.indexOf("</style>", mark);
  const headClasses = classesIn(markEnd === -1 ? html : html.slice(0, mark));
  const rest =
    markEnd === -1
      ? html.slice(end)
      : html.slice(end, mark + styles.firstScreenEndTag.length) + styles.stylesAfter(classesIn(html.slice(markEnd)), headClasses) + html.slice(markEnd);
  return html.slice(0, start + styles.openingTag.length) + styles.stylesFor(headClasses) + rest;
}
