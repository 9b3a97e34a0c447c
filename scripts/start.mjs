// `npm start`: builds when the build is missing or older than the sources, then serves the shop in
// production mode on the embedded Shop API (unless SHOP_API_URL says otherwise).
// `npm run serve` (--no-build) only serves, as the Docker image does.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverBundle = path.join(root, "build/server.js");
const SOURCES = ["app", "shop-api", "locales", "public", "server.ts", "server", "vite.config.ts", "package.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const skipBuild = process.argv.includes("--no-build");
const sourcesChanged = () => SOURCES.some((source) => newestMtime(path.join(root, source)) > statSync(serverBundle).mtimeMs);
if (!skipBuild && (!existsSync(serverBundle) || sourcesChanged())) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
