import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { cartResponseSchema, checkoutTotalsSchema, type ProductDetail, productResponseSchema } from "../../../../shop-api/contract";
import { products } from "../../../../shop-api/server/db/schema";
import { cartSums } from "~/lib/cart";
import { repriceCartItems, repriceProduct } from "~/lib/live-pricing";
import { cartCall, fixGoldPrice, get, releaseGoldPrice } from "../checkout";
import type { RunningShopApi } from "../harness";

/** A price the walk never gives, with no round numbers to hide a rounding difference. */
const LOADED_AT = 9_850_000;
const MOVED_TO = 10_123_457;

/**
 * An open page reprices itself in the browser when the gold price moves (docs/decisions/0037): what
 * it shows must be, to the toman, what the Shop API answers at the new price.
 */
export function livePricingSuite(shop: RunningShopApi): void {
  async function everyProduct(): Promise<ProductDetail[]> {
    const rows = await shop.api.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    return Promise.all(rows.map(async ({ id }) => productResponseSchema.parse((await get(shop, `/products/${id}`)).body).data));
  }

  async function cart(headers: Record<string, string>) {
    const items = cartResponseSchema.parse((await get(shop, "/cart/", headers)).body).data;
    const totals = checkoutTotalsSchema.parse(((await get(shop, "/total-cart", headers)).body as { data: unknown }).data);
    return { items, totals };
  }

  describe("prices repriced in the browser", () => {
    afterAll(() => releaseGoldPrice(shop));

    it("are the Shop API's own at a new gold price: every product, every variety, the breakdown, the cart's lines and sums", async () => {
      await fixGoldPrice(shop, LOADED_AT);
      const loaded = await everyProduct();
      expect(loaded.some((product) => product.discount_percent !== null)).toBe(true);
      expect(loaded.some((product) => product.none_gold > 0)).toBe(true);
      // A guest's cart of a line of each of a dozen products, discounted ones among them, one of two pieces.
      const headers = { clientToken: randomUUID() };
      const chosen = [...loaded.filter((product) => product.discount_percent !== null).slice(0, 3), ...loaded.slice(0, 9)]
        .map((product) => product.varieties.find((variety) => variety.stock >= 2))
        .filter((variety) => variety !== undefined);
      for (const [index, variety] of chosen.entries()) {
        await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.product_vendor_id, quantity: index === 0 ? 2 : 1 });
      }
      const cartThen = await cart(headers);
      expect(cartThen.items.length).toBeGreaterThan(8);

      await fixGoldPrice(shop, MOVED_TO);
      const now = await everyProduct();
      for (const [index, product] of loaded.entries()) {
        const shown = repriceProduct(product, MOVED_TO);
        const fresh = now[index]!;
        expect(shown.varieties, product.slug).toEqual(fresh.varieties);
        expect([shown.price, shown.special, shown.discount_percent], product.slug).toEqual([fresh.price, fresh.special, fresh.discount_percent]);
        expect(shown.gold_price_details, product.slug).toEqual(fresh.gold_price_details);
      }
      const cartNow = await cart(headers);
      const repriced = repriceCartItems(cartThen.items, MOVED_TO);
      expect(repriced).toEqual(cartNow.items);
      expect(repriced.map((item) => item.total)).not.toEqual(cartThen.items.map((item) => item.total));
      const sums = cartSums(repriced, cartNow.totals);
      expect([sums.totalPrice, sums.totalSpecial, sums.totalFinal]).toEqual([cartNow.totals.total_price, cartNow.totals.total_special, cartNow.totals.total_final]);
    });
  });
}
