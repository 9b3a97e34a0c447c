import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { PAGES } from "../../../app/routes";
import { REPEAT_CUSTOMER } from "../support/accounts";
import { STUDS } from "../support/checkout";

// Lite mode at the HTTP level (lib/lite-mode.ts): when a page is lite, that it varies by what
// decides it, and that every page type sends no script but JSON-LD.

const LITE = { "Save-Data": "on" };

/** A sample address of each page of the route table: a real slug for each parameter. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: "about",
  categoryslug: "necklaces",
  id: "1",
  "*": "no-such-page",
};
const SAMPLE_PATHS: Record<string, string> = {
  "brand/:slug?": "brand/avin-gold",
  ":categoryslug/:slug": "wedding-ring/classic-wedding-band",
  "campaign/:slug": "campaign/opening",
  // The signed-in shopper's (REPEAT_CUSTOMER's) own: the gift card the VIP gave him, his approved instalment request.
  "profile/gift-wallet/:id": "profile/gift-wallet/3",
  "profile/validity/:id": "profile/validity/2",
};

function samplePath(path: string): string {
  const sample =
    SAMPLE_PATHS[path] ??
    path
      .split("/")
      .map((part) => {
        if (part === "*") return SAMPLE_PARAMS["*"];
        if (!part.startsWith(":")) return part;
        const name = part.replace(/^:|\?$/g, "");
        if (!(name in SAMPLE_PARAMS)) throw new Error(`no sample for :${name} in ${path}: add one to SAMPLE_PARAMS`);
        return SAMPLE_PARAMS[name];
      })
      .join("/");
  return `/${sample}`;
}

/** Every page of the route table in both languages, and the dialogs that open by URL. */
const PAGE_PATHS = [
  ...PAGES.flatMap((page) => {
    const path = samplePath(page.path);
    return [path, path === "/" ? "/en" : `/en${path}`];
  }),
  "/?dialog=menu",
  "/?dialog=categories",
  "/?dialog=search",
  "/necklaces?dialog=filters",
  "/wedding-ring/classic-wedding-band?dialog=price",
  "/wedding-ring/classic-wedding-band?dialog=comment",
  "/wedding-ring/classic-wedding-band?dialog=credit",
  "/wedding-ring/classic-wedding-band?dialog=share",
  "/contactus?representative=tehran-vanak",
  "/profile/invite-friend?dialog=invite",
];

/** What a lite page may carry: JSON-LD only, no module preload, no hydration data. */
function expectNoScript(html: string, path: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  expect(scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes)), path).toEqual([]);
  expect(html, path).not.toMatch(/rel="modulepreload"/);
  expect(html, path).not.toContain("__remixContext");
  expect(html, path).toMatch(/<html[^>]* data-lite=""/);
}

async function signIn(request: APIRequestContext) {
  await request.post("/login", { form: { intent: "mobile", mobile: REPEAT_CUSTOMER.mobile } });
  await request.post("/login", { form: { intent: "password", password: REPEAT_CUSTOMER.password } });
  await request.post("/checkout/cart", { form: { intent: "add", product_vendor_id: String(STUDS.vendorId), quantity: "1" } });
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

test("pages say what they vary on and ask for the connection type on the first view", async ({ request }) => {
  const response = await request.get("/", { headers: LITE });
  const vary = response.headers()["vary"]!.split(",").map((name) => name.trim().toLowerCase());
  expect(vary).toEqual(expect.arrayContaining(["save-data", "ect", "cookie"]));
  expect(response.headers()["accept-ch"]).toMatch(/\bECT\b/);
  expect(response.headers()["critical-ch"]).toBe("ECT");
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
  await signIn(shopper);
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
  // The full page has the same picture inline behind the real one, which the head asks for first.
  const full = await (await request.get("/wedding-ring/classic-wedding-band", { headers: { Accept: accept } })).text();
  expect(full).toMatch(/<link rel="preload" as="image"[^>]+fetchpriority="high"/);
  expect(full).toMatch(/<img[^>]+fetchpriority="high"[^>]+style="background-image:url\(data:image\/avif;base64,/);
});
