import { type APIRequestContext, expect, test } from "@playwright/test";
import { NEW_CUSTOMER, REPEAT_CUSTOMER, signedInContext } from "../support/accounts";

// The wallet, gift cards, instalment requests and invitations at the HTTP level (issue 14): only
// for the signed-in, out of search engines, only ever the shopper's own; the top-up's way back
// verified by id, whatever a callback claims.

/** The repeat customer's own records (shop-api/server/seed/wallet-activity.ts): the card the VIP gave him, his approved request. */
const OWN = { giftCard: 3, creditRequest: 2 };
/** The VIP's: her birthday card and her request under review. */
const VIPS = { giftCard: 1, creditRequest: 1 };

const PAGES = [
  "/profile/wallet",
  "/profile/wallet/recharge-result?recharge_id=1",
  "/profile/gift-wallet",
  `/profile/gift-wallet/${OWN.giftCard}`,
  "/profile/validity",
  `/profile/validity/${OWN.creditRequest}`,
  "/profile/invite-friend",
  "/profile/invite-friend?dialog=invite",
];

/** The main wallet's balance as the wallet page shows it, and the history's lines of a top-up. */
async function mainWallet(context: APIRequestContext, rechargeId: string) {
  const html = await (await context.get("/profile/wallet")).text();
  return {
    balance: Number(/data-wallet-card="original" data-balance="(\d+)"/.exec(html)?.[1]),
    lines: html.match(new RegExp(`data-recharge="${rechargeId}"`, "g"))?.length ?? 0,
  };
}

/** The result page's verdict on a top-up. */
async function resultOf(context: APIRequestContext, query: string) {
  return /data-recharge-result="(\w+)"/.exec(await (await context.get(`/profile/wallet/recharge-result?${query}`)).text())?.[1];
}

test("a guest asking for a wallet page is sent to sign in, and back afterwards", async ({ request }) => {
  for (const path of PAGES) {
    for (const prefix of ["", "/en"]) {
      const response = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(response.status(), prefix + path).toBe(302);
      expect(response.headers().location).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${path}`)}`);
    }
  }
});

test("every wallet page answers a signed-in shopper in both languages, kept out of search engines; another's records are a 404", async ({ playwright, baseURL }) => {
  const ali = await signedInContext(playwright, baseURL!, REPEAT_CUSTOMER);
  try {
    // The top-up of PAGES is another shopper's: to this one it is no payment found (below).
    for (const path of PAGES.filter((page) => !page.includes("recharge-result"))) {
      for (const prefix of ["", "/en"]) {
        const response = await ali.get(`${prefix}${path}`, { maxRedirects: 0 });
        expect(response.status(), prefix + path).toBe(200);
        const html = await response.text();
        expect(html, prefix + path).toContain('<meta name="robots" content="noindex"/>');
        expect(html).toContain(`<html lang="${prefix ? "en" : "fa"}"`);
      }
    }
    // The profile's menu leads to the four new sections.
    const home = await (await ali.get("/profile")).text();
    for (const path of ["/profile/wallet", "/profile/gift-wallet", "/profile/validity", "/profile/invite-friend"]) expect(home).toContain(`href="${path}"`);
    for (const path of [
      `/profile/gift-wallet/${VIPS.giftCard}`,
      `/en/profile/validity/${VIPS.creditRequest}`,
      "/profile/gift-wallet/999999",
      "/profile/validity/not-a-number",
    ]) {
      const response = await ali.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    // Someone else's top-up shows nothing of it: a page that says no such payment was found, a 404.
    expect((await ali.get("/profile/wallet/recharge-result?recharge_id=1", { maxRedirects: 0 })).status()).toBe(404);
    expect(await resultOf(ali, "recharge_id=1")).toBe("unknown");
  } finally {
    await ali.dispose();
  }
});

test("the top-up's way back trusts nothing it is told: forged, replayed and cross-site callbacks change nothing", async ({ playwright, baseURL }) => {
  const sara = await signedInContext(playwright, baseURL!, NEW_CUSTOMER);
  const bare = await playwright.request.newContext({ baseURL });
  try {
    // Out of bounds: refused beside the field in the page's language.
    const tooMuch = await sara.post("/en/profile/wallet", { form: { intent: "charge", amount: "60,000,000", driver: "sandbox" }, maxRedirects: 0 });
    expect(tooMuch.status()).toBe(400);
    expect(await tooMuch.text()).toContain("The amount can be at most 50,000,000\u00a0Toman.");

    const started = await sara.post("/profile/wallet", { form: { intent: "charge", amount: "150000", driver: "sandbox" }, maxRedirects: 0 });
    expect(started.status()).toBe(303);
    const gateway = started.headers().location!;
    expect(gateway).toMatch(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
    const rechargeId = /data-recharge>([۰-۹]+)</.exec(await (await sara.get(gateway)).text())![1]!.replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)));
    const before = await mainWallet(sara, rechargeId);

    // Not paid yet: a cross-site POST (no cookies, another origin) saying "paid" is only sent to
    // the GET page, which says what the Shop API knows.
    const forged = await bare.post("/profile/wallet/recharge-result", {
      form: { recharge_id: rechargeId, status: "paid", ref: "123456789012" },
      headers: { Origin: "https://bank.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect(forged.headers().location).toBe(`/profile/wallet/recharge-result?recharge_id=${rechargeId}`);
    expect(await resultOf(sara, `recharge_id=${rechargeId}&status=paid`)).toBe("pending");
    expect(await mainWallet(sara, rechargeId)).toEqual(before);

    // Paid at the gateway, back by POST; the gateway's form replayed, the way back posted again.
    const back = await sara.post(gateway, { form: { decision: "pay-post" } });
    expect(await back.text()).toContain(`name="recharge_id" value="${rechargeId}"`);
    expect((await sara.post(gateway, { form: { decision: "pay-post" } })).status()).toBe(409);
    for (const status of ["paid", "failed"]) {
      const again = await bare.post("/en/profile/wallet/recharge-result", { form: { recharge_id: rechargeId, status }, headers: { Origin: "https://bank.example" }, maxRedirects: 0 });
      expect(again.headers().location).toBe(`/en/profile/wallet/recharge-result?recharge_id=${rechargeId}`);
      expect(await resultOf(sara, `recharge_id=${rechargeId}&status=${status}`)).toBe("paid");
    }
    expect(await mainWallet(sara, rechargeId)).toEqual({ balance: before.balance + 150_000, lines: 1 });

    // A callback naming nothing, or nonsense, lands on the page that says nothing was found.
    const nothing = await bare.post("/profile/wallet/recharge-result", { form: { recharge_id: "'; drop" }, headers: { Origin: "https://bank.example" }, maxRedirects: 0 });
    expect(nothing.headers().location).toBe("/profile/wallet/recharge-result");
    expect(await resultOf(sara, "recharge_id=987654321")).toBe("unknown");
  } finally {
    await Promise.all([sara.dispose(), bare.dispose()]);
  }
});

test("an instalment request names a variety of the product it is asked from", async ({ playwright, baseURL }) => {
  const ali = await signedInContext(playwright, baseURL!, REPEAT_CUSTOMER);
  try {
    // 172 is a variety of the pearl studs, not of the wedding band.
    const response = await ali.post("/wedding-ring/classic-wedding-band?dialog=credit", { form: { intent: "credit", product_vendor_id: "172", months: "6" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("data-credit-error");
  } finally {
    await ali.dispose();
  }
});
