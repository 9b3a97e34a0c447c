import { expect, test } from "@playwright/test";

// A phone's page has no desktop header; its own header and bottom navigation show at every width
// (docs/decisions/0055). A crawler gets the desktop header whatever it says it is.

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const PHONE_CRAWLER = `${PHONE} (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`;

for (const path of ["/", "/en/necklaces", "/wedding-ring/classic-wedding-band"]) {
  test(`${path}: a phone gets its own chrome only, a desktop and a crawler the desktop header`, async ({ request }) => {
    const page = async (headers: Record<string, string>) => {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(200);
      expect(response.headers().vary, path).toMatch(/Sec-CH-UA-Mobile, User-Agent/);
      return response.text();
    };
    for (const phone of [await page({ "User-Agent": PHONE }), await page({ "User-Agent": DESKTOP, "Sec-CH-UA-Mobile": "?1" })]) {
      expect(phone).toMatch(/<html[^>]* data-phone=""/);
      expect(phone).not.toContain("data-desktop-header");
      expect(phone).toContain("data-mobile-header");
      expect(phone).toContain("data-bottom-nav");
    }
    for (const wide of [await page({ "User-Agent": DESKTOP }), await page({ "User-Agent": PHONE_CRAWLER })]) {
      expect(wide).not.toMatch(/<html[^>]* data-phone/);
      expect(wide).toContain("data-desktop-header");
      expect(wide).toContain('id="mega-menu-panel"');
    }
  });
}
