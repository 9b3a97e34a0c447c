import { createContext, useContext } from "react";

/**
 * The stylesheet is put inline in the document head in production (docs/shop/17-budgets.md §17.3): on a
 * 2G link a separate CSS file competes with the module preloads and delays the first paint by seconds.
 * The server provides the built file's text; the browser reads back what the server sent before
 * hydrating, so both render the same elements and nothing is fetched twice.
 */
export interface InlineCss {
  /** The head's stylesheet. */
  head: string;
  /** The rules only what follows the first screen uses (`FirstScreenEnd`), when the page marks it. */
  afterFirstScreen: string;
}

export const InlineCssContext = createContext<InlineCss | null>(null);

export const INLINE_CSS_ID = "shop-css";
export const FIRST_SCREEN_END_ID = "shop-css-after-first-screen";

/**
 * In production the head's stylesheet holds only what the page's first render uses (the server
 * cuts it, decision 49); the whole stylesheet follows the page for its streamed parts, what scripts
 * add and the next pages. It blocks nothing above it, and the browser caches it.
 */
export function WholeStylesheet({ href }: { href: string }) {
  return useContext(InlineCssContext) === null ? null : <link rel="stylesheet" href={href} />;
}

export function InlineStyles({ href }: { href: string }) {
  const css = useContext(InlineCssContext);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css.head }} />;
}

/**
 * Where a page's first screen ends (decision 54): the server moves here the rules that
 * only what follows uses, so the head, which the first paint waits for, is smaller. Put it after the
 * last part of the first screen, outside lists (the whole stylesheet at the end of the page has
 * every rule anyway).
 */
export function FirstScreenEnd() {
  const css = useContext(InlineCssContext);
  // In a box of its own, whose first child it is (a <style> in the body must be), hidden: no gap in
  // the page's column.
  return css === null ? null : (
    <div hidden>
      <style id={FIRST_SCREEN_END_ID} dangerouslySetInnerHTML={{ __html: css.afterFirstScreen }} />
    </div>
  );
}
