import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cartResponseSchema, checkoutTotalsSchema, envelope } from "../../../shop-api/contract";
import { cartSums, discountPercent, lineDiscount, withQuantity } from "~/lib/cart";
import { requestJson, useShopApi } from "../shop-api/harness";

// The cart's sums as the pages compute them (docs/shop/09-constants.md §9.4), pinned by worked examples
// and held to the reference Shop API's own totals for the same cart.

const line = (product_vendor_id: number, quantity: number, price: number, special: number | null) => ({ product_vendor_id, quantity, price, special });

describe("cart sums", () => {
  it("a line's discount is |price − special| × quantity; none without a special price", () => {
    expect(lineDiscount(line(1, 3, 10_000_000, 8_500_000))).toBe(4_500_000);
    expect(lineDiscount(line(1, 2, 10_000_000, null))).toBe(0);
  });

  it("the discount percent is 100 − round(special / price × 100)", () => {
    expect(discountPercent(10_000_000, 8_500_000)).toBe(15);
    expect(discountPercent(3, 2)).toBe(33); // 100 − round(66.67)
    expect(discountPercent(10_000_000, null)).toBeNull();
    expect(discountPercent(10_000_000, 10_000_000)).toBeNull();
  });

  it("adds up the lines, then takes off the code and the wallets and adds delivery", () => {
    const sums = cartSums([line(1, 2, 10_000_000, 8_500_000), line(2, 1, 4_000_000, null)], {
      discount_amount: 2_100_000,
      wallet_costs: [{ amount: 500_000 }, { amount: 1_000_000 }],
      shipping_cost: 350_000,
    });
    expect(sums).toEqual({
      quantity: 3,
      totalPrice: 24_000_000,
      totalSpecial: 21_000_000,
      productDiscount: 3_000_000,
      discountAmount: 2_100_000,
      walletAmount: 1_500_000,
      shippingCost: 350_000,
      totalFinal: 17_750_000,
    });
  });

  it("never asks for less than nothing", () => {
    expect(cartSums([line(1, 1, 1_000_000, null)], { discount_amount: 0, wallet_costs: [{ amount: 3_000_000 }], shipping_cost: 0 }).totalFinal).toBe(0);
  });

  it("moves a line's quantity, and removes it at 0", () => {
    const lines = [line(1, 2, 100, null), line(2, 1, 50, null)];
    expect(withQuantity(lines, 1, 3).map((each) => each.quantity)).toEqual([3, 1]);
    expect(withQuantity(lines, 2, 0).map((each) => each.product_vendor_id)).toEqual([1]);
  });
});

describe("cart sums against the Shop API", () => {
  const shop = useShopApi();
  const totalsSchema = envelope(checkoutTotalsSchema);

  it("match the totals it answers for the same cart (a discounted line, a plain one, a discount code)", async () => {
    const headers = { clientToken: randomUUID() };
    for (const [product_vendor_id, quantity] of [
      [67, 2], // twisted bangle, 15 % off
      [172, 1], // pearl studs
    ]) {
      const added = await requestJson(shop.url("/add-cart"), { body: { product_vendor_id, quantity }, headers });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    expect((await requestJson(shop.url("/check-discount"), { body: { code: "ZARRIN10" }, headers })).status).toBe(200);

    const items = cartResponseSchema.parse((await requestJson(shop.url("/cart/"), { headers })).body).data;
    const totals = totalsSchema.parse((await requestJson(shop.url("/total-cart"), { headers })).body).data;
    expect(totals.discount_amount).toBeGreaterThan(0);
    const sums = cartSums(items, totals);
    expect(sums.quantity).toBe(totals.quantity);
    expect(sums.totalPrice).toBe(totals.total_price);
    expect(sums.totalSpecial).toBe(totals.total_special);
    expect(sums.productDiscount).toBeGreaterThan(0);
    expect(sums.totalFinal).toBe(totals.total_final);
    for (const item of items) expect(item.total).toBe((item.special ?? item.price) * item.quantity);
  });
});
