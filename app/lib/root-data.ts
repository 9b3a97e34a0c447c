import type { GoldPrice } from "./gold-price-version";
import type { Messages } from "./i18n";
import type { Locale } from "./locale";
import type { SiteSettings } from "./site";

/**
 * What the root loader gives every page (root.tsx), named here so that the components reading it
 * (components/shell/use-shell-data.ts) need not import the root route, which imports them.
 */
export interface RootData {
  locale: Locale;
  messages: Messages;
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
