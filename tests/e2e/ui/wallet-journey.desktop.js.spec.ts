import { test } from "@playwright/test";
import { NILOUFAR, walletJourney } from "../support/wallet";

// The wallet with JavaScript on a desktop, the gateway coming back by GET; wallet-journey.phone.nojs.spec.ts
// takes the same journey without it on a phone, the gateway coming back by its cross-site POST.

test("a shopper tops up through the gateway once, redeems a gift card, spends the credit, invites a friend and asks for instalments", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  await walletJourney(page, browser, request, baseURL!, { javaScriptEnabled: true, wayBack: "pay-get", shopper: NILOUFAR });
});
