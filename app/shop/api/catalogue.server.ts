import {
  amazingProductsResponseSchema,
  layoutResponseSchema,
  listResponseSchema,
  searchResponseSchema,
  vipHomeCategoryResponseSchema,
} from "../../../shop-api/contract";
import { listingApiQuery, type SearchListingQuery } from "~/lib/listing";
import { normalizeText } from "~/lib/normalize";
import { sharedCall, sharedCallOrNull } from "~/shop/request/cache.server";
import type { ShopContext } from "~/shop/request/client.server";

/** `GET /layouts?page&type`: which sections a page shows, in order. */
export function getLayout(ctx: ShopContext, page: string, type: "desktop" | "mobile") {
  const query = { page, type };
  return sharedCall(ctx, { name: "GET /layouts", path: "/layouts", query, schema: layoutResponseSchema });
}

/** `GET /lists/{id}`: a list named by a site-config list id; null when the id names no list. */
export function getList(ctx: ShopContext, id: number) {
  return sharedCallOrNull(ctx, { name: "GET /lists/{id}", path: `/lists/${id}`, schema: listResponseSchema, priced: true });
}

/** `GET /amazing-products`: today's special offers. */
export function getAmazingProducts(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /amazing-products", path: "/amazing-products", schema: amazingProductsResponseSchema, priced: true });
}

/** `GET /vip-home-category`: the category the home page features. */
export function getVipHomeCategory(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /vip-home-category", path: "/vip-home-category", schema: vipHomeCategoryResponseSchema, priced: true });
}

/**
 * `GET /search/?q&lang` with the listing's parameters: a page of what the query finds. The query is
 * normalised first (Persian/Arabic letters and digits) so that «زنجير» typed on an Arabic keyboard
 * finds «زنجیر». Answers are shared: a query is nobody's own.
 */
export function searchCatalogue(ctx: ShopContext, query: SearchListingQuery, perPage?: number) {
  const apiQuery = { q: normalizeText(query.search), ...listingApiQuery(query, perPage) };
  return sharedCall(ctx, { name: "GET /search/", path: "/search/", query: apiQuery, schema: searchResponseSchema, priced: true });
}
