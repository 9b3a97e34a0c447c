import type { LayoutSection } from "../../shop-api/contract";

const list = (key: Extract<LayoutSection, { kind: "list" }>["list_key"]): LayoutSection => ({ kind: "list", list_key: key, title: null });

/**
 * The home page's sections when `GET /layouts` fails (issue 22): every kind once, in the usual
 * order, each titled by the shop's own texts and filled from the lists the settings name.
 */
export const DEFAULT_HOME_LAYOUT: readonly LayoutSection[] = [
  list("banners_list_id"),
  list("sliders_list_id"),
  list("categories_list_id"),
  { kind: "amazing-products", title: null },
  list("bestselling_list_id"),
  list("brands_list_id"),
  { kind: "vip-category", title: null },
  list("videos_list_id"),
  list("blog_list_id"),
];
