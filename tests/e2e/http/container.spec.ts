import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/shop-server";

/*
 * Issue 23: the image could not run the Shop API alone (`npm run shop-api` needs tsx and the
 * TypeScript sources, which it does not have). The build now bundles it to build/shop-api.js; no
 * container engine runs here, so the image's own entrypoint is run as the image would run it.
 */

test.describe.configure({ timeout: 90_000 });

test("`docker run IMAGE shop-api` runs the Shop API from its JavaScript build, without tsx", async () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-api-"));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  const port = await freePort();
  let stderr = "";
  const api: ChildProcess = spawn("sh", ["deploy/container-start.sh", "shop-api"], {
    cwd: root,
    // What the image has: node on the PATH, and no tsx (node_modules/.bin is not on it).
    env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, NODE_ENV: "production", DATA_DIR: dataDir, SHOP_API_PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  api.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/shop-api/menu`).catch(() => null))?.status ?? (api.exitCode !== null ? `exited: ${stderr}` : 0), {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(200);
    const price = await fetch(`http://127.0.0.1:${port}/shop-api/online-price`, { method: "POST", headers: { Authorization: "Bearer zarrin-online-price" } });
    expect(price.status).toBe(200);
    expect(((await price.json()) as { data: { price: number } }).data.price).toBeGreaterThan(0);
  } finally {
    const exited = new Promise((resolve) => api.once("exit", resolve));
    api.kill("SIGTERM");
    // The entrypoint execs node: the signal reaches the server itself, which closes and exits 0.
    expect(await exited).toBe(0);
  }
});
