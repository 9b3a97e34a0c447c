import type { OrderDetail } from "../../shop-api/contract/profile";

/**
 * A line's discount percent is the Shop API's own rule (docs/shop/09-constants.md §9.1,
 * docs/shop/18-rulings.md §18.2).
 */
export { discountPercentOf as discountPercent } from "../../shop-api/contract/pricing";

/**
 * The cart's sums as the page shows them (docs/shop/09-constants.md §9.4: computed client-side), from
 * the lines and what only the Shop API knows (the discount code's amount, the wallets' credits, the
 * shipping cost). One pure function for the cart page, the header popup and the payment summary, and
 * for the optimistic update while a quantity change is on its way; the tests hold it to the Shop API's
 * totals.
 */

/** What a line needs for its sums (a subset of the contract's CartItem). */
export interface PricedLine {
  quantity: number;
  /** Unit price before the product's discount. */
  price: number;
  /** Unit price after it, when there is one. */
  special: number | null;
}

/** What the Shop API's cart totals add to the lines' sums, as it names them. */
export interface CartExtras {
  /** The discount code's amount now (0 without a code). */
  discount_amount: number;
  /** Each wallet's credit paying for the cart. */
  wallet_costs: readonly { amount: number }[];
  shipping_cost: number;
}

export interface CartSums {
  quantity: number;
  /** Σ price × quantity. */
  totalPrice: number;
  /** Σ (special ?? price) × quantity. */
  totalSpecial: number;
  /** Σ |price − special| × quantity: what the products' own discounts take off. */
  productDiscount: number;
  discountAmount: number;
  walletAmount: number;
  shippingCost: number;
  /** total_special − discount − wallets + shipping, never below 0: what the shopper pays. */
  totalFinal: number;
}

/** What a line pays per unit now. */
export function unitPrice(line: PricedLine): number {
  return line.special ?? line.price;
}

/**
 * docs/shop/09-constants.md §9.4: the line's discount is the absolute difference between price and
 * special, times quantity.
 */
export function lineDiscount(line: PricedLine): number {
  return line.special === null ? 0 : Math.abs(line.price - line.special) * line.quantity;
}

export function cartSums(lines: readonly PricedLine[], extras: CartExtras): CartSums {
  let quantity = 0;
  let totalPrice = 0;
  let totalSpecial = 0;
  let productDiscount = 0;
  for (const line of lines) {
    quantity += line.quantity;
    totalPrice += line.price * line.quantity;
    totalSpecial += unitPrice(line) * line.quantity;
    productDiscount += lineDiscount(line);
  }
  const walletAmount = extras.wallet_costs.reduce((sum, wallet) => sum + wallet.amount, 0);
  const totalFinal = Math.max(0, totalSpecial - extras.discount_amount - walletAmount + extras.shipping_cost);
  return { quantity, totalPrice, totalSpecial, productDiscount, discountAmount: extras.discount_amount, walletAmount, shippingCost: extras.shipping_cost, totalFinal };
}

/** The lines after a quantity change (0 removes the line), for the optimistic sums. */
export function withQuantity<L extends PricedLine & { product_vendor_id: number }>(lines: readonly L[], productVendorId: number, quantity: number): L[] {
  return lines.flatMap((line) => (line.product_vendor_id !== productVendorId ? [line] : quantity > 0 ? [{ ...line, quantity }] : []));
}

/** A placed order's sums, as it locked them (contract OrderDetail): the same rows as the cart's. */
export function orderSums(order: Pick<OrderDetail, "item_count" | "total_price" | "total_special" | "discount_amount" | "wallet_amount" | "shipping_cost" | "total">): CartSums {
  return {
    quantity: order.item_count,
    totalPrice: order.total_price,
    totalSpecial: order.total_special,
    productDiscount: order.total_price - order.total_special,
    discountAmount: order.discount_amount,
    walletAmount: order.wallet_amount,
    shippingCost: order.shipping_cost,
    totalFinal: order.total,
  };
}
