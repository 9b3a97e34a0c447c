/**
 * The storefront's HTTP server. In production it runs WEB_CONCURRENCY stateless worker processes
 * (default: one per core) on one port; the primary runs the embedded Shop API once (one database),
 * in a process of its own, on a loopback port the workers call (server/primary.ts). Development
 * (`npm run dev`) is one process with Vite's middleware and the embedded API in it. SHOP_API_URL names a remote Shop API.
 *
 * `serveStorefront` is the order a request meets the server's parts (server/middleware, server/page-cache),
 * each in a module of its own.
 */
import cluster from "node:cluster";
import { once } from "node:events";
import express from "express";
import { GOLD_PRICE_STREAM_PATH } from "~/lib/gold-price-stream";
import { goldPriceCheckMs } from "~/lib/gold-price-version";
import { newClientToken } from "~/shop/request/client-token.server";
import { SHOP_API_MOUNT, type ShopApi } from "./shop-api/server/app";
import { loadBuild } from "./server/build";
import { compressResponses } from "./server/middleware/compression";
import { goldPriceStream } from "./server/middleware/gold-price-stream";
import { health } from "./server/middleware/health";
import { originCheck } from "./server/middleware/origin-check";
import { storefrontPages } from "./server/middleware/pages";
import { securityHeaders } from "./server/middleware/security-headers";
import { shopApiMount } from "./server/middleware/shop-api";
import { staticFiles } from "./server/middleware/static-files";
import { pageCache } from "./server/page-cache";
import { visitorsOf } from "./server/page-cache/visitors";
import { runPrimary } from "./server/primary";
import { closeRefusedRequestsGracefully } from "./server/refused-requests";
import { serveShopApi } from "./server/shop-api-process";
import * as settings from "./server/settings";

/** The storefront on PORT: with `shopApi` when this process runs the embedded API itself, else the primary's at `internalApiUrl`. */
async function serveStorefront(shopApi: ShopApi | null, internalApiUrl: string | null) {
  const { production, port, buildDir } = settings;
  const shopApiUrl = settings.remoteShopApi ?? internalApiUrl ?? `http://127.0.0.1:${port}${SHOP_API_MOUNT}`;
  const build = await loadBuild({ production, buildDir });
  // The app's own context, session, gold price and slots (app/entry.server.tsx `storefront`).
  const pages = storefrontPages(build, { shopApiUrl, production });
  const { goldPrice } = await build.storefront();
  // The gold price's checks that no page asks for (the streams', the page cache's) go as this process.
  const processAccess = { shopApiUrl, clientToken: newClientToken().token, clientAddress: undefined };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  // 1. Helmet's headers, and each page's CSP with its nonce (docs/decisions/0007, 0016, 0025).
  app.use(securityHeaders({ production }));
  // 2. /healthz, and `Connection: close` once the worker is stopping.
  const workerHealth = health();
  app.use(workerHealth.middleware);
  // 3. The embedded Shop API, before compression: the storefront reads it over loopback.
  app.use(SHOP_API_MOUNT, shopApiMount(shopApi, internalApiUrl));
  // 4. The live gold price for open pages (docs/decisions/0037), before compression, which would hold its events back.
  const goldPriceStreams = goldPriceStream({ check: () => goldPrice.check(processAccess), latest: () => goldPrice.latest(), periodMs: goldPriceCheckMs() });
  app.get(GOLD_PRICE_STREAM_PATH, goldPriceStreams.handle);
  // 5. HTML at gzip speed or brotli at quality 6 (docs/shop/17-budgets.md §17.11).
  app.use(compressResponses());
  // 6. Pages rendered once and sent to many (server/page-cache/index.ts).
  app.use(
    pageCache({
      ...settings.pageCacheSettings(),
      visitorOf: visitorsOf(build, shopApiUrl),
      version: (req) => goldPrice.check({ ...processAccess, clientAddress: req.ip }),
      render: pages.render,
      newClientToken,
    }),
  );
  // 7. The built files (production) or Vite (development).
  app.use(staticFiles(build, buildDir));
  // 8. A form must be posted from the shop's own address (docs/decisions/0011, 0028).
  app.use(originCheck(app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean));
  // 9. React Router: everything else, with the session's one cookie (docs/decisions/0042, 0045).
  app.use(pages.handle);

  const server = app.listen(port);
  closeRefusedRequestsGracefully(server);
  await once(server, "listening");
  if (!cluster.isWorker) console.log(`Storefront on http://localhost:${port} on Node ${process.version} (Shop API: ${shopApiUrl})`);
  workerHealth.stopOnSignal(server, {
    timeoutMs: settings.shutdownTimeoutMs(),
    // The gold price's streams end at once: their pages open one on another worker.
    beforeClose: () => goldPriceStreams.close(),
    afterClose: () => shopApi?.close() ?? Promise.resolve(),
  });
}

async function main() {
  settings.settleSessionSecret();
  if (process.env[settings.PREPARE_DATABASE]) return (await settings.openShopApi()).close();
  if (process.env[settings.SERVE_SHOP_API]) return serveShopApi();
  if (!settings.production) return serveStorefront(settings.remoteShopApi ? null : await settings.openShopApi(), null);
  if (cluster.isPrimary) return runPrimary();
  return serveStorefront(null, process.env[settings.INTERNAL_SHOP_API] ?? null);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
