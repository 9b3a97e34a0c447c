// What the test suites need from the machine: Chromium for the browser suite (Debian's package:
// Playwright cannot download its own here), lynx for the text browser's reading of pages, and a throwaway PostgreSQL server for the test that
// runs the reference Shop API on PostgreSQL (DATABASE_URL) rather than PGlite.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const isRoot = process.getuid?.() === 0;

function quiet(command, args) {
  return spawnSync(command, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
}

/** Installs Debian packages when apt is there and we may use it (as root, or with sudo). */
function aptInstall(packages) {
  const sudo = isRoot ? [] : ["sudo", "-n"];
  if (!isRoot && quiet("sudo", ["-n", "true"]).status !== 0) return false;
  console.log(`installing ${packages.join(", ")} from Debian's packages...`);
  const env = ["env", "DEBIAN_FRONTEND=noninteractive"];
  const [command, ...args] = [...sudo, ...env, "apt-get", "install", "-y", "-qq", ...packages];
  let result = quiet(command, args);
  if (result.status !== 0) {
    const [updateCommand, ...updateArgs] = [...sudo, "apt-get", "update", "-qq"];
    quiet(updateCommand, updateArgs);
    result = quiet(command, args);
  }
  return result.status === 0;
}

/**
 * Debian's Chromium: the headless shell the browser suite runs on, and the full browser the visual
 * snapshots and the benchmarks use (tests/e2e/support/chromium.ts).
 */
export function ensureChromium() {
  const executables = {
    chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    "chromium-headless-shell": process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  };
  const missing = Object.keys(executables).filter((name) => !existsSync(executables[name]));
  if (missing.length > 0) aptInstall(missing);
  return Object.values(executables).every((executable) => existsSync(executable));
}

/** lynx, the text browser the suite reads pages with as a shopper without CSS or script does (tests/e2e/http/text-browser.spec.ts). */
export function ensureTextBrowser() {
  const lynx = process.env.LYNX_PATH ?? "/usr/bin/lynx";
  if (!existsSync(lynx)) aptInstall(["lynx"]);
  return existsSync(lynx);
}

/** Java for the Nu HTML Checker (`vnu-jar`, a dev dependency): Debian's default-jre-headless when there is none. */
export function ensureJava() {
  const java = process.env.JAVA_PATH ?? "/usr/bin/java";
  if (!existsSync(java)) aptInstall(["default-jre-headless"]);
  return existsSync(java);
}

function postgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && path.join(base, version, "bin");
  return bin && existsSync(path.join(bin, "initdb")) ? bin : null;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of our own in a temporary folder, on a free port, trusting local
 * connections. Returns null (and the test that needs it is skipped) when it cannot be had.
 */
export async function startPostgres() {
  let bin = postgresBin();
  if (!bin && aptInstall(["postgresql"])) bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "shop-pg-"));
  chmodSync(dir, 0o777);
  // initdb refuses to run as root: run the server as the postgres user the package made.
  const as = (command, args) => (isRoot ? quiet("runuser", ["-u", "postgres", "--", command, ...args]) : quiet(command, args));
  const port = await freePort();
  const data = path.join(dir, "data");
  const init = as(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  if (init.status !== 0) {
    console.log(`PostgreSQL: initdb failed: ${init.stderr.trim()}`);
    return null;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = as(path.join(bin, "pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  if (start.status !== 0) {
    console.log(`PostgreSQL: pg_ctl start failed: ${start.stderr.trim()}`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
