import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { Storefront } from "~/entry.server";

declare module "@remix-run/node" {
  /** The build's entry module (app/entry.server.tsx) hands the server one object. */
  interface ServerEntryModule {
    storefront: Storefront;
  }
}

/** The Remix build, loaded once in production and at each request in development (Vite reloads it as the code changes). */
export interface StorefrontBuild {
  /** Remix's build, as its request handler takes it. */
  remix: ServerBuild | (() => Promise<ServerBuild>);
  /** The build of now. */
  current: () => Promise<ServerBuild>;
  /** What the build hands the server: the app's own context, session, gold price and slots (app/entry.server.tsx). */
  storefront: () => Promise<Storefront>;
  /** Vite's middleware in development; null in production, where the built files are served. */
  viteMiddleware: import("vite").Connect.Server | null;
}

export async function loadBuild({ production, buildDir }: { production: boolean; buildDir: string }): Promise<StorefrontBuild> {
  let remix: StorefrontBuild["remix"];
  let viteMiddleware: StorefrontBuild["viteMiddleware"] = null;
  if (production) {
    remix = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  } else {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    viteMiddleware = viteDevServer.middlewares;
    remix = () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  }
  const current = () => (typeof remix === "function" ? remix() : Promise.resolve(remix));
  const storefront = async () => {
    const { storefront } = (await current()).entry.module;
    if (!storefront) throw new Error("the build's entry module (app/entry.server.tsx) exports no storefront");
    return storefront;
  };
  return { remix, current, storefront, viteMiddleware };
}
