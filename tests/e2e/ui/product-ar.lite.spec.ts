import { expect, test } from "@playwright/test";

// A lite page (no script at all) links to the phone's AR viewer as any page does.

test("a lite product page with a 3D model has its see-it-in-your-room link", async ({ page }) => {
  await page.goto("/wedding-ring/classic-wedding-band");
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator("[data-ar-link]")).toHaveAttribute("href", /^intent:\/\/arvr\.google\.com\/scene-viewer\//);
});
