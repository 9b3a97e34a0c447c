import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A migrated and seeded database, made once for the whole run: the tests that start a shop of their
 * own (support/shop-server.ts) start from a copy of it instead of seeding one each (~10 s apiece
 * on this machine, more when it is busy). Workers inherit the environment set here.
 */
export default function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-template-"));
  execFileSync(process.execPath, ["build/server.js"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, SHOP_API_PREPARE_DATABASE: "1", SESSION_SECRET: "e2e-session-secret" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.env.E2E_TEMPLATE_DATA_DIR = dataDir;
}
