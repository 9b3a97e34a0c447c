import { describe, expect, it } from "vitest";
import { action as shipping } from "~/routes/checkout-shipping.server";
import { action as addressBook } from "~/routes/profile-address.server";
import { type Answers, post, refusal, toastOf } from "./action-support";

// The two pages with the address form (shop/actions/address-form.server.ts), on decision 44's pattern: the
// address book's action (routes/profile-address.server.ts) and checkout's shipping
// (routes/checkout-shipping.server.ts), one handler per intent, each refusal beside its form.

const ADDRESS = { state_id: "8", city_id: "81", receiver_name: "Sara Ahmadi", receiver_mobile: "۰۹۱۲۱۲۳۴۵۶۷", address: "Chaharbagh Street, 12th alley, No. 4", postal_code: "8173612345" };
const signedIn = { signedIn: true };

describe("both", () => {
  it("send a guest to sign in, and back", async () => {
    expect(await post(addressBook, "/profile/address", { intent: "add", ...ADDRESS })).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fprofile%2Faddress", calls: [] });
    expect(await post(shipping, "/en/checkout/shipping", { intent: "day" })).toMatchObject({ status: 302, location: "/en/login?redirectTo=%2Fen%2Fcheckout%2Fshipping" });
  });

  it("send an unknown intent back to the page, asking the Shop API nothing", async () => {
    expect(await post(addressBook, "/profile/address", { intent: "archive", address_id: "3" }, signedIn)).toMatchObject({ status: 302, location: "/profile/address", calls: [] });
    expect(await post(shipping, "/en/checkout/shipping", { intent: "pay" }, signedIn)).toMatchObject({ status: 302, location: "/en/checkout/shipping", calls: [] });
  });

  it("refuse the address form beside its fields, what was typed kept; the Shop API's refusal beside its fields too, its words above the form", async () => {
    const ours = refusal(await post(addressBook, "/profile/address", { intent: "add", ...ADDRESS, postal_code: "۱۲۳" }, signedIn));
    expect(ours).toMatchObject({ status: 400, intent: "add", errors: { postal_code: "باید ۱۰ رقم باشد." }, kept: { ...ADDRESS, postal_code: "۱۲۳" } });

    const answers = { "POST /new-create-address": { status: 422, json: { message: "The city is not in the province.", code: 422, errors: { city_id: ["Not in this province."], other: ["?"] } } } };
    const theirs = await post(shipping, "/en/checkout/shipping", { intent: "address", ...ADDRESS }, { ...signedIn, answers });
    expect(refusal(theirs)).toMatchObject({ status: 422, intent: "address", errors: { city_id: "Not in this province." } });
    expect(theirs.data).toMatchObject({ error: "The city is not in the province." });
  });
});

describe("the address book's action", () => {
  it("adds, changes, makes default and deletes an address, back to the book with a toast", async () => {
    const address = { id: 3, receiver_name: "Sara Ahmadi", receiver_mobile: "09121234567", state_id: 8, state_name: "Isfahan", city_id: 81, city_name: "Isfahan" };
    const saved = { json: { data: { ...address, address: ADDRESS.address, postal_code: ADDRESS.postal_code, plaque: null, unit: null, is_active: false } } };
    const cases: { fields: Record<string, string>; answers: Answers; toast: string }[] = [
      { fields: { intent: "add", ...ADDRESS }, answers: { "POST /address": saved }, toast: "The address was added." },
      { fields: { intent: "edit", address_id: "3", ...ADDRESS }, answers: { "PUT /address/3": saved }, toast: "The address was changed." },
      { fields: { intent: "default", address_id: "3" }, answers: { "POST /active-address/3": { json: {} } }, toast: "Your next orders will go to this address." },
      { fields: { intent: "delete", address_id: "3" }, answers: { "DELETE /address/3": { json: {} } }, toast: "The address was deleted." },
    ];
    for (const { fields, answers, toast } of cases) {
      const answered = await post(addressBook, "/en/profile/address", fields, { ...signedIn, answers });
      expect(answered, fields.intent).toMatchObject({ status: 302, location: "/en/profile/address", calls: Object.keys(answers) });
      expect(toastOf(answered.session), fields.intent).toEqual({ type: "success", message: toast });
    }
  });

  it("answers 404 for an address that is not the shopper's, or none named", async () => {
    expect(await post(addressBook, "/profile/address", { intent: "edit", ...ADDRESS }, signedIn)).toMatchObject({ status: 404, calls: [] });
    expect(await post(addressBook, "/profile/address", { intent: "delete", address_id: "x" }, signedIn)).toMatchObject({ status: 404, calls: [] });
    const answers = { "PUT /address/9": { status: 404, json: { message: "" } } };
    expect(await post(addressBook, "/profile/address", { intent: "edit", address_id: "9", ...ADDRESS }, { ...signedIn, answers })).toMatchObject({ status: 404, calls: ["PUT /address/9"] });
  });
});

describe("checkout's shipping action", () => {
  it("refuses a choice of none beside it (422), and the Shop API's refusal of one in its words", async () => {
    for (const [intent, message] of [["choose-address", "Please choose or add the address the order goes to."], ["transport", "Please choose how the order travels."], ["day", "Please choose a delivery day and time."]]) {
      const answered = await post(shipping, "/en/checkout/shipping", { intent: intent!, slot: "tomorrow" }, signedIn);
      expect(answered, intent).toMatchObject({ status: 422, data: { intent, error: message }, calls: [] });
    }
    const answers = { "POST /set-transport": { status: 422, json: { message: "No courier goes there.", code: 422 } } };
    expect(await post(shipping, "/checkout/shipping", { intent: "transport", transport_id: "2" }, { ...signedIn, answers })).toMatchObject({ status: 422, data: { intent: "transport", error: "No courier goes there." } });
  });

  it("goes on a choice made back to the page; to payment only once all are chosen, else names the first missing", async () => {
    const answers = { "POST /deliverer/set-delivery-day": { json: { data: [] } } };
    expect(await post(shipping, "/checkout/shipping", { intent: "day", slot: "2026-11-27|2" }, { ...signedIn, answers })).toMatchObject({ status: 302, location: "/checkout/shipping" });

    const none = { "GET /address": { json: { data: [] } }, "GET /transports": { json: { data: [] } }, "GET /deliverer/get-next-seven-days": { json: { data: [] } } };
    const missing = await post(shipping, "/en/checkout/shipping", { intent: "continue" }, { ...signedIn, answers: none });
    expect(refusal(missing)).toMatchObject({ status: 422, intent: "continue", errors: { address: "Please choose or add the address the order goes to." } });
    expect(missing.data).toMatchObject({ error: "Please choose or add the address the order goes to." });
  });
});
