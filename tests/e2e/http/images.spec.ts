import { expect, test } from "@playwright/test";
import sharp from "sharp";

// The image route: catalogue images resized to a fixed set of widths, AVIF or WebP by Accept,
// cached for a year and on disk.

async function firstProductImage(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const html = await (await request.get("/en")).text();
  const path = /\/media\/catalogue\/[^"?]+\.jpg/.exec(html)?.[0];
  expect(path).toBeTruthy();
  return path!;
}

test("an image comes back as AVIF at the asked width", async ({ request }) => {
  const path = await firstProductImage(request);
  const response = await request.get(`${path}?w=480`, { headers: { Accept: "image/avif,image/webp,image/*" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000");
  expect(response.headers()["vary"]).toBe("Accept");
  const meta = await sharp(await response.body()).metadata();
  expect(meta.format).toBe("heif");
  expect(meta.width).toBe(480);
});

test("as WebP when the browser takes no AVIF, and as JPEG when it takes neither", async ({ request }) => {
  const path = await firstProductImage(request);
  const webp = await request.get(`${path}?w=320`, { headers: { Accept: "image/webp,*/*" } });
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await webp.body()).metadata()).width).toBe(320);
  const jpeg = await request.get(`${path}?w=160`, { headers: { Accept: "*/*" } });
  expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
  expect((await sharp(await jpeg.body()).metadata()).width).toBe(160);
});

test("only the fixed widths are made", async ({ request }) => {
  const path = await firstProductImage(request);
  for (const width of ["123", "5000", "abc", "0"]) {
    expect((await request.get(`${path}?w=${width}`)).status(), width).toBe(400);
  }
  expect((await request.get("/media/catalogue/products/no-such-thing-1.jpg?w=320")).status()).toBe(404);
});

test("a second request is served from the disk cache, and revalidates by ETag", async ({ request }) => {
  const path = await firstProductImage(request);
  const first = await request.get(`${path}?w=800`, { headers: { Accept: "image/webp" } });
  const started = Date.now();
  const second = await request.get(`${path}?w=800`, { headers: { Accept: "image/webp" } });
  expect(Date.now() - started).toBeLessThan(300);
  expect(await second.body()).toEqual(await first.body());
  const etag = second.headers()["etag"] ?? "";
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const revalidated = await request.get(`${path}?w=800`, { headers: { Accept: "image/webp", "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
});

test("low quality (lite pages, inline previews) is the same width in fewer bytes; no other quality is made", async ({ request }) => {
  const path = await firstProductImage(request);
  const accept = { Accept: "image/avif,image/webp,image/*" };
  const standard = await request.get(`${path}?w=480`, { headers: accept });
  const low = await request.get(`${path}?w=480&q=low`, { headers: accept });
  expect(low.status()).toBe(200);
  expect((await sharp(await low.body()).metadata()).width).toBe(480);
  expect((await low.body()).length).toBeLessThan((await standard.body()).length * 0.8);
  expect(low.headers()["etag"]).not.toBe(standard.headers()["etag"]);
  expect((await request.get(`${path}?w=480&q=best`)).status()).toBe(400);
});

test("an image carries its own length and no cookie or page-only security header", async ({ request, playwright, baseURL }) => {
  const path = await firstProductImage(request);
  // No cookie yet: a page would make a clientToken, an image must not (a CDN would not cache it).
  const fresh = await playwright.request.newContext({ baseURL });
  const image = await fresh.get(`${path}?w=240`, { headers: { Accept: "image/avif" }, maxRedirects: 0 });
  const headers = image.headers();
  expect(headers["set-cookie"]).toBeUndefined();
  expect(Number(headers["content-length"])).toBe((await image.body()).length);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  for (const pageOnly of ["content-security-policy", "x-frame-options", "strict-transport-security", "cross-origin-opener-policy"]) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
  await fresh.dispose();
});
