import type { UNSAFE_DefineRoutesFunction as DefineRoutesFunction } from "@remix-run/dev";
import { LOCALES } from "./lib/locale";
import { DEFAULT_LAYOUT_PAGES, FLAT_LAYOUT_PAGES, localizedRoutePath, type Page, RESOURCE_ROUTES, routeId } from "./lib/route-table";

/** The route table for Remix (vite.config.ts): the pages and resource routes of lib/route-table.ts. */
export function routeTable(defineRoutes: DefineRoutesFunction) {
  return defineRoutes((route) => {
    const registerPages = (pages: readonly Page[]) => {
      for (const locale of LOCALES) {
        for (const page of pages) {
          const path = localizedRoutePath(page.path, locale);
          route(path || undefined, page.file, { id: routeId(page.name, locale), index: path === "" });
        }
      }
    };
    // What is checked at each navigation (layouts/navigation-checks.tsx) is apart from the shell, whose data is not.
    route(undefined, "layouts/default.tsx", { id: "layout-default" }, () =>
      route(undefined, "layouts/navigation-checks.tsx", { id: "layout-checks" }, () => registerPages(DEFAULT_LAYOUT_PAGES)),
    );
    route(undefined, "layouts/flat.tsx", { id: "layout-flat" }, () => registerPages(FLAT_LAYOUT_PAGES));
    for (const resource of RESOURCE_ROUTES) route(resource.path, resource.file, { id: resource.id });
  });
}
