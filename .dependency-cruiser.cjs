/**
 * The layer rules of the code (issues 22 and 33, docs/shop/10-architecture.md §10.3), checked over the
 * storefront, the reference Shop API and the Node server by tests/unit/architecture/imports.test.ts,
 * type-only imports included (`npx vitest run tests/unit/architecture`).
 *
 * app/routes may import app/components, app/shop and app/lib (and app/server-lib); app/shop never
 * imports routes or components; components never import app/shop or a route (not even a type);
 * app/lib imports nothing of app but app/lib, and holds no server-only module; no
 * server code imports components; the app never imports the server, which reaches the built app
 * only through server/build.ts; no import cycle.
 */
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-cycle", severity: "error", from: {}, to: { circular: true } },
    {
      name: "routes-only-down",
      comment: "A route module takes components, app/shop, app/lib and app/server-lib (and the load context), never the shell's frame or an entry.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^app/", pathNot: ["^app/(routes|components|shop|lib|server-lib|assets|styles)/", "^app/load-context\\.ts$"] },
    },
    {
      name: "shop-not-from-routes-or-components",
      comment: "app/shop serves the routes: it never takes a route, the route table's Remix side, a layout or a component.",
      severity: "error",
      from: { path: "^app/shop/" },
      to: { path: ["^app/routes/", "^app/routes\\.ts$", "^app/components/", "^app/layouts/", "^app/root\\.tsx$", "^app/entry\\."] },
    },
    {
      name: "components-not-from-shop",
      comment: "Components are the browser's too: they get what app/shop knows through their route's data.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/shop/" },
    },
    {
      name: "components-not-from-routes",
      comment: "Routes use components, never the other way, not even for a type: a form on every page reads its action's answer by a type in app/lib that the action satisfies.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: ["^app/routes/", "^app/routes\\.ts$"] },
    },
    {
      name: "lib-only-lib",
      comment: "app/lib is the ground floor: pure helpers that import nothing of the app but each other.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/lib/" },
    },
    {
      name: "lib-has-no-server-module",
      comment: "Server-only helpers live in app/shop/request or app/server-lib, not in the pure app/lib.",
      severity: "error",
      from: {},
      to: { path: "^app/lib/.+\\.server\\.tsx?$" },
    },
    {
      name: "server-code-not-from-components",
      comment: "Components are the browser's modules; what both need lives in app/lib. entry.server.tsx is the server's render of the app: it is made of components by design.",
      severity: "error",
      from: { path: ["\\.server\\.ts$", "^app/shop/", "^app/server-lib/", "^server/", "^server\\.ts$"] },
      to: { path: "^app/components/" },
    },
    {
      name: "app-not-from-server",
      comment: "The app gets what the server knows through its load context.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: ["^server/", "^server\\.ts$"] },
    },
    {
      name: "server-not-from-build-output",
      comment: "The server reaches the built app only through server/build.ts.",
      severity: "error",
      from: { path: ["^server/", "^server\\.ts$"] },
      to: { path: "^build/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
  },
};
