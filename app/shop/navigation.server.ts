import {
  footerListsResponseSchema,
  menuResponseSchema,
} from "../../shop-api/contract";
import { sharedCall } from "./cache.server";
import { optional, type ShopContext } from "./client.server";

/** `GET /menu`: the header navigation, three levels deep. Optional: without it, the header has no menu. */
export function getMenu(ctx: ShopContext) {
  const call = () => sharedCall(ctx, { name: "GET /menu", path: "/menu", query: { lang: ctx.locale }, schema: menuResponseSchema });
  return optional(ctx, "GET /menu", call, []);
}

/** `GET /original-menu`: the category tree of the mobile category panel. */
export function getCategoryTree(ctx: ShopContext) {
  const query = { lang: ctx.locale };
  return sharedCall(ctx, { name: "GET /original-menu", path: "/original-menu", query, schema: menuResponseSchema });
}

/** `GET /footer-lists`: the footer's link lists. Optional: without them, the footer has none. */
export function getFooterLists(ctx: ShopContext) {
  const query = { lang: ctx.locale };
  const call = () => sharedCall(ctx, { name: "GET /footer-lists", path: "/footer-lists", query, schema: footerListsResponseSchema });
  return optional(ctx, "GET /footer-lists", call, []);
}


