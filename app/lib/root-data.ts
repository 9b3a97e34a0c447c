import type { GoldPrice } from "./gold-price-version";
import type { SiteSettings } from "./site";

/**
 * What components read of the root loader's data (root.tsx, which checks its answer against it);
 * route modules use their generated `Route` types instead.
 */
// Hand-written because components may not import the root route, not even its generated types (a cycle: .dependency-cruiser.cjs).
export interface RootData {
  site: SiteSettings;
  origin: string;
  /** The ticker's first value; the page refreshes it itself (root data is not revalidated). */
  goldPrice: GoldPrice | null;
  goldPriceRefreshMs: number;
  /** Lite mode (lib/lite-mode.ts): the page is sent with no script and no web font. */
  lite: boolean;
  /** A phone's page (lib/device.ts `sendsPhoneChrome`): its own header and bottom bar at every width, no desktop header. */
  phone: boolean;
}
