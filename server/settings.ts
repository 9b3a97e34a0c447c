import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createShopApi, type ShopApi } from "../shop-api/server/app";

/** The storefront's settings, from its environment (README.md lists them). */
export const production = process.env.NODE_ENV === "production";
export const port = Number(process.env.PORT ?? 3000);
export const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
/** A remote Shop API; unset, the storefront runs the embedded reference one. */
export const remoteShopApi = process.env.SHOP_API_URL?.trim() || null;
/** Where a worker reaches the primary's embedded Shop API (set by the primary for its workers). */
export const INTERNAL_SHOP_API = "SHOP_API_INTERNAL_URL";
/** Set for the short-lived process that migrates and seeds the embedded API's database. */
export const PREPARE_DATABASE = "SHOP_API_PREPARE_DATABASE";
/** Set for the process that serves the embedded API to the workers (server/shop-api-process.ts). */
export const SERVE_SHOP_API = "SHOP_API_SERVE";

/** How long a stopping worker lets requests in flight finish (a slow upload, a slow Shop API). */
export function shutdownTimeoutMs(): number {
  return Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
}

/** The page cache: SHOP_PAGE_CACHE_TTL_MS (never longer than the data cache's, 5 s by default) and SHOP_PAGE_CACHE_MAX_MB. */
export function pageCacheSettings(): { ttlMs: number; maxBytes: number } {
  const dataTtlMs = Number(process.env.SHOP_CACHE_TTL_MS ?? 60_000) || 1;
  return {
    ttlMs: Number(process.env.SHOP_PAGE_CACHE_TTL_MS ?? Math.min(5000, dataTtlMs)),
    maxBytes: (Number(process.env.SHOP_PAGE_CACHE_MAX_MB) || 16) * 1024 * 1024,
  };
}

export function openShopApi(): Promise<ShopApi> {
  return createShopApi({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    devTools: !production || process.env.SHOP_API_DEV_INBOX === "1",
    servedByStorefront: true,
    catalogueSize: Number(process.env.SHOP_API_CATALOGUE_SIZE) || undefined,
  });
}

/**
 * The session secret. A real deployment (a remote Shop API) must give SESSION_SECRET. The embedded
 * demo shop makes one on first start and keeps it in DATA_DIR, so that `npm start` works on a fresh
 * clone and sign-ins survive a restart (docs/decisions/0005).
 */
export function settleSessionSecret(): void {
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
