import path from "node:path";
import express, { Router } from "express";
import { openDatabase, type ShopDatabase } from "./db/connect";
import { GoldPriceSource } from "./gold-price";
import { GoldPriceHistory } from "./gold-price-history";
import type { AuthContext } from "./auth/codes";
import { DevInbox } from "./auth/inbox";
import { answerErrors, answerNotFound } from "./http/errors";
import { CatalogueReadCache } from "./http/read-cache";
import { RequestCounter } from "./http/request-counter";
import { refuseHostileInput } from "./http/input";
import { ArtworkMedia } from "./media-cache";
import type { CheckoutContext } from "./checkout/cart";
import { addressRoutes } from "./routes/addresses";
import { authRoutes } from "./routes/auth";
import { blogRoutes } from "./routes/blog";
import { cartRoutes } from "./routes/cart";
import { campaignRoutes } from "./routes/campaigns";
import { catalogueRoutes } from "./routes/catalogue";
import { categoryRoutes } from "./routes/categories";
import { configsRoutes } from "./routes/configs";
import { contactRoutes } from "./routes/contact";
import { creditRequestRoutes } from "./routes/credit-requests";
import { devRoutes } from "./routes/dev";
import { AnswerOverrides } from "./http/answer-overrides";
import { goldPriceRoutes } from "./routes/gold-price";
import { informationRoutes } from "./routes/information";
import { mediaRoutes } from "./routes/media";
import { navigationRoutes } from "./routes/navigation";
import { paymentRoutes } from "./routes/payment";
import { profileRoutes } from "./routes/profile";
import { productRoutes } from "./routes/products";
import { shippingRoutes } from "./routes/shipping";
import { sitemapRoutes } from "./routes/sitemap";
import { userRoutes } from "./routes/user";
import { walletRoutes } from "./routes/wallets";
import { seedIfEmpty } from "./seed";
import { rebuildSearchIndex, searchIndexMissing } from "./catalogue/search-index";
import { growCatalogue } from "./seed/grown-catalogue";

export interface ShopApiOptions {
  /**
   * PGlite keeps its files in `${dataDir}/pglite`, generated pictures are cached in
   * `${dataDir}/media-cache`; undefined keeps both in memory.
   */
  dataDir?: string;
  /** A PostgreSQL server (node-postgres); wins over dataDir. */
  databaseUrl?: string;
  /** Serves `/dev/*` (request counts, settings changes). Off in production. */
  devTools: boolean;
  migrationsFolder?: string;
  /**
   * The time one-time codes, verification tokens, logins, discount codes, delivery days, payment
   * timeouts and a grown catalogue's dates go by; tests move it forward.
   */
  clock?: () => Date;
  /**
   * Browsers reach this API through the storefront that embeds it, at the storefront's origin under
   * SHOP_API_MOUNT (server.ts), whatever address the storefront itself calls it at.
   */
  servedByStorefront?: boolean;
  /**
   * Grows the demo catalogue to this many products after the seed, when it has fewer
   * (seed/grown-catalogue.ts): a shop at scale, to measure search and listings.
   */
  catalogueSize?: number;
}

export interface ShopApi {
  /** Mount it at `/shop-api`; every path of the contract is relative to it. */
  router: Router;
  /**
   * The database, for scripts and tests that set up what the HTTP calls cannot (yet). Writing to it
   * directly, call `forgetReads()` after: the catalogue's answers are kept until a write through
   * the API (http/read-cache.ts).
   */
  db: ShopDatabase;
  forgetReads(): void;
  close(): Promise<void>;
}

// Resolved from the working directory, not this module, so they are found once the server is bundled.
const DEFAULT_MIGRATIONS_FOLDER = path.resolve(process.cwd(), "shop-api/server/db/migrations");
const MEDIA_FOLDER = path.resolve(process.cwd(), "shop-api/server/media");

/** How often the gold price's history is brought up to date with the walk (a new price every 5 minutes). */
const GOLD_PRICE_RECORD_MS = 60_000;

/** Where the API is mounted on a server of its own: every path of the contract is under it. */
export const SHOP_API_MOUNT = "/shop-api";

/**
 * An HTTP app serving the API under `/shop-api` (the standalone server, and the storefront's primary
 * process, whose workers reach it over loopback and forward browsers' requests with X-Forwarded-*).
 * X-Forwarded-For gives the caller's address (the rate limits') only from the proxies that
 * SHOP_API_TRUST_PROXY names: loopback by default, where the storefront's workers are (decision 26).
 */
export function shopApiApp(api: ShopApi): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.SHOP_API_TRUST_PROXY?.trim() || "loopback");
  app.use(SHOP_API_MOUNT, api.router);
  return app;
}

/** Opens (and on first start seeds) the database, and builds the API's router. */
export async function createShopApi(options: ShopApiOptions): Promise<ShopApi> {
  const location = {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    migrationsFolder: options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER,
  };
  const database = await openDatabase(location);
  const clock = options.clock ?? (() => new Date());
  try {
    const seeded = await seedIfEmpty(database.db);
    const grown = options.catalogueSize ? await growCatalogueTo(database.db, options.catalogueSize, clock()) : false;
    if (seeded || grown || (await searchIndexMissing(database.db))) await rebuildSearchIndex(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const mediaCacheDir = options.dataDir ? path.join(options.dataDir, "media-cache") : undefined;
  const goldPrice = new GoldPriceSource();
  const reads = new CatalogueReadCache(clock, goldPrice);
  // With no SMS provider, sent codes and alerts are readable in the dev inbox, and only there.
  const inbox = options.devTools ? new DevInbox() : undefined;
  const history = new GoldPriceHistory(database.db, goldPrice, clock, inbox);
  // The price's changes are recorded (and alerts sent) even when no one asks for the price.
  const recorder = setInterval(() => history.record().catch((error: unknown) => console.error("gold price history:", error)), GOLD_PRICE_RECORD_MS);
  recorder.unref();
  return {
    router: buildRouter(database.db, options, mediaCacheDir, clock, goldPrice, reads, inbox, history),
    db: database.db,
    forgetReads: () => reads.forget(),
    close: () => {
      clearInterval(recorder);
      return (closing ??= history.settled().then(() => database.close()));
    },
  };
}

/**
 * Grows the catalogue, saying so when it did (a first start at 50,000 products is busy for a
 * while), and answers whether it added any.
 */
async function growCatalogueTo(db: ShopDatabase, size: number, now: Date): Promise<boolean> {
  const started = performance.now();
  const added = await growCatalogue(db, size, now);
  if (added > 0) console.log(`Shop API: grew the catalogue to ${size} products (${added} added) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return added > 0;
}

/** 3D models (GET /augmented-reality) with the types Quick Look and Scene Viewer expect. */
const MODEL_TYPES: Record<string, string> = { ".glb": "model/gltf-binary", ".usdz": "model/vnd.usdz+zip" };
function setModelType(res: express.Response, file: string) {
  const type = MODEL_TYPES[path.extname(file)];
  if (type) res.setHeader("Content-Type", type);
}

function buildRouter(
  db: ShopDatabase,
  { devTools, servedByStorefront = false }: ShopApiOptions,
  mediaCacheDir: string | undefined,
  clock: () => Date,
  goldPrice: GoldPriceSource,
  reads: CatalogueReadCache,
  inbox: DevInbox | undefined,
  history: GoldPriceHistory,
): Router {
  const router = Router();
  const requests = devTools ? new RequestCounter() : undefined;
  const answers = devTools ? new AnswerOverrides() : undefined;
  const auth: AuthContext = { db, clock, inbox };
  const checkout: CheckoutContext = { db, clock, goldPrice, servedByStorefront };
  if (requests) router.use(requests.middleware);
  if (answers) router.use(answers.middleware);
  router.use(reads.forgetOnWrites, reads.serveReads);

  // Generated pictures first, then the committed files (logos, badges, the video: with ranges).
  router.use(mediaRoutes(new ArtworkMedia(db, mediaCacheDir)));
  router.use("/media", express.static(MEDIA_FOLDER, { maxAge: "1d", index: false, setHeaders: setModelType }));
  router.use(express.json({ limit: "100kb" }), refuseHostileInput);
  router.use(configsRoutes(db));
  router.use(navigationRoutes(db));
  router.use(cartRoutes(checkout));
  router.use(catalogueRoutes(db, goldPrice, reads));
  router.use(categoryRoutes(db, goldPrice));
  router.use(productRoutes(db, goldPrice));
  router.use(informationRoutes(db));
  router.use(blogRoutes(db, goldPrice));
  router.use(campaignRoutes(db, goldPrice, clock));
  router.use(sitemapRoutes(db, clock));
  router.use(contactRoutes(db, clock));
  router.use(authRoutes(auth));
  router.use(userRoutes(auth));
  router.use(profileRoutes(checkout));
  router.use(walletRoutes(checkout));
  router.use(creditRequestRoutes(checkout));
  router.use(addressRoutes(db));
  router.use(shippingRoutes(checkout));
  router.use(paymentRoutes(checkout));
  router.use(goldPriceRoutes(db, goldPrice, history, clock));
  if (requests && inbox && answers) router.use("/dev", devRoutes(checkout, requests, inbox, history, answers));

  router.use(answerNotFound);
  router.use(answerErrors);
  return router;
}
