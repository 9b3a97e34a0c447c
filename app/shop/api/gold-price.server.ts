import { setTimeout as wait } from "node:timers/promises";
import { redirect } from "react-router";
import { onlinePriceResponseSchema } from "../../../shop-api/contract";
import { type GoldPrice, goldPriceCheckMs, type GoldPriceVersion, goldPriceVersionOf, nextCheckAt, versionAt } from "~/lib/gold-price-version";
import type { ShopApiAccess } from "~/load-context";
import { optional, shopCall, type ShopContext } from "~/shop/request/client.server";

export type { GoldPrice };

/** The fixed access token of `POST /online-price` (docs/shop/07-shop-api.md §7.10). */
function priceToken(): string {
  return process.env.SHOP_API_PRICE_TOKEN ?? "zarrin-online-price";
}

/** How long the page cache waits for a due price check (a loopback Shop API answers in a few ms). */
const VERSION_CHECK_WAIT_MS = 250;

/**
 * The gold price as this process knows it: one object, made once per process (the page cache and
 * the price's streams reach it through the build's `storefront`, entry.server.tsx). The Shop API's
 * `POST /online-price` gives the day's 18-karat price per gram, when it was set and the value
 * before. Every instance reads it again at the same moments (each whole GOLD_PRICE_CHECK_MS on the
 * clock), not a TTL after its own last read, so behind a balancer they switch to a new price
 * together (docs/decisions/0029). A page uses its request's price (`forRequest`): one price a page.
 */
export interface ProcessGoldPrice {
  /** The version this process shows now, or null when it is due for a check (or never read one). */
  current(): string | null;
  /** The price this process read last, due for a check or not (what the streams send); null before its first. */
  latest(): GoldPriceVersion | null;
  /**
   * The version of now, checked first when it is due: the page cache asks before it looks a page up
   * (server/page-cache), since a page is kept under its price and, with none known, every request of
   * that moment would render its own. Null when the check fails or is slow.
   */
  check(access: ShopApiAccess): Promise<string | null>;
  /** The price of now, checked when due; the last good one when a check fails; a failure without any. */
  now(ctx: ShopContext): Promise<GoldPrice>;
  /**
   * A request's price (null when the Shop API never gave one), asked once as its context is made
   * (shop/request/context.server.ts) and shared by all its loaders: the header's price and the prices
   * of the products beside it (fetched under its version, request/cache.server.ts) are then of one version.
   */
  forRequest(ctx: ShopContext): Promise<GoldPrice | null>;
  /**
   * A product priced at another gold price than the request's: the Shop API changed the price between
   * this process's last check and the product's call. The price is checked again at once; when the
   * product's is now the current one, the page is asked for again (a redirect to itself) and then
   * rendered at one price. Otherwise (a Shop API whose prices follow something else) it is left be.
   * A page's data asked for by the browser (`.data`: a revalidation after a form, a client
   * navigation) is left be too: a redirect there ends the revalidation, and a form's fetcher waiting
   * for it stays busy for good (its toast never shown, its item counted twice); the next price the
   * page is told of sets it right.
   */
  ensureOne(request: Request, ctx: ShopContext, pricedAt: number): Promise<void>;
  /** How often an open page asks for the price again (docs/shop/09-constants.md §9.1: 300000 ms); shorter in tests. */
  refreshMs(): number;
}

function createProcessGoldPrice(): ProcessGoldPrice {
  /** The price this process shows, until the next aligned check. */
  let known: { price: GoldPrice; until: number } | null = null;
  /** The price read last, due for a check or not: what the page cache keys pages on and the streams send. */
  let published: GoldPriceVersion | null = null;
  /** The check under way: concurrent requests at the turn of a period share one call. */
  let checking: Promise<GoldPrice> | null = null;

  const ask = (ctx: ShopContext): Promise<GoldPrice> => {
    const shared: ShopContext = { ...ctx, authToken: null, signal: undefined, request: undefined };
    return shopCall(shared, { name: "POST /online-price", method: "POST", path: "/online-price", lang: false, bearer: priceToken(), schema: onlinePriceResponseSchema })
      .then(({ data }) => {
        const until = nextCheckAt(Date.now(), goldPriceCheckMs());
        known = { price: data, until };
        published = { version: goldPriceVersionOf(data), until, price: data };
        return data;
      })
      .catch((error: unknown) => {
        // The Shop API failing: the last price stands until the next check (`now`).
        if (known) known = { ...known, until: nextCheckAt(Date.now(), goldPriceCheckMs()) };
        throw error;
      })
      .finally(() => {
        checking = null;
      });
  };

  /** The price of now, or the check's failure (when this period's check fails). */
  const checked = (ctx: ShopContext): Promise<GoldPrice> => {
    if (known && Date.now() < known.until) return Promise.resolve(known.price);
    checking ??= ask(ctx);
    return checking;
  };

  const goldPrice: ProcessGoldPrice = {
    current: () => versionAt(published),
    latest: () => published,
    async check(access) {
      const version = goldPrice.current();
      if (version !== null) return version;
      const ctx: ShopContext = { baseUrl: access.shopApiUrl, clientToken: access.clientToken, clientAddress: access.clientAddress, authToken: null, locale: "fa" };
      // A slow Shop API holds the page no longer than this: its render then shares the check under way.
      await Promise.race([checked(ctx).catch(() => undefined), wait(VERSION_CHECK_WAIT_MS, undefined, { ref: false })]);
      return goldPrice.current();
    },
    now: (ctx) =>
      checked(ctx).catch((error: unknown) => {
        if (!known) throw error;
        return known.price;
      }),
    // Optional: when the check fails, the last price stands (or none, on a cold start), and the
    // request's failures say so, so that no shared cache keeps a page with it.
    forRequest: (ctx) => optional(ctx, "POST /online-price", () => checked(ctx), null).then((price) => price ?? known?.price ?? null),
    async ensureOne(request, ctx, pricedAt) {
      const price = await ctx.goldPrice;
      if (!price || price.price === pricedAt || request.method !== "GET" || ctx.dataRequest) return;
      known = null;
      const fresh = await goldPrice.now(ctx).catch(() => null);
      if (fresh?.price === pricedAt) throw redirect(request.url, { headers: { "Cache-Control": "no-store" } });
    },
    refreshMs: () => Number(process.env.GOLD_PRICE_REFRESH_MS) || 300_000,
  };
  return goldPrice;
}

/** This process's gold price. */
export const goldPrice = createProcessGoldPrice();
