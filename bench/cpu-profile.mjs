// `node bench/cpu-profile.mjs [path] [seconds]`: where a page's time goes under load (SHOPPER=item
// or signed-in for those shoppers; first visits by default).
//
// Starts the production build with `--cpu-prof` (WEB_CONCURRENCY=1), loads the page at 20
// connections with a browser's headers, stops the shop, and prints the profile's self time by
// package and by function, for every process (the storefront, and the embedded Shop API's when it
// runs apart). The .cpuprofile files stay in the printed folder, to open in Chrome's DevTools.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./lib/browser.mjs";
import { startShop } from "./lib/shop.mjs";
import { guestWithItem, shopperSession } from "./weight.mjs";

const [pagePath = "/", seconds = "10"] = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), "shop-cpuprofile-"));

// The database is made and seeded by a first start, so that the profile is of serving pages only.
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-cpuprofile-data-"));
await (await startShop({ DATA_DIR: dataDir })).stop();
const shop = await startShop({ WEB_CONCURRENCY: "1", DATA_DIR: dataDir }, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
// SHOPPER=item: a guest with an item in the cart; SHOPPER=signed-in: a signed-in shopper (bench/load.mjs's kinds).
let cookie = "";
if (process.env.SHOPPER === "item") cookie = await guestWithItem(shop.url);
else if (process.env.SHOPPER === "signed-in") cookie = await shopperSession(shop.url);
const headers = { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) };
await autocannon({ url: shop.url + pagePath, connections: 20, duration: 2, headers });
const result = await autocannon({ url: shop.url + pagePath, connections: 20, duration: Number(seconds), headers });
console.log(`${pagePath}: ${result.requests.average.toFixed(1)} req/s, p99 ${result.latency.p99} ms`);
await shop.stop();
// Its database goes (startShop removes only a DATA_DIR it made itself); the profiles stay.
rmSync(dataDir, { recursive: true, force: true });

/** Which package (or part of the app) a script belongs to. */
function ownerOf(url) {
  if (!url) return "(native)";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.includes("/build/server/")) return "app (server build)";
  if (url.includes("/build/server.js")) return "server.ts + shop-api";
  if (url.startsWith("node:")) return url;
  return url.split("/").slice(-2).join("/");
}

for (const file of readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (dt[index] ?? 0) / 1000));
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const byOwner = new Map();
  const byFunction = new Map();
  for (const [id, ms] of selfMs) {
    const { callFrame } = nodes.get(id);
    const owner = callFrame.functionName === "(idle)" || callFrame.functionName === "(program)" || callFrame.functionName === "(garbage collector)" ? callFrame.functionName : ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${callFrame.functionName || "(anonymous)"} ${ownerOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  console.log(`\n${file}: ${(total / 1000).toFixed(1)} s sampled\nby package:\n${top(byOwner, 15)}\nby function:\n${top(byFunction, 25)}`);
}
console.log(`\nprofiles: ${dir}`);
