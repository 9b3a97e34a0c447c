import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { StorefrontBuild } from "../build";

/**
 * Files a page loads (images, icons, scripts, the web app manifest) and those crawlers read
 * (robots.txt, sitemaps): no cookie is made for them and no document header is sent with them.
 * On 2G the headers of a small image weighed more than the image, and a response that sets a
 * cookie is one a CDN will not cache.
 */
const FILE_PATHS = /^\/(media\/|assets\/|app-icon\/|favicon\.ico$|app-qr\.svg$|apple-touch-icon(-precomposed)?\.png$|manifest\.webmanifest$|robots\.txt$|sitemap(-fa|-en)?\.xml$)/;

export const isFilePath = (path: string) => FILE_PATHS.test(path);

/**
 * The built files in production: hashed assets for a year, immutable, pre-compressed at build time
 * (scripts/build.mjs); the rest of public/ for an hour. Vite serves them in development.
 */
export function staticFiles(build: StorefrontBuild, buildDir: string): RequestHandler {
  if (build.viteMiddleware) return build.viteMiddleware;
  const files = express.Router();
  files.use(
    "/assets",
    expressStaticGzip(path.join(buildDir, "client/assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  files.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
  return files;
}
