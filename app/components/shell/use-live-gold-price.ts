import { useEffect, useMemo, useState } from "react";
import { followGoldPrice } from "~/lib/live-gold-price";
import { useSite } from "./use-shell-data";

type Pricing = typeof import("~/lib/live-pricing");
/** The repricing code, fetched the first time a page has something to reprice. */
let fetchedPricing: Pricing | undefined;

/**
 * What the page loaded, priced again in the browser at the gold price the tab's stream gives, once
 * it differs from `pricedAt` (the price the data was priced at, when the data says so), by `reprice`
 * with lib/live-pricing.ts (docs/decisions/0037). `loaded` itself until then, off the main gold shop
 * (whose ticker does not follow the price either) and on lite pages, which run no script.
 */
export function useRepriced<T>(loaded: T, pricedAt: number | undefined, reprice: (pricing: Pricing, goldPrice: number) => T): T {
  const live = useSite().isMainGoldShop;
  const [goldPrice, setGoldPrice] = useState<number>();
  const [pricing, setPricing] = useState(fetchedPricing);
  useEffect(() => (live ? followGoldPrice((price) => setGoldPrice(price.price)) : undefined), [live]);
  const due = goldPrice !== undefined && goldPrice !== pricedAt;
  useEffect(() => {
    if (due && !pricing) void import("~/lib/live-pricing").then((module) => setPricing((fetchedPricing = module)));
  }, [due, pricing]);
  // `reprice` is the caller's arrow, new at each render: the data and the price say when to reprice.
  return useMemo(() => (due && pricing ? reprice(pricing, goldPrice) : loaded), [due, pricing, goldPrice, loaded]);
}
