import { expect, test } from "@playwright/test";

// "See it in your room" (GET /augmented-reality, docs/shop/07-shop-api.md §7.4): a plain link to the
// phone's own AR viewer for a product with a 3D model (the reference API has one: the classic wedding
// band). At phone size, with and without JavaScript.

const RING = "/wedding-ring/classic-wedding-band";
const WITHOUT_MODEL = "/bangle/twisted-bangle";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

test("on Android, a Scene Viewer intent with the GLB and the product page as fallback", async ({ page, baseURL }) => {
  await page.goto(RING);
  const link = page.locator('[data-ar-link="android"]');
  await expect(link).toHaveText("آن را در اتاق خودتان ببینید");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.0\?file=/);
  expect(href).toContain(`file=${encodeURIComponent(`${baseURL}/media/models/gold-band.glb`)}`);
  expect(href).toContain("mode=ar_preferred");
  expect(href).toContain("package=com.google.ar.core;action=android.intent.action.VIEW;");
  expect(href).toContain(`S.browser_fallback_url=${encodeURIComponent(`${baseURL}${RING}`)};end;`);
  const glb = await page.request.get(`${baseURL}/media/models/gold-band.glb`);
  expect(glb.status()).toBe(200);
  expect(glb.headers()["content-type"]).toBe("model/gltf-binary");
  expect((await glb.body()).subarray(0, 4).toString("latin1")).toBe("glTF");

  await page.goto(WITHOUT_MODEL);
  await expect(page.locator("[data-product-name]")).toBeVisible();
  await expect(page.locator("[data-ar-link]")).toHaveCount(0);
});

test.describe("on an iPhone", () => {
  test.use({ userAgent: IPHONE });

  test("Quick Look's rel=ar link to the USDZ, an image or picture its one child element", async ({ page, baseURL }) => {
    await page.goto(`/en${RING}`);
    const link = page.locator('[data-ar-link="ios"]');
    await expect(link).toHaveText("See it in your room");
    await expect(link).toHaveAttribute("rel", "ar");
    await expect(link).toHaveAttribute("href", `${baseURL}/media/models/gold-band.usdz`);
    // Safari shows its AR badge on an anchor whose one child element is an <img> or a <picture>.
    const child = await link.evaluate((anchor) => ({
      count: anchor.childElementCount,
      tag: anchor.firstElementChild?.tagName,
      image: anchor.querySelector("img") !== null,
    }));
    expect(child.count).toBe(1);
    expect(["IMG", "PICTURE"]).toContain(child.tag);
    expect(child.image).toBe(true);
    const usdz = await page.request.get(`${baseURL}/media/models/gold-band.usdz`);
    expect(usdz.headers()["content-type"]).toBe("model/vnd.usdz+zip");
    expect((await usdz.body()).readUInt32LE(0)).toBe(0x04034b50);
  });
});

test.describe("on a computer", () => {
  test.use({ userAgent: DESKTOP });

  test("no link: there is no AR viewer to open", async ({ page }) => {
    await page.goto(RING);
    await expect(page.locator("[data-product-name]")).toBeVisible();
    await expect(page.locator("[data-ar-link]")).toHaveCount(0);
  });
});
