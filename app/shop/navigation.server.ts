import {
  footerListsResponseSchema,
  menuResponseSchema,
} from "../../shop-api/contract";
import { sharedCall } from "./cache.server";
import type { ShopContext } from "./client.server";

/** `GET /menu`: the header navigation, three levels deep. */
export function getMenu(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /menu", path: "/menu", query: { lang: ctx.locale }, schema: menuResponseSchema });
}

/** `GET /original-menu`: the category tree of the mobile category panel. */
export function getCategoryTree(ctx: ShopContext) {
  const query = { lang: ctx.locale };
  return sharedCall(ctx, { name: "GET /original-menu", path: "/original-menu", query, schema: menuResponseSchema });
}

/** `GET /footer-lists`: the footer's link lists. */
export function getFooterLists(ctx: ShopContext) {
  const query = { lang: ctx.locale };
  return sharedCall(ctx, { name: "GET /footer-lists", path: "/footer-lists", query, schema: footerListsResponseSchema });
}


