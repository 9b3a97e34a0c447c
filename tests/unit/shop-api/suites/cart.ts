import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { totalCartResponseSchema } from "../../../../shop-api/contract";
import { cartLines } from "../../../../shop-api/server/db/schema";
import { requestJson, type RunningShopApi } from "../harness";

/** `GET /total-cart`. */
export function cartSuite(shop: RunningShopApi): void {
  async function totals(headers: Record<string, string>) {
    const answer = await requestJson(shop.url("/total-cart"), { headers });
    expect(answer.status).toBe(200);
    return totalCartResponseSchema.parse(answer.body).data;
  }

  describe("GET /total-cart", () => {
    it("answers zeros without a token and for a token with no cart", async () => {
      const empty = { quantity: 0, total_final: 0, wallet_costs: [] };
      expect(await totals({})).toEqual(empty);
      expect(await totals({ clientToken: randomUUID() })).toEqual(empty);
    });

    it("sums the lines of the token's cart at their special price when they have one", async () => {
      const clientToken = randomUUID();
      await shop.api.db.insert(cartLines).values([
        { clientToken, productVendorId: 11, quantity: 2, unitPrice: 12_500_000, specialPrice: null },
        { clientToken, productVendorId: 12, quantity: 1, unitPrice: 30_000_000, specialPrice: 27_000_000 },
        // Past 2^31 toman: totals must not overflow 32-bit integers.
        { clientToken, productVendorId: 13, quantity: 2, unitPrice: 1_600_000_000, specialPrice: null },
        { clientToken: randomUUID(), productVendorId: 11, quantity: 5, unitPrice: 12_500_000 },
      ]);
      const expected = {
        quantity: 5,
        total_final: 2 * 12_500_000 + 27_000_000 + 2 * 1_600_000_000,
        wallet_costs: [],
      };
      expect(await totals({ clientToken })).toEqual(expected);
      // A signed-in shopper's bearer token does not change whose cart it is (yet).
      expect(await totals({ clientToken, Authorization: "Bearer some-login-token" })).toEqual(expected);
    });
  });
}
