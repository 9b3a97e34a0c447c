import type { Route } from "./+types/app-icon";
import { toSiteSettings } from "~/lib/site";
import { isAppIconName, TOUCH_ICON_PATHS } from "~/lib/web-app";
import { appIconPng } from "./app-icon.server";
import { getSiteConfig } from "~/shop/api/configs.server";

/**
 * /app-icon/{name}.png and the touch icon at the root (/apple-touch-icon.png): the installed web
 * app's icons (lib/web-app.ts), drawn from the shop's icon setting.
 */
export async function loader(args: Route.LoaderArgs) {
  const name = TOUCH_ICON_PATHS.includes(new URL(args.url).pathname) ? "apple-touch-icon.png" : (args.params["*"] ?? "");
  if (!isAppIconName(name)) return new Response("Not found", { status: 404 });
  const ctx = args.context.shop;
  const site = toSiteSettings(await getSiteConfig(ctx), ctx.locale, "");
  if (!site.iconUrl) return new Response("Not found", { status: 404 });
  try {
    const png = await appIconPng(site.iconUrl, name, site.theme.secondary, args.context.shopApiUrl);
    if (!png) return new Response("Not found", { status: 404 });
    return new Response(png as unknown as BodyInit, { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" } });
  } catch (error) {
    console.error(`[app-icon] ${name} from ${site.iconUrl} failed:`, error);
    return new Response("Bad gateway", { status: 502 });
  }
}
