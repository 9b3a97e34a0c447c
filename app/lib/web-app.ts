import type { Locale } from "./locale";

/**
 * The icons of the installed web app (an iOS web-app install path: docs/shop/01-product.md §1.9), drawn
 * from the shop's icon setting by routes/resources/app-icon.ts: "any" icons keep the icon's own shape;
 * the touch icon (iOS, which rounds it itself) and the maskable one (Android, which crops it) stand on
 * the theme's colour, the maskable one within its safe zone. The touch icon is also at the site's root
 * (TOUCH_ICON_PATHS), where iOS looks for it without a link in the page: the home page's first screen
 * has no byte to spare (docs/shop/17-budgets.md §17.2), and iOS takes no SVG icon from a link anyway.
 */
export const APP_ICONS = {
  "icon-192.png": { size: 192, purpose: "any" },
  "icon-512.png": { size: 512, purpose: "any" },
  "maskable-512.png": { size: 512, purpose: "maskable" },
  "apple-touch-icon.png": { size: 180, purpose: "touch" },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

export function isAppIconName(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}

export const appIconPath = (name: AppIconName) => `/app-icon/${name}`;

/** Where iOS asks for the home-screen icon of a page that names none. */
export const TOUCH_ICON_PATHS = ["/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"];

/** The manifest of the page's language (its start page, direction and names). */
export function manifestPath(locale: Locale): string {
  return locale === "fa" ? "/manifest.webmanifest" : "/manifest.webmanifest?lang=en";
}
