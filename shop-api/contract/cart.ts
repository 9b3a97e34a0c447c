import { z } from "zod";
import { envelope } from "./common";

export const walletCostSchema = z.object({
  wallet_id: z.number().int(),
  amount: z.number(),
});

/** Cart totals (docs/shop/03-entities.md §3.8): item count, the final total and the wallet credits applied. */
export const cartTotalsSchema = z.object({
  quantity: z.number().int().nonnegative(),
  total_final: z.number().nonnegative(),
  wallet_costs: z.array(walletCostSchema),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** `GET /total-cart`. */
export const totalCartResponseSchema = envelope(cartTotalsSchema);
