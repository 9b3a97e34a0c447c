import type { UNSAFE_DefineRoutesFunction as DefineRoutesFunction } from "@remix-run/dev";
import { LOCALES, type Locale } from "./lib/locale";

/**
 * The route table. Every page is registered twice from one module: at `/path` with the id
 * `name___fa` and at `/en/path` with the id `name___en` (spec §9: three underscores). A static
 * `/en/...` always outranks a dynamic `/{categoryslug}`, which `($lang)` segments would not.
 */
interface Page {
  name: string;
  /** The Persian path without its leading slash; "" is the home page. */
  path: string;
  file: string;
}

/** Pages in the default layout: header, mobile header, bottom navigation and footer. */
const DEFAULT_LAYOUT_PAGES: Page[] = [
  { name: "home-page", path: "", file: "routes/home.tsx" },
  { name: "category", path: "category", file: "routes/category-tree.tsx" },
  { name: "search", path: "search", file: "routes/search.tsx" },
  { name: "login", path: "login", file: "routes/login.tsx" },
  { name: "register", path: "register", file: "routes/register.tsx" },
  { name: "forgetpassword", path: "forgetpassword", file: "routes/forget-password.tsx" },
  { name: "profile", path: "profile", file: "routes/profile.tsx" },
  { name: "info", path: "info/:slug?", file: "routes/info.tsx" },
  { name: "faq", path: "faq", file: "routes/faq.tsx" },
  { name: "shop", path: "shop", file: "routes/catalogue-page.tsx" },
  { name: "gold-jewelry", path: "gold-jewelry", file: "routes/catalogue-page.tsx" },
  { name: "brand", path: "brand/:slug?", file: "routes/brand.tsx" },
  // Categories and products take any slug: static paths above outrank them (spec §2).
  { name: "categoryslug-slug", path: ":categoryslug", file: "routes/category.tsx" },
  { name: "product", path: ":categoryslug/:slug", file: "routes/product.tsx" },
  // Last: anything no other route claims is a 404 in its language.
  { name: "not-found", path: "*", file: "routes/not-found.tsx" },
];

/** Pages in the flat layout: none of the shell parts. */
const FLAT_LAYOUT_PAGES: Page[] = [{ name: "errorPage", path: "errorPage", file: "routes/error-page.tsx" }];

/** Routes that answer something other than a page; they take no language prefix. */
const RESOURCE_ROUTES = [
  { id: "app-qr", path: "app-qr.svg", file: "routes/resources/app-qr.ts" },
  { id: "media", path: "media/*", file: "routes/resources/media.ts" },
  { id: "api-search", path: "api/search", file: "routes/resources/search.ts" },
  { id: "favicon", path: "favicon.ico", file: "routes/resources/favicon.ts" },
];

export function localizedRoutePath(path: string, locale: Locale): string {
  if (locale === "fa") return path;
  return path ? `en/${path}` : "en";
}

export function routeId(name: string, locale: Locale): string {
  return `${name}___${locale}`;
}

export function routeTable(defineRoutes: DefineRoutesFunction) {
  return defineRoutes((route) => {
    const registerPages = (pages: Page[]) => {
      for (const locale of LOCALES) {
        for (const page of pages) {
          const path = localizedRoutePath(page.path, locale);
          route(path || undefined, page.file, { id: routeId(page.name, locale), index: path === "" });
        }
      }
    };
    route(undefined, "layouts/default.tsx", { id: "layout-default" }, () => registerPages(DEFAULT_LAYOUT_PAGES));
    route(undefined, "layouts/flat.tsx", { id: "layout-flat" }, () => registerPages(FLAT_LAYOUT_PAGES));
    for (const resource of RESOURCE_ROUTES) route(resource.path, resource.file, { id: resource.id });
  });
}
