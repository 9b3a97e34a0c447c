import { existsSync, readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import { classesIn, criticalCss, layerOrderOf, type StylesheetRule } from "~/lib/critical-css";
import { withoutNul } from "~/server-lib/nul-free.server";

/** Where scripts/build.mjs writes the built stylesheet's rules, beside the server build. */
export const STYLESHEET_RULES_FILE = "stylesheet-rules.json";

export interface FirstRenderStyles {
  /** The `<style>` element's opening tag, as rendered (components/ui/inline-styles.tsx). */
  openingTag: string;
  /** The head stylesheet for a document's classes. */
  stylesFor(classes: ReadonlySet<string>): string;
}

/**
 * The head stylesheets of documents, from the built rules; null before a build (development).
 * Pages share their class sets (every product page, every listing), so a stylesheet is kept by them.
 */
export function firstRenderStyles(rulesFile: string, styleId: string): FirstRenderStyles | null {
  if (!existsSync(rulesFile)) return null;
  const rules = JSON.parse(readFileSync(rulesFile, "utf8")) as StylesheetRule[];
  const layerOrder = layerOrderOf(rules);
  const made = byteBoundedCache<{ css: string }>(4 * 1024 * 1024, { valueBytes: ({ css }) => css.length });
  return {
    openingTag: `<style id="${styleId}">`,
    stylesFor(classes) {
      const key = [...classes].sort().join(" ");
      let entry = made.get(key);
      if (!entry) made.set(key, (entry = { css: criticalCss(rules, classes, layerOrder) }));
      return entry.css;
    },
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

/** The document with its head stylesheet's text replaced by the rules its classes use. */
export function withStylesFor(html: string, styles: FirstRenderStyles): string {
  const start = html.indexOf(styles.openingTag);
  const end = start === -1 ? -1 : html.indexOf("</style>", start);
  if (end === -1) return html;
  return html.slice(0, start + styles.openingTag.length) + styles.stylesFor(classesIn(html)) + html.slice(end);
}
