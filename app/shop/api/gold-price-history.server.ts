import { z } from "zod";
import {
  deleteGoldPriceAlertResponseSchema,
  goldPriceAlertResponseSchema,
  goldPriceAlertsResponseSchema,
  goldPriceHistoryResponseSchema,
  type GoldPriceAlert,
  type GoldPriceAlertRequest,
  type GoldPriceRange,
} from "../../../shop-api/contract";
import { sharedCallOrNull } from "~/shop/request/cache.server";
import { parseAnswer, type ShopContext, shopCall, shopRequest } from "~/shop/request/client.server";

/*
 * The gold price's history and price alerts: calls of ours (docs/shop/07-shop-api.md §7.13). A Shop API
 * without the history (404) gives null, and the page shows today's price alone.
 */

/** `GET /gold-price-history?range=`: shared and cached like the price itself; null when the Shop API has no such call. */
export function getGoldPriceHistory(ctx: ShopContext, range: GoldPriceRange) {
  return sharedCallOrNull(ctx, { name: "GET /gold-price-history", path: "/gold-price-history", query: { range }, lang: false, schema: goldPriceHistoryResponseSchema });
}

/** `GET /gold-price-alerts`: the signed-in shopper's open alerts, newest first. */
export async function getGoldPriceAlerts(ctx: ShopContext): Promise<GoldPriceAlert[]> {
  const call = { name: "GET /gold-price-alerts", path: "/gold-price-alerts", schema: goldPriceAlertsResponseSchema };
  return (await shopCall(ctx, call)).data;
}

const refusalSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

export type AlertSaved = { ok: true; alert: GoldPriceAlert } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/** `POST /gold-price-alerts`: a refusal (422: reached already, out of bounds, too many open) carries the Shop API's words by field. */
export async function createGoldPriceAlert(ctx: ShopContext, alert: GoldPriceAlertRequest): Promise<AlertSaved> {
  const name = "POST /gold-price-alerts";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/gold-price-alerts", body: alert, expect: [422] });
  if (status === 422) {
    const refusal = parseAnswer(name, refusalSchema, json);
    return { ok: false, message: refusal.message, fieldErrors: refusal.errors ?? {} };
  }
  return { ok: true, alert: parseAnswer(name, goldPriceAlertResponseSchema, json).data };
}

/** `DELETE /gold-price-alerts/{id}`: false when it was not there (sent meanwhile, or removed in another tab). */
export async function deleteGoldPriceAlert(ctx: ShopContext, id: number): Promise<boolean> {
  const name = "DELETE /gold-price-alerts/{id}";
  const { status, json } = await shopRequest(ctx, { name, method: "DELETE", path: `/gold-price-alerts/${id}`, expect: [404] });
  if (status === 404) return false;
  parseAnswer(name, deleteGoldPriceAlertResponseSchema, json);
  return true;
}
