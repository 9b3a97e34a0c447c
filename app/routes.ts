import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES } from "./lib/locale";
import { DEFAULT_LAYOUT_PAGES, FLAT_LAYOUT_PAGES, localizedRoutePath, type Page, RESOURCE_ROUTES, routeId } from "./lib/route-table";

/** Each page twice, one route per language (lib/route-table.ts). */
function pageRoutes(pages: readonly Page[]): RouteConfigEntry[] {
  return LOCALES.flatMap((locale) =>
    pages.map((page) => {
      const path = localizedRoutePath(page.path, locale);
      const id = routeId(page.name, locale);
      return path === "" ? index(page.file, { id }) : route(path, page.file, { id });
    }),
  );
}

/** The route table: the pages and resource routes of lib/route-table.ts, under their layouts. */
export default [
  // What is checked at each navigation (layouts/navigation-checks.tsx) is apart from the shell, whose data is not.
  layout("layouts/default.tsx", { id: "layout-default" }, [layout("layouts/navigation-checks.tsx", { id: "layout-checks" }, pageRoutes(DEFAULT_LAYOUT_PAGES))]),
  layout("layouts/flat.tsx", { id: "layout-flat" }, pageRoutes(FLAT_LAYOUT_PAGES)),
  ...RESOURCE_ROUTES.map((resource) => route(resource.path, resource.file, { id: resource.id })),
] satisfies RouteConfig;
