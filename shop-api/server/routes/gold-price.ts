import { timingSafeEqual } from "node:crypto";
import { Router, type Request } from "express";
import type { z } from "zod";
import { KARAT, type onlinePriceResponseSchema } from "../../contract";
import { langOf, refuse } from "../checkout/messages";
import type { GoldPriceSource } from "../gold-price";
import { route } from "../http/route";

type Answer<T extends z.ZodType> = z.infer<T>;

/** The fixed access token of `POST /online-price` (spec §7): `SHOP_API_PRICE_TOKEN`, read at each call. */
export function priceToken(): string {
  return process.env.SHOP_API_PRICE_TOKEN ?? "zarrin-online-price";
}

function hasPriceToken(req: Request): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(req.get("authorization") ?? "")?.[1];
  if (!given) return false;
  const expected = Buffer.from(priceToken());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The live gold price for the ticker (spec §7 online price; refreshed by the storefront every 5 minutes). */
export function goldPriceRoutes(goldPrice: GoldPriceSource): Router {
  const router = Router();

  /**
   * `POST /online-price` with `Authorization: Bearer <price token>`: 18-karat gold per gram now
   * (the walk's value, or the dev fixed price), when its interval began, and the interval before's.
   */
  router.post(
    "/online-price",
    route(async (req, res) => {
      if (!hasPriceToken(req)) throw refuse(langOf(req), 401, "priceTokenRequired");
      const now = goldPrice.now();
      res.json({
        data: { price: now.price, set_at: now.set_at.toISOString(), previous_price: goldPrice.previous().price, karat: KARAT },
      } satisfies Answer<typeof onlinePriceResponseSchema>);
    }),
  );

  return router;
}
