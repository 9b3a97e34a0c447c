import { totalCartResponseSchema } from "../../shop-api/contract";
import { shopCall, type ShopContext } from "./client.server";

/** `GET /total-cart`: the visitor's cart totals (item count for the header badge). Never cached. */
export async function getCartTotals(ctx: ShopContext) {
  const answer = await shopCall(ctx, { name: "GET /total-cart", path: "/total-cart", schema: totalCartResponseSchema });
  return answer.data;
}
