import { type ConfigsResponse, configsResponseSchema, SITE_CONFIG_KEYS } from "../../../shop-api/contract";
import { translatorFor } from "~/server-lib/i18n.server";
import type { Locale } from "~/lib/locale";
import { toSiteSettings } from "~/lib/site";
import { sharedCall } from "~/shop/request/cache.server";
import { optional, type ShopContext } from "~/shop/request/client.server";

/** The last settings the Shop API gave, per language: what the shop shows while /configs fails. */
const lastGood = new Map<Locale, ConfigsResponse["data"]>();

/**
 * `POST /configs` with every setting the storefront uses (docs/shop/03-entities.md §3.1), cached per
 * language. Optional everywhere (issue 22): when it fails, the shop renders with its last good
 * settings, or with the built-in defaults of lib/site.ts on a cold start, never a 502.
 */
export async function getSiteConfig(ctx: ShopContext): Promise<ConfigsResponse["data"]> {
  const call = () =>
    sharedCall(ctx, {
      name: "POST /configs",
      method: "POST",
      read: true,
      path: "/configs",
      body: { keys: SITE_CONFIG_KEYS },
      schema: configsResponseSchema,
    });
  const config = await optional(ctx, "POST /configs", call, null);
  if (config) lastGood.set(ctx.locale, config);
  return config ?? lastGood.get(ctx.locale) ?? {};
}

/** The shop's name in the context's language, as the shell shows it (for titles and texts). */
export async function shopNameOf(ctx: ShopContext): Promise<string> {
  const [config, t] = await Promise.all([getSiteConfig(ctx), translatorFor(ctx.locale)]);
  return toSiteSettings(config, ctx.locale, t("shop.fallbackName")).shopName;
}
