import { test } from "@playwright/test";
import { NEWCOMER_SHOPPER, profileJourney } from "../support/profile";

// The profile without JavaScript on a phone: every step a plain form or link (the journey's
// enhanced side is profile-journey.desktop.js.spec.ts).

test("a shopper keeps their details and addresses, finds a paid order and its invoice, their comments and favourites", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await profileJourney(page, request, baseURL!, false, NEWCOMER_SHOPPER);
});
