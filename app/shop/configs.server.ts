import { configsResponseSchema, SITE_CONFIG_KEYS } from "../../shop-api/contract";
import { translatorFor } from "~/i18n.server";
import { toSiteSettings } from "~/lib/site";
import { sharedCall } from "./cache.server";
import type { ShopContext } from "./client.server";

/** `POST /configs` with every setting the storefront uses (spec §3), cached per language. */
export function getSiteConfig(ctx: ShopContext) {
  return sharedCall(ctx, {
    name: "POST /configs",
    method: "POST",
    path: "/configs",
    body: { keys: SITE_CONFIG_KEYS, lang: ctx.locale },
    schema: configsResponseSchema,
  });
}

/** The shop's name in the context's language, as the shell shows it (for titles and texts). */
export async function shopNameOf(ctx: ShopContext): Promise<string> {
  const [config, t] = await Promise.all([getSiteConfig(ctx), translatorFor(ctx.locale)]);
  return toSiteSettings(config, ctx.locale, t("shop.fallbackName")).shopName;
}
