// `npm test`: builds, runs the unit suite (Vitest, with a throwaway PostgreSQL server for the
// DATABASE_URL test) and the browser suite (Playwright on Debian's Chromium, against the production
// build), then the performance check (bench/perf-check.mjs: page weights against docs/shop/17-budgets.md, the
// lite home's first view, a soak's memory), and ends with one line totalling all: "N passed, N failed".
// Skipped tests are never counted as passed; a suite that cannot run counts as one failure.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium, ensureJava, ensureTextBrowser, startPostgres } from "./test-services.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Each suite's temporary files (the databases of the shops it starts, ~75 MB each, browser profiles,
// the reports) go into this one folder, its TMPDIR, removed at the end: left behind, a few hundred
// runs filled the machine's disk, and then a shop could not start.
// Others may pass through it (not list it): a test's PostgreSQL server runs as the postgres user,
// in a folder of its own in there (scripts/test-services.mjs).
const scratch = mkdtempSync(path.join(tmpdir(), "shop-test-"));
chmodSync(scratch, 0o711);
process.on("exit", () => rmSync(scratch, { recursive: true, force: true, maxRetries: 3 }));
const bin = (name) => path.join(root, "node_modules/.bin", name);
// Every part runs on this Node: this script spawns process.execPath, and npm puts node_modules/.bin,
// which holds the npm package `node`'s binary (docs/decisions/0062), first on the PATH, where vitest's
// and playwright's `#!/usr/bin/env node` and playwright.config.ts's webServer `node` find it.
console.log(`npm test on Node ${process.version}`);

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, TMPDIR: scratch, ...env } });
  console.log(`(${command === process.execPath ? args[0] : path.basename(command)}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };

// 1. Build: the browser suite runs against the production build.
if (run(process.execPath, [path.join(root, "scripts/build.mjs")]) !== 0) {
  console.log("build failed");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// 2. Unit tests.
const postgres = await startPostgres();
if (!postgres) console.log("no PostgreSQL server could be started: the DATABASE_URL test will be skipped");
const vitestReport = path.join(scratch, "vitest.json");
const vitestStatus = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
  ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}),
});
postgres?.stop();
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) totals.failed += 1; // e.g. a file that failed to load
} else {
  totals.failed += 1;
}

// 3. Browser tests.
if (!ensureChromium()) console.log("Chromium or its headless shell is missing and could not be installed (scripts/test-services.mjs)");
if (!ensureTextBrowser()) console.log("lynx is missing and could not be installed (scripts/test-services.mjs)");
if (!ensureJava()) console.log("Java, for the Nu HTML Checker, is missing and could not be installed (scripts/test-services.mjs)");
const playwrightReport = path.join(scratch, "playwright.json");
const playwrightStatus = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : null;
if (playwright?.stats) {
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  totals.passed += expected;
  totals.failed += unexpected + flaky; // a test that needed a retry is not a pass
  totals.skipped += skipped;
  if (playwrightStatus !== 0 && unexpected + flaky === 0) totals.failed += 1; // e.g. the server did not start
} else {
  totals.failed += 1;
}

// 4. Performance: bytes and memory, which do not drift with the machine (each check counts once).
const perfReport = path.join(scratch, "perf.json");
const perfStatus = run(process.execPath, [path.join(root, "bench/perf-check.mjs"), perfReport]);
const perf = readJson(perfReport);
if (perf) {
  totals.passed += perf.passed;
  totals.failed += perf.failed;
  if (perfStatus !== 0 && perf.failed === 0) totals.failed += 1;
} else {
  totals.failed += 1;
}

if (totals.skipped > 0) console.log(`${totals.skipped} skipped (not counted as passed)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
