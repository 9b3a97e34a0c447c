// `node bench/lighthouse.mjs [runs]`: how fast the first screen paints on a 2G phone, full and lite.
//
// Lighthouse (mobile) with DevTools throttling: 750 ms RTT, 250 kbps both ways, 4× CPU. The
// simulated profile is bimodal on localhost, so the network is really slowed. Absolute figures
// drift on this shared machine, so every page is compared with a floor measured in the same run:
// a trivial 1 KB Persian page served by this script. Runs are interleaved (floor, home, home lite…
// then again) and the median of each is printed: LCP, FCP, when the sharp first-screen picture
// arrived (LCP counts its inline preview, decision 14), bytes transferred, both times ÷ floor, and
// the biggest picture fetched during the load, which must be one on the first screen: below a
// full page's, nothing is fetched before the shopper scrolls (Lighthouse does not scroll; decision
// 41; a lite page has only the browser's own lazy loading).
// The sharp picture comes inside the HTML on a full phone page (decision 47): it has arrived when
// the document's bytes up to the end of its <img> have; a preloaded one, when its file has.
// Lite mode is asked for as a data-saving browser does, with `Save-Data: on`.
//
// Every measurement is a first visit: a browser of its own with a fresh profile, so no remembered
// client hints, cache or cookies (a browser kept across runs would remember `Accept-CH` and measure
// a second visit). Second views (the same page again in that browser) are reported apart, for the
// home page (BENCH_SECOND_VIEWS=all: every page).
//
// Not part of `npm test` (about 10 minutes). Run `npm run build` first.
import { createServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { freePort, startShop } from "./lib/shop.mjs";
import { SPEED_PAGES } from "./lib/pages.mjs";

const RUNS = Number(process.argv[2] ?? 3);
// Lighthouse's own conversion of a link's RTT and throughput into DevTools settings (as in its
// presets): DevTools adds the latency once per request where a real page pays DNS, TCP and TLS
// round trips too, hence 3.75× the RTT, and 0.9× the throughput. This puts the floor near 3.0 s.
const RTT_MS = 750;
const THROUGHPUT_KBPS = 250;
const THROTTLING = {
  rttMs: RTT_MS,
  throughputKbps: THROUGHPUT_KBPS,
  requestLatencyMs: RTT_MS * lighthouseThrottling.DEVTOOLS_RTT_ADJUSTMENT_FACTOR,
  downloadThroughputKbps: THROUGHPUT_KBPS * lighthouseThrottling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  uploadThroughputKbps: THROUGHPUT_KBPS * lighthouseThrottling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  cpuSlowdownMultiplier: 4,
};
// Issue 32: a full page paints its largest content within 1.15× the floor and its sharp first
// picture within 1.6×; a lite page within 1.3×; the full home fetches ≤ 200 KB before any scroll
// (Lighthouse does not scroll), the lite home ≤ 60 KB; no page fetches a picture below its first screen.
const BUDGET = { liteLcpRatio: 1.3, fullLcpRatio: 1.15, fullSharpRatio: 1.6, liteHomeBytes: 60 * 1024, fullHomeBytes: 200 * 1024 };

/** The floor: about 1 KB of Persian text, no script, no image, no web font. */
const TRIVIAL_PAGE = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>طلای زرین</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;line-height:1.8}h1{font-size:1.6rem}</style></head>
<body><h1>فروشگاه طلا و جواهر زرین</h1><p>گردنبند، دستبند، انگشتر و گوشوارهٔ طلای ۱۸ عیار، با قیمت
روز طلا، خرید نقدی و اقساطی، ارسال به سراسر ایران. قیمت هر محصول از وزن، اجرت ساخت، سود فروشنده و
مالیات بر ارزش افزوده ساخته می‌شود و با قیمت لحظه‌ای طلا به‌روز می‌شود.</p></body></html>`;

async function startFloor() {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(TRIVIAL_PAGE);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://localhost:${port}/`, stop: () => server.close() };
}

/** A browser of its own, with a fresh profile (chrome-launcher makes a new user data directory). */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** The document's decoded bytes up to the end of its last inline sharp picture (decision 47), if it has one. */
async function sharpPictureEnd(url, headers, userAgent) {
  const response = await fetch(url, { headers: { ...headers, "User-Agent": userAgent, Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8" } });
  const html = Buffer.from(await response.arrayBuffer());
  const start = html.lastIndexOf("data-inline-sharp");
  return start < 0 ? null : html.indexOf(">", start) + 1;
}

/** When the document's bytes reached `offset` (ms after it was asked for), from the DevTools log. */
function documentBytesAt(devtoolsLog, url, offset) {
  const sent = devtoolsLog.find((entry) => entry.method === "Network.requestWillBeSent" && entry.params.type === "Document" && entry.params.request.url === url);
  if (!sent) return NaN;
  let received = 0;
  for (const entry of devtoolsLog) {
    if (entry.method !== "Network.dataReceived" || entry.params.requestId !== sent.params.requestId) continue;
    received += entry.params.dataLength;
    if (received >= offset) return (entry.params.timestamp - sent.params.timestamp) * 1000;
  }
  return NaN;
}

/**
 * The pictures fetched during the load (files, not inline ones), with whether an <img> showing
 * them lay on the first screen (Lighthouse's ImageElements, the page unscrolled). Icons, the
 * favicon and the manifest's icon are no <img>, and an <img> not shown (the desktop header's logo
 * on a phone) is not below the first screen: left out.
 */
function picturesFetched(requests, artifacts) {
  const { innerWidth, innerHeight } = artifacts.ViewportDimensions;
  const onScreen = (rect) => rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  return requests
    .filter((item) => item.resourceType === "Image" && !item.url.startsWith("data:"))
    .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0, elements: artifacts.ImageElements.filter((element) => !element.isCss && element.src === item.url) }))
    .filter((picture) => picture.elements.some((element) => element.clientRect.bottom > element.clientRect.top))
    .map(({ url, bytes, elements }) => ({ url, bytes, firstScreen: elements.some((element) => onScreen(element.clientRect)) }));
}

async function measure(chrome, url, headers) {
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "devtools",
    throttling: THROTTLING,
    extraHeaders: headers,
    // Its emulation resizes the page, and ImageElements must see the first screen as it was.
    disableFullPageScreenshot: true,
  });
  // A run Lighthouse could not finish (a timeout on a busy machine) has no artifacts to read.
  if (lhr.runtimeError || !artifacts.ViewportDimensions) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? "no viewport"}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  // The sharp first-screen picture: inside the HTML (decision 47), or the image the head preloads
  // (decision 14); lite pages have neither (their preview is the picture).
  const sharpEnd = await sharpPictureEnd(url, headers, lhr.environment.networkUserAgent);
  const preloaded = requests.find((item) => item.resourceType === "Image" && item.isLinkPreload);
  const sharpPicture = sharpEnd ? documentBytesAt(artifacts.DevtoolsLog, lhr.finalDisplayedUrl, sharpEnd) : (preloaded?.networkEndTime ?? NaN);
  const pictures = picturesFetched(requests, artifacts);
  const biggest = pictures.reduce((most, picture) => (most && most.bytes >= picture.bytes ? most : picture), undefined);
  const element = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector ?? "";
  // BENCH_VERBOSE=1 lists every request, to see what a page spends its bytes on.
  if (process.env.BENCH_VERBOSE) {
    for (const item of requests) console.error(`  ${String(Math.round(item.networkRequestTime)).padStart(6)}–${String(Math.round(item.networkEndTime)).padStart(6)} ms ${kb(item.transferSize ?? 0).padStart(9)} ${(item.priority ?? "").padEnd(8)} ${item.isLinkPreload ? "preload " : ""}${item.mimeType ?? ""} ${item.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 100)}`);
  }
  return {
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    sharpPicture,
    biggestPicture: biggest ? `${biggest.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)} ${kb(biggest.bytes)}` : "none",
    belowFirstScreen: pictures.filter((picture) => !picture.firstScreen).map((picture) => picture.url.replace(/^https?:\/\/[^/]+/, "")),
    bytes: audit("total-byte-weight"),
    requests: requests.length,
    scriptBytes,
    element,
    error: lhr.runtimeError?.message,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "—");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await startFloor();
const shop = await startShop();

// BENCH_PAGES=home,product and BENCH_MODES=lite narrow a run while working on one page.
const only = (variable, value) => !process.env[variable] || process.env[variable].split(",").includes(value);
const targets = [
  { label: "trivial page (floor)", url: floor.url, headers: {} },
  ...SPEED_PAGES.filter(([label]) => only("BENCH_PAGES", label)).flatMap(([label, pagePath]) =>
    [
      { label: `${label} full`, page: label, mode: "full", url: shop.url + pagePath, headers: {} },
      { label: `${label} lite`, page: label, mode: "lite", url: shop.url + pagePath, headers: { "Save-Data": "on" } },
    ].filter((target) => only("BENCH_MODES", target.mode)),
  ),
];
const secondViews = targets
  .filter((target) => target.page && (process.env.BENCH_SECOND_VIEWS === "all" || target.page === "home"))
  .map((target) => ({ ...target, label: `${target.label} 2nd view`, secondView: true, of: target }));
const all = [...targets, ...secondViews];
const results = new Map(all.map((target) => [target, []]));
const record = (run, target, result) => {
  if (result.error) console.error(`${target.label}: ${result.error}`);
  results.get(target).push(result);
  console.error(
    `run ${run} ${target.label}: LCP ${seconds(result.lcp)}, FCP ${seconds(result.fcp)}, sharp picture ${seconds(result.sharpPicture)}, ${kb(result.bytes)}, ${result.requests} requests, LCP element ${result.element}, biggest picture fetched ${result.biggestPicture}${result.belowFirstScreen.length ? `, below the first screen: ${result.belowFirstScreen.join(" ")}` : ""}`,
  );
};
try {
  // Warm the shop's caches and image variants: the first visitor after a deploy is not the case measured.
  for (const target of targets) await fetch(target.url, { headers: target.headers });
  const warmer = await launchChrome();
  try {
    await measure(warmer, shop.url + "/", {});
  } finally {
    await warmer.kill();
  }
  for (let run = 1; run <= RUNS; run += 1) {
    for (const target of targets) {
      const chrome = await launchChrome();
      try {
        record(run, target, await measure(chrome, target.url, target.headers));
        const secondView = secondViews.find((view) => view.of === target);
        if (secondView) record(run, secondView, await measure(chrome, target.url, target.headers));
      } catch (error) {
        // One lost run leaves the medians of the others; the table says how many runs each has.
        console.log(`run ${run} ${target.label}: not measured (${error.message})`);
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  shop.stop();
  floor.stop();
}

const floorLcp = median(results.get(targets[0]).map((result) => result.lcp));
console.log(`\nLighthouse ${RUNS}× interleaved, DevTools throttling ${THROTTLING.rttMs} ms RTT, ${THROTTLING.throughputKbps} kbps, ${THROTTLING.cpuSlowdownMultiplier}× CPU; medians`);
console.log("page                        LCP       FCP       sharp pic transfer   JS         requests  LCP ÷ floor  sharp ÷ floor");
const failures = [];
for (const target of all) {
  const rows = results.get(target);
  const lcp = median(rows.map((result) => result.lcp));
  const bytes = median(rows.map((result) => result.bytes));
  const ratio = lcp / floorLcp;
  const sharp = median(rows.map((result) => result.sharpPicture));
  const sharpRatio = sharp / floorLcp;
  console.log(
    `${target.label.padEnd(28)}${seconds(lcp).padEnd(10)}${seconds(median(rows.map((result) => result.fcp))).padEnd(10)}${seconds(sharp).padEnd(10)}${kb(bytes).padEnd(11)}${kb(median(rows.map((result) => result.scriptBytes))).padEnd(11)}${String(median(rows.map((result) => result.requests))).padEnd(10)}${`${ratio.toFixed(2)}×`.padEnd(13)}${Number.isFinite(sharpRatio) ? `${sharpRatio.toFixed(2)}×` : "—"}`,
  );
  // Budgets hold for first visits; second views are there to compare with.
  if (target.secondView) continue;
  // A run that failed (Lighthouse's runtime error) has no figures, and NaN would pass every budget.
  if (!Number.isFinite(ratio)) failures.push(`${target.label}: no measurement`);
  if (target.mode === "lite" && ratio > BUDGET.liteLcpRatio) failures.push(`${target.label}: LCP ${ratio.toFixed(2)}× > ${BUDGET.liteLcpRatio}×`);
  if (target.mode === "full" && ratio > BUDGET.fullLcpRatio) failures.push(`${target.label}: LCP ${ratio.toFixed(2)}× > ${BUDGET.fullLcpRatio}×`);
  if (target.mode === "full" && !(sharpRatio <= BUDGET.fullSharpRatio)) failures.push(`${target.label}: sharp picture ${sharpRatio.toFixed(2)}× > ${BUDGET.fullSharpRatio}×`);
  const below = [...new Set(rows.flatMap((result) => result.belowFirstScreen))];
  // Without JavaScript (lite) the browser's own lazy loading decides, thousands of pixels ahead.
  if (target.mode === "full" && below.length > 0) failures.push(`${target.label}: fetched below the first screen during the load: ${below.join(" ")}`);
  if (target.mode === "lite" && rows.some((result) => result.scriptBytes > 0)) failures.push(`${target.label}: sent JavaScript`);
  const homeBytes = target.mode === "lite" ? BUDGET.liteHomeBytes : BUDGET.fullHomeBytes;
  if (target.page === "home" && bytes > homeBytes) failures.push(`${target.label}: ${kb(bytes)} > ${kb(homeBytes)}`);
}
console.log(
  `(budgets: lite LCP ≤ ${BUDGET.liteLcpRatio}× floor, 0 JS, lite home ≤ ${kb(BUDGET.liteHomeBytes)}; full LCP ≤ ${BUDGET.fullLcpRatio}× and sharp picture ≤ ${BUDGET.fullSharpRatio}× floor, full home ≤ ${kb(BUDGET.fullHomeBytes)}; no picture below a full page's first screen fetched during the load)`,
);
if (failures.length > 0) {
  console.log(`over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("all pages within budget");
}
