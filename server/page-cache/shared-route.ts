import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import type { SharedContentHandle, SharedRoute } from "~/lib/shell-slots";

type Matched = { routeId: string; params: SharedRoute["params"]; handle: SharedContentHandle | undefined } | null;

const matchers = new WeakMap<ServerBuild, (pathname: string) => Matched>();

/**
 * Whose content the page at a URL shows besides its slots (decisions 43 and 46): its route's
 * `handle.sharedContent` (asked with the query when it is a function), null when the route does not
 * say (the page is the shopper's own). Known from the route table before anything is rendered, as
 * React Router itself matches.
 */
export function sharedRouteOf(build: ServerBuild, pathname: string, search: URLSearchParams): SharedRoute | null {
  let matcher = matchers.get(build);
  if (!matcher) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const tree = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
        );
    const table = tree(undefined);
    // matchRoutes ranks the whole table at each call: a path's answer is kept (a product's page is asked for again and again).
    const known = byteBoundedCache<{ matched: Matched }>(2 * 1024 * 1024, { valueBytes: ({ matched }) => JSON.stringify(matched?.params ?? null).length * 2 });
    matcher = (path) => {
      let answer = known.get(path);
      if (!answer) {
        const match = matchRoutes(table, path)?.at(-1);
        const routeId = match?.route.id;
        answer = {
          matched: routeId && match ? { routeId, params: match.params, handle: build.routes[routeId]?.module.handle as SharedContentHandle | undefined } : null,
        };
        known.set(path, answer);
      }
      return answer.matched;
    };
    matchers.set(build, matcher);
  }
  const matched = matcher(pathname);
  const declared = matched?.handle?.sharedContent;
  const content = typeof declared === "function" ? declared(search) : declared;
  return matched && content ? { content, routeId: matched.routeId, params: matched.params } : null;
}
