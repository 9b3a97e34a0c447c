import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { shopCall, type ShopContext, type ShopRequest } from "./client.server";

/**
 * In-process cache for shared, user-independent Shop API data (site configs, menus, footer lists):
 * fresh for SHOP_CACHE_TTL_MS, then served stale while one background call refreshes it, and kept
 * when that call fails (DESIGN.md §6). Concurrent misses for one key share one upstream call.
 * Never put anything user-specific here.
 */
type Entry = { value: unknown };
type Loader = () => Promise<unknown>;

/** Why the last refresh of a key failed: with no stale answer to fall back on, the caller gets it. */
const lastFailure = new Map<string, unknown>();

const cache = new LRUCache<string, Entry, Loader>({
  max: 1000,
  ttl: Number(process.env.SHOP_CACHE_TTL_MS ?? 60_000) || 1,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  allowStaleOnFetchAbort: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (key, _stale, { context }) => {
    try {
      const value = await context();
      lastFailure.delete(key);
      return { value };
    } catch (error) {
      lastFailure.set(key, error);
      throw error;
    }
  },
});

/**
 * A shared call: answered from the cache per language and arguments. The upstream call carries no
 * one's login and no one's abort signal, since its answer serves every visitor.
 */
export async function sharedCall<T extends z.ZodType<{ data: unknown }>>(
  ctx: ShopContext,
  call: Omit<ShopRequest, "expect"> & { schema: T },
): Promise<z.infer<T>["data"]> {
  const key = [call.name, ctx.locale, JSON.stringify(call.query ?? null), JSON.stringify(call.body ?? null)].join("|");
  const load = async () => {
    const answer = await shopCall({ ...ctx, authToken: null, signal: undefined }, call);
    return answer.data;
  };
  const entry = await cache.fetch(key, { context: load });
  if (!entry) throw lastFailure.get(key) ?? new Error(`${call.name}: no answer`);
  return entry.value as z.infer<T>["data"];
}
