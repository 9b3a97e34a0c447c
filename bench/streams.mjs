// `node bench/streams.mjs`: what open pages' streams of the live gold price cost a worker, and how
// soon all of them see a new price (docs/decisions/0037). `npm run build` first.
//
// Starts the production build with one worker (WEB_CONCURRENCY=1) and the Shop API's development
// tools, and measures, in the same run:
// - the worker's RSS idle (the reference: it has served a page and knows the price), then with
//   STREAMS (2,000) streams open, against the worker's 400 MB budget;
// - MOVES times, the gold price moved through `PUT /shop-api/dev/gold-price`: from the Shop API's
//   answer to the moment every stream has the new price (the worker checks at each whole second,
//   docs/decisions/0029: the wait for that second is given apart), and the worker's CPU for it;
// - what the other way would cost, each open product page asking for its data again at a change (a
//   revalidation): STREAMS `.data` requests of a product page at once, their time and the worker's
//   CPU; and what repricing in the page costs instead (lib/live-pricing.ts, here in Node).
// Options (environment): STREAMS (2000), MOVES (5).
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { tsImport } from "tsx/esm/api";
import { processTree, rssMb, startShop } from "./lib/shop.mjs";

const STREAMS = Number(process.env.STREAMS ?? 2000);
const MOVES = Number(process.env.MOVES ?? 5);
const BUDGET = { rssMb: 400, toAllMs: 2000 };
const PRODUCT = "/wedding-ring/classic-wedding-band";
const STREAM = "/api/gold-price/stream";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value);

/** A process's CPU time (user + system) in seconds, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The median of a few RSS samples over a second and a half. */
async function settledRss(pid) {
  const samples = [];
  for (let i = 0; i < 6; i += 1) {
    samples.push(rssMb(pid));
    await sleep(250);
  }
  return median(samples);
}

/** A page's stream: the last price it was sent and when. Resolves once the answer's head has come. */
function openStream(url) {
  const stream = { price: null, at: 0, request: null };
  return new Promise((resolve, reject) => {
    stream.request = request(`${url}${STREAM}`, { agent: false }, (answer) => {
      if (answer.statusCode !== 200) return reject(new Error(`${STREAM}: HTTP ${answer.statusCode}`));
      answer.setEncoding("utf8");
      let buffer = "";
      answer.on("data", (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (data) Object.assign(stream, { price: JSON.parse(data[1]).price, at: Date.now() });
        }
      });
      resolve(stream);
    });
    stream.request.on("error", reject);
    stream.request.end();
  });
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

async function fixGoldPrice(url, price) {
  const answer = await fetch(`${url}/shop-api/dev/gold-price`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ price }) });
  if (!answer.ok) throw new Error(`PUT /dev/gold-price: HTTP ${answer.status}`);
}

/** `count` requests of `path` at once, each on its own connection: their time, failures and the worker's CPU. */
async function atOnce(url, path, count, worker) {
  const cpuBefore = cpuSeconds(worker);
  let peakRss = rssMb(worker);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(worker))), 100);
  const started = Date.now();
  const times = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise((resolve) => {
        const sent = Date.now();
        const ask = request(`${url}${path}`, { agent: false }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.statusCode === 200 ? Date.now() - sent : null));
        });
        ask.on("error", () => resolve(null));
        ask.end();
      }),
    ),
  );
  clearInterval(sampler);
  const answered = times.filter((time) => time !== null);
  return { allMs: Date.now() - started, p50Ms: median(answered), failed: count - answered.length, cpuS: cpuSeconds(worker) - cpuBefore, peakRss };
}

const shop = await startShop({ WEB_CONCURRENCY: "1", SHOP_API_DEV_INBOX: "1" });
try {
  const worker = processTree(shop.pid).find((pid) => pid !== shop.pid);
  if (!worker) throw new Error("no worker process");

  // The reference: a worker that has served the product page and knows the price, no stream open.
  for (const path of ["/", PRODUCT, PRODUCT]) await (await fetch(`${shop.url}${path}`)).text();
  await sleep(2000);
  const idleRss = await settledRss(worker);

  const openedAt = Date.now();
  const streams = [];
  for (let first = 0; first < STREAMS; first += 200) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(200, STREAMS - first) }, () => openStream(shop.url)))));
  }
  const openMs = Date.now() - openedAt;
  await until(() => streams.every((stream) => stream.price !== null), 10_000, "every stream's first price");
  await sleep(2000);
  const openRss = await settledRss(worker);

  let price = streams[0].price;
  const moves = [];
  const cpuBefore = cpuSeconds(worker);
  const movesStarted = Date.now();
  for (let move = 0; move < MOVES; move += 1) {
    // At a different moment of the second each time: the wait for the worker's next check varies.
    await sleep(1000 + ((move * 373) % 1000));
    price += move % 2 === 0 ? 12_345 : -6_789;
    await fixGoldPrice(shop.url, price);
    const changedAt = Date.now();
    await until(() => streams.every((stream) => stream.price === price), 10_000, `every stream's price ${price}`);
    const times = streams.map((stream) => stream.at);
    const checkAt = (Math.floor(changedAt / 1000) + 1) * 1000;
    moves.push({
      toCheckMs: checkAt - changedAt,
      firstMs: Math.min(...times) - changedAt,
      lastMs: Math.max(...times) - changedAt,
      fanOutMs: Math.max(...times) - Math.min(...times),
    });
  }
  const movesCpuS = cpuSeconds(worker) - cpuBefore;
  const movesSeconds = (Date.now() - movesStarted) / 1000;
  const afterMovesRss = await settledRss(worker);
  for (const stream of streams) stream.request.destroy();
  await sleep(1000);

  // The other way: every open product page asks for its data again at the change.
  await fixGoldPrice(shop.url, price + 1_000);
  await sleep(1100);
  const revalidation = await atOnce(shop.url, `${PRODUCT}.data`, STREAMS, worker);

  // Repricing in the page instead: the product page's data at a new price, with the page's own code.
  const { repriceProduct } = await tsImport("../app/lib/live-pricing.ts", import.meta.url);
  const { data } = await (await fetch(`${shop.url}/shop-api/v2${PRODUCT}`)).json();
  const runs = 20_000;
  const repriceStarted = process.hrtime.bigint();
  for (let run = 0; run < runs; run += 1) repriceProduct(data.product, 10_000_000 + run);
  const repriceUs = Number(process.hrtime.bigint() - repriceStarted) / 1000 / runs;

  const lastMs = Math.max(...moves.map((move) => move.lastMs));
  console.log(`\n${STREAMS} streams of the live gold price on one worker (pid ${worker}), ${MOVES} price moves\n`);
  console.log(`worker RSS idle (reference)         ${idleRss.toFixed(0)} MB`);
  console.log(`worker RSS, ${STREAMS} streams open      ${openRss.toFixed(0)} MB (+${(openRss - idleRss).toFixed(0)} MB, ${(((openRss - idleRss) * 1024) / STREAMS).toFixed(1)} KB a stream; budget ${BUDGET.rssMb} MB)`);
  console.log(`worker RSS after the moves          ${afterMovesRss.toFixed(0)} MB`);
  console.log(`opening them                        ${openMs} ms`);
  console.log(`\nfrom the Shop API's change to each stream (ms): wait for the whole second | first stream | last stream | first to last`);
  for (const move of moves) console.log(`  ${String(move.toCheckMs).padStart(5)} | ${String(move.firstMs).padStart(5)} | ${String(move.lastMs).padStart(5)} | ${String(move.fanOutMs).padStart(5)}`);
  console.log(`  all ${STREAMS} had each new price within ${lastMs} ms (budget ${BUDGET.toAllMs} ms); median last ${median(moves.map((move) => move.lastMs))} ms`);
  console.log(`worker CPU over the moves           ${movesCpuS.toFixed(2)} s in ${movesSeconds.toFixed(1)} s (checks, ${MOVES} × ${STREAMS} messages, keep-alives)`);
  console.log(`\nrevalidating instead: ${STREAMS} × GET ${PRODUCT}.data at once`);
  console.log(`  all answered in ${revalidation.allMs} ms (p50 ${revalidation.p50Ms} ms, ${revalidation.failed} failed), worker CPU ${revalidation.cpuS.toFixed(2)} s, peak RSS ${revalidation.peakRss.toFixed(0)} MB`);
  console.log(`repricing in the page instead: ${repriceUs.toFixed(1)} µs for the product page's data (Node, this machine), no request`);

  const failures = [
    openRss > BUDGET.rssMb && `RSS ${openRss.toFixed(0)} MB > ${BUDGET.rssMb} MB`,
    lastMs > BUDGET.toAllMs && `a stream saw a new price ${lastMs} ms after the change > ${BUDGET.toAllMs} ms`,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await shop.stop();
}
