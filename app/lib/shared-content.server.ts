import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { LRUCache } from "lru-cache";
import type { SharedContent, SharedContentHandle } from "./shell-slots";

const matchers = new WeakMap<ServerBuild, (pathname: string) => SharedContent | null>();

/**
 * Whose content the page at a path shows besides the shell's slots (decision 43): its route's
 * `handle.sharedContent`, null when the route does not say (the page is the shopper's own). Known
 * from the route table before anything is rendered, as Remix itself matches.
 */
export function sharedContentOf(build: ServerBuild, pathname: string): SharedContent | null {
  let matcher = matchers.get(build);
  if (!matcher) {
    const routes = Object.values(build.routes);
    const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
        );
    const table = tree(undefined);
    // matchRoutes ranks the whole table at each call: a path's answer is kept (a product's page is asked for again and again).
    const known = new LRUCache<string, { content: SharedContent | null }>({ max: 10_000 });
    matcher = (path) => {
      let answer = known.get(path);
      if (!answer) {
        const id = matchRoutes(table, path)?.at(-1)?.route.id;
        answer = { content: id ? ((build.routes[id]?.module.handle as SharedContentHandle | undefined)?.sharedContent ?? null) : null };
        known.set(path, answer);
      }
      return answer.content;
    };
    matchers.set(build, matcher);
  }
  return matcher(pathname);
}
