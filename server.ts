/**
 * The storefront's HTTP server: compression, security headers, long-lived caching of hashed assets,
 * /healthz, the clientToken cookie, the Remix handler, and (when SHOP_API_URL is unset) the embedded
 * reference Shop API under /shop-api, which the storefront then calls over HTTP like a remote one.
 *
 * In production it runs WEB_CONCURRENCY stateless worker processes (default: one per core) on one
 * port. The primary process runs the embedded Shop API, once (one database), on a loopback port the
 * workers call; they forward browsers' /shop-api requests (the sandbox gateway) to it.
 * Development (`npm run dev`) is one process with Vite's middleware.
 */
import cluster from "node:cluster";
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// The adapter's own request and response plumbing, around Remix's handler (the session's cookie goes between: see below).
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { contentSecurityPolicy, formTargetsFrom, newNonce, policyHeader } from "./app/lib/content-security-policy.server";
import { readCookie } from "./app/lib/cookies";
import { goldPriceStream } from "./app/lib/gold-price-stream.server";
import { GOLD_PRICE_STREAM_PATH } from "./app/lib/gold-price-stream";
import { currentGoldPriceVersion, goldPriceCheckMs, publishedGoldPrice } from "./app/lib/gold-price-version";
import { LITE_COOKIE } from "./app/lib/lite-mode";
import { sharedPageCache } from "./app/lib/page-cache.server";
import { sharedRouteOf } from "./app/lib/shared-content.server";
import { isPostFromShop } from "./app/shop/origin.server";
import { CLIENT_TOKEN_COOKIE, isClientToken, newClientToken } from "./app/shop/client-token.server";
import type { CreateAppLoadContext } from "./app/shop/context.server";
import { isSharedPageSession } from "./app/shop/session.server";
import type { goldPriceVersionNow as GoldPriceVersionNow, sessionCookieFor as SessionCookieFor, shellSlots as ShellSlots } from "./app/entry.server";
import { createShopApi, SHOP_API_MOUNT, type ShopApi, shopApiApp } from "./shop-api/server/app";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const remoteShopApi = process.env.SHOP_API_URL?.trim() || null;
/** Where a worker reaches the primary's embedded Shop API (set by the primary for its workers). */
const INTERNAL_SHOP_API = "SHOP_API_INTERNAL_URL";
/** Set for the short-lived process that migrates and seeds the embedded API's database. */
const PREPARE_DATABASE = "SHOP_API_PREPARE_DATABASE";


/**
 * The session secret. A real deployment (a remote Shop API) must give SESSION_SECRET. The embedded
 * demo shop makes one on first start and keeps it in DATA_DIR, so that `npm start` works on a fresh
 * clone and sign-ins survive a restart.
 */
function settleSessionSecret(): void {
  if (process.env.SESSION_SECRET) return;
  if (production && remoteShopApi) {
    console.error("SESSION_SECRET must be set in production (SHOP_API_URL is set, so this is not the demo shop).");
    process.exit(1);
  }
  const file = path.join(dataDir, "session-secret");
  mkdirSync(dataDir, { recursive: true });
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    console.warn(`SESSION_SECRET is not set: made one for the embedded demo shop in ${file}`);
  }
  process.env.SESSION_SECRET = secret;
}

/**
 * Files a page loads (images, icons, scripts, the web app manifest) and those crawlers read
 * (robots.txt, sitemaps): no cookie is made for them and no document header is sent with them.
 * On 2G the headers of a small image weighed more than the image, and a response that sets a
 * cookie is one a CDN will not cache.
 */
const FILE_PATHS = /^\/(media\/|assets\/|app-icon\/|favicon\.ico$|app-qr\.svg$|apple-touch-icon(-precomposed)?\.png$|manifest\.webmanifest$|robots\.txt$|sitemap(-fa|-en)?\.xml$)/;

/** Pages that show the visitor's own cart: never served from the page cache to a returning guest. */
const OWN_CART_PAGES = /^(\/en)?\/checkout\//;

/** The visitor's clientToken, made on the first visit to a page (app/shop/client-token.server.ts). */
const clientToken: express.RequestHandler = (req, res, next) => {
  let token = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
  // A page rendered for every guest with an empty cart (the page cache's) is a first visitor's.
  const sharedRender = res.locals.sharedRender === true;
  res.locals.newVisitor = sharedRender || !isClientToken(token);
  if (res.locals.newVisitor) {
    const fresh = newClientToken();
    token = fresh.token;
    if (!FILE_PATHS.test(req.path) && !sharedRender) {
      res.append("Set-Cookie", fresh.setCookie);
      res.locals.newClientCookie = fresh.setCookie;
    }
  }
  res.locals.clientToken = token;
  next();
};

/** How long a stopping worker lets requests in flight finish (a slow upload, a slow Shop API). */
function shutdownTimeoutMs(): number {
  return Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
}

/**
 * A worker's V8 heap limit. Its live objects are ~65 MB and every cache is bounded by bytes, but
 * with no limit V8 sizes the heap from the machine's memory and lets garbage pile up between full
 * collections: under load a worker's RSS went 164 → 588 MB in 40 s while heap snapshots a minute
 * apart held the same ~50 MB. With this limit it collects sooner and stays flat (~260 MB).
 */
function workerHeapMb(): number {
  const configured = Number(process.env.WORKER_HEAP_MB);
  return Number.isInteger(configured) && configured > 0 ? configured : 256;
}

function webConcurrency(): number {
  const configured = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism();
}

function openShopApi(): Promise<ShopApi> {
  return createShopApi({
    dataDir: path.join(dataDir),
    databaseUrl: process.env.DATABASE_URL,
    devTools: !production || process.env.SHOP_API_DEV_INBOX === "1",
    servedByStorefront: true,
  });
}

/**
 * Browsers reach the embedded Shop API (its sandbox gateway, development tools) on the storefront's
 * own port: a worker passes those requests to the primary's API as they are, saying who asked.
 */
function forwardToShopApi(apiUrl: string): express.RequestHandler {
  const target = new URL(apiUrl);
  return (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${SHOP_API_MOUNT}${req.url}`,
        headers: { ...req.headers, "x-forwarded-for": req.ip, "x-forwarded-proto": req.protocol, "x-forwarded-host": req.get("host") },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      console.error(`[shop-api] ${req.method} ${req.originalUrl} could not be forwarded:`, error.message);
      if (res.headersSent) res.destroy();
      else res.status(502).end();
    });
    req.pipe(upstream);
  };
}

/**
 * The storefront: Express and Remix on PORT. `shopApi` is the embedded API when this process runs
 * it itself (development); `internalApiUrl` is the primary's, for a worker.
 */
async function serveStorefront(shopApi: ShopApi | null, internalApiUrl: string | null) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  // Set on SIGTERM: the worker finishes what it has, takes nothing new and says so (see shutdown).
  let draining = false;
  app.use((_req, res, next) => {
    // A connection kept alive is not reused once the worker stops: the next request goes elsewhere.
    if (draining) res.setHeader("Connection", "close");
    next();
  });

  // The CSP is this process's own (below): it needs a nonce per page.
  const documentHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  // What still means something for a file: no content sniffing, no use by other sites' pages.
  const fileHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use((req, res, next) => (FILE_PATHS.test(req.path) ? fileHeaders : documentHeaders)(req, res, next));
  // Every page's scripts carry its nonce (entry.server.tsx); the embedded API's pages are not the shop's.
  const policy = { formTargets: formTargetsFrom(process.env) };
  app.use((req, res, next) => {
    if (FILE_PATHS.test(req.path) || req.path.startsWith(`${SHOP_API_MOUNT}/`)) return next();
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader(production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", policyHeader(contentSecurityPolicy(nonce, policy)));
    next();
  });

  // A balancer's health check: 503 from the moment the worker is stopping, so it is taken out.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (draining) res.status(503).json({ status: "stopping" });
    else res.json({ status: "ok" });
  });

  // Before compression: the storefront reads the API over loopback, where gzip only costs CPU.
  if (shopApi) app.use(SHOP_API_MOUNT, shopApi.router);
  else if (internalApiUrl) app.use(SHOP_API_MOUNT, forwardToShopApi(internalApiUrl));
  const shopApiUrl = remoteShopApi ?? internalApiUrl ?? `http://127.0.0.1:${port}${SHOP_API_MOUNT}`;

  let build: ServerBuild | (() => Promise<ServerBuild>);
  const currentBuild = () => (typeof build === "function" ? build() : Promise.resolve(build));
  /** The build's check of the gold price when it is due (shop/gold-price.server.ts), shared by all that ask at one moment. */
  const checkGoldPrice = async (access: { clientToken: string; clientAddress: string | undefined }) => {
    const check = ((await currentBuild()).entry.module as { goldPriceVersionNow?: typeof GoldPriceVersionNow }).goldPriceVersionNow;
    await check?.({ shopApiUrl, ...access });
  };

  // The live gold price for open pages (docs/decisions/0037). Before compression, which would hold
  // the events back (and keep a deflate state per idle stream), and before the page cache.
  const processToken = newClientToken().token;
  const goldPriceStreams = goldPriceStream({ check: () => checkGoldPrice({ clientToken: processToken, clientAddress: undefined }), latest: publishedGoldPrice, periodMs: goldPriceCheckMs() });
  app.get(GOLD_PRICE_STREAM_PATH, goldPriceStreams.handle);

  // HTML at gzip speed or brotli at quality 4: default brotli halved throughput
  // (docs/shop/17-budgets.md §17.11).
  app.use(compression());

  // A first visitor's page, for the next ones, for returning guests with an empty cart, and with
  // its slots filled in for other shoppers on a page of everyone's (docs/decisions/0021, 0040, 0043).
  const dataTtlMs = Number(process.env.SHOP_CACHE_TTL_MS ?? 60_000) || 1;
  app.use(
    sharedPageCache({
      ttlMs: Number(process.env.SHOP_PAGE_CACHE_TTL_MS ?? Math.min(5000, dataTtlMs)),
      maxBytes: (Number(process.env.SHOP_PAGE_CACHE_MAX_MB) || 16) * 1024 * 1024,
      skip: (path) => FILE_PATHS.test(path) || path.startsWith("/api/"),
      newCookie: () => newClientToken().setCookie,
      // Not the cart and checkout, which always ask the Shop API for a returning visitor's own cart,
      // nor a client navigation's data.
      isSharedVisitor: async (req) =>
        isClientToken(readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE)) &&
        !OWN_CART_PAGES.test(req.path) &&
        !req.path.endsWith(".data") &&
        !req.path.startsWith("/__manifest") &&
        isSharedPageSession(req.headers.cookie ?? ""),
      slotsFor: async (req, res) => {
        const current = await currentBuild();
        const route = req.path.endsWith(".data") ? null : sharedRouteOf(current, req.path, new URL(req.originalUrl, "http://shop").searchParams);
        const shellSlots = (current.entry.module as { shellSlots?: typeof ShellSlots }).shellSlots;
        const token = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
        if (!route || !shellSlots || !isClientToken(token)) return null;
        return shellSlots(createRemixRequest(req, res), { shopApiUrl, clientToken: token, clientAddress: req.ip }, route);
      },
      keyCookies: [LITE_COOKIE],
      // A first visitor's page shows the gold price: it is kept for that price only (decision 29).
      version: () => currentGoldPriceVersion(),
      checkVersion: async (req) => {
        const token = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
        await checkGoldPrice({ clientToken: isClientToken(token) ? token : newClientToken().token, clientAddress: req.ip });
      },
    }),
  );
  if (production) {
    // Hashed assets never change: a year, immutable, and pre-compressed at build time.
    app.use(
      "/assets",
      expressStaticGzip(path.join(buildDir, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
    build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  } else {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteDevServer.middlewares);
    build = () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  }

  // A payment gateway posts the shopper back from its own site. These actions change nothing (they
  // redirect to the page of what became of the order, or of the wallet's top-up), so the Origin
  // check is lifted for them alone (docs/decisions/0011).
  const gatewayCallback = /^(\/en)?\/((un)?success-payment|profile\/wallet\/recharge-result)\/?$/;
  const trustedProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  // Every other post must come from the shop's public address (app/shop/origin.server.ts). One that
  // does not is answered by the themed 403 page in its language: it goes on as a GET that the root
  // loader refuses, since only Remix can render the page (docs/decisions/0028).
  app.use((req, res, next) => {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method) || req.path.startsWith(`${SHOP_API_MOUNT}/`)) return next();
    const fromShop =
      gatewayCallback.test(req.path) ||
      isPostFromShop({
        origin: req.headers.origin,
        publicUrl: process.env.PUBLIC_URL,
        trustedForwardedHost: trustedProxy(req.socket.remoteAddress, 0) ? req.get("X-Forwarded-Host") : undefined,
        host: req.get("Host"),
      });
    if (!fromShop) {
      console.warn(
        `Refused a ${req.method} to ${req.path} from ${req.headers.origin}: the shop's address is ${process.env.PUBLIC_URL ? `PUBLIC_URL (${process.env.PUBLIC_URL})` : `Host ${req.get("Host")} / X-Forwarded-Host ${req.get("X-Forwarded-Host") ?? "none"}`}. Behind a proxy, set PUBLIC_URL, or have the proxy send X-Forwarded-Host from an address TRUST_PROXY names.`,
      );
      res.locals.refusedOrigin = true;
      req.method = "GET";
    }
    // Checked here: Remix's guard would compare the Origin with a Host the balancer rewrote.
    delete req.headers.origin;
    next();
  });

  // The build's own functions, so that the context's caches and the session's storage are the
  // app's, not copies bundled here (decision 42).
  type AppEntry = { createAppLoadContext: CreateAppLoadContext; sessionCookieFor: typeof SessionCookieFor };
  const appEntry = async () => (await currentBuild()).entry.module as unknown as AppEntry;
  const remix = createRequestHandler(build, production ? "production" : "development");
  // Remix's express adapter, with one step between Remix's answer and sending it: the request's
  // session, which its action and loaders changed in place (`context.session`), goes out in one
  // Set-Cookie on whatever the answer is: a page, a `.data` answer, a resource route, or the
  // redirect of a form posted without JavaScript, which Remix sends without entry.server.tsx's
  // handleRequest (decision 45).
  app.all("*", clientToken, async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const entry = await appEntry();
      // The request's context is made once, by the app (app/shop/context.server.ts, decision 42),
      // from what this server knows of the request.
      const context = await entry.createAppLoadContext(request, {
        shopFailures: (res.locals.shopFailures = []),
        clientToken: res.locals.clientToken as string,
        newVisitor: res.locals.newVisitor as boolean,
        // The shopper's address (X-Forwarded-For only from TRUST_PROXY), for the Shop API's rate limits.
        clientAddress: req.ip,
        shopApiUrl,
        inlinePictures: new Map(),
        structuredData: [],
        cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
        refusedOrigin: res.locals.refusedOrigin === true,
      });
      const response = await remix(request, context);
      const sessionCookie = await entry.sessionCookieFor(context, response.headers);
      if (sessionCookie) res.append("Set-Cookie", sessionCookie);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  const server = app.listen(port);
  await once(server, "listening");
  if (!cluster.isWorker) console.log(`Storefront on http://localhost:${port} (Shop API: ${shopApiUrl})`);

  // Graceful stop: no new connection (the cluster's other workers, or the balancer's other
  // instances, take them), the gold price's streams ended (their pages open one elsewhere), idle
  // kept-alive ones closed, requests in flight finished, then exit; whatever is still running after
  // SHUTDOWN_TIMEOUT_MS is cut.
  const shutdown = () => {
    if (draining) return;
    draining = true;
    goldPriceStreams.close();
    server.close(() => {
      void (shopApi?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, shutdownTimeoutMs()).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
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
 * The primary process in production: the embedded Shop API (once, on a loopback port) and the
 * storefront's workers, replaced when one dies; on SIGTERM the workers finish, then the API.
 */
async function runPrimary() {
  let shopApi: ShopApi | null = null;
  let apiServer: ReturnType<express.Express["listen"]> | null = null;
  const env: Record<string, string> = {};
  if (!remoteShopApi) {
    await prepareDatabase();
    shopApi = await openShopApi();
    apiServer = shopApiApp(shopApi).listen(0, "127.0.0.1");
    await once(apiServer, "listening");
    env[INTERNAL_SHOP_API] = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}${SHOP_API_MOUNT}`;
  }

  const workers = webConcurrency();
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${workerHeapMb()}`] });
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
    if (listening === workers) console.log(`Storefront on http://localhost:${port}: ${workers} worker(s) (Shop API: ${env[INTERNAL_SHOP_API] ?? remoteShopApi})`);
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

async function main() {
  settleSessionSecret();
  if (process.env[PREPARE_DATABASE]) return (await openShopApi()).close();
  if (!production) return serveStorefront(remoteShopApi ? null : await openShopApi(), null);
  if (cluster.isPrimary) return runPrimary();
  return serveStorefront(null, process.env[INTERNAL_SHOP_API] ?? null);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
