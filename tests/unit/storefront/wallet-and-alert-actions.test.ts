import { describe, expect, it } from "vitest";
import { action as goldPrice } from "~/routes/gold-price.server";
import { action as goldAlerts } from "~/routes/profile-gold-alerts.server";
import { action as wallet } from "~/routes/profile-wallet.server";
import { post, refusal, toastOf } from "./action-support";

// The wallet's and the gold price alerts' actions on decision 44's pattern
// (routes/profile-wallet.server.ts, gold-price.server.ts, profile-gold-alerts.server.ts): one handler
// per intent, each refusal beside its field with what was typed, an unknown intent back to the page.

const signedIn = { signedIn: true };
const KEY = "0b7f3c52-9a51-4d8e-8d7e-2f0f6c1a4b11";

describe("the three actions", () => {
  it("send a guest to sign in, and back, asking the Shop API nothing", async () => {
    expect(await post(wallet, "/profile/wallet", { intent: "redeem", code: "GIFT-1" })).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fprofile%2Fwallet", calls: [] });
    expect(await post(goldPrice, "/en/gold-price?range=30d", { intent: "create-alert" })).toMatchObject({ status: 302, location: "/en/login?redirectTo=%2Fen%2Fgold-price%3Frange%3D30d", calls: [] });
  });

  it("send an unknown intent back to the page, asking the Shop API nothing", async () => {
    expect(await post(wallet, "/en/profile/wallet", { intent: "withdraw", amount: "5000" }, signedIn)).toMatchObject({ status: 302, location: "/en/profile/wallet", calls: [] });
    expect(await post(goldPrice, "/gold-price?range=1y", { intent: "delete-alert" }, signedIn)).toMatchObject({ status: 302, location: "/gold-price?range=1y", calls: [] });
    expect(await post(goldAlerts, "/profile/gold-alerts", { intent: "create-alert", id: "3" }, signedIn)).toMatchObject({ status: 302, location: "/profile/gold-alerts", calls: [] });
  });
});

describe("the wallet's action", () => {
  it("refuses an amount beside its field, what was typed kept, and the gateway's refusal above the form", async () => {
    const ours = refusal(await post(wallet, "/en/profile/wallet", { intent: "charge", amount: "۵۰۰", driver: "zarinpal", idempotency_key: KEY }, signedIn));
    expect(ours).toMatchObject({ status: 400, intent: "charge", errors: { amount: expect.stringContaining("at least") }, kept: { amount: "۵۰۰", driver: "zarinpal" } });

    const answers = { "POST /payment": { status: 422, json: { message: "This gateway takes no payments now.", code: 422 } } };
    const theirs = await post(wallet, "/en/profile/wallet", { intent: "charge", amount: "200,000", driver: "zarinpal", idempotency_key: KEY }, { ...signedIn, answers });
    expect(theirs).toMatchObject({ status: 422, data: { intent: "charge", result: { error: { "": ["This gateway takes no payments now."] } } } });
  });

  it("sends a top-up to the gateway, a full page load", async () => {
    const answers = { "POST /payment": { json: { data: { recharge_id: 7, amount: 200_000, action: "http://api.test/gateway/7" } } } };
    const answered = await post(wallet, "/profile/wallet", { intent: "charge", amount: "۲۰۰٬۰۰۰", driver: "zarinpal", idempotency_key: KEY }, { ...signedIn, answers });
    expect(answered).toMatchObject({ status: 303, location: "http://api.test/gateway/7", calls: ["POST /payment"] });
  });

  it("refuses a gift card's code the Shop API does not know beside the code, in its words", async () => {
    const answers = { "POST /wallet/redeem": { status: 404, json: { message: "No gift card has this code.", code: 404 } } };
    const answered = refusal(await post(wallet, "/en/profile/wallet", { intent: "redeem", code: "NOPE-1" }, { ...signedIn, answers }));
    expect(answered).toMatchObject({ status: 422, intent: "redeem", errors: { code: "No gift card has this code." }, kept: { code: "NOPE-1" } });
  });
});

describe("the gold price alerts' actions", () => {
  it("refuse an amount out of bounds, and the Shop API's refusal, beside the amount", async () => {
    const ours = refusal(await post(goldPrice, "/en/gold-price", { intent: "create-alert", direction: "below", price: "12" }, signedIn));
    expect(ours).toMatchObject({ status: 400, intent: "create-alert", errors: { price: expect.stringContaining("between") }, kept: { price: "12" } });

    const answers = { "POST /gold-price-alerts": { status: 422, json: { message: "You have too many alerts.", code: 422 } } };
    const theirs = refusal(await post(goldPrice, "/en/gold-price", { intent: "create-alert", direction: "above", price: "5,000,000" }, { ...signedIn, answers }));
    expect(theirs).toMatchObject({ status: 422, intent: "create-alert", errors: { price: "You have too many alerts." } });
  });

  it("save an alert back to the range the shopper was looking at, with a toast", async () => {
    const answers = { "POST /gold-price-alerts": { json: { data: { id: 4, direction: "below", price: 5_000_000, created_at: "2026-11-28T08:00:00Z" } } } };
    const answered = await post(goldPrice, "/en/gold-price?range=30d", { intent: "create-alert", direction: "below", price: "5,000,000" }, { ...signedIn, answers });
    expect(answered).toMatchObject({ status: 302, location: "/en/gold-price?range=30d#price-alert" });
    expect(toastOf(answered.session)).toMatchObject({ type: "success", message: expect.stringContaining("goes below") });
  });

  it("remove an alert back to the list saying so, or that it was gone already; none named asks nothing", async () => {
    const removed = await post(goldAlerts, "/en/profile/gold-alerts", { intent: "delete-alert", id: "4" }, { ...signedIn, answers: { "DELETE /gold-price-alerts/4": { json: { data: { id: 4 } } } } });
    expect(removed).toMatchObject({ status: 302, location: "/en/profile/gold-alerts" });
    expect(toastOf(removed.session)).toEqual({ type: "success", message: "The price alert was removed." });

    const gone = await post(goldAlerts, "/en/profile/gold-alerts", { intent: "delete-alert", id: "5" }, { ...signedIn, answers: { "DELETE /gold-price-alerts/5": { status: 404, json: { message: "" } } } });
    expect(toastOf(gone.session)).toMatchObject({ type: "info" });

    expect(await post(goldAlerts, "/profile/gold-alerts", { intent: "delete-alert", id: "-1" }, signedIn)).toMatchObject({ status: 302, location: "/profile/gold-alerts", calls: [] });
  });
});
