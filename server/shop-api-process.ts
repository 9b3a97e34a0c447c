import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SHOP_API_MOUNT, shopApiApp } from "../shop-api/server/app";
import { openShopApi, PREPARE_DATABASE, SERVE_SHOP_API } from "./settings";

/**
 * The embedded Shop API's processes, both forked by the primary from the same entry point
 * (server.ts `main` tells them apart by their environment) with the given node options, and
 * environment defaults that the primary's own environment overrides.
 */
function forkShopApi(role: typeof PREPARE_DATABASE | typeof SERVE_SHOP_API, execArgv: string[], envDefaults: NodeJS.ProcessEnv = {}): ChildProcess {
  return fork(process.argv[1]!, { env: { ...envDefaults, ...process.env, [role]: "1" }, execArgv });
}

/**
 * Migrating and seeding the database happen in a process of their own: seeding grows PGlite's
 * WebAssembly memory by hundreds of MB, which a WebAssembly memory never gives back.
 */
export async function prepareDatabase(execArgv: string[]): Promise<void> {
  const [code] = (await once(forkShopApi(PREPARE_DATABASE, execArgv), "exit")) as [number | null];
  if (code !== 0) throw new Error(`preparing the Shop API's database failed (exit code ${code})`);
}

export interface ShopApiProcess {
  /** Where the workers call it: a loopback port and the API's mount path. */
  url: string;
  process: ChildProcess;
  /** Closes the API (its database last) and waits for its process to exit. */
  stop(): Promise<void>;
}

interface Serving {
  shopApiUrl: string;
}

/**
 * glibc's arenas in the API's process, unless the environment gives a number: V8 compiles PGlite's
 * hot functions on helper threads, in up to 600 MB of scratch memory for one of them, and with
 * glibc's default (8 per core) each thread's arena kept what it freed: 540 MB of RSS after the
 * load benchmark's phases, 330 MB with 2 (docs/decisions/0066).
 */
const SHOP_API_MALLOC_ARENAS = "2";

/**
 * The API serving in a process of its own, so that it runs with the node options and allocator
 * settings the primary chooses for it (docs/decisions/0066): the primary's own are whoever started
 * the shop's.
 */
export async function startShopApi(execArgv: string[]): Promise<ShopApiProcess> {
  const child = forkShopApi(SERVE_SHOP_API, execArgv, { MALLOC_ARENA_MAX: SHOP_API_MALLOC_ARENAS });
  const exited = once(child, "exit");
  const failed = exited.then(([code, signal]) => {
    throw new Error(`the Shop API's process exited before serving (${signal ?? code})`);
  });
  const [serving] = (await Promise.race([once(child, "message"), failed])) as [Serving];
  return {
    url: serving.shopApiUrl,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      await exited;
    },
  };
}

/**
 * The API's process: serves on a loopback port, tells the primary where, and stops when the
 * primary lets go of it (or is gone). Ctrl-C in a terminal signals the whole process group: the
 * primary stops the API only after the workers, whose requests in flight may still call it.
 */
export async function serveShopApi(): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error(`${SERVE_SHOP_API} is for the process the storefront's primary starts`);
  const shopApi = await openShopApi();
  const server = shopApiApp(shopApi).listen(0, "127.0.0.1");
  await once(server, "listening");
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
  process.once("disconnect", () => {
    server.close();
    void shopApi.close().finally(() => process.exit(0));
  });
  send({ shopApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${SHOP_API_MOUNT}` } satisfies Serving);
}
