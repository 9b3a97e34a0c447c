import { test } from "@playwright/test";
import { KAVEH, walletJourney } from "../support/wallet";

// The wallet without JavaScript on a phone: every step a plain form or link, the gateway coming back
// by its cross-site POST (without the shop's cookies); wallet-journey.desktop.js.spec.ts takes it with
// JavaScript on a desktop, the gateway coming back by GET.

test("a shopper tops up through the gateway once, redeems a gift card, spends the credit, invites a friend and asks for instalments", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  await walletJourney(page, browser, request, baseURL!, { javaScriptEnabled: false, wayBack: "pay-post", shopper: KAVEH });
});
