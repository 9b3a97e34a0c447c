import { GoldTicker } from "./gold-ticker";
import { useRootData } from "./use-shell-data";

/** The ticker fed by the root's data: nothing when the Shop API had no price to give. */
export function LiveGoldPrice({ className }: { className?: string }) {
  const { goldPrice, goldPriceRefreshMs, site } = useRootData();
  if (!goldPrice) return null;
  return <GoldTicker initial={goldPrice} refreshMs={goldPriceRefreshMs} live={site.isMainGoldShop} className={className} />;
}
