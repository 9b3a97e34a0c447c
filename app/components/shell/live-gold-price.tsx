import { lazyAfterFirstView } from "~/components/ui/lazy";
import { useRootData } from "./use-shell-data";

/** The ticker's code (what follows the price) comes after the first view: until then it shows the server's price. */
const GoldTicker = lazyAfterFirstView(() => import("./gold-ticker.lazy").then((module) => module.GoldTicker));

/** The ticker fed by the root's data: nothing when the Shop API had no price to give. */
export function LiveGoldPrice({ className }: { className?: string }) {
  const { goldPrice, goldPriceRefreshMs, site } = useRootData();
  if (!goldPrice) return null;
  return <GoldTicker initial={goldPrice} refreshMs={goldPriceRefreshMs} live={site.isMainGoldShop} className={className} />;
}
