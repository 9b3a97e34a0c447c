import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// What the server promises at the HTTP level: health, headers, caching, compression, cookies.

test("GET /healthz answers 200, on the Node 24 that package.json pins (docs/decisions/0062)", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // playwright.config.ts starts the shop with `node`: under npm test or npx, node_modules/.bin's.
  const pinned = (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { dependencies: { node: string } }).dependencies.node;
  expect(pinned).toMatch(/^24\./);
  expect(await response.json()).toEqual({ status: "ok", node: `v${pinned}` });
});

test("pages carry the security headers", async ({ request }) => {
  for (const path of ["/", "/en/category", "/does-not-exist"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("hashed assets are immutable for a year and pre-compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const brotli = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.headers()["content-type"]).toContain("javascript");
});

test("HTML is compressed on the fly", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(response.headers()["content-type"]).toContain("text/html");
});

test("streamed pages carry no NUL byte, where React 18 would leave some inside Persian words", async ({ request }) => {
  const category = await (await request.get("/necklaces")).text();
  const product = /data-product-card[^>]*><a[^>]*href="(\/[^"?#]+)"/.exec(category)?.[1];
  expect(product).toBeTruthy();
  for (const path of ["/", "/necklaces", product!, "/en", "/en/necklaces", "/does-not-exist"]) {
    const body = await (await request.get(path)).body();
    expect(body.indexOf(0), path).toBe(-1);
    expect(body.toString("utf8"), path).not.toContain("\uFFFD");
  }
});

test("a first visit gets an HttpOnly clientToken cookie, kept on the next visit", async ({ playwright, baseURL }) => {
  const fresh = await playwright.request.newContext({ baseURL });
  const first = await fresh.get("/");
  const setCookie = first.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie").map((header) => header.value);
  const token = setCookie.find((cookie) => cookie.startsWith("clientToken="));
  expect(token).toMatch(/^clientToken=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/);
  const second = await fresh.get("/en");
  expect(second.headersArray().some((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("clientToken="))).toBe(false);
  await fresh.dispose();
});

test("unknown paths answer 404 in both languages", async ({ request }) => {
  for (const path of ["/this/does/not/exist", "/en/this/does/not/exist", "/en/nothing", "/nothing"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("data-error-page");
  }
});

test("media are served from the shop's origin with caching", async ({ request }) => {
  const response = await request.get("/media/logo.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toContain("max-age=86400");
  expect((await request.get("/media/%2e%2e/server.ts")).status()).toBe(404);
  expect((await request.get("/media/nope.png")).status()).toBe(404);
});

test("the app QR code is an SVG drawn by the server", async ({ request }) => {
  const response = await request.get("/app-qr.svg");
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg[^>]+viewBox/);
});

test("/favicon.ico leads to the configured icon", async ({ request }) => {
  const response = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/media/favicon.svg");
});
