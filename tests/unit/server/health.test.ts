import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { health } from "../../../server/middleware/health";

// The Node the project runs on comes from npm: package.json's `node` dependency puts its binary in
// node_modules/.bin, which npm scripts and npx run first (docs/decisions/0062).
const pinned = (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string> }).dependencies.node!;

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function start() {
  const app = express();
  app.use(health().middleware);
  app.use((_req, res) => res.status(404).send("next"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("/healthz", () => {
  it("answers ok with the Node version the worker runs on, never cached", async () => {
    const url = await start();
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", node: process.version });
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });

  it("runs, under npm test or npx, on the Node 24 that package.json pins", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
    expect(process.versions.node.split(".")[0]).toBe("24");
  });
});
