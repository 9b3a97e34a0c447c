import type { Route } from "./+types/cart";
import { isLocale } from "~/lib/locale";
import { getCart } from "~/shop/api/cart.server";

/** /api/cart?lang=: the visitor's cart (lines and totals) for the header's popup; their own, never cached. */
export async function loader(args: Route.LoaderArgs) {
  const lang = new URL(args.url).searchParams.get("lang");
  const ctx = { ...args.context.shop, locale: isLocale(lang) ? lang : "fa" } as const;
  return Response.json(await getCart(ctx), { headers: { "Cache-Control": "private, no-store" } });
}
