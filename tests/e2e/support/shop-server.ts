import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningShop {
  url: string;
  dataDir: string;
  /** What the server printed on stderr (errors it logged). */
  stderr: () => string;
  stop: () => Promise<void>;
  /** The server's process (its primary, in production), for tests that signal it themselves. */
  child: ChildProcess;
}

/** A fresh DATA_DIR: a copy of the run's seeded database (support/global-setup.ts) when there is one. */
function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-own-"));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * A storefront of its own (production build, embedded Shop API, fresh DATA_DIR unless given),
 * for tests that change settings, break the Shop API or restart the server.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = env.DATA_DIR ?? freshDataDir();
  // The port was free when chosen; another process (a shop's embedded API on port 0) may take it
  // before the shop binds it: then, another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOn(await freePort(), dataDir, env);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startShopOn(port: number, dataDir: string, env: Record<string, string>): Promise<RunningShop> {
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: "e2e-session-secret",
      SHOP_API_DEV_INBOX: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { url, dataDir, stderr: () => stderr, stop, child };
}

/** A TCP server that accepts connections and never answers: a Shop API that hangs. */
export async function startBlackhole(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/shop-api`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What a FaultyShopApi does with each call: passes it on, or fails in one way. */
export type ShopApiFault = "none" | "500" | "503" | "html" | "truncated-json" | "refused" | "no-gold-price-history" | "no-quotes";

/**
 * A Shop API in front of a real one (`target`, e.g. the suite's `/shop-api`) that fails on demand:
 * 500s, 503s, a 200 with an HTML page or with JSON cut short, or no listener at all (connections
 * refused, on the same port, until the fault is lifted), or a Shop API without our calls beyond
 * the original's (`no-gold-price-history`: 404 for the gold price's history; `no-quotes`: 404 for
 * `POST /payment-quote`, a payment then priced when it is placed).
 */
export async function startFaultyShopApi(target: string): Promise<{ url: string; setFault: (fault: ShopApiFault) => Promise<void>; close: () => Promise<void> }> {
  let fault: ShopApiFault = "none";
  const upstream = new URL(target);
  const server = createHttpServer((req, res) => {
    if (fault === "500" || fault === "503") return res.writeHead(Number(fault), { "Content-Type": "application/json" }).end('{"message":"down"}');
    if (fault === "html") return res.writeHead(200, { "Content-Type": "text/html" }).end("<!DOCTYPE html><title>Bad gateway</title>");
    if (fault === "truncated-json") return res.writeHead(200, { "Content-Type": "application/json" }).end('{"data":{"shop_name":"Zar');
    const missing = { "no-gold-price-history": "/shop-api/gold-price-history", "no-quotes": "/shop-api/payment-quote" }[fault as string];
    if (missing && req.url?.startsWith(missing)) return res.writeHead(404, { "Content-Type": "application/json" }).end('{"message":"Not found","code":404}');
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: `${upstream.pathname}${req.url!.replace(/^\/shop-api/, "")}`, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen();
  const { port } = server.address() as { port: number };
  const stop = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return {
    url: `http://127.0.0.1:${port}/shop-api`,
    setFault: async (next) => {
      if (next === "refused" && fault !== "refused") await stop();
      if (next !== "refused" && fault === "refused") await listen(port);
      fault = next;
    },
    close: async () => {
      if (fault !== "refused") await stop();
    },
  };
}
