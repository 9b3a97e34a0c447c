import type { Route } from "./+types/manifest";
import { dirOf, isLocale, localizePath } from "~/lib/locale";
import { APP_ICONS, appIconPath, type AppIconName } from "~/lib/web-app";
import { translatorFor } from "~/server-lib/i18n.server";
import { toSiteSettings } from "~/lib/site";
import { getSiteConfig } from "~/shop/api/configs.server";

/**
 * /manifest.webmanifest (`?lang=en` for English): what makes the shop installable, and what an
 * iPhone's "Add to Home Screen" (the /webapp page) and Android's install use: the shop's name, its
 * start page in the language, standalone display, the theme's colours and the icons.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = new URL(args.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "fa";
  const ctx = { ...args.context.shop, locale };
  const [config, t] = await Promise.all([getSiteConfig(ctx), translatorFor(locale)]);
  const site = toSiteSettings(config, locale, t("shop.fallbackName"));
  const manifest = {
    id: "/",
    name: site.metaTitle,
    short_name: site.shopName,
    description: site.metaDescription,
    lang: locale,
    dir: dirOf(locale),
    start_url: localizePath("/", locale),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.theme.secondary,
    icons: site.iconUrl
      ? (Object.entries(APP_ICONS) as [AppIconName, (typeof APP_ICONS)[AppIconName]][])
          .filter(([, icon]) => icon.purpose !== "touch")
          .map(([name, icon]) => ({ src: appIconPath(name), sizes: `${icon.size}x${icon.size}`, type: "image/png", purpose: icon.purpose }))
      : [],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
