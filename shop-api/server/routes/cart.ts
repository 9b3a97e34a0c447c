import { eq, sql } from "drizzle-orm";
import { Router } from "express";
import { CLIENT_TOKEN_HEADER, type CartTotals } from "../../contract";
import type { ShopDatabase } from "../db/connect";
import { cartLines } from "../db/schema";
import { route } from "../http/route";

export function cartRoutes(db: ShopDatabase): Router {
  const router = Router();

  /**
   * `GET /total-cart`: the totals of the cart of the `clientToken` header. A signed-in shopper's
   * cart is still the guest's (the Authorization header is not read yet); no token, no cart.
   */
  router.get(
    "/total-cart",
    route(async (req, res) => {
      const clientToken = req.get(CLIENT_TOKEN_HEADER);
      res.json({ data: clientToken ? await cartTotals(db, clientToken) : emptyTotals() });
    }),
  );

  return router;
}

function emptyTotals(): CartTotals {
  return { quantity: 0, total_final: 0, wallet_costs: [] };
}

/** A line costs its special price when it has one, else its unit price, times its quantity. */
const linePrice = sql`coalesce(${cartLines.specialPrice}, ${cartLines.unitPrice})`;

async function cartTotals(db: ShopDatabase, clientToken: string): Promise<CartTotals> {
  const [totals] = await db
    .select({
      quantity: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number),
      totalFinal: sql<number>`coalesce(sum(${linePrice} * ${cartLines.quantity}), 0)`.mapWith(Number),
    })
    .from(cartLines)
    .where(eq(cartLines.clientToken, clientToken));
  return totals ? { quantity: totals.quantity, total_final: totals.totalFinal, wallet_costs: [] } : emptyTotals();
}
