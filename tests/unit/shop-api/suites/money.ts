import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutTotalsSchema,
  creditRequestResponseSchema,
  errorBodySchema,
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
    it("places the order at the quoted prices after the gold price rose 5 %: the gateway charges the total shown", async () => {
      const { shopper } = await shopperWithCart(2);
      try {
        await fixGoldPrice(shop, 10_000_000);
        const held = await quote(shopper);
        expect(held.gold_price).toBe(10_000_000);
        expect(Date.parse(held.expires_at) - clock.now().getTime()).toBeGreaterThan(290_000);
        expect(held.totals.total_final).toBe(held.totals.total_special + held.totals.shipping_cost);

        await fixGoldPrice(shop, 10_500_000);
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
        await fixGoldPrice(shop, 11_000_000);
        expect(await quote(shopper)).toEqual(first);
        await cartCall(shop, "/increment-cart/", shopper.headers, { product_vendor_id: variety.id });
        const changed = await quote(shopper);
        expect(changed.quote_id).not.toBe(first.quote_id);
        expect(changed.gold_price).toBe(11_000_000);
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

    it("a discount code with one use left, used by two shoppers at once: one order has it, the other is told before paying", async () => {
      const code = `ONCE${randomUUID().slice(0, 8).toUpperCase()}`;
      await shop.api.db.insert(discountCodes).values({ code, percent: 10, maxUses: 1 });
      const shoppers = [await shopperWithCart(1), await shopperWithCart(1)];
      for (const { shopper } of shoppers) expect((await post(shop, "/check-discount", shopper.headers, { code })).status).toBe(200);
      const quotes = await Promise.all(shoppers.map(({ shopper }) => quote(shopper)));
      for (const held of quotes) expect(held.totals.discount_amount).toBeGreaterThan(0);
      const answers = await Promise.all(shoppers.map(({ shopper }, index) => pay(shopper, { quote_id: quotes[index]?.quote_id }, randomUUID())));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refusal = answers.find((answer) => answer.status === 409);
      expect(errorBodySchema.parse(refusal?.body)).toEqual({ code: 409, message: "This discount code has been used up." });
      const [row] = await shop.api.db.select().from(discountCodes).where(eq(discountCodes.code, code));
      expect(row?.uses).toBe(1);
      const third = await shopperWithCart(1);
      expect((await post(shop, "/check-discount?lang=en", third.shopper.headers, { code })).status).toBe(410);

      // A cancelled payment gives its use back.
      const paid = placed(answers.find((answer) => answer.status === 200) ?? answers[0]!);
      await fetch(paid.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "cancel-get" }), redirect: "manual" });
      expect((await post(shop, "/check-discount", third.shopper.headers, { code })).status).toBe(200);
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
}
