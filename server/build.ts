import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Storefront } from "~/entry.server";

/** The React Router build, loaded once in production and at each request in development (Vite reloads it as the code changes). */
export interface StorefrontBuild {
  /** React Router's build, as its request handlers take it. */
  router: ServerBuild | (() => Promise<ServerBuild>);
  /** The build of now. */
  current: () => Promise<ServerBuild>;
  /** What the build hands the server: the app's own context, session, gold price and slots (app/entry.server.tsx). */
  storefront: () => Promise<Storefront>;
  /** Vite's middleware in development; null in production, where the built files are served. */
  viteMiddleware: import("vite").Connect.Server | null;
}

export async function loadBuild({ production, buildDir }: { production: boolean; buildDir: string }): Promise<StorefrontBuild> {
  let router: StorefrontBuild["router"];
  let viteMiddleware: StorefrontBuild["viteMiddleware"] = null;
  if (production) {
    router = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  } else {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    viteMiddleware = viteDevServer.middlewares;
    router = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }
  const current = () => (typeof router === "function" ? router() : Promise.resolve(router));
  const storefront = async () => {
    // The build's entry module (app/entry.server.tsx) hands the server one object besides React Router's exports.
    const { storefront } = (await current()).entry.module as ServerBuild["entry"]["module"] & { storefront?: Storefront };
    if (!storefront) throw new Error("the build's entry module (app/entry.server.tsx) exports no storefront");
    return storefront;
  };
  return { router, current, storefront, viteMiddleware };
}
