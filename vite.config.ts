import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routeTable } from "./app/routes";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The shell's components and the shared helpers in one chunk: every page loads them, and a
        // dozen tiny files cost more over a thin link (a request and a gzip header each).
        // Components of one area (catalogue, cart...) stay with the routes that use them.
        manualChunks(id) {
          if (/\/app\/(lib\/|components\/(ui|shell|error)\/|components\/locale)/.test(id)) return "shell";
          return undefined;
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    remix({
      // The route table lives in app/routes.ts: every page is declared twice (fa, en).
      ignoredRouteFiles: ["**/*"],
      routes: (defineRoutes) => routeTable(defineRoutes),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
