// The reference for bench/load.mjs: a bare React Router 7 (framework mode) + React 18 app (i18next,
// embla), built the way the shop is built, into bench/reference-app/build.
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  plugins: [reactRouter()],
});
