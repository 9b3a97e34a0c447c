import type { AppLoadContext } from "@remix-run/node";

/** The page's structured data (JSON-LD), for the server render only (components/ui/json-ld.tsx). */
export function provideStructuredData(args: { context: AppLoadContext }, data: Record<string, unknown>[]): void {
  args.context.structuredData = data;
}
