import { describe, expect, it } from "vitest";
import { action as cart } from "~/routes/checkout-cart.server";
import { post, refusal, toastOf } from "./action-support";

// The one cart action on decision 44's pattern (routes/checkout-cart.server.ts), posted by every cart
// form: a fetcher's post (`_fetcher=1`, JavaScript) gets its news as data, a plain post goes back to
// its page with the news as a toast; a refused discount code stays beside its field either way.

const CART = (quantity: number) => ({
  json: { data: { items: [], totals: { quantity, total_final: 0, wallet_costs: [], total_price: 0, total_special: 0, discount_code: null, discount_amount: 0, shipping_cost: 0 } } },
});
const FETCHER = { _fetcher: "1" };

describe("the cart action", () => {
  it("adds to the cart: a fetcher gets the cart, a plain post goes back to the product with the dialog and a toast", async () => {
    const answers = { "POST /add-cart": CART(2) };
    const fetched = await post(cart, "/en/checkout/cart", { intent: "add", product_vendor_id: "۱۲", ...FETCHER }, { answers });
    expect(fetched).toMatchObject({ status: 200, data: { intent: "add", ok: true, message: "Product added to cart", cart: { totals: { quantity: 2 } } } });

    const plain = await post(cart, "/checkout/cart", { intent: "add", product_vendor_id: "12", redirectTo: "/product/12/ring" }, { answers });
    expect(plain).toMatchObject({ status: 302, location: "/product/12/ring?dialog=added" });
    expect(toastOf(plain.session)).toMatchObject({ type: "success" });
  });

  it("tells the Shop API's refusal in the shop's words, and a form that makes no sense (or an unknown intent) as a failure, asking nothing", async () => {
    const answers = { "POST /increment-cart/": { status: 409, json: { message: "stock", code: 409 } } };
    expect(await post(cart, "/en/checkout/cart", { intent: "increment", product_vendor_id: "12", ...FETCHER }, { answers })).toMatchObject({
      status: 400,
      data: { intent: "increment", ok: false, message: "There is not enough in stock for that quantity." },
    });
    const failed = "Your cart could not be changed. Please try again.";
    expect(await post(cart, "/en/checkout/cart", { intent: "update", product_vendor_id: "x", quantity: "1", ...FETCHER })).toMatchObject({ status: 400, data: { intent: "update", ok: false, message: failed }, calls: [] });
    expect(await post(cart, "/en/checkout/cart", { intent: "empty", ...FETCHER })).toMatchObject({ status: 400, data: { intent: null, ok: false, message: failed }, calls: [] });
    const plain = await post(cart, "/en/checkout/cart", { intent: "empty", redirectTo: "https://elsewhere.test/" });
    expect(plain).toMatchObject({ status: 302, location: "/en/checkout/cart", calls: [] });
    expect(toastOf(plain.session)).toEqual({ type: "error", message: failed });
  });

  it("refuses a discount code beside its field, what was typed kept, with or without JavaScript", async () => {
    const empty = refusal(await post(cart, "/en/checkout/cart", { intent: "discount", code: " " }));
    expect(empty).toMatchObject({ status: 400, intent: "discount", errors: { code: expect.any(String) } });

    const answers = { "POST /check-discount": { status: 410, json: { message: "This code has expired.", code: 410 } } };
    const expired = await post(cart, "/en/checkout/cart", { intent: "discount", code: "gold-10", ...FETCHER }, { answers });
    expect(refusal(expired)).toMatchObject({ status: 400, intent: "discount", errors: { code: "This code has expired." }, kept: { code: "gold-10" } });
    expect(expired.calls).toEqual(["POST /check-discount"]);
  });

  it("tells a wallet's refusal (another shopper's, empty) in the Shop API's words, as a toast on the page it was posted from", async () => {
    const answers = { "POST /update-cart-with-wallet": { status: 404, json: { message: "No such wallet of yours.", code: 404 } } };
    expect(await post(cart, "/en/checkout/cart", { intent: "wallet", wallet_id: "77", use: "on", ...FETCHER }, { answers })).toMatchObject({
      status: 400,
      data: { intent: "wallet", ok: false, message: "No such wallet of yours." },
    });
    const empty = { "POST /delete-wallet-item": { status: 422, json: { message: "This wallet is empty.", code: 422 } } };
    const plain = await post(cart, "/en/checkout/cart", { intent: "wallet", wallet_id: "77", use: "off", redirectTo: "/en/checkout/payment" }, { answers: empty });
    expect(plain).toMatchObject({ status: 302, location: "/en/checkout/payment" });
    expect(toastOf(plain.session)).toEqual({ type: "error", message: "This wallet is empty." });
  });
});
