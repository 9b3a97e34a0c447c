import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "./tests/e2e/support/chromium";

/**
 * E2E tests run against the production build with the embedded Shop API on a fresh DATA_DIR.
 * Four browser projects (desktop and phone, JavaScript on and off) plus one for HTTP-level checks.
 * A file under ui/ named `name.spec.ts` runs twice: with JavaScript on a desktop and without it on a
 * phone (each journey once enhanced and once as plain HTML, each size once), never in all four
 * projects. Its name can say otherwise: `name.desktop.spec.ts` / `name.phone.spec.ts` at that size,
 * with and without JavaScript; `name[.size].js.spec.ts` with JavaScript only (behaviour that exists
 * only when scripts run); `name[.size].nojs.spec.ts` without JavaScript only.
 * `name.lite.spec.ts` runs only in the lite project: a phone asking to save data, with JavaScript
 * on, which the shop answers with lite pages (no script at all; lib/lite-mode.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The lite project's way to the shop: tests/e2e/support/save-data-proxy.mjs. */
const SAVE_DATA_PROXY_PORT = E2E_PORT + 1;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
// Every shop of the run (this one, those tests start) keeps its resized pictures in one folder: they
// are the same pictures of the same seeded catalogue, and encoding them again for each shop (AVIF,
// about a thousand in a run) cost the suite minutes of CPU. A shop writes a picture by renaming a
// finished file, so shops sharing the folder never read half of one.
process.env.IMAGE_CACHE_DIR ??= path.join(process.env.E2E_DATA_DIR, "image-cache");
// Every shop of the suite (this one, and those tests start: support/shop-server.ts) waits longer
// for an optional Shop API call than a real one (1.5 s, decision 32): on a busy test machine a cold
// call can take that long, and a page without its menu would fail tests about something else.
// The fault test (http/section-faults.spec.ts) checks the real budget on a shop of its own.
process.env.SHOP_API_OPTIONAL_TIMEOUT_MS ??= "5000";
// Likewise a required call: a sign-in (the Shop API's password hash) took over 5 s while two browsers
// and a soak shared the machine, and the page became a 504. Tests of timeouts set their own.
process.env.SHOP_API_TIMEOUT_MS ??= "15000";

const chromium = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium };
const ui = (size: "desktop" | "phone", js: boolean) => {
  const mode = js ? "js" : "nojs";
  const plain = (size === "desktop") === js ? "|" : "";
  return new RegExp(`ui/[\\w-]+(\\.${size}|\\.${mode}|\\.${size}\\.${mode}${plain})\\.spec\\.ts$`);
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Room for a machine busy with more than the suite (two browsers, the shop, a build): a test or a
  // check that passes takes what it takes; these only bound how long a failing one waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace records every action's screenshot and DOM snapshot: it cost the suite over a quarter of
    // its CPU (a product and shell run: 125 s of CPU with it, 91 s without), on a machine the suite
    // keeps busy. A failure still writes the page's error context; E2E_TRACE=1 keeps a trace of it.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
  },
  projects: [
    { name: "http", testMatch: /http\/.*\.spec\.ts$/ },
    { name: "desktop-js", testMatch: ui("desktop", true), use: { ...desktop } },
    { name: "desktop-nojs", testMatch: ui("desktop", false), use: { ...desktop, javaScriptEnabled: false } },
    { name: "phone-js", testMatch: ui("phone", true), use: { ...phone } },
    { name: "phone-nojs", testMatch: ui("phone", false), use: { ...phone, javaScriptEnabled: false } },
    {
      name: "lite",
      testMatch: /ui\/[\w-]+\.lite\.spec\.ts$/,
      // The browser goes through the proxy; the tests' own API calls (set-up) do not.
      use: { ...phone, launchOptions: { ...chromium, proxy: { server: `http://127.0.0.1:${SAVE_DATA_PROXY_PORT}` } } },
    },
  ],
  webServer: [
    {
      command: "node --enable-source-maps build/server.js",
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      // A fresh database is seeded first: on a busy machine that takes well over a minute.
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: "e2e-session-secret",
        SHOP_API_DEV_INBOX: "1",
        // Shared data refreshes within seconds, so that a test sees what it changed through the dev
        // tools (the warm-cache test runs a shop of its own with the default).
        SHOP_CACHE_TTL_MS: "2000",
        // The suite's browsers all sign in from here; the rate limits per address are tested at their
        // real default with addresses of their own (X-Forwarded-For, trusted from loopback).
        SHOP_API_RATE_LIMIT_EXEMPT: "127.0.0.1,::1",
      },
    },
    {
      command: "node tests/e2e/support/save-data-proxy.mjs",
      url: `http://127.0.0.1:${SAVE_DATA_PROXY_PORT}/health`,
      reuseExistingServer: false,
      env: { SAVE_DATA_PROXY_PORT: String(SAVE_DATA_PROXY_PORT) },
    },
  ],
});
