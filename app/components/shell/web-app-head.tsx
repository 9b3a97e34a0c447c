import type { Locale } from "~/lib/locale";
import type { SiteSettings } from "~/lib/site";
import { appIconPath, manifestPath } from "~/lib/web-app";

/**
 * What makes the shop installable (the /webapp page's instructions): the web app manifest of the
 * page's language and the iPhone's home-screen icon (a PNG: iOS takes no SVG), title and
 * full-screen switch (iOS before 16.4 reads no manifest).
 */
export function WebAppHead({ site, locale }: { site: SiteSettings; locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={manifestPath(locale)} />
      {site.iconUrl ? <link rel="apple-touch-icon" href={appIconPath("apple-touch-icon.png")} /> : null}
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content={site.shopName} />
    </>
  );
}
