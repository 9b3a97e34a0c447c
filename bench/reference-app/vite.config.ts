// The reference for bench/load.mjs: a bare Remix 2 + React 18 app (i18next, embla), built the way
// the shop is built, into bench/reference-app/build.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    }),
  ],
});
