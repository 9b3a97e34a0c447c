// What the benchmarks share: a free port, the built shop started on a fresh DATA_DIR, the built
// Shop API on its own, and the bare React Router app they compare the shop with.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The production build (`npm run build` first) on a free port and a fresh DATA_DIR (removed when it
 * stops) unless `env` gives one; `env` adds to its environment, `nodeArgs` to node's own options
 * (e.g. --cpu-prof, which NODE_OPTIONS refuses). `stop()` resolves once it has exited. A shop that
 * fails to start is reported with the end of what it printed. `build` runs another checkout's build
 * (its folder, and the node binary to run it on) instead of this one's.
 */
export async function startShop(env = {}, nodeArgs = [], build = { cwd: root, node: process.execPath }) {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "shop-bench-"));
  const child = spawn(build.node, [...nodeArgs, "build/server.js"], {
    cwd: build.cwd,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: ownDataDir, SESSION_SECRET: "bench", ...env },
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text) => (stderr = (stderr + text).slice(-2000)));
  const exited = new Promise((resolve) => child.once("exit", resolve)).then(() => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true, maxRetries: 3 });
  });
  const url = `http://localhost:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && child.exitCode === null; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid, stop: () => (child.kill("SIGTERM"), exited) };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = child.exitCode === null ? "did not answer in 120 s" : `exited (${child.exitCode})`;
  child.kill();
  await exited;
  throw new Error(`the shop ${why}${stderr.trim() ? `: ${stderr.trim()}` : ""}`);
}

/**
 * The built standalone Shop API (`build/shop-api.js`) on a free port, in production mode; `env`
 * adds to its environment (DATA_DIR, SHOP_API_CATALOGUE_SIZE...). What it prints goes to `log`, so
 * that a long first start (a catalogue growing) says why it is long; waits `timeoutMs` for it to answer.
 */
export async function startShopApi(env, { log = () => {}, timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/shop-api.js"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", SHOP_API_PORT: String(port), ...env },
  });
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding("utf8").on("data", (text) => text.trimEnd().split("\n").forEach((line) => log(line)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}/shop-api`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline && child.exitCode === null; ) {
    try {
      if ((await fetch(`${url}/menu`)).ok) return { url, pid: child.pid, stop: () => (child.kill("SIGTERM"), exited) };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the Shop API did not start");
}

/** The bare React Router 7 (framework mode) + React 18 app with i18next and embla (bench/reference-app), built here and served as the shop serves its pages. */
export async function startReference() {
  const appDir = path.join(root, "bench/reference-app");
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build", appDir], { cwd: root, stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  if (built.status !== 0) throw new Error("the reference app did not build");
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(appDir, "server.mjs")], { cwd: root, stdio: "ignore", env: { ...process.env, NODE_ENV: "production", PORT: String(port) } });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the reference app did not start");
}

/** A process and its descendants (the cluster's workers), from /proc. */
export function processTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {}
  return [pid, ...children.flatMap(processTree)];
}

/** What a process of the shop is, from the environment it was started with: "primary", "Shop API" or "worker". */
export function processRole(pid) {
  try {
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    if (environment.includes("SHOP_API_SERVE=1")) return "Shop API";
    return environment.some((entry) => entry.startsWith("NODE_UNIQUE_ID=")) ? "worker" : "primary";
  } catch {
    return "gone";
  }
}

/** CPU time (user and system) the processes have used, in seconds; a process gone counts 0. */
export function cpuSeconds(pids) {
  return pids.reduce((sum, pid) => {
    try {
      // Past the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    } catch {
      return sum;
    }
  }, 0);
}

/** Linux's USER_HZ, which /proc counts CPU time in. */
const CLOCK_TICKS = 100;

/**
 * A server that sends `bytes` of gzip noise for any request, in a process of its own: what the load
 * generator manages against a server that costs nothing, its ceiling on this machine.
 */
export async function startTrivialServer(bytes) {
  const port = await freePort();
  const code = `const body = require("node:crypto").randomBytes(${bytes});
require("node:http").createServer((_, res) => { res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": body.length }); res.end(body); }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
      return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error("the trivial server did not start");
}

/** A process's resident memory in MB (0 once it is gone). */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
