import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_HEADER,
  cartStateResponseSchema,
  checkoutTotalsSchema,
  creditRequestResponseSchema,
  errorBodySchema,
  getDiscountResponseSchema,
  userOrderResponseSchema,
  paymentQuoteResponseSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  userWalletsResponseSchema,
  walletChargeResponseSchema,
  walletRechargeResultResponseSchema,
  type PaymentQuote,
} from "../../../../shop-api/contract";
import { moveBalance } from "../../../../shop-api/server/checkout/wallets";
import { discountCodes, orders, walletRecharges, walletTransactions, wallets } from "../../../../shop-api/server/db/schema";
import { cartCall, fixGoldPrice, freshVariety, get, newShopper, post, readyToPay, releaseGoldPrice, stockOf, type Shopper, type TestVariety } from "../checkout";
import type { RunningShopApi, TestClock } from "../harness";

const CALLBACK = "http://localhost:3100/en";
const RECHARGE_CALLBACK = "http://localhost:3100/en/profile/wallet/recharge-result";

/**
 * Money a shopper can trust (docs/decisions/0050): a held price (`POST /payment-quote`, `quote_id`),
 * one order per press (Idempotency-Key), and what two shoppers, tabs or callbacks at once may not
 * change twice. Run on PGlite (api.test.ts) and on a PostgreSQL server (postgres.test.ts), where the
 * requests at once really are at once.
 */
export function moneySuite(shop: RunningShopApi, clock: TestClock): void {
  const keyed = (shopper: Shopper, key: string) => ({ ...shopper.headers, [IDEMPOTENCY_KEY_HEADER]: key });

  async function quote(shopper: Shopper, lang = "en"): Promise<PaymentQuote> {
    const answer = await post(shop, `/payment-quote?lang=${lang}`, shopper.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return paymentQuoteResponseSchema.parse(answer.body).data;
  }

  function pay(shopper: Shopper, body: Record<string, unknown>, key?: string, lang = "en") {
    return post(shop, `/payment?lang=${lang}`, key ? keyed(shopper, key) : shopper.headers, { driver: "sandbox", callback_url: CALLBACK, ...body });
  }

  const placed = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return paymentResponseSchema.parse(answer.body).data;
  };

  const ordersOf = (userId: number) =>
    shop.api.db
      .select({ id: orders.id, status: orders.statusType, total: orders.total, goldPrice: orders.goldPrice, reason: orders.failureReason })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id);

  async function gatewayAmount(action: string | null): Promise<string> {
    const html = await (await fetch(action ?? "")).text();
    return /data-amount[^>]*>([^<]+)</.exec(html)?.[1] ?? html;
  }

  // One variety with stock to spare for the tests that do not count it (the seeded products with a
  // single variety are few, and the suites after this one need theirs).
  let plentiful: Promise<TestVariety> | undefined;

  /** A shopper with `quantity` of a variety in the cart, ready to pay: one of its own with `stock`, or the plentiful one. */
  async function shopperWithCart(quantity = 1, stock?: number) {
    const shopper = await newShopper(shop);
    const variety = await (stock === undefined ? (plentiful ??= freshVariety(shop, { stock: 1_000, maxCartAdd: 3 })) : freshVariety(shop, { stock, maxCartAdd: 3 }));
    await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity });
    await readyToPay(shop, shopper);
    return { shopper, variety };
  }

  describe("a held price: POST /payment-quote and POST /payment {quote_id}", () => {
    it("places the order at the quoted prices after the gold price rose 2 % (within the band): the gateway charges the total shown", async () => {
      const { shopper } = await shopperWithCart(2);
      try {
        await fixGoldPrice(shop, 10_000_000);
        const held = await quote(shopper);
        expect(held.gold_price).toBe(10_000_000);
        expect(Date.parse(held.expires_at) - clock.now().getTime()).toBeGreaterThan(290_000);
        expect(held.totals.total_final).toBe(held.totals.total_special + held.totals.shipping_cost);

        await fixGoldPrice(shop, 10_200_000);
        const today = checkoutTotalsSchema.parse(((await get(shop, "/total-cart", shopper.headers)).body as { data: unknown }).data);
        expect(today.total_final).toBeGreaterThan(held.totals.total_final);

        const order = placed(await pay(shopper, { quote_id: held.quote_id }, randomUUID()));
        expect(order.amount).toBe(held.totals.total_final);
        expect(await gatewayAmount(order.action)).toBe(`${new Intl.NumberFormat("fa-IR").format(held.totals.total_final)} تومان`);
        const detail = userOrderResponseSchema.parse((await get(shop, `/user-orders/${order.order_id}?lang=en`, shopper.headers)).body).data;
        expect(detail).toMatchObject({ total: held.totals.total_final, gold_price: 10_000_000 });
        expect(detail.items.map((item) => item.price)).toEqual(held.items.map((item) => item.price));
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("gives the same quote while it holds and the cart is unchanged; a change of the cart gives a new one at today's price", async () => {
      const { shopper, variety } = await shopperWithCart(1);
      try {
        await fixGoldPrice(shop, 10_000_000);
        const first = await quote(shopper);
        await fixGoldPrice(shop, 10_200_000);
        expect(await quote(shopper)).toEqual(first);
        await cartCall(shop, "/increment-cart/", shopper.headers, { product_vendor_id: variety.id });
        const changed = await quote(shopper);
        expect(changed.quote_id).not.toBe(first.quote_id);
        expect(changed.gold_price).toBe(10_200_000);
        expect(changed.items[0]?.quantity).toBe(2);
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("refuses an expired quote (410) and one whose cart or wallets changed (412), in the call's language, and places nothing", async () => {
      const { shopper, variety } = await shopperWithCart(1, 3);
      const expired = await quote(shopper);
      clock.advance(301);
      const late = await pay(shopper, { quote_id: expired.quote_id }, randomUUID());
      expect(late.status).toBe(410);
      expect(errorBodySchema.parse(late.body)).toEqual({ code: 410, message: "The price held for you has expired: see the new amount and pay again." });
      const lateFa = await pay(shopper, { quote_id: expired.quote_id }, undefined, "fa");
      expect(errorBodySchema.parse(lateFa.body).message).toBe("مهلت ثابت ماندن قیمت به پایان رسید؛ مبلغ تازه را ببینید و دوباره پرداخت کنید.");
      expect((await pay(shopper, { quote_id: randomUUID() })).status).toBe(410);

      const fresh = await quote(shopper);
      expect(fresh.quote_id).not.toBe(expired.quote_id);
      const [credit] = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
      await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
      const walletChanged = await pay(shopper, { quote_id: fresh.quote_id });
      expect(walletChanged.status).toBe(412);
      expect(errorBodySchema.parse(walletChanged.body)).toEqual({
        code: 412,
        message: "Your cart, delivery or wallets changed after this price was given: see the new amount and pay again.",
      });
      const withCredit = await quote(shopper);
      await cartCall(shop, "/increment-cart/", shopper.headers, { product_vendor_id: variety.id });
      expect((await pay(shopper, { quote_id: withCredit.quote_id })).status).toBe(412);
      expect(await ordersOf(shopper.userId)).toEqual([]);
      expect(await stockOf(shop, [variety.id])).toEqual([3]);
    });

    it("holds for the price_hold_seconds setting", async () => {
      const { shopper } = await shopperWithCart(1);
      const set = await fetch(shop.url("/dev/configs"), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ key: "price_hold_seconds", value: 60 }),
      });
      expect(set.status).toBe(200);
      try {
        const held = await quote(shopper);
        const seconds = (Date.parse(held.expires_at) - clock.now().getTime()) / 1000;
        expect(seconds).toBeGreaterThan(55);
        expect(seconds).toBeLessThanOrEqual(60);
      } finally {
        await fetch(shop.url("/dev/configs"), { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key: "price_hold_seconds", value: 300 }) });
      }
    });
  });

  describe("one order per press", () => {
    it("two posts with one Idempotency-Key at once place one order, and both go to its gateway page", async () => {
      const { shopper, variety } = await shopperWithCart(1, 3);
      const held = await quote(shopper);
      const key = randomUUID();
      const [first, second] = await Promise.all([pay(shopper, { quote_id: held.quote_id }, key), pay(shopper, { quote_id: held.quote_id }, key)]);
      expect(placed(first)).toEqual(placed(second));
      // A retry after the answer (a dropped 2G connection) gets it again.
      expect(placed(await pay(shopper, { quote_id: held.quote_id }, key))).toEqual(placed(first));
      expect(await ordersOf(shopper.userId)).toEqual([expect.objectContaining({ id: placed(first).order_id, status: "unpaid", reason: null })]);
      expect(await stockOf(shop, [variety.id])).toEqual([2]);
    });

    it("two tabs paying one quote at once, each with its own key: one order, the same gateway page, no cancelled twin", async () => {
      const { shopper } = await shopperWithCart(1);
      const held = await quote(shopper);
      const [first, second] = await Promise.all([pay(shopper, { quote_id: held.quote_id }, randomUUID()), pay(shopper, { quote_id: held.quote_id }, randomUUID())]);
      expect(placed(first)).toEqual(placed(second));
      // Coming back from the gateway to the payment page: the same quote, and paying it, the same page.
      expect((await quote(shopper)).quote_id).toBe(held.quote_id);
      expect(placed(await pay(shopper, { quote_id: held.quote_id }, randomUUID()))).toEqual(placed(first));
      expect(await ordersOf(shopper.userId)).toHaveLength(1);
      const listed = await get(shop, "/user-orders", shopper.headers);
      expect((listed.body as { data: unknown[] }).data).toHaveLength(1);
    });

    it("a refused post keeps nothing: its key works once the shopper has mended the cart", async () => {
      const { shopper, variety } = await shopperWithCart(2, 3);
      await shop.api.db.execute(sql`update product_varieties set stock = 1 where id = ${variety.id}`);
      const key = randomUUID();
      const refused = await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, key);
      expect(refused.status).toBe(409);
      await cartCall(shop, "/decrement-cart/", shopper.headers, { product_vendor_id: variety.id });
      expect(placed(await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, key)).amount).toBeGreaterThan(0);
      // The same key for another call is refused rather than answered with the payment.
      const charge = await post(shop, "/payment", keyed(shopper, key), { type: "charge", amount: 1_000_000, driver: "sandbox", callback_url: RECHARGE_CALLBACK });
      expect(charge.status).toBe(422);
    });

    it("a top-up and an instalment request posted twice with one key: one top-up, one request", async () => {
      const shopper = await newShopper(shop);
      const key = randomUUID();
      const body = { type: "charge", amount: 2_000_000, driver: "sandbox", callback_url: RECHARGE_CALLBACK };
      const charges = await Promise.all([post(shop, "/payment", keyed(shopper, key), body), post(shop, "/payment", keyed(shopper, key), body)]);
      const [one, two] = charges.map((answer) => walletChargeResponseSchema.parse(answer.body).data);
      expect(one).toEqual(two);
      expect(await shop.api.db.select().from(walletRecharges).where(eq(walletRecharges.userId, shopper.userId))).toHaveLength(1);

      const variety = await (plentiful ??= freshVariety(shop, { stock: 1_000, maxCartAdd: 3 }));
      const creditKey = randomUUID();
      const ask = () => post(shop, "/credit-requests?lang=en", keyed(shopper, creditKey), { product_vendor_id: variety.id, months: 6 });
      const asked = await Promise.all([ask(), ask()]);
      for (const answer of asked) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [first, second] = asked.map((answer) => creditRequestResponseSchema.parse(answer.body).data.id);
      expect(first).toBe(second);
      // Without the key, a second request for the product is refused as before.
      expect((await post(shop, "/credit-requests?lang=en", shopper.headers, { product_vendor_id: variety.id, months: 6 })).status).toBe(409);
    });
  });

  describe("at once, never twice", () => {
    it("a wallet paying two orders at once is spent once and never below zero", async () => {
      const { shopper } = await shopperWithCart(1);
      const [credit] = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
      await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
      // Two payments of the cart at once, as two shops of the same shopper would send them, no quote.
      const answers = await Promise.all([pay(shopper, {}, randomUUID()), pay(shopper, {}, randomUUID())]);
      for (const answer of answers) expect(answer.status).toBe(200);
      const walletId = credit?.wallet_id ?? 0;
      const [wallet] = await shop.api.db.select().from(wallets).where(eq(wallets.id, walletId));
      expect(wallet?.balance).toBe(0);
      const [sum] = await shop.api.db
        .select({ total: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::bigint` })
        .from(walletTransactions)
        .where(eq(walletTransactions.walletId, walletId));
      expect(Number(sum?.total)).toBe(0);
      const open = (await ordersOf(shopper.userId)).filter((order) => order.status === "unpaid");
      expect(open).toHaveLength(1);

      // The balance itself: two spends of 300,000 from 500,000 at once, one wins.
      const other = await newShopper(shop);
      const [registration] = await shop.api.db.select().from(wallets).where(and(eq(wallets.userId, other.userId), eq(wallets.type, "registration")));
      const spend = () => shop.api.db.transaction((tx) => moveBalance(tx, registration?.id ?? 0, -300_000, { kind: "order" }, new Date()));
      expect((await Promise.all([spend(), spend()])).sort()).toEqual([false, true]);
      const [after] = await shop.api.db.select().from(wallets).where(eq(wallets.id, registration?.id ?? 0));
      expect(after?.balance).toBe(200_000);
    });

    it("a discount code with one use left, used by two shoppers at once: one order has it; the other's cart drops it and pays without it", async () => {
      const code = `ONCE${randomUUID().slice(0, 8).toUpperCase()}`;
      await shop.api.db.insert(discountCodes).values({ code, percent: 10, maxUses: 1 });
      const shoppers = [await shopperWithCart(1), await shopperWithCart(1)];
      const third = await shopperWithCart(1);
      for (const { shopper } of [...shoppers, third]) expect((await post(shop, "/check-discount", shopper.headers, { code })).status).toBe(200);
      const quotes = await Promise.all(shoppers.map(({ shopper }) => quote(shopper)));
      for (const held of quotes) expect(held.totals.discount_amount).toBeGreaterThan(0);
      const answers = await Promise.all(shoppers.map(({ shopper }, index) => pay(shopper, { quote_id: quotes[index]?.quote_id }, randomUUID())));
      const winner = answers.findIndex((answer) => answer.status === 200);
      const loser = 1 - winner;
      expect(winner).toBeGreaterThanOrEqual(0);
      // Told before paying: 412 when the code was seen dead (and dropped), 409 when both took it at once.
      expect([409, 412]).toContain(answers[loser]?.status);
      const [row] = await shop.api.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(row?.uses).toBe(1);

      // Another shopper who applied it sees why it takes nothing off; applying it anew is refused.
      const usedUp = await get(shop, "/get-discount?lang=en", third.shopper.headers);
      expect(getDiscountResponseSchema.parse(usedUp.body).data).toEqual({ code, amount: 0, problem: "This discount code has been used up." });
      expect((await post(shop, "/check-discount?lang=en", (await shopperWithCart(1)).shopper.headers, { code })).status).toBe(410);

      // The loser's next quote drops the code, says so, and her payment goes through without it.
      const loserShopper = shoppers[loser]!.shopper;
      const requoted = await quote(loserShopper);
      if (answers[loser]?.status === 409) expect(requoted.dropped_discount).toEqual({ code, message: `Discount code ${code} has been used up and was removed from your cart.` });
      else expect(errorBodySchema.parse(answers[loser]?.body)).toEqual({ code: 412, message: `Discount code ${code} has been used up and was removed from your cart.` });
      expect(requoted.totals).toMatchObject({ discount_code: null, discount_amount: 0 });
      expect(placed(await pay(loserShopper, { quote_id: requoted.quote_id }, randomUUID())).amount).toBe(requoted.totals.total_final);
      const faQuote = await quote(third.shopper, "fa");
      expect(faQuote.dropped_discount).toEqual({ code, message: `ظرفیت کد تخفیف ${code} تمام شده و از سبد خرید شما حذف شد.` });

      // The winner, her own order still at the gateway, removes the code and applies it again, and
      // changes her cart: the code is still hers.
      const winnerShopper = shoppers[winner]!;
      expect(cartStateResponseSchema.parse((await post(shop, "/delete-discount", winnerShopper.shopper.headers)).body).data.totals.discount_code).toBeNull();
      expect((await post(shop, "/check-discount?lang=en", winnerShopper.shopper.headers, { code })).status).toBe(200);
      await cartCall(shop, "/increment-cart/", winnerShopper.shopper.headers, { product_vendor_id: winnerShopper.variety.id });
      const again = await quote(winnerShopper.shopper);
      expect(again.dropped_discount ?? null).toBeNull();
      expect(again.totals.discount_code).toBe(code);
      expect(again.totals.discount_amount).toBeGreaterThan(0);
      const repaid = placed(await pay(winnerShopper.shopper, { quote_id: again.quote_id }, randomUUID()));
      expect(repaid.amount).toBe(again.totals.total_final);
      const [after] = await shop.api.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(after?.uses).toBe(1);

      // A cancelled payment gives its use back.
      await fetch(repaid.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "cancel-get" }), redirect: "manual" });
      const fourth = await shopperWithCart(1);
      expect((await post(shop, "/check-discount", fourth.shopper.headers, { code })).status).toBe(200);
    });

    it("the last piece bought by two shoppers at once: one order, the other refused with the piece named, before paying", async () => {
      const variety = await freshVariety(shop, { stock: 1, maxCartAdd: 1 });
      const shoppers = await Promise.all([newShopper(shop), newShopper(shop)]);
      for (const shopper of shoppers) {
        await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
        await readyToPay(shop, shopper);
      }
      const quotes = await Promise.all(shoppers.map((shopper) => quote(shopper)));
      const answers = await Promise.all(shoppers.map((shopper, index) => pay(shopper, { quote_id: quotes[index]?.quote_id }, randomUUID())));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refusal = errorBodySchema.parse(answers.find((answer) => answer.status === 409)?.body);
      expect(refusal.message).toContain(quotes[0]?.items[0]?.name ?? "?");
      expect(await stockOf(shop, [variety.id])).toEqual([0]);
      const all = await Promise.all(shoppers.map((shopper) => ordersOf(shopper.userId)));
      expect(all.flat()).toHaveLength(1);
    });

    it("a gateway's return replayed at once settles once; a stranger asking about the order gets its state alone", async () => {
      const { shopper } = await shopperWithCart(1);
      const order = placed(await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, randomUUID()));
      const decide = () => fetch(order.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "pay-post" }), redirect: "manual" });
      const statuses = (await Promise.all([decide(), decide(), decide()])).map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const stranger = await newShopper(shop);
      const seen = paymentResultResponseSchema.parse((await post(shop, "/payment-result", stranger.headers, { order_id: order.order_id })).body).data;
      expect(seen).toMatchObject({ status: "paid", amount: null, reference: null, items: [] });
      expect(await ordersOf(shopper.userId)).toEqual([expect.objectContaining({ status: "paid", total: order.amount })]);
    });

    it("a top-up's return replayed at once credits the wallet once", async () => {
      const shopper = await newShopper(shop);
      const answer = await post(shop, "/payment", keyed(shopper, randomUUID()), { type: "charge", amount: 3_000_000, driver: "sandbox", callback_url: RECHARGE_CALLBACK });
      const charge = walletChargeResponseSchema.parse(answer.body).data;
      const decide = () => fetch(charge.action, { method: "POST", body: new URLSearchParams({ decision: "pay-get" }), redirect: "manual" });
      expect((await Promise.all([decide(), decide()])).map((reply) => reply.status).sort()).toEqual([303, 409]);
      const result = async () =>
        walletRechargeResultResponseSchema.parse((await post(shop, "/wallet-recharge-result", shopper.headers, { recharge_id: charge.recharge_id })).body).data;
      await Promise.all([result(), result()]);
      const [main] = await shop.api.db.select().from(wallets).where(and(eq(wallets.userId, shopper.userId), eq(wallets.type, "original")));
      expect(main?.balance).toBe(3_000_000);
    });
  });

  describe("a held price ends: spent quotes, the band, paying again, the gateway", () => {
    const decide = (action: string | null, decision: string) =>
      fetch(action ?? "", { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });

    /** A shopper whose cart is ready, and what puts the same item and delivery in it again after it was paid. */
    async function payableShopper() {
      const shopper = await newShopper(shop);
      const variety = await (plentiful ??= freshVariety(shop, { stock: 1_000, maxCartAdd: 3 }));
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
      const day = await readyToPay(shop, shopper);
      const again = async () => {
        await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
        expect((await post(shop, "/deliverer/set-delivery-day", shopper.headers, { date: day.date, slot_id: day.slot })).status).toBe(200);
      };
      return { shopper, variety, again };
    }

    it("a quote is spent by the order it placed: paid, the same cart again gets a new quote; the old one is 410", async () => {
      const { shopper, again } = await payableShopper();
      try {
        await fixGoldPrice(shop, 10_000_000);
        const first = await quote(shopper);
        const order = placed(await pay(shopper, { quote_id: first.quote_id }, randomUUID()));
        expect((await decide(order.action, "pay-get")).status).toBe(303);
        await again();
        const second = await quote(shopper);
        expect(second.quote_id).not.toBe(first.quote_id);
        expect(second.totals.total_final).toBe(first.totals.total_final);
        const spent = await pay(shopper, { quote_id: first.quote_id }, randomUUID());
        expect(spent.status).toBe(410);
        expect(errorBodySchema.parse(spent.body)).toEqual({ code: 410, message: "This price was used by your order; here is the price now." });
        const spentFa = await pay(shopper, { quote_id: first.quote_id }, undefined, "fa");
        expect(errorBodySchema.parse(spentFa.body).message).toBe("این قیمت برای سفارش شما به کار رفته است؛ قیمت امروز را ببینید.");
        expect((await ordersOf(shopper.userId)).map((row) => row.status)).toEqual(["paid"]);
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("a quote whose order was cancelled at the gateway is not given again", async () => {
      const { shopper } = await payableShopper();
      const first = await quote(shopper);
      const order = placed(await pay(shopper, { quote_id: first.quote_id }, randomUUID()));
      expect((await decide(order.action, "cancel-get")).status).toBe(303);
      const second = await quote(shopper);
      expect(second.quote_id).not.toBe(first.quote_id);
      expect((await pay(shopper, { quote_id: first.quote_id }, randomUUID())).status).toBe(410);
      expect(placed(await pay(shopper, { quote_id: second.quote_id }, randomUUID())).amount).toBe(second.totals.total_final);
    });

    it("a move of 5 % breaks a 3 % hold: a new quote, 410 on the old one, and the gateway takes no payment for its order", async () => {
      const { shopper } = await payableShopper();
      try {
        await fixGoldPrice(shop, 10_000_000);
        const held = await quote(shopper);
        const order = placed(await pay(shopper, { quote_id: held.quote_id }, randomUUID()));
        await fixGoldPrice(shop, 10_500_000);
        const page = await fetch(order.action ?? "");
        expect(page.status).toBe(409);
        const html = await page.text();
        expect(html).toContain("قیمت امروز");
        expect(html).toContain(`href="http://localhost:3100/en/profile/latest-orders/${order.order_id}"`);
        expect((await decide(order.action, "pay-get")).status).toBe(409);
        expect((await ordersOf(shopper.userId))[0]).toMatchObject({ status: "unpaid" });

        const moved = await pay(shopper, { quote_id: held.quote_id }, randomUUID());
        expect(moved.status).toBe(410);
        expect(errorBodySchema.parse(moved.body)).toEqual({ code: 410, message: "The gold price moved more than 3 % since this price was given; here is the price now." });
        const fresh = await quote(shopper);
        expect(fresh.quote_id).not.toBe(held.quote_id);
        expect(fresh.gold_price).toBe(10_500_000);
        // Falling counts as much as rising; 2 % does not break it.
        await fixGoldPrice(shop, 10_290_000);
        expect((await quote(shopper)).quote_id).toBe(fresh.quote_id);
        await fixGoldPrice(shop, 9_975_000);
        expect((await quote(shopper)).quote_id).not.toBe(fresh.quote_id);
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("pay again after the hold prices the order at today's gold price; inside the hold it pays its amount; the gateway refuses once the hold ended", async () => {
      const { shopper } = await payableShopper();
      try {
        await fixGoldPrice(shop, 10_000_000);
        const held = await quote(shopper);
        const order = placed(await pay(shopper, { quote_id: held.quote_id }, randomUUID()));
        // Inside the hold: the same amount, a new gateway session.
        const inside = placed(await pay(shopper, { order_id: order.order_id }, randomUUID()));
        expect(inside.amount).toBe(order.amount);
        expect(inside.action).not.toBe(order.action);

        clock.advance(301);
        const ended = await fetch(inside.action ?? "");
        expect(ended.status).toBe(409);
        expect(await ended.text()).toContain(`/en/profile/latest-orders/${order.order_id}`);
        expect((await ordersOf(shopper.userId))[0]).toMatchObject({ status: "unpaid", total: order.amount });

        await fixGoldPrice(shop, 10_500_000);
        const today = checkoutTotalsSchema.parse(((await get(shop, "/total-cart", shopper.headers)).body as { data: unknown }).data);
        const repriced = placed(await pay(shopper, { order_id: order.order_id }, randomUUID()));
        expect(repriced.amount).toBeGreaterThan(order.amount);
        expect(repriced.amount).toBe(today.total_final);
        expect(await gatewayAmount(repriced.action)).toBe(`${new Intl.NumberFormat("fa-IR").format(repriced.amount)} تومان`);
        expect((await ordersOf(shopper.userId))[0]).toMatchObject({ status: "unpaid", total: repriced.amount, goldPrice: 10_500_000 });
        const detail = userOrderResponseSchema.parse((await get(shop, `/user-orders/${order.order_id}?lang=en`, shopper.headers)).body).data;
        expect(detail.total_special).toBe(detail.items.reduce((sum, item) => sum + item.total, 0));
        // Pressed again within the new hold: the new amount, and the gateway takes it.
        const within = placed(await pay(shopper, { order_id: order.order_id }, randomUUID()));
        expect(within.amount).toBe(repriced.amount);
        expect((await decide(within.action, "pay-get")).status).toBe(303);
        expect((await ordersOf(shopper.userId))[0]).toMatchObject({ status: "paid", total: repriced.amount });
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("pay again after the gold price fell gives back the credit the order no longer needs, with its line of history", async () => {
      const { shopper } = await payableShopper();
      try {
        await fixGoldPrice(shop, 10_000_000);
        const [credit] = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
        // Credit that pays all but one toman of the order.
        const due = checkoutTotalsSchema.parse(((await get(shop, "/total-cart", shopper.headers)).body as { data: unknown }).data).total_final;
        await shop.api.db.transaction((tx) => moveBalance(tx, credit?.wallet_id ?? 0, due - 1 - 500_000, { kind: "shop_credit" }, new Date()));
        await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
        const order = placed(await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, randomUUID()));
        expect(order.amount).toBe(1);
        clock.advance(301);
        // The gold price fell 10 %: the credit covers it all, the order is paid at once, the rest back in the wallet.
        await fixGoldPrice(shop, 9_000_000);
        const repriced = placed(await pay(shopper, { order_id: order.order_id }, randomUUID()));
        expect(repriced.amount).toBe(0);
        expect(repriced.action).toContain("/success-payment");
        const [wallet] = await shop.api.db.select().from(wallets).where(eq(wallets.id, credit?.wallet_id ?? 0));
        expect(wallet?.balance).toBeGreaterThan(0);
        const [sum] = await shop.api.db
          .select({ total: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::bigint` })
          .from(walletTransactions)
          .where(eq(walletTransactions.walletId, credit?.wallet_id ?? 0));
        expect(Number(sum?.total)).toBe(wallet?.balance);
        expect((await ordersOf(shopper.userId))[0]).toMatchObject({ status: "paid", total: 0 });
      } finally {
        await releaseGoldPrice(shop);
      }
    });
  });

  describe("what is the shopper's own: a discount code to remove, held credit, two tabs, a stale form", () => {
    it("POST /delete-discount: the cart has no code and answers the cart", async () => {
      const headers = { clientToken: randomUUID() };
      const variety = await (plentiful ??= freshVariety(shop, { stock: 1_000, maxCartAdd: 3 }));
      await cartCall(shop, "/add-cart", headers, { product_vendor_id: variety.id, quantity: 1 });
      expect((await post(shop, "/check-discount", headers, { code: "ZARRIN10" })).status).toBe(200);
      const removed = await post(shop, "/delete-discount", headers);
      expect(removed.status).toBe(200);
      const state = cartStateResponseSchema.parse(removed.body).data;
      expect(state.totals).toMatchObject({ discount_code: null, discount_amount: 0 });
      expect(getDiscountResponseSchema.parse((await get(shop, "/get-discount", headers)).body).data).toEqual({ code: null, amount: 0, problem: null });
      expect((await post(shop, "/delete-discount", headers)).status).toBe(200);
      expect((await post(shop, "/delete-discount?lang=en", {})).status).toBe(400);
    });

    it("credit held by the shopper's own open payment is shown and can be chosen again", async () => {
      const { shopper } = await shopperWithCart(1);
      const [credit] = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
      await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
      placed(await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, randomUUID()));
      const [mine] = await shop.api.db.select().from(wallets).where(eq(wallets.id, credit?.wallet_id ?? 0));
      expect(mine?.balance).toBe(0);
      // Back from the gateway: the wallet shows the credit its own payment holds.
      const shown = userWalletsResponseSchema.parse((await get(shop, "/user-wallets", shopper.headers)).body).data;
      expect(shown).toEqual([expect.objectContaining({ wallet_id: credit?.wallet_id, balance: 500_000, in_cart: 500_000 })]);
      await cartCall(shop, "/delete-wallet-item", shopper.headers, { wallet_id: credit?.wallet_id });
      const again = await post(shop, "/update-cart-with-wallet?lang=en", shopper.headers, { wallet_id: credit?.wallet_id });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const requoted = await quote(shopper);
      expect(requoted.totals.wallet_costs).toEqual([{ wallet_id: credit?.wallet_id, amount: 500_000 }]);
      expect(placed(await pay(shopper, { quote_id: requoted.quote_id }, randomUUID())).amount).toBe(requoted.totals.total_final);
    });

    it("two tabs with two quotes pressed at once: one order, never a replaced one", async () => {
      const { shopper, variety } = await shopperWithCart(1);
      try {
        await fixGoldPrice(shop, 10_000_000);
        const first = await quote(shopper);
        await fixGoldPrice(shop, 10_100_000);
        await cartCall(shop, "/increment-cart/", shopper.headers, { product_vendor_id: variety.id });
        await quote(shopper);
        await cartCall(shop, "/decrement-cart/", shopper.headers, { product_vendor_id: variety.id });
        const second = await quote(shopper);
        expect(second.quote_id).not.toBe(first.quote_id);
        expect(second.totals.total_final).not.toBe(first.totals.total_final);
        const answers = await Promise.all([pay(shopper, { quote_id: first.quote_id }, randomUUID()), pay(shopper, { quote_id: second.quote_id }, randomUUID())]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const order = placed(answers.find((answer) => answer.status === 200)!);
        const refusal = answers.find((answer) => answer.status === 409)?.body as { code: number; message: string; order_id: number };
        expect(refusal).toEqual({
          code: 409,
          order_id: order.order_id,
          message: `An order for this cart is already waiting for payment (${new Intl.NumberFormat("en-US").format(order.amount)} toman): pay it in the other tab or from your orders.`,
        });
        expect(await ordersOf(shopper.userId)).toEqual([expect.objectContaining({ id: order.order_id, status: "unpaid", reason: null })]);

        // Two quotes of the same amount: both tabs go to the one gateway page.
        const other = await shopperWithCart(1);
        const one = await quote(other.shopper);
        await cartCall(shop, "/increment-cart/", other.shopper.headers, { product_vendor_id: other.variety.id });
        await quote(other.shopper);
        await cartCall(shop, "/decrement-cart/", other.shopper.headers, { product_vendor_id: other.variety.id });
        const two = await quote(other.shopper);
        expect(two.quote_id).not.toBe(one.quote_id);
        const both = await Promise.all([pay(other.shopper, { quote_id: one.quote_id }, randomUUID()), pay(other.shopper, { quote_id: two.quote_id }, randomUUID())]);
        expect(placed(both[0])).toEqual(placed(both[1]));
        expect(await ordersOf(other.shopper.userId)).toHaveLength(1);
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("a stale pay form re-pressed with its key: 410 after a cancel, the result page after paying; never a dead gateway page", async () => {
      const { shopper } = await shopperWithCart(1);
      const key = randomUUID();
      const held = await quote(shopper);
      const order = placed(await pay(shopper, { quote_id: held.quote_id }, key));
      // A double tap while the order is open: its gateway page.
      expect(placed(await pay(shopper, { quote_id: held.quote_id }, key))).toEqual(order);
      // Paid again from the profile (a new page, the first one stops working): the form's key leads to a page that takes payment.
      const again = placed(await pay(shopper, { order_id: order.order_id }));
      expect((await fetch(order.action ?? "")).status).toBe(404);
      const replayed = placed(await pay(shopper, { quote_id: held.quote_id }, key));
      expect(replayed).toMatchObject({ order_id: order.order_id, amount: order.amount });
      expect(replayed.action).not.toBe(again.action);
      expect((await fetch(replayed.action ?? "")).status).toBe(200);
      expect((await fetch(replayed.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "cancel-get" }), redirect: "manual" })).status).toBe(303);
      const stale = await pay(shopper, { quote_id: held.quote_id }, key);
      expect(stale.status).toBe(410);
      expect(errorBodySchema.parse(stale.body)).toEqual({ code: 410, message: "This payment has ended: see the amount now and pay again." });

      const paidKey = randomUUID();
      const paying = placed(await pay(shopper, { quote_id: (await quote(shopper)).quote_id }, paidKey));
      expect((await fetch(paying.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "pay-get" }), redirect: "manual" })).status).toBe(303);
      const afterPaid = placed(await pay(shopper, { quote_id: held.quote_id }, paidKey));
      expect(afterPaid).toEqual({ order_id: paying.order_id, amount: paying.amount, action: `${CALLBACK}/success-payment?order_id=${paying.order_id}&status=paid` });
    });
  });
}
