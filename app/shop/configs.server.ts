import { configsResponseSchema, SITE_CONFIG_KEYS } from "../../shop-api/contract";
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
