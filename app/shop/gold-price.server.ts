import { onlinePriceResponseSchema } from "../../shop-api/contract";
import { sharedCall } from "./cache.server";
import type { ShopContext } from "./client.server";

/** The fixed access token of `POST /online-price` (spec §7). */
function priceToken(): string {
  return process.env.SHOP_API_PRICE_TOKEN ?? "zarrin-online-price";
}

/**
 * `POST /online-price`: the day's 18-karat price per gram, when it was set and the value before.
 * Shared and cached like the settings: it changes every few minutes, the same for everyone.
 */
export function getGoldPrice(ctx: ShopContext) {
  return sharedCall(ctx, { name: "POST /online-price", method: "POST", path: "/online-price", bearer: priceToken(), schema: onlinePriceResponseSchema });
}

/** How often the page asks for the price again (spec §9: 300000 ms); shorter in tests. */
export function goldPriceRefreshMs(): number {
  return Number(process.env.GOLD_PRICE_REFRESH_MS) || 300_000;
}
