import { LRUCache } from "lru-cache";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import type { z } from "zod";
import { goldPriceVersionOf } from "~/lib/gold-price-version";
import { parseAnswer, shopCall, type ShopContext, type ShopRequest, shopRequest } from "./client.server";

/**
 * In-process cache for shared, user-independent Shop API data (site configs, menus, footer lists,
 * catalogue pages, a guest's product page): fresh for SHOP_CACHE_TTL_MS, then served stale while
 * one background call refreshes it, and kept when that call fails
 * (docs/shop/14-data-and-failure.md §14.2), the way Hydrogen's CacheShort is. Concurrent misses for one
 * key share one upstream call. Bounded by size (SHOP_CACHE_MAX_MB a process): listing pages with every
 * filter and sort would otherwise grow it without end. Never put anything user-specific here. Answers
 * with prices in them (`priced`) are kept under the version of the request's gold price, so that a page
 * never shows products priced at another price than its header's, and a new price is a new entry
 * (docs/decisions/0029). SHOP_CACHE_TTL_MS=0 turns it off.
 */
/** SHOP_CACHE_TTL_MS; 0 turns the cache off (a test that fails one call after another on a cold shop). */
function cacheTtlMs(): number {
  return Number(process.env.SHOP_CACHE_TTL_MS ?? 60_000);
}

type Entry = { value: unknown; size: number };
type Loader = () => Promise<unknown>;

/** Why the last refresh of a key failed: with no stale answer to fall back on, the caller gets it. */
const lastFailure = byteBoundedCache<{ error: unknown }>(1024 * 1024, { valueBytes: () => 1024 });

const cache = new LRUCache<string, Entry, Loader>({
  maxSize: (Number(process.env.SHOP_CACHE_MAX_MB) || 32) * 1024 * 1024,
  // The answer's length as JSON, counted once when it is stored: close enough to what it holds.
  sizeCalculation: (entry) => entry.size,
  ttl: cacheTtlMs() || 1,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  allowStaleOnFetchAbort: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (key, _stale, { context }) => {
    try {
      const value = await context();
      lastFailure.delete(key);
      return { value, size: Math.max(1, JSON.stringify(value)?.length ?? 1) };
    } catch (error) {
      lastFailure.set(key, { error });
      throw error;
    }
  },
});

/**
 * Shared data under `key`, made by `load` when missing or stale. `load` gets a context that carries
 * no one's login and no one's abort signal, since its answer serves every visitor.
 */
export async function sharedCached<T>(
  ctx: ShopContext,
  key: string,
  load: (shared: ShopContext) => Promise<T>,
  options: { priced?: boolean } = {},
): Promise<T> {
  const price = options.priced ? await ctx.goldPrice : null;
  const fullKey = `${ctx.locale}|${price ? goldPriceVersionOf(price) : ""}|${key}`;
  const shared = { ...ctx, authToken: null, signal: undefined, request: undefined };
  if (cacheTtlMs() === 0) return load(shared);
  const entry = await cache.fetch(fullKey, { context: () => load(shared) });
  if (!entry) throw lastFailure.get(fullKey)?.error ?? new Error(`${key}: no answer`);
  return entry.value as T;
}

/** A shared call: its name and arguments, and whether its answer holds prices made from the gold price. */
type SharedRequest<T> = Omit<ShopRequest, "expect"> & { schema: T; priced?: boolean };

const keyOf = (call: SharedRequest<unknown>) => [call.name, call.path, JSON.stringify(call.query ?? null), JSON.stringify(call.body ?? null)].join("|");

/** A shared call whose only answer is success: its `data`, cached per language and arguments. */
export function sharedCall<T extends z.ZodType<{ data: unknown }>>(ctx: ShopContext, call: SharedRequest<T>): Promise<z.infer<T>["data"]> {
  return sharedCached(ctx, keyOf(call), async (shared) => (await shopCall(shared, call)).data, call);
}

/** A shared call that may answer 404 (an unknown slug): its `data`, or null. */
export function sharedCallOrNull<T extends z.ZodType<{ data: unknown }>>(ctx: ShopContext, call: SharedRequest<T>): Promise<z.infer<T>["data"] | null> {
  return sharedCached(
    ctx,
    keyOf(call),
    async (shared) => {
      const { status, json } = await shopRequest(shared, { ...call, expect: [404] });
      return status === 404 ? null : parseAnswer(call.name, call.schema, json).data;
    },
    call,
  );
}
