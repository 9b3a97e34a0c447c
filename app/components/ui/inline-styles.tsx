import { createContext, useContext } from "react";

/**
 * The stylesheet is put inline in the document head in production (docs/shop/17-budgets.md §17.3): on a
 * 2G link a separate CSS file competes with the module preloads and delays the first paint by seconds.
 * The server provides the built file's text; the browser reads back what the server sent before
 * hydrating, so both render the same element and nothing is fetched twice.
 */
export const InlineCssContext = createContext<string | null>(null);

export const INLINE_CSS_ID = "shop-css";

export function InlineStyles({ href }: { href: string }) {
  const css = useContext(InlineCssContext);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
