import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the Remix plugin must not load under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    // Starting a Shop API (PGlite's initdb in WebAssembly) takes 5 s alone and more while the
    // machine's two cores are busy: set-up hooks wait for it rather than fail.
    hookTimeout: 60_000,
  },
});
