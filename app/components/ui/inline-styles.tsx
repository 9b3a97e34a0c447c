import { createContext, useContext } from "react";

/**
 * The stylesheet is put inline in the document head in production (docs/shop/17-budgets.md §17.3): on a
 * 2G link a separate CSS file competes with the module preloads and delays the first paint by seconds.
 * The server provides the built file's text; the browser reads back what the server sent before
 * hydrating, so both render the same element and nothing is fetched twice.
 */
export const InlineCssContext = createContext<string | null>(null);

export const INLINE_CSS_ID = "shop-css";

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
  return <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
