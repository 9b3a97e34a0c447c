// Builds the storefront (React Router + Vite), bundles server.ts and the standalone Shop API for Node, and pre-compresses the static
// assets (brotli at its best quality and gzip), so that the server never compresses them per request.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { classNamesIn, stylesheetRules, withRenderedComponents } from "./stylesheet-rules.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]);

// The built stylesheet's rules, from which each page's head gets those its first render uses
// (docs/decisions/0049). The slots a cached page is given per shopper are rendered after it: the
// classes of their files and of the components those render are always kept
// (tests/e2e/http/shared-pages.spec.ts compares a cached page with one rendered for the shopper).
const assetsDir = path.join(buildDir, "client/assets");
const stylesheet = readdirSync(assetsDir).find((name) => /^app-[\w-]+\.css$/.test(name));
const SLOT_FILES = ["app/components/shell/personal-slots.tsx", "app/components/shell/header-slots.tsx", "app/components/product/viewer-slots.tsx"].map((file) => path.join(root, file));
const slotClasses = classNamesIn(withRenderedComponents(SLOT_FILES, path.join(root, "app/components")));
writeFileSync(path.join(buildDir, "server/stylesheet-rules.json"), JSON.stringify(stylesheetRules(readFileSync(path.join(assetsDir, stylesheet), "utf8"), slotClasses)));

// The packages stay outside the bundles, loaded by Node at run time, except drizzle-orm: each time it
// resolves one of the ~110 files of it that the Shop API loads (imported from one another), Node 24
// parses its package.json's exports map (180 KB) again, 150 MB of garbage at every start, whose heap
// pages the primary then kept (docs/decisions/0066).
const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const BUNDLED_PACKAGES = new Set(["drizzle-orm"]);

// The storefront's server, and the reference Shop API on its own (`docker run IMAGE shop-api`):
// JavaScript for Node, so that neither needs tsx or the TypeScript sources at run time.
await build({
  entryPoints: [
    { in: path.join(root, "server.ts"), out: "server" },
    { in: path.join(root, "shop-api/server/standalone.ts"), out: "shop-api" },
  ],
  outdir: buildDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  external: Object.keys({ ...dependencies, ...devDependencies }).filter((name) => !BUNDLED_PACKAGES.has(name)),
  sourcemap: true,
  logLevel: "warning",
});

let compressed = 0;
for (const file of files(path.join(buildDir, "client"))) {
  if (!/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(file) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}
console.log(`build: server bundle written, ${compressed} static files pre-compressed (br, gz)`);
