import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  REGISTRATION_CREDIT,
  checkDiscountResponseSchema,
  discountRefusalSchema,
  errorBodySchema,
  getDiscountResponseSchema,
  registrationWalletResponseSchema,
  userWalletResponseSchema,
  userWalletsResponseSchema,
} from "../../../../shop-api/contract";
import { wallets } from "../../../../shop-api/server/db/schema";
import { logIn } from "../accounts";
import { cartCall, fixGoldPrice, freshVariety, get, newShopper, post, releaseGoldPrice } from "../checkout";
import { bearer, type RunningShopApi } from "../harness";

/** Discount codes (seeded: ZARRIN10, GOLD500, SUMMER1404, WELCOME5), wallets and the registration credit. */
export function discountsAndWalletsSuite(shop: RunningShopApi): void {
  const guest = () => ({ clientToken: randomUUID() });

  async function checkCode(headers: Record<string, string>, code: string, lang = "fa") {
    return post(shop, `/check-discount?lang=${lang}`, headers, { code });
  }

  async function discountOf(headers: Record<string, string>) {
    const answer = await get(shop, "/get-discount", headers);
    expect(answer.status).toBe(200);
    return getDiscountResponseSchema.parse(answer.body).data;
  }

  describe("discount codes", () => {
    it("apply only on success (200), then get-discount gives the amount; the totals take it off", async () => {
      const variety = await freshVariety(shop, { stock: 5, maxCartAdd: 5 });
      const headers = guest();
      await fixGoldPrice(shop, 10_000_000);
      try {
        const { totals } = await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
        expect(await discountOf(headers)).toEqual({ code: null, amount: 0, problem: null });
        const applied = await checkCode(headers, " zarrin10 ", "en");
        expect(applied.status).toBe(200);
        expect(checkDiscountResponseSchema.parse(applied.body).data).toEqual({
          code: 200,
          message: "The discount code ZARRIN10 has been applied to your cart.",
        });
        const amount = Math.round(totals.total_special / 10);
        expect(await discountOf(headers)).toEqual({ code: "ZARRIN10", amount, problem: null });
        const after = await cartCall(shop, "/increment-cart/", headers, { product_vendor_id: variety.id });
        expect(after.totals).toMatchObject({ discount_code: "ZARRIN10", discount_amount: Math.round(after.totals.total_special / 10) });
        expect(after.totals.total_final).toBe(after.totals.total_special - after.totals.discount_amount);

        // A refused code leaves the applied one alone.
        const unknown = await checkCode(headers, "NOPE", "en");
        expect(unknown.status).toBe(404);
        expect(discountRefusalSchema.parse(unknown.body)).toEqual({ code: 404, message: "This discount code does not exist." });
        const expired = await checkCode(headers, "summer۱۴۰۴");
        expect(expired.status).toBe(410);
        expect(discountRefusalSchema.parse(expired.body).message).toBe("مهلت استفاده از این کد تخفیف به پایان رسیده است.");
        expect((await discountOf(headers)).code).toBe("ZARRIN10");
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("GOLD500 needs a basket of 30,000,000 (422 below); below it later, it stays with amount 0", async () => {
      const variety = await freshVariety(shop, { stock: 5, maxCartAdd: 5 });
      const headers = guest();
      try {
        await fixGoldPrice(shop, 1_000_000);
        await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
        const below = await checkCode(headers, "GOLD500", "en");
        expect(below.status).toBe(422);
        expect(discountRefusalSchema.parse(below.body)).toEqual({ code: 422, message: "This discount code needs a basket of at least 30,000,000 toman." });
        expect((await checkCode(headers, "GOLD500")).body).toMatchObject({ message: "این کد تخفیف برای خریدهای از ۳۰٬۰۰۰٬۰۰۰ تومان به بالا است." });
        expect(await discountOf(headers)).toEqual({ code: null, amount: 0, problem: null });

        await fixGoldPrice(shop, 40_000_000);
        expect((await checkCode(headers, "GOLD500")).status).toBe(200);
        expect(await discountOf(headers)).toEqual({ code: "GOLD500", amount: 500_000, problem: null });

        await fixGoldPrice(shop, 1_000_000);
        expect(await discountOf(headers)).toEqual({ code: "GOLD500", amount: 0, problem: null });
        const { totals } = await cartCall(shop, "/update-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
        expect(totals).toMatchObject({ discount_code: "GOLD500", discount_amount: 0, total_final: totals.total_special });
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("WELCOME5 takes 5 %, at most 2,000,000; an empty cart takes no code (422)", async () => {
      const variety = await freshVariety(shop, { stock: 5, maxCartAdd: 5 });
      const headers = guest();
      expect((await checkCode(headers, "WELCOME5")).status).toBe(422);
      try {
        await fixGoldPrice(shop, 2_000_000);
        const { totals } = await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
        expect((await checkCode(headers, "welcome5")).status).toBe(200);
        expect(totals.total_special * 0.05).toBeLessThan(2_000_000);
        expect(await discountOf(headers)).toEqual({ code: "WELCOME5", amount: Math.round(totals.total_special * 0.05), problem: null });
        await fixGoldPrice(shop, 100_000_000);
        expect(await discountOf(headers)).toEqual({ code: "WELCOME5", amount: 2_000_000, problem: null });
      } finally {
        await releaseGoldPrice(shop);
      }
    });
  });

  describe("wallets", () => {
    it("the seeded accounts have the README's wallets; a guest gets 401", async () => {
      const expected: [string, string, [string, number][]][] = [
        ["09120000000", "zarrin-vip-1234", [["original", 3_000_000], ["gift", 1_000_000], ["referral", 400_000]]],
        ["09121111111", "zarrin-1234", [["credit", 2_000_000], ["gift", 500_000]]],
        ["09122222222", "zarrin-1234", [["registration", 500_000]]],
        ["09123333333", "zarrin-1234", []],
      ];
      for (const [mobile, password, kinds] of expected) {
        const token = await logIn(shop, mobile, password);
        const list = userWalletsResponseSchema.parse((await get(shop, "/all-user-wallets", bearer(token))).body).data;
        expect(list.map((wallet) => [wallet.type, wallet.balance]), mobile).toEqual(kinds);
        if (mobile === "09120000000") {
          const original = await get(shop, "/user-original-wallet?lang=en", bearer(token));
          expect(userWalletResponseSchema.parse(original.body).data).toMatchObject({ type: "original", title: "Main wallet", balance: 3_000_000 });
          expect(list.find((wallet) => wallet.type === "gift")?.expires_at).not.toBeNull();
        }
      }
      const answer = await get(shop, "/user-wallets");
      expect(answer.status).toBe(401);
      expect(errorBodySchema.parse(answer.body).code).toBe(401);
    });

    it("pay for the cart in the order chosen, each at most what is left to pay; removed one by one or all", async () => {
      const shopper = await newShopper(shop);
      const { userId } = shopper;
      const [registration] = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
      const variety = await freshVariety(shop, { stock: 5, maxCartAdd: 5 });
      try {
        await fixGoldPrice(shop, 1_000_000);
        const { totals } = await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
        const basket = totals.total_special;
        expect(basket).toBeGreaterThan(REGISTRATION_CREDIT);
        // A gift card that, with the registration credit, pays the basket with 200,000 to spare.
        const giftBalance = basket - REGISTRATION_CREDIT + 200_000;
        const rows = await shop.api.db
          .insert(wallets)
          .values([
            { userId, type: "gift", balance: giftBalance },
            { userId, type: "original", balance: 0 },
            { userId, type: "referral", balance: 100_000 },
          ])
          .returning({ id: wallets.id });
        const [gift, empty, referral] = rows.map((row) => row.id);

        const first = await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: registration?.wallet_id });
        expect(first.totals.wallet_costs).toEqual([{ wallet_id: registration?.wallet_id, amount: REGISTRATION_CREDIT }]);
        expect(first.totals.total_final).toBe(basket - REGISTRATION_CREDIT);
        const second = await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: gift });
        expect(second.totals.wallet_costs).toEqual([
          { wallet_id: registration?.wallet_id, amount: REGISTRATION_CREDIT },
          { wallet_id: gift, amount: basket - REGISTRATION_CREDIT },
        ]);
        expect(second.totals.total_final).toBe(0);
        // Applying one again changes nothing.
        expect((await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: gift })).totals).toEqual(second.totals);
        const inCart = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
        expect(inCart.map((wallet) => [wallet.wallet_id, wallet.in_cart])).toEqual([
          [registration?.wallet_id, REGISTRATION_CREDIT],
          [gift, basket - REGISTRATION_CREDIT],
          [referral, 0],
        ]);

        const emptyWallet = await post(shop, "/update-cart-with-wallet?lang=en", shopper.headers, { wallet_id: empty });
        expect(emptyWallet.status).toBe(422);
        expect(emptyWallet.body).toEqual({ code: 422, message: "This wallet is empty." });
        const nothingLeft = await post(shop, "/update-cart-with-wallet?lang=en", shopper.headers, { wallet_id: referral });
        expect(nothingLeft.status).toBe(422);
        expect(nothingLeft.body).toEqual({ code: 422, message: "Nothing is left to pay." });

        const removed = await cartCall(shop, "/delete-wallet-item", shopper.headers, { wallet_id: registration?.wallet_id });
        // The gift card now gives what it can: all of its balance.
        expect(removed.totals.wallet_costs).toEqual([{ wallet_id: gift, amount: giftBalance }]);
        expect(removed.totals.total_final).toBe(basket - giftBalance);
        const none = await cartCall(shop, "/delete-all-wallet", shopper.headers);
        expect(none.totals.wallet_costs).toEqual([]);
        expect(none.totals.total_final).toBe(basket);

        // Someone else's wallet is not found; a guest is refused.
        const vip = await logIn(shop, "09120000000", "zarrin-vip-1234");
        const vipWallets = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", bearer(vip))).body).data;
        expect((await post(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: vipWallets[0]?.wallet_id })).status).toBe(404);
        expect((await post(shop, "/delete-wallet-item", shopper.headers, { wallet_id: vipWallets[0]?.wallet_id })).status).toBe(404);
        for (const path of ["/update-cart-with-wallet", "/delete-wallet-item", "/delete-all-wallet"]) {
          expect((await post(shop, path, guest(), { wallet_id: gift })).status, path).toBe(401);
        }
      } finally {
        await releaseGoldPrice(shop);
      }
    });
  });

  describe("registration credit (promo banner, docs/shop/04-flows.md §4.6)", () => {
    async function both(headers: Record<string, string>, lang = "fa") {
      const desktop = await get(shop, `/user-registration-wallet?lang=${lang}`, headers);
      const mobile = await get(shop, `/check-registration-wallet?lang=${lang}`, headers);
      return { desktop, mobile };
    }

    it("a guest: 401 from the desktop call, 200 with code 403 from the mobile one", async () => {
      const { desktop, mobile } = await both(guest(), "en");
      expect(desktop.status).toBe(401);
      expect(errorBodySchema.parse(desktop.body).code).toBe(401);
      expect(mobile.status).toBe(200);
      expect(registrationWalletResponseSchema.parse(mobile.body).data).toEqual({
        code: 403,
        message: "Sign up and get 500,000 toman of shopping credit as a gift.",
      });
      expect(registrationWalletResponseSchema.parse((await both(guest())).mobile.body).data.message).toContain("۵۰۰٬۰۰۰");
    });

    it("a user with an unused registration credit: 200 and a message naming it; anyone else 404", async () => {
      for (const token of [await logIn(shop, "09122222222", "zarrin-1234"), (await newShopper(shop)).token]) {
        for (const answer of Object.values(await both(bearer(token)))) {
          expect(answer.status).toBe(200);
          const { code, message } = registrationWalletResponseSchema.parse(answer.body).data;
          expect(code).toBe(200);
          expect(message).toContain("۵۰۰٬۰۰۰ تومان");
        }
        const english = registrationWalletResponseSchema.parse((await both(bearer(token), "en")).mobile.body).data;
        expect(english.message).toBe("You have 500,000 toman of sign-up credit in your wallet: shop with it now.");
      }
      const without = await logIn(shop, "09123333333", "zarrin-1234");
      for (const answer of Object.values(await both(bearer(without), "en"))) {
        expect(answer.status).toBe(404);
        expect(registrationWalletResponseSchema.parse(answer.body).data).toEqual({ code: 404, message: "You have no sign-up credit." });
      }
    });
  });
}
