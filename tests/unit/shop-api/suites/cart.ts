import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cartRefusalSchema,
  cartResponseSchema,
  checkoutTotalsSchema,
  productResponseSchema,
  tokenResponseSchema,
  totalCartResponseSchema,
  userWalletsResponseSchema,
} from "../../../../shop-api/contract";
import { loadVariety, priceVariety } from "../../../../shop-api/server/checkout/cart";
import { productVarieties } from "../../../../shop-api/server/db/schema";
import { freshMobile, logIn, registerAccount, sendCode, verify } from "../accounts";
import { cartCall, fixGoldPrice, freshVariety, get, newShopper, post, releaseGoldPrice } from "../checkout";
import { bearer, requestJson, type RunningShopApi } from "../harness";

/** The cart: `GET /cart/`, `/total-cart`, the changes and their refusals, prices, the guest cart joining the user's. */
export function cartSuite(shop: RunningShopApi): void {
  const guest = () => ({ clientToken: randomUUID() });

  async function totals(headers: Record<string, string>) {
    const answer = await get(shop, "/total-cart", headers);
    expect(answer.status).toBe(200);
    // The storefront's older parse (docs/shop/03-entities.md §3.8) still reads the extended answer.
    totalCartResponseSchema.parse(answer.body);
    return checkoutTotalsSchema.parse((answer.body as { data: unknown }).data);
  }

  async function refused(path: string, headers: Record<string, string>, body: unknown, status: number) {
    const answer = await post(shop, path, headers, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return cartRefusalSchema.parse(answer.body);
  }

  describe("GET /total-cart and GET /cart/", () => {
    it("answer an empty cart without a token, for a token with no cart and for a user with no cart", async () => {
      const empty = {
        quantity: 0,
        total_final: 0,
        wallet_costs: [],
        total_price: 0,
        total_special: 0,
        discount_code: null,
        discount_amount: 0,
        shipping_cost: 0,
      };
      expect(await totals({})).toEqual(empty);
      expect(await totals(guest())).toEqual(empty);
      // A stale or made-up bearer token reads as a guest.
      expect(await totals({ ...guest(), Authorization: "Bearer some-login-token" })).toEqual(empty);
      const shopper = await newShopper(shop);
      expect(await totals(shopper.headers)).toEqual(empty);
      expect(cartResponseSchema.parse((await get(shop, "/cart/", shopper.headers)).body).data).toEqual([]);
    });
  });

  describe("cart changes", () => {
    it("add-cart adds to the variety's line; increment and decrement move it by one; at 0 the line goes", async () => {
      const variety = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      const headers = guest();
      const first = await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
      expect(first.items).toHaveLength(1);
      const [line] = first.items;
      expect(line).toMatchObject({ product_vendor_id: variety.id, product_id: variety.productId, quantity: 1, max_cart_add: 3, available: true });
      const again = await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
      expect(again.items).toEqual([expect.objectContaining({ id: line?.id, quantity: 2 })]);
      expect((await cartCall(shop, "/increment-cart/", headers, { product_vendor_id: variety.id })).items[0]?.quantity).toBe(3);
      expect((await cartCall(shop, "/decrement-cart/", headers, { product_vendor_id: variety.id })).items[0]?.quantity).toBe(2);
      await cartCall(shop, "/decrement-cart/", headers, { product_vendor_id: variety.id });
      const emptied = await cartCall(shop, "/decrement-cart/", headers, { product_vendor_id: variety.id });
      expect(emptied.items).toEqual([]);
      expect(emptied.totals).toMatchObject({ quantity: 0, total_final: 0 });
      // Gone: there is nothing to decrement or increment any more.
      expect((await refused("/decrement-cart/", headers, { product_vendor_id: variety.id }, 404)).code).toBe(404);
      expect((await refused("/increment-cart/", headers, { product_vendor_id: variety.id }, 404)).code).toBe(404);
    });

    it("refuses above max_cart_add with 422 (and the limit) and above the stock with 409, and changes nothing", async () => {
      const limited = await freshVariety(shop, { stock: 5, maxCartAdd: 2 });
      const scarce = await freshVariety(shop, { stock: 1, maxCartAdd: 3 });
      const soldOut = await freshVariety(shop, { stock: 0, maxCartAdd: 2 });
      const headers = guest();
      const overLimit = await refused("/add-cart?lang=en", headers, { product_vendor_id: limited.id, quantity: 3 }, 422);
      expect(overLimit).toMatchObject({ code: 422, max_cart_add: 2, message: "You can buy at most 2 of this item in one order." });
      expect((await refused("/add-cart", headers, { product_vendor_id: limited.id, quantity: 3 }, 422)).message).toContain("۲");
      await cartCall(shop, "/add-cart", headers, { product_vendor_id: limited.id, quantity: 2 });
      expect((await refused("/increment-cart/", headers, { product_vendor_id: limited.id }, 422)).max_cart_add).toBe(2);
      expect((await refused("/update-cart", headers, { product_vendor_id: limited.id, quantity: 3 }, 422)).max_cart_add).toBe(2);

      await cartCall(shop, "/add-cart", headers, { product_vendor_id: scarce.id, quantity: 1 });
      const overStock = await refused("/add-cart?lang=en", headers, { product_vendor_id: scarce.id, quantity: 1 }, 409);
      expect(overStock).toEqual({ code: 409, message: "Only 1 of this item are in stock." });
      expect((await refused("/add-cart?lang=en", headers, { product_vendor_id: soldOut.id, quantity: 1 }, 409)).message).toBe(
        "This item is out of stock.",
      );
      expect((await refused("/add-cart", headers, { product_vendor_id: 99_999_999, quantity: 1 }, 404)).code).toBe(404);

      const cart = cartResponseSchema.parse((await get(shop, "/cart/", headers)).body).data;
      expect(cart.map((item) => [item.product_vendor_id, item.quantity])).toEqual([
        [limited.id, 2],
        [scarce.id, 1],
      ]);
      // max_cart_add shows what can be had now: the limit, or the stock when that is lower.
      expect(cart.map((item) => item.max_cart_add)).toEqual([2, 1]);
    });

    it("update-cart sets a quantity (0 removes); delete-cart/ removes a line by id, only the caller's", async () => {
      const variety = await freshVariety(shop, { stock: 4, maxCartAdd: 4 });
      const other = await freshVariety(shop, { stock: 4, maxCartAdd: 4 });
      const headers = guest();
      expect((await cartCall(shop, "/update-cart", headers, { product_vendor_id: variety.id, quantity: 3 })).items[0]?.quantity).toBe(3);
      expect((await cartCall(shop, "/update-cart", headers, { product_vendor_id: variety.id, quantity: 1 })).items[0]?.quantity).toBe(1);
      expect((await cartCall(shop, "/update-cart", headers, { product_vendor_id: variety.id, quantity: 0 })).items).toEqual([]);
      const state = await cartCall(shop, "/add-cart", headers, { product_vendor_id: other.id, quantity: 2 });
      const lineId = state.items[0]?.id ?? 0;
      expect((await refused("/delete-cart/", guest(), { id: lineId }, 404)).code).toBe(404);
      expect((await cartCall(shop, "/delete-cart/", headers, { id: lineId })).items).toEqual([]);
      expect((await refused("/delete-cart/", headers, { id: lineId }, 404)).code).toBe(404);
    });

    it("needs a clientToken (or a signed-in user) to change a cart: 400 without; 400 for a malformed body", async () => {
      const variety = await freshVariety(shop, { stock: 2, maxCartAdd: 2 });
      const answer = await post(shop, "/add-cart?lang=en", {}, { product_vendor_id: variety.id, quantity: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, message: "No cart: send the visitor's clientToken header." });
      expect((await post(shop, "/add-cart", guest(), { product_vendor_id: variety.id, quantity: 0 })).status).toBe(400);
      expect((await post(shop, "/update-cart", guest(), { product_vendor_id: "x", quantity: 1 })).status).toBe(400);
    });
  });

  describe("prices and totals", () => {
    it("prices each line by its variety and the gold price now (as the product page), sums as docs/shop/09-constants.md §9.4 does", async () => {
      const discounted = await freshVariety(shop, { stock: 5, maxCartAdd: 3, discountPercent: 15 });
      const plain = await freshVariety(shop, { stock: 5, maxCartAdd: 3 });
      const headers = guest();
      await fixGoldPrice(shop, 10_000_000);
      try {
        await cartCall(shop, "/add-cart", headers, { product_vendor_id: discounted.id, quantity: 2 });
        const state = await cartCall(shop, "/add-cart", headers, { product_vendor_id: plain.id, quantity: 1 });
        for (const item of state.items) {
          const facts = await loadVariety(shop.api.db, "fa", item.product_vendor_id);
          const price = priceVariety(10_000_000, facts!);
          expect(item).toMatchObject({ price: price.price, special: price.special, total: price.toPay * item.quantity, added_price: price.toPay });
          // The product page prices the same variety the same.
          const page = productResponseSchema.parse((await get(shop, `/products/${item.product_id}`)).body).data;
          const variety = page.varieties.find((candidate) => candidate.product_vendor_id === item.product_vendor_id);
          expect({ price: variety?.price, special: variety?.special }).toEqual({ price: item.price, special: item.special });
        }
        const [withDiscount, without] = state.items;
        expect(withDiscount?.special).toBeLessThan(withDiscount?.price ?? 0);
        expect(without?.special).toBeNull();
        const lineDiscounts = state.items.reduce((sum, item) => sum + Math.abs(item.price - (item.special ?? item.price)) * item.quantity, 0);
        expect(state.totals).toEqual({
          quantity: 3,
          total_price: state.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
          total_special: state.items.reduce((sum, item) => sum + item.total, 0),
          total_final: state.items.reduce((sum, item) => sum + item.total, 0),
          discount_code: null,
          discount_amount: 0,
          wallet_costs: [],
          shipping_cost: 0,
        });
        expect(state.totals.total_price - state.totals.total_special).toBe(lineDiscounts);
        expect(lineDiscounts).toBeGreaterThan(0);
        expect(await totals(headers)).toEqual(state.totals);

        // The price follows the gold price until payment; the price when added stays.
        await fixGoldPrice(shop, 11_000_000);
        const later = cartResponseSchema.parse((await get(shop, "/cart/", headers)).body).data;
        expect(later[1]?.price).toBeGreaterThan(without?.price ?? 0);
        expect(later[1]?.added_price).toBe(without?.added_price);
        // Stock that falls below a line's quantity marks it unavailable.
        await shop.api.db.update(productVarieties).set({ stock: 1 }).where(eq(productVarieties.id, discounted.id));
        expect(cartResponseSchema.parse((await get(shop, "/cart/", headers)).body).data.map((item) => item.available)).toEqual([false, true]);
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("names lines in the call's language: name, variety value, warranty", async () => {
      const headers = guest();
      // A seeded ring size (classic wedding band, size 56).
      await cartCall(shop, "/add-cart", headers, { product_vendor_id: 92, quantity: 1 });
      const [fa] = cartResponseSchema.parse((await get(shop, "/cart/", headers)).body).data;
      const [en] = cartResponseSchema.parse((await get(shop, "/cart/?lang=en", headers)).body).data;
      expect(fa).toMatchObject({ variety: "size", variety_value: "۵۶", product_slug: "wedding-ring/classic-wedding-band" });
      expect(en).toMatchObject({ variety: "size", variety_value: "56", product_slug: "wedding-ring/classic-wedding-band" });
      expect(fa?.name).not.toBe(en?.name);
      expect(en?.warranty).toBe("Guarantee of authenticity and gold purity");
      expect(fa?.product_image).toMatch(/^\/media\/catalogue\/products\/classic-wedding-band-1\.jpg$/);
    });
  });

  describe("the guest's cart joins the user's on sign-in", () => {
    it("on POST /login: quantities summed, capped by max_cart_add and the stock; the guest cart is gone", async () => {
      const both = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      const guestOnly = await freshVariety(shop, { stock: 4, maxCartAdd: 2 });
      const scarce = await freshVariety(shop, { stock: 1, maxCartAdd: 2 });
      const account = await registerAccount(shop);
      const shopper = { ...account, headers: bearer(account.token) };
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: both.id, quantity: 2 });
      const visitor = guest();
      await cartCall(shop, "/add-cart", visitor, { product_vendor_id: both.id, quantity: 2 });
      await cartCall(shop, "/add-cart", visitor, { product_vendor_id: guestOnly.id, quantity: 2 });
      await cartCall(shop, "/add-cart", visitor, { product_vendor_id: scarce.id, quantity: 1 });
      // The last one sells out before the shopper signs in.
      await shop.api.db.update(productVarieties).set({ stock: 0 }).where(eq(productVarieties.id, scarce.id));

      const login = await requestJson(shop.url("/login"), { body: { mobile: shopper.mobile, password: shopper.password }, headers: visitor });
      expect(login.status).toBe(200);
      const token = tokenResponseSchema.parse(login.body).data.token;
      const merged = cartResponseSchema.parse((await get(shop, "/cart/", { ...bearer(token), ...visitor })).body).data;
      expect(merged.map((item) => [item.product_vendor_id, item.quantity])).toEqual([
        [both.id, 3],
        [guestOnly.id, 2],
      ]);
      expect((await totals(visitor)).quantity).toBe(0);
      // The user's cart is the same whichever login token reads it.
      expect((await totals(shopper.headers)).quantity).toBe(5);
    });

    it("on POST /otp-token and POST /register too; a new account has the registration credit", async () => {
      const variety = await freshVariety(shop, { stock: 2, maxCartAdd: 2 });
      const visitor = guest();
      await cartCall(shop, "/add-cart", visitor, { product_vendor_id: variety.id, quantity: 1 });
      const mobile = freshMobile();
      const verification_token = await verify(shop, mobile, "register");
      const registered = await requestJson(shop.url("/register"), {
        body: { mobile, name: "کاربر تازه", password: "secret-password", verification_token },
        headers: visitor,
      });
      expect(registered.status).toBe(201);
      const token = tokenResponseSchema.parse(registered.body).data.token;
      expect((await totals(bearer(token))).quantity).toBe(1);
      const wallets = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", bearer(token))).body).data;
      expect(wallets).toEqual([expect.objectContaining({ type: "registration", balance: 500_000, in_cart: 0 })]);

      const second = guest();
      await cartCall(shop, "/add-cart", second, { product_vendor_id: variety.id, quantity: 2 });
      const code = await sendCode(shop, mobile, "login");
      const otp = await requestJson(shop.url("/otp-token"), { body: { mobile, code }, headers: second });
      expect(otp.status).toBe(200);
      // 1 + 2 capped by max_cart_add (2).
      expect((await totals(bearer(token))).quantity).toBe(2);
      expect((await totals(second)).quantity).toBe(0);
      // Logging in again with no guest cart changes nothing.
      await logIn(shop, mobile, "secret-password");
      expect((await totals(bearer(token))).quantity).toBe(2);
    });
  });
}
