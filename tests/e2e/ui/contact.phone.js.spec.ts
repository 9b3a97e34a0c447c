import { expect, test } from "@playwright/test";
import { contactFormJourney, hydrated, requestsJourney } from "../support/forms";

// The contact page with JavaScript (without it: contact.desktop.nojs.spec.ts): the same forms sent
// through React Router, the representative's dialog opened and closed in place.

test("the contact form is refused beside its fields with what was typed kept, then sent", async ({ page }) => {
  await contactFormJourney(page, true);
});

test("each request type refuses its own field, then is sent", async ({ page }) => {
  test.setTimeout(60_000);
  await requestsJourney(page, true);
});

test("a representative's directions open in a dialog and close back to the list", async ({ page }) => {
  await page.goto("/en/contactus");
  await hydrated(page);
  await page.locator('[data-representative="rasht-golsar"] [data-representative-details]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Rasht Golsar");
  await expect(dialog.locator("[data-directions]")).toContainText("Somayeh Blvd.");
  await expect(page).toHaveURL(/\/en\/contactus\?representative=rasht-golsar$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/contactus$/);
});
