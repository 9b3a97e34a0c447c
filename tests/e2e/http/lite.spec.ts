import { type APIResponse, expect, test } from "@playwright/test";
import { PAGE_PATHS, signInWithACart } from "../support/pages";

// Lite mode at the HTTP level (lib/lite-mode.ts): when a page is lite, that it varies by what
// decides it, and that every page type sends no script but JSON-LD.

const LITE = { "Save-Data": "on" };

/** What a lite page may carry: JSON-LD only, no module preload, no hydration data. */
function expectNoScript(html: string, path: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  expect(scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes)), path).toEqual([]);
  expect(html, path).not.toMatch(/rel="modulepreload"/);
  expect(html, path).not.toContain("__remixContext");
  expect(html, path).toMatch(/<html[^>]* data-lite=""/);
}


test("a page is lite with Save-Data, a 2G connection or the shopper's choice, and full otherwise", async ({ request }) => {
  const isLite = async (headers: Record<string, string>) => /<html[^>]* data-lite=""/.test(await (await request.get("/necklaces", { headers })).text());
  expect(await isLite({})).toBe(false);
  expect(await isLite({ ECT: "4g" })).toBe(false);
  expect(await isLite(LITE)).toBe(true);
  expect(await isLite({ ECT: "2g" })).toBe(true);
  expect(await isLite({ ECT: "slow-2g" })).toBe(true);
  // The choice wins over the hints, both ways.
  expect(await isLite({ ...LITE, Cookie: "lite=off" })).toBe(false);
  expect(await isLite({ ECT: "4g", Cookie: "lite=on" })).toBe(true);
});

test("pages say what they vary on and ask for the connection type without restarting the first request", async ({ request }) => {
  const response = await request.get("/", { headers: LITE });
  const vary = response.headers()["vary"]!.split(",").map((name) => name.trim().toLowerCase());
  expect(vary).toEqual(expect.arrayContaining(["save-data", "ect", "cookie"]));
  expect(response.headers()["accept-ch"]).toMatch(/\bECT\b/);
  // A Critical-CH header would make a first visitor's browser drop the page and ask again.
  expect(response.headers()["critical-ch"]).toBeUndefined();
});

/** The lite choice a response sets, if any. */
function liteCookie(response: APIResponse): string | undefined {
  return response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("lite="))?.value;
}

test("the footer's switch sets the choice for a year and goes back to the page, never elsewhere", async ({ request }) => {
  const on = await request.get("/lite-mode?mode=on&redirectTo=%2Fen%2Fnecklaces%3Fsort%3Dnewest", { maxRedirects: 0 });
  expect(on.status()).toBe(302);
  expect(on.headers()["location"]).toBe("/en/necklaces?sort=newest");
  expect(liteCookie(on)).toMatch(/^lite=on; Path=\/; Max-Age=31536000; SameSite=Lax/);
  const off = await request.get("/lite-mode?mode=off&redirectTo=/", { maxRedirects: 0 });
  expect(liteCookie(off)).toMatch(/^lite=off;/);
  for (const elsewhere of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    const response = await request.get(`/lite-mode?mode=on&redirectTo=${encodeURIComponent(elsewhere)}`, { maxRedirects: 0 });
    expect(response.headers()["location"], elsewhere).toBe("/");
  }
  const nonsense = await request.get("/lite-mode?mode=maybe&redirectTo=/faq", { maxRedirects: 0 });
  expect(nonsense.headers()["location"]).toBe("/faq");
  expect(liteCookie(nonsense)).toBeUndefined();
});

test("every page type, for a guest and for a signed-in shopper, sends no script in lite mode", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: LITE });
  const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: LITE });
  await signInWithACart(shopper);
  for (const context of [guest, shopper]) {
    for (const path of PAGE_PATHS) {
      const response = await context.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expectNoScript(await response.text(), path);
    }
  }
  // The same page in full mode does load its scripts: the check above can tell.
  const full = await (await guest.get("/necklaces", { headers: { "Save-Data": "off" } })).text();
  expect(full).toMatch(/rel="modulepreload"/);
  await guest.dispose();
  await shopper.dispose();
});

test("a lite page's first-screen picture is inline and its others are small, with no web font", async ({ request }) => {
  const accept = "text/html,image/avif,image/webp,*/*;q=0.8";
  const lite = await (await request.get("/wedding-ring/classic-wedding-band", { headers: { ...LITE, Accept: accept } })).text();
  expect(lite).toMatch(/<li id="product-image-1"[^>]*><img src="data:image\/avif;base64,/);
  const others = [...lite.matchAll(/<img[^>]+src="(\/media\/[^"]+\?w=\d+[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  expect(others.length).toBeGreaterThan(0);
  for (const src of others) expect(src, src).toMatch(/&q=low$/);
  expect(lite).not.toMatch(/rel="preload"/);
  expect(lite).toMatch(/html\[data-lite\]\{--font-sans:system-ui/);
  // The full page has the same preview inline, and the sharp picture right after it in the HTML
  // (docs/decisions/0047), so its head preloads no picture.
  const full = await (await request.get("/wedding-ring/classic-wedding-band", { headers: { Accept: accept } })).text();
  expect(full).toMatch(/<li id="product-image-1"[^>]*><img src="data:image\/avif;base64,[^"]+" data-inline-src="\/media\/[^"]+"[^>]*\/><img src="data:image\/avif;base64,[^"]+" data-inline-sharp=""/);
  expect(full).not.toMatch(/<link rel="preload" as="image"/);
});

test("a lite page names the shop's licences instead of fetching their badges, and links no web app manifest", async ({ request }) => {
  // On a slow link Chrome loads "lazy" images from thousands of pixels away: the badges would be
  // five more requests of the first view; the manifest would bring its 19 KB icon.
  const lite = await (await request.get("/", { headers: LITE })).text();
  const full = await (await request.get("/")).text();
  expect(full).toMatch(/<link rel="manifest"/);
  expect(lite).not.toMatch(/<link rel="manifest"/);
  const badge = /<img src="[^"]*samandehi[^"]*"/;
  expect(full).toMatch(badge);
  expect(lite).not.toMatch(badge);
  expect(lite).toMatch(/<li class="rounded-xl[^"]*px-3[^"]*">[^<]+<\/li>/);
});
