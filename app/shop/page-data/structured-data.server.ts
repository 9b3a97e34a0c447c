import type { RouterContextProvider } from "react-router";

/** The page's structured data (JSON-LD), for the server render only (components/ui/json-ld.tsx). */
export function provideStructuredData(args: { context: Readonly<RouterContextProvider> }, data: Record<string, unknown>[]): void {
  args.context.structuredData.splice(0, Infinity, ...data);
}
