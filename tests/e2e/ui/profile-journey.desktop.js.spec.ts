import { test } from "@playwright/test";
import { profileJourney, VIP_SHOPPER } from "../support/profile";

// The profile with JavaScript on a desktop; profile-journey.phone.nojs.spec.ts takes the same
// journey without it on a phone.

test("a shopper keeps their details and addresses, finds a paid order and its invoice, their comments and favourites", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await profileJourney(page, request, baseURL!, true, VIP_SHOPPER);
});
