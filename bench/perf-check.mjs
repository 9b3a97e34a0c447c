// `node bench/perf-check.mjs [report.json]`: the performance checks `npm test` runs, on what does
// not drift with the machine: bytes and memory, never speed. Run `npm run build` first.
//
// 1. every page's JavaScript, CSS, first screen and fonts within docs/shop/17-budgets.md (bench/weight.mjs);
// 2. lite pages send no JavaScript;
// 3. the lite home page's first view (a phone in a fresh profile, Chrome on a slow-2G round trip,
//    without scrolling) is at most 60 KB on the wire;
// 4. a soak of PERF_SOAK_SECONDS (60) with two workers, returning guests and first visits on the
//    home, category and product pages: every process's RSS (the primary, the Shop API's, each
//    worker) stays under 400 MB.
// Each check prints one line and counts once; the report file gets { passed, failed }.
import { writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./lib/browser.mjs";
import { firstView, launchBrowser } from "./lib/first-view.mjs";
import { SPEED_PAGES } from "./lib/pages.mjs";
import { processRole, processTree, rssMb, startShop } from "./lib/shop.mjs";
import { LITE, PAGES, shopperSession, weigh } from "./weight.mjs";

const LITE_HOME_FIRST_VIEW_BYTES = 60 * 1024;
const SOAK_SECONDS = Number(process.env.PERF_SOAK_SECONDS ?? 60);
const RSS_CEILING_MB = 400;

const results = [];
async function check(name, run) {
  let problems;
  try {
    problems = await run();
  } catch (error) {
    problems = [`could not run: ${error instanceof Error ? error.message : error}`];
  }
  results.push(problems.length === 0);
  console.log(`${problems.length === 0 ? "✓" : "✗"} ${name}${problems.length ? `\n    ${problems.join("\n    ")}` : ""}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const shop = await startShop({ WEB_CONCURRENCY: "1" });
try {
  const shopper = await shopperSession(shop.url);
  const cookie = (page) => (page[3] === "shopper" ? shopper : "");
  const rows = [];
  const liteRows = [];
  await check("every page's JavaScript, CSS, first screen and fonts within docs/shop/17-budgets.md", async () => {
    for (const page of PAGES) {
      rows.push(await weigh(shop.url, page, cookie(page)));
      liteRows.push(await weigh(shop.url, page, cookie(page), LITE));
    }
    return rows.flatMap((row) => row.failures.map((failure) => `${row.label}: ${failure}`));
  });
  await check("lite pages send no JavaScript", async () =>
    liteRows.filter((row) => row.jsFiles > 0).map((row) => `${row.label} (lite): ${row.jsFiles} script files`),
  );
  await check(`the lite home page's first view is at most ${kb(LITE_HOME_FIRST_VIEW_BYTES)}`, async () => {
    const browser = await launchBrowser();
    try {
      await fetch(`${shop.url}/`, { headers: LITE }); // the image variants exist: a deploy's first visitor is not the case
      const { bytes, requests } = await firstView(browser, `${shop.url}/`, LITE);
      console.log(`    lite home: ${kb(bytes)} in ${requests.length} requests`);
      return bytes > LITE_HOME_FIRST_VIEW_BYTES ? [`${kb(bytes)} in ${requests.length} requests`] : [];
    } finally {
      await browser.close();
    }
  });
} finally {
  await shop.stop();
}

await check(`${SOAK_SECONDS} s soak, two workers: every process under ${RSS_CEILING_MB} MB, no request failed`, async () => {
  const soakShop = await startShop({ WEB_CONCURRENCY: "2" });
  const peaks = new Map();
  const sample = () => {
    for (const pid of processTree(soakShop.pid)) {
      const name = `${processRole(pid)} ${pid}`;
      peaks.set(name, Math.max(peaks.get(name) ?? 0, rssMb(pid)));
    }
  };
  const sampler = setInterval(sample, 2000);
  try {
    // Half first visits (the page cache), half returning guests (every page rendered for them).
    const returning = `clientToken=${randomUUID()}`;
    const requests = SPEED_PAGES.flatMap(([, path]) => [
      { path, headers: BROWSER_HEADERS },
      { path, headers: { ...BROWSER_HEADERS, cookie: returning } },
    ]);
    const result = await autocannon({ url: soakShop.url, connections: 10, duration: SOAK_SECONDS, requests });
    sample();
    const figures = [...peaks].map(([name, mb]) => `${name}: ${mb.toFixed(0)} MB`).join(", ");
    console.log(`    peak RSS ${figures}; ${result.requests.total} requests, ${result.errors + result.timeouts} errors`);
    const errors = result.errors + result.timeouts + result.non2xx;
    return [
      ...[...peaks].filter(([, mb]) => mb >= RSS_CEILING_MB).map(([name, mb]) => `${name}: ${mb.toFixed(0)} MB`),
      ...(errors > 0 ? [`${errors} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`] : []),
    ];
  } finally {
    clearInterval(sampler);
    await soakShop.stop();
  }
});

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`performance: ${passed} passed, ${failed} failed`);
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ passed, failed }));
process.exitCode = failed > 0 ? 1 : 0;
