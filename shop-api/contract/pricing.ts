/**
 * The gold price of a piece (docs/shop/15-pricing.md §15.1): one pure function, used by the reference
 * Shop API to price its catalogue and by the storefront's price dialog, calculator and live prices (a
 * page repricing itself when the gold price moves), so that both always agree.
 *
 *   price_used_gold = gram × gold_price
 *   gold_wages      = price_used_gold × gold_wages_percent / 100          (labour)
 *   profit          = (price_used_gold + gold_wages) × profit_percent / 100
 *   tax             = (gold_wages + profit + none_gold_wages) × tax_percent / 100
 *                     (Iranian VAT falls on labour and profit, not on the raw gold)
 *   price           = price_used_gold + gold_wages + none_gold + none_gold_wages + profit + tax
 *
 * Money is rounded to whole toman only at the end: the lines are exact, `price` is rounded.
 */
export const DEFAULT_PROFIT_PERCENT = 7;
export const DEFAULT_TAX_PERCENT = 10;
/**
 * The karat every price of the shop is for (docs/shop/09-constants.md §9.1: "price shown for 18-carat
 * gold, per gram").
 */
export const KARAT = 18;

export interface GoldPriceInput {
  /** Toman per gram of 18-karat gold today. */
  goldPrice: number;
  /** Weight in grams. */
  gram: number;
  /** Labour, as a percent of the gold's price. */
  wagesPercent: number;
  /** Price of the non-gold parts (stones, clasps), in toman. */
  noneGold?: number;
  /** Wage for the non-gold parts (setting, minting), in toman. */
  noneGoldWages?: number;
  profitPercent?: number;
  taxPercent?: number;
}

/** The gold price details of a product (docs/shop/03-entities.md §3.6). */
export interface GoldPriceBreakdown {
  gold_price: number;
  gram: number;
  price_used_gold: number;
  gold_wages: number;
  gold_wages_percent: number;
  none_gold: number;
  none_gold_wages: number;
  profit: number;
  profit_percent: number;
  tax: number;
  tax_percent: number;
  price: number;
}

export function goldPriceBreakdown(input: GoldPriceInput): GoldPriceBreakdown {
  const noneGold = input.noneGold ?? 0;
  const noneGoldWages = input.noneGoldWages ?? 0;
  const profitPercent = input.profitPercent ?? DEFAULT_PROFIT_PERCENT;
  const taxPercent = input.taxPercent ?? DEFAULT_TAX_PERCENT;
  const priceUsedGold = input.gram * input.goldPrice;
  const goldWages = (priceUsedGold * input.wagesPercent) / 100;
  const profit = ((priceUsedGold + goldWages) * profitPercent) / 100;
  const tax = ((goldWages + profit + noneGoldWages) * taxPercent) / 100;
  return {
    gold_price: input.goldPrice,
    gram: input.gram,
    price_used_gold: priceUsedGold,
    gold_wages: goldWages,
    gold_wages_percent: input.wagesPercent,
    none_gold: noneGold,
    none_gold_wages: noneGoldWages,
    profit,
    profit_percent: profitPercent,
    tax,
    tax_percent: taxPercent,
    price: Math.round(priceUsedGold + goldWages + noneGold + noneGoldWages + profit + tax),
  };
}

/**
 * A piece's price before rounding as a line in the gold price: `perGold × goldPrice + fixed`, from
 * the breakdown itself (its lines at a gold price of 0 and of 1), so that a database can sort and
 * filter by price without pricing a piece another way. Rounded as `goldPriceBreakdown` rounds, it is
 * that price to the toman (but where the exact price lies within a millionth of a toman of a half).
 */
export function priceLine(input: Omit<GoldPriceInput, "goldPrice">): { perGold: number; fixed: number } {
  const unrounded = (goldPrice: number) => {
    const lines = goldPriceBreakdown({ ...input, goldPrice });
    return ADDENDS.reduce((sum, key) => sum + lines[key], 0);
  };
  const fixed = unrounded(0);
  return { perGold: unrounded(1) - fixed, fixed };
}

/** The breakdown's lines that add up to its price. */
const ADDENDS = ["price_used_gold", "gold_wages", "none_gold", "none_gold_wages", "profit", "tax"] as const;
export type PriceAddend = (typeof ADDENDS)[number];

/**
 * The breakdown's addends in whole toman, adding up to its price as a shopper adds them: each rounded
 * down, and the toman left over given to the lines with the largest fractions. (Rounding each line on
 * its own can make them add up to one toman more or less than the price.)
 */
export function wholeTomanAddends(breakdown: GoldPriceBreakdown): Record<PriceAddend, number> {
  const whole = ADDENDS.map((key) => Math.floor(breakdown[key]));
  let left = breakdown.price - whole.reduce((sum, value) => sum + value, 0);
  const byFraction = ADDENDS.map((_, index) => index).sort((a, b) => breakdown[ADDENDS[b]!] - whole[b]! - (breakdown[ADDENDS[a]!] - whole[a]!));
  for (const index of byFraction) {
    if (left <= 0) break;
    whole[index]! += 1;
    left -= 1;
  }
  return Object.fromEntries(ADDENDS.map((key, index) => [key, whole[index]!])) as Record<PriceAddend, number>;
}

/** A discounted price in whole toman, and the percent as the shop shows it (docs/shop/09-constants.md §9.1). */
export function discountedPrice(price: number, discountPercent: number): number {
  return Math.round((price * (100 - discountPercent)) / 100);
}

/** The discount percent is 100 minus the rounded ratio of special to price (docs/shop/09-constants.md §9.1). */
export function discountPercentOf(price: number, special: number | null | undefined): number | null {
  if (special === null || special === undefined || price <= 0 || special >= price) return null;
  const percent = 100 - Math.round((special / price) * 100);
  return percent >= 1 ? percent : null;
}

/** What prices a piece: its weight, wages and the discount that applies now. */
export interface PricedFacts {
  gram: number;
  wagesPercent: number;
  noneGold: number;
  noneGoldWages: number;
  discountPercent: number | null;
  profitPercent?: number;
  taxPercent?: number;
}

export interface Price {
  /** Before any discount. */
  price: number;
  /** The discounted price, when there is a discount. */
  special: number | null;
  discount_percent: number | null;
  /** What the shopper pays: special ?? price. */
  toPay: number;
  breakdown: GoldPriceBreakdown;
}

/**
 * A piece's price at a gold price; a discount gives the special price. The Shop API
 * prices cards, listings, varieties, the product page and the cart through this, and a page open in
 * the browser reprices with it when the gold price moves (app/lib/live-pricing.ts).
 */
export function priceOf(goldPrice: number, facts: PricedFacts): Price {
  const gram = Number.isFinite(facts.gram) && facts.gram > 0 ? facts.gram : 0;
  const breakdown = goldPriceBreakdown({
    goldPrice,
    gram,
    wagesPercent: facts.wagesPercent,
    noneGold: facts.noneGold,
    noneGoldWages: facts.noneGoldWages,
    profitPercent: facts.profitPercent,
    taxPercent: facts.taxPercent,
  });
  const special = facts.discountPercent ? discountedPrice(breakdown.price, facts.discountPercent) : null;
  const discountPercent = discountPercentOf(breakdown.price, special);
  const shownSpecial = discountPercent === null ? null : special;
  return {
    price: breakdown.price,
    special: shownSpecial,
    discount_percent: discountPercent,
    toPay: shownSpecial ?? breakdown.price,
    breakdown,
  };
}
