// `node bench/load.mjs`: how many pages a second the shop serves, against a bare React Router page.
//
// Starts the production build (`npm run build` first) on a fresh DATA_DIR with WEB_CONCURRENCY=1
// (one storefront process: the ratio measures efficiency, not cores), and, in the same run, a bare
// React Router 7 + React 18 app with i18next and embla (bench/reference-app, built here) served the same
// way. Each page is loaded for 10 s at 20 connections after a 2 s warm-up, with a browser's
// `accept-encoding`, and the script prints req/s, p50/p99, errors and the ratio to the reference;
// and, since req/s stops at what autocannon manages on the same two cores (printed first, for each
// page: a server that sends as many bytes for nothing; each row's share of it), the requests served
// per CPU-second of the server's processes and their ratio to the reference's, which that ceiling
// does not cap.
// Four kinds of shopper, each against the bare page measured again just before (the machine drifts
// within a run): first visits (no cookie),
// returning guests with an empty cart (a clientToken cookie), guests with an item in the cart, and
// signed-in shoppers (with a cart, as bench/weight.mjs signs one in). Then a soak: 3 minutes at 10
// connections over the three pages, half as first visits and half as returning guests, sampling
// every process's RSS.
//
// Options (environment): LOAD_SECONDS (10), SOAK_SECONDS (180, 0 to skip), WEB_CONCURRENCY (1).
// Where the time goes: bench/cpu-profile.mjs.
import { randomUUID } from "node:crypto";
import { get } from "node:http";
import { load, measure } from "./lib/autocannon.mjs";
import { BROWSER_HEADERS } from "./lib/browser.mjs";
import { processRole, processTree, rssMb, startReference, startShop, startTrivialServer } from "./lib/shop.mjs";
import { guestWithItem, shopperSession } from "./weight.mjs";
import { SPEED_PAGES } from "./lib/pages.mjs";

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const WORKERS = process.env.WEB_CONCURRENCY ?? "1";
const BUDGET = { ratio: 0.5, p99Ms: 250, rssMb: 400, lastMinuteGrowth: 0.02 };

/** A returning guest: the clientToken cookie of an earlier page and no session, so an empty cart (decision 40). */
const RETURNING = { cookie: `clientToken=${randomUUID()}` };

/** A page's bytes on the wire, as a browser's encodings get it (what autocannon reads of each answer). */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length)).on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/** What autocannon manages against a server that sends `bytes` for nothing: its ceiling for a page of that size. */
async function ceilingAt(bytes) {
  const trivial = await startTrivialServer(bytes);
  return (await measure(trivial.url, LOAD_SECONDS).finally(() => trivial.stop())).rps;
}

const reference = await startReference();
const shop = await startShop({ WEB_CONCURRENCY: WORKERS });
// Every process of each server (the shop's primary, workers and Shop API), read at each measurement.
const referencePids = () => processTree(reference.pid);
const shopPids = () => processTree(shop.pid);
try {
  // Each page's ceiling at its first visit's size (a shopper's own page differs by a few hundred bytes).
  const ceilings = new Map();
  for (const [label, pagePath] of SPEED_PAGES) {
    const bytes = await wireBytes(`${shop.url}${pagePath}`);
    ceilings.set(`shop ${label}`, { bytes, rps: await ceilingAt(bytes) });
  }
  const kinds = [
    ["first visits (no cookie, as autocannon and crawlers come):", {}],
    ["returning guests, empty cart (a clientToken cookie):", RETURNING],
    ["guests with an item in the cart:", { cookie: await guestWithItem(shop.url) }],
    ["signed-in shoppers (with a cart):", { cookie: await shopperSession(shop.url) }],
  ];
  const tables = [];
  for (const [title, headers] of kinds) {
    // The bare page again before each kind: this shared machine's speed drifts within a run.
    const base = await measure(`${reference.url}/`, LOAD_SECONDS, { pids: referencePids() });
    const row = (label, result) => ({ label, ...result, ratio: result.rps / base.rps, cpuRatio: result.perCpu / base.perCpu, ofCeiling: ceilings.has(label) ? result.rps / ceilings.get(label).rps : null });
    const list = [row("bare React Router page", base)];
    for (const [label, pagePath] of SPEED_PAGES) {
      list.push(row(`shop ${label}`, await measure(`${shop.url}${pagePath}`, LOAD_SECONDS, { headers, pids: shopPids() })));
    }
    tables.push([title, list]);
  }

  console.log(`\n${LOAD_SECONDS} s at 20 connections after a 2 s warm-up, browser encodings; shop with WEB_CONCURRENCY=${WORKERS}`);
  // req/s is capped by the load generator, which shares the machine's two cores: against a server
  // that costs nothing it manages the ceiling printed here. Requests per CPU-second of the server's
  // processes are not capped: the last column compares what a page costs the shop with what the
  // bare page costs its server.
  console.log("load generator's ceiling at each page's size (a server sending as many bytes for nothing):");
  for (const [label, ceiling] of ceilings) {
    console.log(`  ${label.padEnd(24)}${(ceiling.bytes / 1024).toFixed(1).padStart(6)} KB  ${ceiling.rps.toFixed(0).padStart(5)} req/s`);
  }
  const print = (title, list) => {
    console.log(title);
    console.log("page              req/s     p50 ms   p99 ms   errors  non-2xx  ratio   of ceiling  req/CPU-s  ratio (CPU)");
    for (const row of list) {
      console.log(
        `${row.label.padEnd(18)}${row.rps.toFixed(1).padEnd(10)}${String(row.p50).padEnd(9)}${String(row.p99).padEnd(9)}${String(row.errors).padEnd(8)}${String(row.non2xx).padEnd(9)}${`${row.ratio.toFixed(2)}×`.padEnd(8)}${(row.ofCeiling === null ? "—" : `${(row.ofCeiling * 100).toFixed(0)} %`).padEnd(12)}${row.perCpu.toFixed(0).padEnd(11)}${row.cpuRatio.toFixed(2)}×`,
      );
    }
  };
  for (const [title, list] of tables) print(title, list);

  const soak = [];
  // Which process is which (the primary, the Shop API's, a worker), read once while it runs.
  const roles = new Map();
  const named = (pid) => `${roles.get(pid) ?? roles.set(pid, processRole(pid)).get(pid)} ${pid}`;
  if (SOAK_SECONDS > 0) {
    const requests = SPEED_PAGES.flatMap(([, pagePath]) => [
      { method: "GET", path: pagePath, headers: BROWSER_HEADERS },
      { method: "GET", path: pagePath, headers: { ...BROWSER_HEADERS, ...RETURNING } },
    ]);
    const sampler = setInterval(() => soak.push({ at: soak.length * 5, rss: processTree(shop.pid).map((pid) => ({ pid, mb: rssMb(pid) })) }), 5000);
    const result = await load(shop.url, SOAK_SECONDS, 10, requests);
    clearInterval(sampler);
    console.log(`\nsoak: ${SOAK_SECONDS} s at 10 connections over the three pages, first visits and returning guests: ${result.rps.toFixed(1)} req/s, p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx`);
    console.log("RSS in MB, per process (every 30 s):");
    for (const sample of soak.filter((_, index) => index % 6 === 5)) {
      console.log(`  ${String(sample.at + 5).padStart(4)} s  ${sample.rss.map((process) => `${named(process.pid)}: ${process.mb.toFixed(0)}`).join("  ")}`);
    }
  }

  const failures = tables
    .flatMap(([title, list]) => list.map((row) => ({ ...row, label: `${row.label} (${title.split(" (")[0].replace(/:$/, "")})` })))
    .filter((row) => row.label.startsWith("shop"))
    .flatMap((row) => [
      row.ratio < BUDGET.ratio && `${row.label}: ${row.ratio.toFixed(2)}× the bare page < ${BUDGET.ratio}×`,
      row.p99 > BUDGET.p99Ms && `${row.label}: p99 ${row.p99} ms > ${BUDGET.p99Ms} ms`,
      (row.errors > 0 || row.non2xx > 0) && `${row.label}: ${row.errors} errors, ${row.non2xx} non-2xx`,
    ])
    .filter(Boolean);
  if (soak.length >= 24) {
    const perProcess = new Map();
    for (const sample of soak) for (const { pid, mb } of sample.rss) perProcess.set(pid, [...(perProcess.get(pid) ?? []), mb]);
    const lastMinute = 12; // samples
    for (const [pid, series] of perProcess) {
      const peak = Math.max(...series);
      const start = series.at(-lastMinute - 1);
      const growth = (series.at(-1) - start) / start;
      console.log(`  ${named(pid)}: peak ${peak.toFixed(0)} MB, last minute ${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %`);
      if (peak > BUDGET.rssMb) failures.push(`${named(pid)}: RSS peak ${peak.toFixed(0)} MB > ${BUDGET.rssMb} MB`);
      if (growth > BUDGET.lastMinuteGrowth) failures.push(`${named(pid)}: RSS grew ${(growth * 100).toFixed(1)} % in the last minute`);
    }
  }
  console.log(`(budgets: ≥ ${BUDGET.ratio}× the bare page, p99 ≤ ${BUDGET.p99Ms} ms, no error; soak RSS < ${BUDGET.rssMb} MB a process, last minute < ${BUDGET.lastMinuteGrowth * 100} %)`);
  if (failures.length > 0) {
    console.log(`over budget:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("all within budget");
  }
} finally {
  shop.stop();
  reference.stop();
}
