import { messagesFor, type Namespace, translatorFor } from "~/server-lib/i18n.server";
import type { ShopContext } from "~/shop/request/client.server";
import { shopNameOf } from "~/shop/api/configs.server";

/**
 * A fixed page's messages, title and description (`{prefix}.title`, `{prefix}.description` of its
 * namespace, which may name the shop), with the translator for the rest of its loader.
 */
export async function fixedPageTexts(ctx: ShopContext, namespace: Namespace, prefix: string) {
  const [t, shop] = await Promise.all([translatorFor(ctx.locale, namespace), shopNameOf(ctx)]);
  return { page: { i18n: messagesFor(ctx.locale, namespace), title: t(`${prefix}.title`, { shop }), description: t(`${prefix}.description`, { shop }) }, t };
}
