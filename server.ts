/**
 * The storefront's HTTP server: compression, security headers, long-lived caching of hashed assets,
 * /healthz, the clientToken cookie, the Remix handler, and (when SHOP_API_URL is unset) the embedded
 * reference Shop API under /shop-api, which the storefront then calls over HTTP like a remote one.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { readCookie } from "./app/lib/cookies";
import { CLIENT_TOKEN_COOKIE, isClientToken, newClientToken } from "./app/shop/client-token.server";
import { createShopApi, type ShopApi } from "./shop-api/server/app";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const remoteShopApi = process.env.SHOP_API_URL?.trim() || null;


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

/** The visitor's clientToken, made on the first visit to a page (app/shop/client-token.server.ts). */
const clientToken: express.RequestHandler = (req, res, next) => {
  let token = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
  if (!isClientToken(token)) {
    const fresh = newClientToken();
    token = fresh.token;
    if (!FILE_PATHS.test(req.path)) res.append("Set-Cookie", fresh.setCookie);
  }
  res.locals.clientToken = token;
  next();
};

async function main() {
  settleSessionSecret();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");

  const documentHeaders = helmet({
    // The policy is about framing (clickjacking) only: Remix and the tag-manager snippets run
    // inline scripts, which a script-src policy would need nonces for.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
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

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  let shopApi: ShopApi | null = null;
  if (!remoteShopApi) {
    shopApi = await createShopApi({
      dataDir: path.join(dataDir),
      databaseUrl: process.env.DATABASE_URL,
      devTools: !production || process.env.SHOP_API_DEV_INBOX === "1",
    });
    // Before compression: the storefront reads it over loopback, where gzip only costs CPU.
    app.use("/shop-api", shopApi.router);
  }
  const shopApiUrl = remoteShopApi ?? `http://127.0.0.1:${port}/shop-api`;

  // HTML at gzip speed or brotli at quality 4: default brotli halved throughput (DESIGN.md §9).
  app.use(compression());

  let build: ServerBuild | (() => Promise<ServerBuild>);
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

  // A payment gateway posts the shopper back from its own site. Remix refuses a POST whose Origin is
  // not this host (its CSRF guard); these two actions change nothing (they ask the Shop API what
  // became of the order and redirect to its page), so the guard is lifted for them alone.
  app.post(/^(\/en)?\/(un)?success-payment\/?$/, (req, _res, next) => {
    delete req.headers.origin;
    next();
  });

  app.all(
    "*",
    clientToken,
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (_req, res) => ({ clientToken: res.locals.clientToken as string, shopApiUrl, imagePreviews: new Map() }),
    }),
  );

  const server = app.listen(port, () => {
    console.log(`Storefront on http://localhost:${port} (Shop API: ${shopApiUrl})`);
  });

  const shutdown = () => {
    server.close(() => {
      void (shopApi?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
