import { useLocation } from "react-router";
import { createContext, useContext } from "react";
import { jsonScriptText } from "~/lib/script-text";

type StructuredData = Record<string, unknown> | Record<string, unknown>[];


/** Structured data for crawlers, made in the component from what the page shows anyway. */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonScriptText(data) }} />;
}

/**
 * The structured data a page's loader made on the server (shop/page-data/structured-data.server.ts),
 * given to the server render only: as loader data it would reach the page twice, once in the
 * script and once in the hydration data. In the browser the context is empty, and the server's
 * script stays as it was written until the page changes (the key), when it empties rather than
 * describe the page left behind.
 */
export const StructuredDataContext = createContext<readonly Record<string, unknown>[]>([]);

export function PageStructuredData() {
  const data = useContext(StructuredDataContext);
  const location = useLocation();
  return (
    <script
      key={location.pathname + location.search}
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? jsonScriptText([...data]) : "" }}
    />
  );
}
