import {
  footerListsResponseSchema,
  menuResponseSchema,
} from "../../../shop-api/contract";
import { sharedCall } from "~/shop/request/cache.server";
import { optional, type ShopContext } from "~/shop/request/client.server";

/** `GET /menu`: the header navigation, three levels deep. Optional: without it, the header has no menu. */
export function getMenu(ctx: ShopContext) {
  const call = () => sharedCall(ctx, { name: "GET /menu", path: "/menu", schema: menuResponseSchema });
  return optional(ctx, "GET /menu", call, []);
}

/** `GET /original-menu`: the category tree of the mobile category panel. */
export function getCategoryTree(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /original-menu", path: "/original-menu", schema: menuResponseSchema });
}

/** `GET /footer-lists`: the footer's link lists. Optional: without them, the footer has none. */
export function getFooterLists(ctx: ShopContext) {
  const call = () => sharedCall(ctx, { name: "GET /footer-lists", path: "/footer-lists", schema: footerListsResponseSchema });
  return optional(ctx, "GET /footer-lists", call, []);
}


