import { expect, test } from "@playwright/test";

// Lite pages (no script at all): the product page links to the phone's AR viewer and takes an inquiry as any page does.

test("a lite product page with a 3D model has its see-it-in-your-room link", async ({ page }) => {
  await page.goto("/wedding-ring/classic-wedding-band");
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator("[data-ar-link]")).toHaveAttribute("href", /^intent:\/\/arvr\.google\.com\/scene-viewer\//);
});

test("a lite product page out of stock takes an inquiry", async ({ page }) => {
  await page.goto("/en/bangle/engraved-bangle-traditional-pattern");
  const form = page.locator("[data-product-inquiry]");
  await form.getByLabel("Mobile number").fill("0912");
  await form.getByRole("button", { name: "Ask us" }).click();
  await expect(form.locator('[data-field-error="mobile"]')).toHaveText("A mobile number starts with 09 and has 11 digits.");
  await form.getByLabel("Mobile number").fill("09127654321");
  await form.getByRole("button", { name: "Ask us" }).click();
  await expect(page.locator('[data-toast="success"]')).toContainText("one of our advisers will call you shortly");
});
