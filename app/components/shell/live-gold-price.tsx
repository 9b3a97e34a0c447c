import { lazyAfterFirstView } from "~/components/ui/lazy";

/**
 * The live gold price (gold-ticker.lazy.tsx). Its code, which follows the price, comes after the
 * first view (decision 52): until then it shows the server's price.
 */
export const LiveGoldPrice = lazyAfterFirstView(() => import("./gold-ticker.lazy").then((module) => module.LiveGoldPrice));
