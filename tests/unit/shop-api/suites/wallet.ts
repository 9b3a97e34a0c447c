import { describe, expect, it } from "vitest";
import {
  REFERRAL_REWARD,
  REGISTRATION_CREDIT,
  WALLET_CHARGE_MAX,
  WALLET_CHARGE_MIN,
  creditRequestRefusalSchema,
  creditRequestResponseSchema,
  creditRequestsResponseSchema,
  devGiftCardResponseSchema,
  errorBodySchema,
  redeemRefusalSchema,
  redeemResponseSchema,
  referralWalletResponseSchema,
  userCreditWalletsResponseSchema,
  userGiftWalletResponseSchema,
  userGiftWalletsResponseSchema,
  userWalletsResponseSchema,
  walletChargeResponseSchema,
  walletHistoryResponseSchema,
  walletRechargeResultResponseSchema,
  type WalletTransaction,
} from "../../../../shop-api/contract";
import { logIn, registerAccount, verify } from "../accounts";
import { cartCall, freshVariety, get, newShopper, post, readyToPay, type Shopper } from "../checkout";
import { bearer, requestJson, type RunningShopApi, type TestClock } from "../harness";

const CALLBACK = "http://localhost:3100/en/profile/wallet/recharge-result";
const VIP = { mobile: "09120000000", password: "zarrin-vip-1234" };
const ALI = { mobile: "09121111111", password: "zarrin-1234" };

/**
 * The wallet's calls (contract wallet.ts): history, credit and referral wallets, top-ups through
 * the sandbox gateway and their result, gift cards, friends invited, instalment requests.
 */
export function walletSuite(shop: RunningShopApi, clock: TestClock): void {
  const headersOf = async (account: { mobile: string; password: string }) => bearer(await logIn(shop, account.mobile, account.password));
  const walletsOf = async (headers: Record<string, string>) => userWalletsResponseSchema.parse((await get(shop, "/all-user-wallets", headers)).body).data;

  async function history(headers: Record<string, string>, body: Record<string, unknown> = {}, lang = "en") {
    const answer = await post(shop, `/user-wallet-history/?lang=${lang}`, headers, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return walletHistoryResponseSchema.parse(answer.body);
  }

  /** Every line of the shopper's history, newest first. */
  async function allLines(headers: Record<string, string>): Promise<WalletTransaction[]> {
    return (await history(headers, { per_page: 50 })).data;
  }

  async function charge(shopper: Shopper, amount: number) {
    const answer = await post(shop, "/payment?lang=en", shopper.headers, { type: "charge", amount, driver: "sandbox", callback_url: CALLBACK });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return walletChargeResponseSchema.parse(answer.body).data;
  }

  async function rechargeResult(rechargeId: number, headers: Record<string, string>) {
    const answer = await post(shop, "/wallet-recharge-result?lang=en", headers, { recharge_id: rechargeId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return walletRechargeResultResponseSchema.parse(answer.body).data;
  }

  function decide(action: string, decision: string): Promise<Response> {
    return fetch(action, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  }

  async function newGiftCard(amount: number, expiresInDays?: number) {
    const answer = await requestJson(shop.url("/dev/gift-cards"), { body: { amount, expires_in_days: expiresInDays } });
    expect(answer.status).toBe(201);
    return devGiftCardResponseSchema.parse(answer.body).data;
  }

  async function redeem(headers: Record<string, string>, code: string, lang = "en") {
    return post(shop, `/wallet/redeem?lang=${lang}`, headers, { code });
  }

  describe("POST /user-wallet-history/", () => {
    it("every seeded balance is the sum of its lines; newest first, by pages, each line titled in the call's language", async () => {
      for (const account of [VIP, ALI, { mobile: "09122222222", password: "zarrin-1234" }]) {
        const headers = await headersOf(account);
        const lines = await allLines(headers);
        for (const wallet of await walletsOf(headers)) {
          const sum = lines.filter((line) => line.wallet_id === wallet.wallet_id).reduce((total, line) => total + line.amount, 0);
          expect(sum, `${account.mobile} ${wallet.type}`).toBe(wallet.balance);
        }
        const dates = lines.map((line) => Date.parse(line.created_at));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
      }
      const vip = await headersOf(VIP);
      // Eight top-ups of the main wallet, the shop's gift card, two friends who joined.
      const first = await history(vip);
      expect(first.pagination).toEqual({ page: 1, per_page: 10, total: 11, last_page: 2 });
      const second = await history(vip, { page: 2 });
      expect(second.data).toHaveLength(1);
      expect(second.data[0]).toMatchObject({ kind: "top_up", amount: 500_000, title: "Top-up through the payment gateway", wallet_title: "Main wallet" });
      const referral = first.data.find((line) => line.kind === "referral");
      expect(referral).toMatchObject({ amount: REFERRAL_REWARD, wallet_type: "referral", title: expect.stringMatching(/^Your friend \u20660912\*\*\*444\d\u2069 joined$/) });
      const persian = await history(vip, {}, "fa");
      expect(persian.data.find((line) => line.kind === "gift_card")?.title).toMatch(/^کارت هدیهٔ \u2066ZG-[A-Z2-9]{4}-[A-Z2-9]{4}\u2069$/);
      expect(persian.data.find((line) => line.kind === "referral")?.title).toMatch(/^عضویت دوستتان با شمارهٔ \u2066۰۹۱۲\*\*\*۴۴۴[۰-۹]\u2069$/);

      // One wallet's lines only; another's wallet is not found; a guest is refused.
      const original = (await walletsOf(vip)).find((wallet) => wallet.type === "original");
      const own = await history(vip, { wallet_id: original?.wallet_id, per_page: 50 });
      expect(own.data).toHaveLength(8);
      expect(own.data.every((line) => line.wallet_id === original?.wallet_id)).toBe(true);
      const ali = await headersOf(ALI);
      expect((await post(shop, "/user-wallet-history/", ali, { wallet_id: original?.wallet_id })).status).toBe(404);
      expect((await post(shop, "/user-wallet-history/", {}, {})).status).toBe(401);
    });

    it("writes what an order's payment takes and what a failed one gives back", async () => {
      const shopper = await newShopper(shop);
      const variety = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
      await readyToPay(shop, shopper);
      const [registration] = await walletsOf(shopper.headers);
      await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: registration?.wallet_id });
      const placed = await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: "http://localhost:3100/en" });
      const { order_id, action } = (placed.body as { data: { order_id: number; action: string } }).data;
      expect((await decide(action, "cancel-get")).status).toBe(303);
      const lines = await allLines(shopper.headers);
      expect(lines.map((line) => [line.kind, line.amount, line.order_id])).toEqual([
        ["refund", REGISTRATION_CREDIT, order_id],
        ["order", -REGISTRATION_CREDIT, order_id],
        ["registration", REGISTRATION_CREDIT, null],
      ]);
      expect(lines.map((line) => line.title)).toEqual([`Returned from order ${order_id}`, `Paid for order ${order_id}`, "Sign-up gift"]);
    });
  });

  describe("GET /user-credit-wallets", () => {
    it("answers the shop credit a shopper was given, and nothing for one without", async () => {
      const ali = userCreditWalletsResponseSchema.parse((await get(shop, "/user-credit-wallets?lang=en", await headersOf(ALI))).body).data;
      expect(ali.map((wallet) => [wallet.type, wallet.title, wallet.balance])).toEqual([["credit", "Shopping credit", 2_000_000]]);
      expect(userCreditWalletsResponseSchema.parse((await get(shop, "/user-credit-wallets", await headersOf(VIP))).body).data).toEqual([]);
      expect((await get(shop, "/user-credit-wallets")).status).toBe(401);
    });
  });

  describe("topping up the main wallet (POST /payment as a charge)", () => {
    it("pays through the gateway and back to the callback by GET: the main wallet, made for the occasion, is credited once", async () => {
      const shopper = await newShopper(shop);
      expect((await walletsOf(shopper.headers)).map((wallet) => wallet.type)).toEqual(["registration"]);
      const started = await charge(shopper, 200_000);
      expect(started).toMatchObject({ amount: 200_000, action: expect.stringMatching(/\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/) });
      expect(await rechargeResult(started.recharge_id, shopper.headers)).toMatchObject({ status: "pending", amount: 200_000, paid_at: null, wallet: null });

      const html = await (await fetch(started.action)).text();
      expect(html).toContain(`${new Intl.NumberFormat("fa-IR").format(200_000)} تومان`);
      expect(html).toContain("افزایش موجودی کیف پول");
      expect(html).toContain(`data-recharge>${new Intl.NumberFormat("fa-IR", { useGrouping: false }).format(started.recharge_id)}<`);

      const paid = await decide(started.action, "pay-get");
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`${CALLBACK}?recharge_id=${started.recharge_id}&status=paid`);
      const result = await rechargeResult(started.recharge_id, shopper.headers);
      expect(result).toMatchObject({ status: "paid", amount: 200_000, reason: null, wallet: { type: "original", title: "Main wallet", balance: 200_000 } });
      expect(result.reference).toMatch(/^\d{12}$/);
      // Asking again, and replaying the gateway, change nothing.
      expect(await rechargeResult(started.recharge_id, shopper.headers)).toEqual(result);
      const replayed = await decide(started.action, "pay-get");
      expect(replayed.status).toBe(409);
      expect(await replayed.text()).toContain(`recharge_id=${started.recharge_id}`);
      const lines = (await allLines(shopper.headers)).filter((line) => line.kind === "top_up");
      expect(lines).toEqual([expect.objectContaining({ amount: 200_000, recharge_id: started.recharge_id, wallet_type: "original" })]);
      expect((await walletsOf(shopper.headers)).find((wallet) => wallet.type === "original")?.balance).toBe(200_000);

      // A second top-up goes to the same wallet; the credit then pays for a cart.
      const more = await charge(shopper, 50_000);
      await decide(more.action, "pay-get");
      const original = (await walletsOf(shopper.headers)).filter((wallet) => wallet.type === "original");
      expect(original.map((wallet) => wallet.balance)).toEqual([250_000]);
      const variety = await freshVariety(shop, { stock: 2, maxCartAdd: 2 });
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
      const cart = await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: original[0]?.wallet_id });
      expect(cart.totals.wallet_costs).toEqual([{ wallet_id: original[0]?.wallet_id, amount: 250_000 }]);
    });

    it("returns by POST with recharge_id, status and the reference; a cancelled or timed-out top-up credits nothing", async () => {
      const shopper = await newShopper(shop);
      const posted = await charge(shopper, 100_000);
      const form = await (await decide(posted.action, "pay-post")).text();
      expect(form).toContain(`action="${CALLBACK}"`);
      expect(form).toContain(`name="recharge_id" value="${posted.recharge_id}"`);
      expect(form).toContain('name="status" value="paid"');
      expect(form).toMatch(/name="ref" value="\d{12}"/);

      const cancelled = await charge(shopper, 70_000);
      const back = await decide(cancelled.action, "cancel-get");
      expect(back.headers.get("location")).toBe(`${CALLBACK}?recharge_id=${cancelled.recharge_id}&status=failed`);
      expect(await rechargeResult(cancelled.recharge_id, shopper.headers)).toMatchObject({ status: "failed", reason: "Cancelled by the shopper.", reference: null });

      const late = await charge(shopper, 80_000);
      clock.advance(21 * 60);
      expect(await rechargeResult(late.recharge_id, shopper.headers)).toMatchObject({ status: "failed", reason: "The payment timed out." });
      expect((await decide(late.action, "pay-get")).status).toBe(409);
      expect((await walletsOf(shopper.headers)).find((wallet) => wallet.type === "original")?.balance).toBe(100_000);
    });

    it("refuses an amount out of bounds or an unavailable gateway; the result is the owner's, the state alone without a bearer", async () => {
      const shopper = await newShopper(shop);
      const attempt = (amount: number, driver = "sandbox") => post(shop, "/payment?lang=en", shopper.headers, { type: "charge", amount, driver, callback_url: CALLBACK });
      const low = await attempt(WALLET_CHARGE_MIN - 1);
      expect(low.status).toBe(422);
      expect(errorBodySchema.parse(low.body)).toEqual({ code: 422, message: "A top-up is at least 10,000 toman." });
      const high = await attempt(WALLET_CHARGE_MAX + 1);
      expect(errorBodySchema.parse(high.body)).toEqual({ code: 422, message: "A top-up is at most 50,000,000 toman." });
      expect((await attempt(100_000, "zarinpal")).status).toBe(422);
      expect((await post(shop, "/payment", {}, { type: "charge", amount: 100_000, driver: "sandbox", callback_url: CALLBACK })).status).toBe(401);

      const started = await charge(shopper, 100_000);
      await decide(started.action, "pay-get");
      const stranger = await newShopper(shop);
      const other = await post(shop, "/wallet-recharge-result?lang=en", stranger.headers, { recharge_id: started.recharge_id });
      expect(other.status).toBe(404);
      expect(errorBodySchema.parse(other.body)).toEqual({ code: 404, message: "No such top-up." });
      expect((await post(shop, "/wallet-recharge-result", shopper.headers, { recharge_id: 99_999_999 })).status).toBe(404);
      expect(await rechargeResult(started.recharge_id, {})).toMatchObject({ status: "paid", amount: 100_000, wallet: null });
    });
  });

  describe("gift cards", () => {
    it("a code is redeemed once, into a gift wallet that runs out with the card; refused again, unknown or expired", async () => {
      const shopper = await newShopper(shop);
      const card = await newGiftCard(300_000, 90);
      // Typed as shoppers type: lower case, spaces, no dashes.
      const redeemed = await redeem(shopper.headers, ` ${card.code.replace(/-/g, " ").toLowerCase()} `);
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      const answer = redeemResponseSchema.parse(redeemed.body).data;
      expect(answer).toMatchObject({ gift_card_id: card.id, message: "300,000 toman of gift card credit was added to your wallet.", wallet: { type: "gift", balance: 300_000, expires_at: card.expires_at } });
      expect((await walletsOf(shopper.headers)).map((wallet) => [wallet.type, wallet.balance])).toEqual([["registration", REGISTRATION_CREDIT], ["gift", 300_000]]);
      expect((await allLines(shopper.headers))[0]).toMatchObject({ kind: "gift_card", amount: 300_000, title: `Gift card \u2066${card.code}\u2069` });

      const again = await redeem(shopper.headers, card.code);
      expect(again.status).toBe(409);
      expect(redeemRefusalSchema.parse(again.body)).toEqual({ code: 409, message: "This gift card has already been redeemed." });
      const byAnother = await redeem((await newShopper(shop)).headers, card.code, "fa");
      expect(redeemRefusalSchema.parse(byAnother.body)).toEqual({ code: 409, message: "این کارت هدیه پیش‌تر استفاده شده است." });
      expect(redeemRefusalSchema.parse((await redeem(shopper.headers, "ZG-NOPE-NOPE")).body)).toEqual({ code: 404, message: "This gift card code does not exist." });
      expect(redeemRefusalSchema.parse((await redeem(shopper.headers, "zg-expd-۱۴۰۳")).body)).toEqual({ code: 410, message: "This gift card has expired." });
      expect((await redeem({}, card.code)).status).toBe(401);
      expect((await walletsOf(shopper.headers)).map((wallet) => wallet.type)).toEqual(["registration", "gift"]);
    });

    it("lists the cards received and bought, each with its state; one card with its history; another's is 404", async () => {
      const vip = await headersOf(VIP);
      const cards = userGiftWalletsResponseSchema.parse((await get(shop, "/user-gift-wallets?lang=en", vip)).body).data;
      expect(cards.received).toEqual([
        expect.objectContaining({ role: "received", state: "active", amount: 1_000_000, balance: 1_000_000, code: null, from: null, message: expect.any(String) }),
      ]);
      expect(cards.bought.map((card) => [card.amount, card.state, card.balance])).toEqual([
        [2_000_000, "unused", 2_000_000],
        [500_000, "redeemed", 0],
      ]);
      expect(cards.bought[0]?.code).toMatch(/^ZG-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(cards.bought[1]?.code).toBeNull();

      const ali = await headersOf(ALI);
      const received = userGiftWalletsResponseSchema.parse((await get(shop, "/user-gift-wallets", ali)).body).data.received;
      expect(received).toEqual([expect.objectContaining({ amount: 500_000, balance: 500_000, from: "مریم احمدی", state: "active" })]);
      const detail = userGiftWalletResponseSchema.parse((await get(shop, `/user-gift-wallets/${received[0]?.id}?lang=en`, ali)).body).data;
      expect(detail.history.map((line) => [line.kind, line.amount])).toEqual([["gift_card", 500_000]]);
      // The buyer sees the card given, not the wallet it became.
      const asBuyer = userGiftWalletResponseSchema.parse((await get(shop, `/user-gift-wallets/${received[0]?.id}`, vip)).body).data;
      expect(asBuyer).toMatchObject({ role: "bought", state: "redeemed", wallet_id: null, history: [] });
      const stranger = await newShopper(shop);
      const refused = await get(shop, `/user-gift-wallets/${received[0]?.id}?lang=en`, stranger.headers);
      expect(refused.status).toBe(404);
      expect(errorBodySchema.parse(refused.body)).toEqual({ code: 404, message: "No such gift card." });
      expect((await get(shop, "/user-gift-wallets")).status).toBe(401);
    });
  });

  describe("inviting friends", () => {
    it("the VIP's code, reward and the friends who joined; a registration with the code earns the reward once, an unknown code nothing", async () => {
      const vip = await headersOf(VIP);
      const summaryOf = async () => referralWalletResponseSchema.parse((await get(shop, "/user-referral-wallet?lang=en", vip)).body).data;
      const before = await summaryOf();
      expect(before).toMatchObject({ reward: REFERRAL_REWARD, friend_count: 2, earned: 2 * REFERRAL_REWARD, wallet: { type: "referral", title: "Referral credit", balance: 2 * REFERRAL_REWARD } });
      expect(before.code).toMatch(/^[0-9A-F]{8}$/);
      expect(before.friends.map((friend) => friend.mobile)).toEqual(["0912***4442", "0912***4441"]);

      // A registration through the link (the code as typed in a URL: any case).
      const mobile = `0936${String(Date.now()).slice(-7)}`;
      const verification_token = await verify(shop, mobile, "register");
      const registered = await requestJson(shop.url("/register"), {
        body: { mobile, name: "دوست تازه", password: "friend-1234", verification_token, referral_code: before.code.toLowerCase() },
      });
      expect(registered.status).toBe(201);
      const after = await summaryOf();
      expect(after).toMatchObject({ friend_count: 3, earned: 3 * REFERRAL_REWARD, wallet: { balance: 3 * REFERRAL_REWARD } });
      expect(after.friends[0]?.mobile).toBe(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);

      // An unknown code registers all the same and earns no one anything.
      const stranger = await registerAccount(shop);
      expect(stranger.token).toMatch(/^[0-9a-f]{64}$/);
      const unknownCode = `0937${String(Date.now()).slice(-7)}`;
      const token = await verify(shop, unknownCode, "register");
      const ignored = await requestJson(shop.url("/register"), { body: { mobile: unknownCode, name: "ناشناس", password: "friend-1234", verification_token: token, referral_code: "NOSUCHCD" } });
      expect(ignored.status).toBe(201);
      expect((await summaryOf()).friend_count).toBe(3);

      // A new account has a code of its own and, before any friend, no referral wallet.
      const fresh = referralWalletResponseSchema.parse((await get(shop, "/user-referral-wallet", bearer(stranger.token))).body).data;
      expect(fresh).toMatchObject({ wallet: null, friend_count: 0, earned: 0, friends: [] });
      expect(fresh.code).not.toBe(before.code);
      expect((await get(shop, "/user-referral-wallet")).status).toBe(401);
    });
  });

  describe("instalment-credit requests", () => {
    it("asks for a plan of a variety, priced now; one open request a product; lists and answers only the shopper's own", async () => {
      const shopper = await newShopper(shop);
      const variety = await freshVariety(shop, { stock: 2, maxCartAdd: 1 });
      const ask = (months: number, productVendorId = variety.id) =>
        post(shop, "/credit-requests?lang=en", shopper.headers, { product_vendor_id: productVendorId, months });
      const created = await ask(6);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const request = creditRequestResponseSchema.parse(created.body).data;
      expect(request).toMatchObject({ status: "documents", months: 6, prepayment_percent: 30, note: null });
      expect(request.prepayment).toBe(Math.round((request.amount * 30) / 100));
      expect(request.total).toBe(request.prepayment + request.monthly * 6);
      expect(request.steps.map((step) => [step.key, step.done_at])).toEqual([
        ["identity", null],
        ["income", null],
        ["cheque", null],
        ["contract", null],
      ]);
      expect(request.steps[0]?.title).toBe("Identity documents");

      const twice = await ask(12);
      expect(twice.status).toBe(409);
      expect(creditRequestRefusalSchema.parse(twice.body)).toEqual({ code: 409, message: "You already have an instalment request in progress for this product.", request_id: request.id });
      expect(creditRequestRefusalSchema.parse((await ask(5)).body)).toEqual({ code: 422, message: "This product has no 5-month instalment plan." });
      expect((await ask(6, 99_999_999)).status).toBe(404);

      const list = creditRequestsResponseSchema.parse((await get(shop, "/credit-requests", shopper.headers)).body);
      expect(list.data.map((item) => item.id)).toEqual([request.id]);
      expect(list.pagination.total).toBe(1);
      expect(creditRequestResponseSchema.parse((await get(shop, `/credit-requests/${request.id}?lang=fa`, shopper.headers)).body).data.steps[0]?.title).toBe("مدارک هویتی");
      const stranger = await newShopper(shop);
      expect((await get(shop, `/credit-requests/${request.id}`, stranger.headers)).status).toBe(404);
      expect((await get(shop, "/credit-requests")).status).toBe(401);
    });

    it("the seeded requests are in every state, the rejected one with the shop's word", async () => {
      const ali = creditRequestsResponseSchema.parse((await get(shop, "/credit-requests?lang=en", await headersOf(ALI))).body).data;
      expect(ali.map((request) => [request.status, request.months])).toEqual([
        ["rejected", 12],
        ["approved", 3],
      ]);
      expect(ali[0]?.note).toMatch(/^The bank statements given/);
      expect(ali[1]?.steps.every((step) => step.done_at !== null)).toBe(true);
      const vip = creditRequestsResponseSchema.parse((await get(shop, "/credit-requests", await headersOf(VIP))).body).data;
      expect(vip.map((request) => request.status)).toEqual(["reviewing"]);
      expect(vip[0]?.product.slug_with_cat).toBe("gemstone-ring/emerald-halo-ring");
    });
  });
}
