import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { registerThroughApi, signInWithPassword } from "../support/accounts";
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from "../support/chromium";
import { payAtGateway, SHOPPER_PASSWORD, STUDS, studsToPayment } from "../support/checkout";
import { fixGoldPrice } from "../support/shop-api";
import { freePort, type RunningShop, startShop } from "../support/shop-server";

/*
 * Issue 23: the README's "Serving many shoppers" as a deployer follows it on one machine. A real
 * PostgreSQL, the Shop API once on it (its JavaScript build), two storefronts, and a round-robin
 * proxy (below) that rewrites Host to the instance's, as nginx does by default, and retries a
 * refused connection on the other instance, as nginx does. A shopper without JavaScript goes
 * through it all; a price change; a restart of one instance while requests flow.
 */

test.describe.configure({ timeout: 180_000 });

const root = path.resolve(import.meta.dirname, "../../..");
const PG_BIN = "/usr/lib/postgresql";

interface Postgres {
  url: string;
  stop: () => void;
}

/** TEST_DATABASE_URL, else a server of the test's own (scripts/test-services.mjs). */
async function postgres(): Promise<Postgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  const { startPostgres } = (await import("../../../scripts/test-services.mjs")) as { startPostgres: () => Promise<Postgres | null> };
  return startPostgres();
}

/** The proxy: round robin over `upstreams` (changed as instances come and go), /shop-api/ to the API. */
async function startProxy(port: number, upstreams: string[], shopApi: string) {
  let turn = 0;
  const served: { path: string; by: string }[] = [];
  const failures: string[] = [];
  const send = (req: IncomingMessage, body: Buffer, target: URL, resolve: (answer: IncomingMessage) => void, reject: (error: Error) => void) => {
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      resolve,
    );
    forwarded.on("error", reject);
    forwarded.end(body);
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const toApi = req.url!.startsWith("/shop-api/");
    // Each instance once at most: a refused or reset connection before any answer goes to the next.
    const first = turn++;
    for (let attempt = 0; attempt < (toApi ? 1 : upstreams.length); attempt += 1) {
      const base = toApi ? shopApi : upstreams[(first + attempt) % upstreams.length]!;
      try {
        const answer = await new Promise<IncomingMessage>((resolve, reject) => send(req, body, new URL(base), resolve, reject));
        if (!toApi) served.push({ path: req.url!, by: base });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch {
        // the next instance
      }
    }
    failures.push(`${req.method} ${req.url}`);
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://localhost:${port}`, served, failures, close: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())) };
}

test("two storefronts behind a round-robin proxy on one Shop API on PostgreSQL: a shopper without JavaScript, a price change, a restart", async ({ request }) => {
  const pg = await postgres();
  // Where PostgreSQL is installed the recipe must run: it is skipped only where it cannot be.
  test.skip(!pg && !existsSync(PG_BIN) && !process.env.TEST_DATABASE_URL, "PostgreSQL is not installed here");
  expect(pg, "PostgreSQL is installed but could not be started").not.toBeNull();
  const apiPort = await freePort();
  const proxyPort = await freePort();
  const publicUrl = `http://localhost:${proxyPort}`;
  const shopApiUrl = `http://127.0.0.1:${apiPort}/shop-api`;
  let api: ChildProcess | null = null;
  const shops: RunningShop[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  try {
    // 1. The Shop API, once, on PostgreSQL: it migrates and seeds the empty database.
    let apiLog = "";
    api = spawn(process.execPath, ["build/shop-api.js"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: pg!.url, SHOP_API_PORT: String(apiPort), SHOP_API_DEV_INBOX: "1", SHOP_API_PUBLIC_URL: `${publicUrl}/shop-api`, SHOP_API_RATE_LIMIT_EXEMPT: "127.0.0.1,::1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    api.stderr?.on("data", (chunk) => (apiLog += String(chunk)));
    await expect
      .poll(async () => (await fetch(`${shopApiUrl}/menu`).catch(() => null))?.status ?? (api!.exitCode !== null ? `exited: ${apiLog}` : 0), { timeout: 90_000, intervals: [500] })
      .toBe(200);

    // 2. Two storefronts on it, one session secret, the public address the proxy's.
    const storefrontEnv = { SHOP_API_URL: shopApiUrl, PUBLIC_URL: publicUrl, SHOP_API_PUBLIC_URL: `${publicUrl}/shop-api`, WEB_CONCURRENCY: "1", SHUTDOWN_TIMEOUT_MS: "20000" };
    shops.push(...(await Promise.all([startShop(storefrontEnv), startShop(storefrontEnv)])));
    const upstreams = shops.map((shop) => shop.url);

    // 3. The proxy in front: Host rewritten to the instance's, no X-Forwarded-Host.
    proxy = await startProxy(proxyPort, upstreams, `http://127.0.0.1:${apiPort}`);

    // A shopper without JavaScript: browses, fills a cart, signs in, checks out, pays.
    const context = await browser.newContext({ baseURL: publicUrl, javaScriptEnabled: false, locale: "fa-IR" });
    const page = await context.newPage();
    await page.goto("/");
    await page.goto("/necklaces");
    const mobile = `0912${String(Date.now()).slice(-7)}`;
    await registerThroughApi(request, publicUrl, mobile, SHOPPER_PASSWORD);
    await signInWithPassword(page, { mobile, password: SHOPPER_PASSWORD });
    await studsToPayment(page, false);
    const paymentPageBy = proxy.served.findLast((each) => each.path.startsWith("/checkout/payment"))!.by;
    await payAtGateway(page, "pay-post", false);
    // The gateway's way back reached the other instance too (round robin), and it knew the shopper.
    const returnedTo = proxy.served.filter((each) => /success-payment/.test(each.path)).map((each) => each.by);
    expect(returnedTo.length).toBeGreaterThan(0);
    expect(new Set([paymentPageBy, ...returnedTo]).size).toBe(2);
    await context.close();

    // A price change: both instances show it within the same second.
    const price = 11_111_111 + (Date.now() % 1000);
    await fixGoldPrice(request, publicUrl, price);
    const seenAt = await Promise.all(
      upstreams.map(async (instance) => {
        const started = Date.now();
        await expect
          .poll(async () => (await (await fetch(`${instance}${STUDS.path}`)).text()).includes(`data-gold-ticker="${price}"`), { timeout: 5000, intervals: [50] })
          .toBe(true);
        return Date.now() - started;
      }),
    );
    test.info().annotations.push({ type: "price seen after (ms), by instance", description: seenAt.join(", ") });
    expect(Math.abs(seenAt[0]! - seenAt[1]!)).toBeLessThan(1000);

    // A restart of one instance (SIGTERM) while shoppers keep coming: no request lost.
    let flowing = true;
    const statuses: number[] = [];
    const flow = (async () => {
      while (flowing) {
        const answers = await Promise.all([1, 2, 3].map(() => fetch(`${publicUrl}/necklaces`).then((answer) => answer.status, () => 0)));
        statuses.push(...answers);
      }
    })();
    await expect.poll(() => statuses.length, { timeout: 20_000 }).toBeGreaterThan(6);
    const stopped = shops[0]!;
    await stopped.stop();
    const restarted = await startShop(storefrontEnv);
    shops[0] = restarted;
    upstreams[0] = restarted.url;
    const since = proxy.served.length;
    await expect.poll(() => proxy!.served.slice(since).some((each) => each.by === restarted.url), { timeout: 20_000 }).toBe(true);
    flowing = false;
    await flow;
    expect(proxy.failures).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(12);
    test.info().annotations.push({ type: "requests during the restart", description: String(statuses.length) });
  } finally {
    await browser.close();
    await proxy?.close();
    await Promise.all(shops.map((shop) => shop.stop()));
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once("exit", resolve));
      api.kill("SIGTERM");
      await exited;
    }
    pg?.stop();
  }
});
