import { expect, test } from "@playwright/test";

// What crawlers and installers read besides pages: robots.txt, the sitemaps, the web app manifest
// and its icons. (The crawl itself: crawl.spec.ts.)

test("robots.txt keeps crawlers off one shopper's pages and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["cache-control"]).toContain("max-age=");
  const lines = (await response.text()).split("\n");
  expect(lines[0]).toBe("User-agent: *");
  for (const path of ["/profile", "/en/profile", "/checkout", "/login", "/en/register", "/forgetpassword", "/success-payment", "/unsuccess-payment", "/search", "/api/", "/lite-mode"]) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap index names one sitemap per language; each lists every public page with alternates and lastmod, cached", async ({ request, baseURL }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(index.headers()["cache-control"]).toMatch(/^public, max-age=3600/);
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect([...indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/sitemap>/g)].map((match) => match[1])).toEqual([
    `${baseURL}/sitemap-fa.xml`,
    `${baseURL}/sitemap-en.xml`,
  ]);

  const persian = await (await request.get("/sitemap-fa.xml")).text();
  const english = await (await request.get("/sitemap-en.xml")).text();
  const entry = (xml: string, loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?]/g, "\\$&")}</loc><lastmod>[^<]+</lastmod>(<xhtml:link [^>]+/>)+</url>`).exec(xml)?.[0];
  const campaign = entry(persian, `${baseURL}/campaign/opening`);
  expect(campaign).toContain(`<xhtml:link rel="alternate" hreflang="fa" href="${baseURL}/campaign/opening"/>`);
  expect(campaign).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/campaign/opening"/>`);
  expect(campaign).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/campaign/opening"/>`);
  for (const path of ["", "/contactus", "/downloadapp", "/landing/app", "/webapp", "/faq", "/calculator", "/necklaces", "/brand/avin-gold", "/wedding-ring/classic-wedding-band", "/info/about"]) {
    expect(entry(persian, `${baseURL}${path || "/"}`), path).toBeTruthy();
    expect(entry(english, `${baseURL}/en${path}`), path).toBeTruthy();
  }
  // Pages to index only: no one's own pages, no noindex category, no ended campaign.
  for (const xml of [persian, english]) {
    expect(xml).not.toMatch(/\/(login|checkout|profile|search|success-payment)\b/);
    expect(xml).not.toContain("/baby-pendant<");
    expect(xml).not.toContain("/campaign/end-of-season");
  }
  const lastmods = [...persian.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
  expect(lastmods.every((date) => !Number.isNaN(Date.parse(date)))).toBe(true);
  expect(new Set(lastmods).size).toBeGreaterThan(10);
});

test("the web app manifest: the shop's name, its language's start page, standalone, icons that exist at their sizes", async ({ request }) => {
  for (const [path, lang, start] of [
    ["/manifest.webmanifest", "fa", "/"],
    ["/manifest.webmanifest?lang=en", "en", "/en"],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as { short_name: string; lang: string; dir: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({ lang, start_url: start, display: "standalone", theme_color: "#204541", dir: lang === "fa" ? "rtl" : "ltr" });
    expect(manifest.short_name).toBe(lang === "fa" ? "طلای زرین" : "Zarrin Gold");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  }
  const { icons } = (await (await request.get("/manifest.webmanifest")).json()) as { icons: { src: string; sizes: string }[] };
  // iOS looks for the touch icon at the root by itself (the page names none: lib/web-app.ts).
  const touchIcons = ["/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"].map((src) => ({ src, sizes: "180x180" }));
  for (const { src, sizes } of [...icons, ...touchIcons]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
    const png = await icon.body();
    // The PNG header's width and height (IHDR).
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
    // Chrome fetches the 192 px icon with a first view: a few KB of the home page's bytes on 2G.
    if (src.endsWith("/icon-192.png")) expect(png.length, src).toBeLessThan(5 * 1024);
  }
  expect((await request.get("/app-icon/icon-64.png")).status()).toBe(404);
  const english = await (await request.get("/en/webapp")).text();
  expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en"/>');
});

test("what crawlers and installers read is a file: no cookie, no document headers", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemap-en.xml", "/manifest.webmanifest", "/app-icon/icon-192.png", "/apple-touch-icon.png"]) {
    const response = await visitor.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie"), path).toEqual([]);
    expect(response.headers()["content-security-policy"], path).toBeUndefined();
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
  await visitor.dispose();
});

test("GET /newsletter leads to the footer's form, not to an error", async ({ request }) => {
  const visit = await request.get("/newsletter", { maxRedirects: 0 });
  expect(visit.status()).toBe(302);
  expect(visit.headers().location).toBe("/#newsletter");
});

test("the newsletter action answers in the language of the page it came from and goes back to it", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const refused = await visitor.post("/newsletter", { form: { email: "not-an-address", redirectTo: "/en/faq?x=1" }, maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toBe("/en/faq?x=1#newsletter");
  const page = await (await visitor.get("/en/faq?x=1")).text();
  expect(page).toContain('data-field-error="email">This email address is not valid.</p>');
  expect(page).toContain('value="not-an-address"');
  // Read once: the next page's form is clean again.
  expect(await (await visitor.get("/en/faq")).text()).not.toContain('data-field-error="email"');
  const elsewhere = await visitor.post("/newsletter", { form: { email: "a@b.co", redirectTo: "https://evil.example/" }, maxRedirects: 0 });
  expect(elsewhere.headers().location).toBe("/#newsletter");
  await visitor.dispose();
});

test("a listing page past its last is no empty, indexable page: it goes to the last, filters and sort kept", async ({ request }) => {
  for (const [path, last] of [
    ["/necklaces?page=99", /^\/necklaces(\?page=\d+)?$/],
    ["/en/necklaces?sort=cheapest&page=99", /^\/en\/necklaces\?sort=cheapest(&page=\d+)?$/],
    ["/brand/avin-gold?page=50", /^\/brand\/avin-gold(\?page=\d+)?$/],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = response.headers().location ?? "";
    expect(location, path).toMatch(last);
    const page = await request.get(location);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("data-listing=");
  }
});
