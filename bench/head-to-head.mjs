// `node bench/head-to-head.mjs <other checkout> [its node binary]`: this build against another
// checkout's build, in the same run, page by page: what a move (a framework, a Node) did to the
// shop's own speed, free of the machine's drift and of a reference page that changed with it.
//
// Both shops are production builds (`npm run build` in each checkout first) with one worker, on a
// fresh DATA_DIR. For each kind of shopper (first visits, returning guests, guests with an item in
// the cart, signed-in shoppers with a cart, as bench/load.mjs has them) and each page, the other
// build is measured, then this one, then the other again (their mean is the "before": the machine's
// speed drifts within a run), each 10 s at 20 connections after a 2 s warm-up. Prints req/s,
// requests per CPU-second of each shop's processes, p99, and this build's ratio to the other's.
//
// The move off Remix 2 and Node 20 (issue 40): `git worktree add /tmp/before ff239e7`, then in it
// `npm ci && npm run build`, then `npx node bench/head-to-head.mjs /tmp/before /usr/bin/node`.
// Options (environment): LOAD_SECONDS (10).
import { randomUUID } from "node:crypto";
import path from "node:path";
import { measure } from "./lib/autocannon.mjs";
import { processTree, startShop } from "./lib/shop.mjs";
import { guestWithItem, shopperSession } from "./weight.mjs";
import { SPEED_PAGES } from "./lib/pages.mjs";

const [otherDir, otherNode = process.execPath] = process.argv.slice(2);
if (!otherDir) throw new Error("usage: node bench/head-to-head.mjs <other checkout> [its node binary]");
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

const before = await startShop({ WEB_CONCURRENCY: "1" }, [], { cwd: path.resolve(otherDir), node: otherNode });
const after = await startShop({ WEB_CONCURRENCY: "1" });
try {
  const health = async (shop) => (await fetch(`${shop.url}/healthz`)).text();
  console.log(`before: ${path.resolve(otherDir)} (${await health(before)}); after: this checkout (${await health(after)})`);
  const returning = { cookie: `clientToken=${randomUUID()}` };
  const kinds = [
    ["first visits", {}, {}],
    ["returning guests, empty cart", returning, returning],
    ["guests with an item in the cart", { cookie: await guestWithItem(before.url) }, { cookie: await guestWithItem(after.url) }],
    ["signed-in shoppers (with a cart)", { cookie: await shopperSession(before.url) }, { cookie: await shopperSession(after.url) }],
  ];
  for (const [title, beforeHeaders, afterHeaders] of kinds) {
    console.log(`${title}:`);
    console.log("page       before req/s  req/CPU-s  p99 ms | after req/s  req/CPU-s  p99 ms | after ÷ before: req/s  per CPU");
    for (const [label, pagePath] of SPEED_PAGES) {
      const measureBefore = () => measure(before.url + pagePath, LOAD_SECONDS, { headers: beforeHeaders, pids: processTree(before.pid) });
      const first = await measureBefore();
      const now = await measure(after.url + pagePath, LOAD_SECONDS, { headers: afterHeaders, pids: processTree(after.pid) });
      const second = await measureBefore();
      const then = { rps: (first.rps + second.rps) / 2, perCpu: (first.perCpu + second.perCpu) / 2, p99: Math.max(first.p99, second.p99) };
      console.log(
        `${label.padEnd(11)}${then.rps.toFixed(0).padStart(12)}${then.perCpu.toFixed(0).padStart(11)}${String(then.p99).padStart(8)} |${now.rps.toFixed(0).padStart(11)}${now.perCpu.toFixed(0).padStart(11)}${String(now.p99).padStart(8)} |${`${(now.rps / then.rps).toFixed(2)}×`.padStart(22)}${`${(now.perCpu / then.perCpu).toFixed(2)}×`.padStart(9)}`,
      );
    }
  }
} finally {
  await Promise.all([before.stop(), after.stop()]);
}
