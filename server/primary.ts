import cluster from "node:cluster";
import { fork } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { SHOP_API_MOUNT, type ShopApi, shopApiApp } from "../shop-api/server/app";
import { INTERNAL_SHOP_API, openShopApi, port, PREPARE_DATABASE, remoteShopApi, shutdownTimeoutMs } from "./settings";

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
 * A worker's young generation: 16 MB semi-spaces, Node 20's default. Node 24's V8 sizes them by the
 * machine's memory (up to 64 MB each here), which kept every worker about 125 MB larger (435 against
 * 309 MB after the perf check's soak) for no more requests a second.
 */
const WORKER_SEMI_SPACE_MB = 16;

function webConcurrency(): number {
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

/**
 * Migrating and seeding the database happen in a process of their own: seeding grows PGlite's
 * WebAssembly memory by hundreds of MB, which a WebAssembly memory never gives back, and the
 * primary keeps the API open for as long as the shop runs.
 */
async function prepareDatabase(): Promise<void> {
  const child = fork(process.argv[1]!, { env: { ...process.env, [PREPARE_DATABASE]: "1" }, execArgv: process.execArgv });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`preparing the Shop API's database failed (exit code ${code})`);
}

/**
 * The primary process in production: the embedded Shop API (once, on a loopback port, one
 * database) and WEB_CONCURRENCY stateless storefront workers, replaced when one dies; on SIGTERM
 * the workers finish, then the API.
 */
export async function runPrimary() {
  let shopApi: ShopApi | null = null;
  let apiServer: ReturnType<ReturnType<typeof shopApiApp>["listen"]> | null = null;
  const env: Record<string, string> = {};
  if (!remoteShopApi) {
    await prepareDatabase();
    shopApi = await openShopApi();
    apiServer = shopApiApp(shopApi).listen(0, "127.0.0.1");
    await once(apiServer, "listening");
    env[INTERNAL_SHOP_API] = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}${SHOP_API_MOUNT}`;
  }

  const workers = webConcurrency();
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${workerHeapMb()}`, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`] });
  let stopping = false;
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
    // The workers' own bound, and time to close the embedded API after them.
    setTimeout(() => process.exit(0), shutdownTimeoutMs() + 3000).unref();
    await Promise.all(
      Object.values(cluster.workers ?? {}).map((worker) => {
        if (!worker || worker.isDead()) return undefined;
        const exited = once(worker, "exit");
        worker.process.kill("SIGTERM");
        return exited;
      }),
    );
    apiServer?.close();
    await shopApi?.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
}
