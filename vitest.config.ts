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
    // A test file's own Shop API (a seeded database) starts in a few seconds, and in many more on a
    // busy machine: room for it, rather than a failure that says nothing about the code.
    hookTimeout: 60_000,
  },
});
