// What the benchmarks share: a free port, and the built shop started on a fresh DATA_DIR.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
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

/** The production build (`npm run build` first) on a free port and a fresh DATA_DIR; `env` adds to its environment. */
export async function startShop(env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-bench-")), SESSION_SECRET: "bench", ...env },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the shop did not start");
}
