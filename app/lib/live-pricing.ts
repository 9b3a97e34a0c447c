import type { CartItem } from "../../shop-api/contract/checkout";
import type { ProductDetail } from "../../shop-api/contract/pages";
import { priceOf } from "../../shop-api/contract/pricing";

/**
 * An open page's prices at a new gold price (docs/decisions/0037), from what the page already holds
 * (weights, wages, the discount), through the Shop API's own pricing function, so that the browser
 * shows to the toman what the Shop API would answer, without asking it again.
 */

/** The product page's data priced at `goldPrice`: every variety, the default's price and its breakdown. */
export function repriceProduct(product: ProductDetail, goldPrice: number): ProductDetail {
  const { gold_price_details: details } = product;
  const at = (gram: number, discountPercent: number | null) =>
    priceOf(goldPrice, {
      gram,
      wagesPercent: product.wages_percent,
      noneGold: product.none_gold,
      noneGoldWages: product.none_gold_wages,
      // The percent shown is the offer's own: the special price is rounded to the toman, on millions.
      discountPercent,
      profitPercent: details.profit_percent,
      taxPercent: details.tax_percent,
    });
  const main = at(product.gram, product.discount_percent);
  return {
    ...product,
    varieties: product.varieties.map((variety) => {
      const priced = at(variety.gram, variety.discount_percent);
      return { ...variety, price: priced.price, special: priced.special, discount_percent: priced.discount_percent };
    }),
    price: main.price,
    special: main.special,
    discount_percent: main.discount_percent,
    gold_price_details: main.breakdown,
  };
}

/**
 * The cart's lines priced at `goldPrice`; as they are when a line does not say what prices it (a Shop
 * API without `pricing`): a cart repriced in part would add up to nothing anyone charges.
 */
export function repriceCartItems(items: CartItem[], goldPrice: number): CartItem[] {
  if (!items.every((item) => item.pricing)) return items;
  return items.map((item) => {
    const facts = item.pricing!;
    const priced = priceOf(goldPrice, {
      gram: facts.gram,
      wagesPercent: facts.wages_percent,
      noneGold: facts.none_gold,
      noneGoldWages: facts.none_gold_wages,
      discountPercent: facts.discount_percent,
    });
    return { ...item, price: priced.price, special: priced.special, total: priced.toPay * item.quantity };
  });
}
