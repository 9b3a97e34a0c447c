import { describe, expect, it } from "vitest";
import { paymentAction, takePriceChange } from "~/shop/actions/payment-action.server";
import { post } from "./action-support";

// The pay button's action (docs/decisions/0050): the gateway only ever for the amount on the button;
// a held price refused, or an order priced at another amount, comes back to the page with the total
// the shopper was shown.

const signedIn = { signedIn: true };
const FORM = { intent: "pay", driver: "sandbox", quote_id: "q-1", idempotency_key: "0b8a7c3e-58f4-4c1d-9d0e-2f6a1b7c9e21", shown_amount: "19825170" };
const GATEWAY = "http://shop.test/shop-api/gateway/sandbox/abc";
const placed = (amount: number) => ({ "POST /payment": { json: { data: { order_id: 7, amount, action: GATEWAY } } } });

describe("the payment action", () => {
  it("sends a guest to sign in, and a form without the pay intent (a page from before it) back to the page, paying nothing", async () => {
    expect(await post(paymentAction, "/checkout/payment", FORM)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fcheckout%2Fpayment", calls: [] });
    const older = Object.fromEntries(Object.entries(FORM).filter(([name]) => name !== "intent"));
    expect(await post(paymentAction, "/en/checkout/payment", older, signedIn)).toMatchObject({ status: 303, location: "/en/checkout/payment", calls: [] });
    expect(await post(paymentAction, "/checkout/payment", { ...FORM, intent: "refund" }, signedIn)).toMatchObject({ status: 303, location: "/checkout/payment", calls: [] });
  });

  it("sends the shopper to the gateway when the order is placed at the amount on the button", async () => {
    const answered = await post(paymentAction, "/checkout/payment", FORM, { ...signedIn, answers: placed(19_825_170) });
    expect(answered).toMatchObject({ status: 303, location: GATEWAY, calls: ["POST /payment"] });
    expect(takePriceChange(answered.session)).toBeNull();
  });

  it("comes back to the page with the total shown, and the Shop API's reason, when the held price ran out (410) or the cart changed (412)", async () => {
    for (const status of [410, 412]) {
      const answers = { "POST /payment": { status, json: { message: "see the new amount", code: status } } };
      const answered = await post(paymentAction, "/en/checkout/payment", FORM, { ...signedIn, answers });
      expect(answered, String(status)).toMatchObject({ status: 303, location: "/en/checkout/payment" });
      expect(takePriceChange(answered.session)).toEqual({ previous: 19_825_170, reason: "see the new amount" });
    }
  });

  it("never sends the shopper to pay another amount: a Shop API without quotes that priced the order anew sends them back", async () => {
    const answered = await post(paymentAction, "/checkout/payment", { ...FORM, quote_id: "" }, { ...signedIn, answers: placed(20_757_977) });
    expect(answered).toMatchObject({ status: 303, location: "/checkout/payment" });
    expect(takePriceChange(answered.session)).toEqual({ previous: 19_825_170, reason: null });
  });

  it("shows the Shop API's other refusals above the button, and asks for a gateway in the page's language", async () => {
    const answers = { "POST /payment": { status: 409, json: { message: "“Pearl studs” is no longer in stock in that quantity: update your cart.", code: 409 } } };
    expect(await post(paymentAction, "/en/checkout/payment", FORM, { ...signedIn, answers })).toMatchObject({
      status: 409,
      data: { error: "“Pearl studs” is no longer in stock in that quantity: update your cart." },
    });
    expect(await post(paymentAction, "/checkout/payment", { ...FORM, driver: "" }, signedIn)).toMatchObject({
      status: 400,
      data: { error: "لطفاً یک درگاه پرداخت انتخاب کنید." },
      calls: [],
    });
  });
});
