import cluster from "node:cluster";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import { INTERNAL_SHOP_API, port, remoteShopApi, shutdownTimeoutMs } from "./settings";
import { prepareDatabase, type ShopApiProcess, startShopApi } from "./shop-api-process";

/**
 * A worker's V8 heap limit (docs/decisions/0030). Its live objects are ~65 MB and every cache is
 * bounded by bytes, but with no limit V8 sizes the heap from the machine's memory and lets garbage
 * pile up between full collections: under load a worker's RSS went 164 → 588 MB in 40 s while heap
 * snapshots a minute apart held the same ~50 MB. With this limit it collects sooner and stays flat.
 */
function workerHeapMb(): number {
  const configured = Number(process.env.WORKER_HEAP_MB);
  return Number.isInteger(configured) && configured > 0 ? configured : 256;
}

/**
 * The young generation of the processes the primary starts (workers, the Shop API's): 16 MB
 * semi-spaces, Node 20's default. Node 24's V8 sizes them by the machine's memory (up to 64 MB each
 * here), which kept every worker about 125 MB larger (435 against 309 MB after the perf check's
 * soak) for no more requests a second.
 */
const SEMI_SPACE_MB = 16;

function webConcurrency(): number {
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

/**
 * The primary process in production: the embedded Shop API (once, in a process of its own, on a
 * loopback port, one database) and WEB_CONCURRENCY stateless storefront workers, replaced when one
 * dies; on SIGTERM the workers finish, then the API. The API's process ending by itself ends the
 * shop, as it did when the API ran in the primary.
 */
export async function runPrimary() {
  let stopping = false;
  let shopApi: ShopApiProcess | null = null;
  const env: Record<string, string> = {};
  if (!remoteShopApi) {
    await prepareDatabase(process.execArgv);
    const api = await startShopApi([...process.execArgv, `--max-semi-space-size=${SEMI_SPACE_MB}`]);
    api.process.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`The Shop API's process ${api.process.pid} exited (${signal ?? code}); stopping`);
      process.exit(1);
    });
    env[INTERNAL_SHOP_API] = api.url;
    shopApi = api;
  }

  const workers = webConcurrency();
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${workerHeapMb()}`, `--max-semi-space-size=${SEMI_SPACE_MB}`] });
  const crashes: number[] = [];
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`Storefront worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    crashes.push(Date.now());
    // A worker that cannot start at all would be restarted forever: give up after 5 in a minute.
    if (crashes.filter((at) => Date.now() - at < 60_000).length > 5) {
      console.error("Storefront workers keep exiting; stopping");
      process.exit(1);
    }
    cluster.fork(env);
  });
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === workers) console.log(`Storefront on http://localhost:${port} on Node ${process.version}: ${workers} worker(s) (Shop API: ${env[INTERNAL_SHOP_API] ?? remoteShopApi})`);
  });
  for (let index = 0; index < workers; index += 1) cluster.fork(env);

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // The workers' own bound, and time to close the embedded API after them. An API that has not
    // closed by then goes with the primary: it ignores signals, and an orphan would keep its port
    // and database (one whose files were deleted under it spun at 80 % of a core for minutes).
    setTimeout(() => {
      shopApi?.process.kill("SIGKILL");
      process.exit(0);
    }, shutdownTimeoutMs() + 3000).unref();
    await Promise.all(
      Object.values(cluster.workers ?? {}).map((worker) => {
        if (!worker || worker.isDead()) return undefined;
        const exited = once(worker, "exit");
        worker.process.kill("SIGTERM");
        return exited;
      }),
    );
    await shopApi?.stop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
}
