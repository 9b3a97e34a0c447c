import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  checkoutTotalsSchema,
  errorBodySchema,
  onlinePriceResponseSchema,
  paymentDriversResponseSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  registrationWalletResponseSchema,
  userOrdersResponseSchema,
  userWalletsResponseSchema,
} from "../../../../shop-api/contract";
import { orders, productVarieties, wallets } from "../../../../shop-api/server/db/schema";
import { goldPriceAt } from "../../../../shop-api/server/gold-price";
import { cartCall, fixGoldPrice, freshVariety, get, newShopper, post, readyToPay, releaseGoldPrice, stockOf, type Shopper } from "../checkout";
import { bearer, requestJson, type RunningShopApi, type TestClock } from "../harness";

const CALLBACK = "http://localhost:3100/en";
const PAY_BUTTONS = ["pay-get", "pay-post", "cancel-get", "cancel-post"];

/** `GET /payment-driver`, `POST /payment`, the sandbox gateway, `POST /payment-result`; `POST /online-price`. */
export function paymentSuite(shop: RunningShopApi, clock: TestClock): void {
  const totalsOf = async (headers: Record<string, string>) =>
    checkoutTotalsSchema.parse(((await get(shop, "/total-cart", headers)).body as { data: unknown }).data);
  const walletsOf = async (headers: Record<string, string>) =>
    userWalletsResponseSchema.parse((await get(shop, "/all-user-wallets", headers)).body).data;

  async function pay(shopper: Shopper, driver = "sandbox", callback_url = CALLBACK) {
    const answer = await post(shop, "/payment?lang=en", shopper.headers, { driver, callback_url });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return paymentResponseSchema.parse(answer.body).data;
  }

  async function result(orderId: number, headers: Record<string, string>, lang = "en") {
    const answer = await post(shop, `/payment-result?lang=${lang}`, headers, { order_id: orderId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return paymentResultResponseSchema.parse(answer.body).data;
  }

  /** Submits the gateway's form with one of its buttons; redirects are not followed. */
  function decide(action: string, decision: string): Promise<Response> {
    return fetch(action, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
  }

  /** A shopper with `quantity` of a fresh variety in the cart, ready to pay (Tehran, post, a day). */
  async function shopperWithCart(quantity = 1, stock = 3) {
    const shopper = await newShopper(shop);
    const variety = await freshVariety(shop, { stock, maxCartAdd: 3 });
    await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity });
    await readyToPay(shop, shopper);
    return { shopper, variety };
  }

  describe("GET /payment-driver", () => {
    it("offers the sandbox gateway, and Zarinpal as unavailable", async () => {
      const fa = paymentDriversResponseSchema.parse((await get(shop, "/payment-driver")).body).data;
      expect(fa).toEqual([
        { name: "sandbox", title: "درگاه آزمایشی", logo: "/media/payment/sandbox.svg", available: true },
        { name: "zarinpal", title: "زرین‌پال", logo: "/media/payment/zarinpal.svg", available: false },
      ]);
      const en = paymentDriversResponseSchema.parse((await get(shop, "/payment-driver?lang=en")).body).data;
      expect(en.map((driver) => driver.title)).toEqual(["Sandbox gateway", "Zarinpal"]);
      const logo = await fetch(shop.url("/media/payment/sandbox.svg"));
      expect(logo.status).toBe(200);
      expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    });
  });

  describe("POST /payment", () => {
    it("needs a signed-in shopper, a cart, an active address, a transport and a delivery day (422 with a message)", async () => {
      expect((await post(shop, "/payment", { clientToken: randomUUID() }, { driver: "sandbox", callback_url: CALLBACK })).status).toBe(401);
      const shopper = await newShopper(shop);
      const attempt = async (lang = "en") => post(shop, `/payment?lang=${lang}`, shopper.headers, { driver: "sandbox", callback_url: CALLBACK });
      const expectRefusal = async (message: string) => {
        const answer = await attempt();
        expect(answer.status).toBe(422);
        expect(errorBodySchema.parse(answer.body)).toEqual({ code: 422, message });
      };
      await expectRefusal("Your cart is empty.");
      const variety = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
      await expectRefusal("Choose a delivery address first.");
      expect(errorBodySchema.parse((await attempt("fa")).body).message).toBe("ابتدا نشانی تحویل را انتخاب کنید.");
      await post(shop, "/new-create-address", shopper.headers, {
        receiver_name: "نگار حسینی",
        receiver_mobile: "09351234567",
        state_id: 8,
        city_id: 39,
        address: "خیابان ولیعصر، کوچه یاس، پلاک ۱۲",
        postal_code: "1517756811",
      });
      await expectRefusal("Choose a shipping method.");
      await post(shop, "/set-transport", shopper.headers, { transport_id: 3 });
      await expectRefusal("Choose a delivery day and time.");
      const bad = await post(shop, "/payment?lang=en", shopper.headers, { driver: "bitcoin", callback_url: CALLBACK });
      expect(bad.status).toBe(422);
      expect((await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: "not a url" })).status).toBe(400);
      expect((await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: "ftp://shop.example/" })).status).toBe(422);
    });

    it("answers 409 when the stock no longer allows the cart, and places nothing", async () => {
      const { shopper, variety } = await shopperWithCart(2);
      await shop.api.db.update(productVarieties).set({ stock: 1 }).where(eq(productVarieties.id, variety.id));
      const answer = await post(shop, "/payment?lang=en", shopper.headers, { driver: "sandbox", callback_url: CALLBACK });
      expect(answer.status).toBe(409);
      expect(errorBodySchema.parse(answer.body).code).toBe(409);
      expect(userOrdersResponseSchema.parse((await get(shop, "/user-orders", shopper.headers)).body).data).toEqual([]);
      expect(await stockOf(shop, [variety.id])).toEqual([1]);
    });

    it("refuses an unknown or unavailable driver with 422 and places nothing: no order, no charge, no reservation", async () => {
      const { shopper, variety } = await shopperWithCart(1);
      const [credit] = await walletsOf(shopper.headers);
      await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
      const before = await totalsOf(shopper.headers);
      for (const [driver, message] of [
        ["zarinpal", "This payment gateway is not available at the moment: choose another one."],
        ["bitcoin", "No such payment gateway."],
      ]) {
        const answer = await post(shop, "/payment?lang=en", shopper.headers, { driver, callback_url: CALLBACK });
        expect(answer.status, driver).toBe(422);
        expect(errorBodySchema.parse(answer.body)).toEqual({ code: 422, message });
      }
      const persian = await post(shop, "/payment", shopper.headers, { driver: "zarinpal", callback_url: CALLBACK });
      expect(errorBodySchema.parse(persian.body).message).toBe("این درگاه پرداخت در حال حاضر در دسترس نیست؛ درگاه دیگری را انتخاب کنید.");
      expect(userOrdersResponseSchema.parse((await get(shop, "/user-orders", shopper.headers)).body).data).toEqual([]);
      expect((await walletsOf(shopper.headers))[0]?.balance).toBe(500_000);
      expect(await stockOf(shop, [variety.id])).toEqual([3]);
      expect(await totalsOf(shopper.headers)).toEqual(before);
    });
  });

  describe("the sandbox gateway", () => {
    it("pay, returning by GET: the order is paid at the price of its placing, the credit spent, the cart emptied", async () => {
      const { shopper, variety } = await shopperWithCart(2);
      const [credit] = await walletsOf(shopper.headers);
      try {
        await fixGoldPrice(shop, 10_000_000);
        await post(shop, "/check-discount", shopper.headers, { code: "ZARRIN10" });
        const cart = await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
        expect(cart.totals.total_final).toBe(cart.totals.total_special - cart.totals.discount_amount - 500_000 + cart.totals.shipping_cost);
        const placed = await pay(shopper);
        expect(placed.amount).toBe(cart.totals.total_final);
        expect(placed.action).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
        // Reserved and taken at once; the cart stays until the payment succeeds.
        expect(await stockOf(shop, [variety.id])).toEqual([1]);
        expect((await walletsOf(shopper.headers))[0]?.balance).toBe(0);
        expect(await result(placed.order_id, shopper.headers)).toMatchObject({ status: "pending", status_type: "unpaid", paid_at: null });

        // The gold price moves (within the held price's band) before the shopper pays: the order keeps its price.
        await fixGoldPrice(shop, 10_200_000);
        const page = await fetch(placed.action ?? "");
        expect(page.status).toBe(200);
        expect(page.headers.get("content-type")).toContain("text/html");
        expect(page.headers.get("cache-control")).toBe("no-store");
        const html = await page.text();
        expect(html).toContain('<html lang="fa" dir="rtl">');
        expect(html).toContain("طلای زرین");
        expect(html).toContain(`${new Intl.NumberFormat("fa-IR").format(placed.amount)} تومان`);
        expect(html).toContain(`data-order>${new Intl.NumberFormat("fa-IR", { useGrouping: false }).format(placed.order_id)}<`);
        for (const button of PAY_BUTTONS) expect(html).toContain(`name="decision" value="${button}"`);
        expect(html).toContain("پرداخت (بازگشت با GET)");
        expect(html).not.toContain("<script");

        const paid = await decide(placed.action ?? "", "pay-get");
        expect(paid.status).toBe(303);
        expect(paid.headers.get("location")).toBe(`http://localhost:3100/en/success-payment?order_id=${placed.order_id}&status=paid`);

        const outcome = await result(placed.order_id, shopper.headers);
        expect(outcome).toMatchObject({ order_id: placed.order_id, status: "paid", status_type: "paid", amount: placed.amount, reason: null });
        expect(outcome.reference).toMatch(/^\d{12}$/);
        expect(Date.parse(outcome.paid_at ?? "")).not.toBeNaN();
        expect(outcome.items).toEqual([{ name: expect.any(String), quantity: 2, price: cart.items[0]?.special ?? cart.items[0]?.price, variety_value: cart.items[0]?.variety_value }]);
        // Idempotent.
        expect(await result(placed.order_id, shopper.headers)).toEqual(outcome);

        expect(await totalsOf(shopper.headers)).toMatchObject({ quantity: 0, total_final: 0, wallet_costs: [], discount_code: null, shipping_cost: 0 });
        expect((await walletsOf(shopper.headers))[0]?.balance).toBe(0);
        expect(await stockOf(shop, [variety.id])).toEqual([1]);
        const registration = await get(shop, "/check-registration-wallet", shopper.headers);
        expect(registrationWalletResponseSchema.parse(registration.body).data.code).toBe(404);
        const orders = userOrdersResponseSchema.parse((await get(shop, "/user-orders", shopper.headers)).body).data;
        expect(orders).toEqual([expect.objectContaining({ id: placed.order_id, status_type: "paid", total: placed.amount })]);

        // The token is single use.
        const again = await decide(placed.action ?? "", "cancel-get");
        expect(again.status).toBe(409);
        expect(await again.text()).toContain("پیش‌تر پرداخت شده است");
        expect((await fetch(placed.action ?? "")).status).toBe(409);
        expect((await result(placed.order_id, shopper.headers)).status).toBe("paid");
      } finally {
        await releaseGoldPrice(shop);
      }
    });

    it("pay, returning by POST: a form that posts order_id, status and the reference to the success page by itself", async () => {
      const { shopper } = await shopperWithCart(1);
      // The callback may also name the success page itself.
      const placed = await pay(shopper, "sandbox", "http://localhost:3100/success-payment?from=checkout");
      const answer = await decide(placed.action ?? "", "pay-post");
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<form id="return" method="post" action="http://localhost:3100/success-payment">');
      expect(html).toContain(`<input type="hidden" name="order_id" value="${placed.order_id}">`);
      expect(html).toContain('<input type="hidden" name="status" value="paid">');
      const { reference } = await result(placed.order_id, shopper.headers);
      expect(reference).toMatch(/^\d{12}$/);
      expect(html).toContain(`<input type="hidden" name="ref" value="${reference}">`);
      expect(html).toContain("<script>document.getElementById('return').submit();</script>");
      // The page's policy lets that one script run and the form go to the shop.
      const policy = answer.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).toContain("form-action 'self' http://localhost:3100");
      expect((await result(placed.order_id, shopper.headers)).status).toBe("paid");
      expect((await totalsOf(shopper.headers)).quantity).toBe(0);
    });

    it("cancel, by GET or POST: the order fails, credit and stock come back, the cart is as it was", async () => {
      for (const decision of ["cancel-get", "cancel-post"]) {
        const { shopper, variety } = await shopperWithCart(2);
        const [credit] = await walletsOf(shopper.headers);
        await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: credit?.wallet_id });
        const before = await totalsOf(shopper.headers);
        const placed = await pay(shopper);
        expect(await stockOf(shop, [variety.id])).toEqual([1]);
        const answer = await decide(placed.action ?? "", decision);
        if (decision === "cancel-get") {
          expect(answer.status).toBe(303);
          expect(answer.headers.get("location")).toBe(`http://localhost:3100/en/unsuccess-payment?order_id=${placed.order_id}&status=failed`);
        } else {
          const html = await answer.text();
          expect(html).toContain('action="http://localhost:3100/en/unsuccess-payment"');
          expect(html).toContain('<input type="hidden" name="status" value="failed">');
          // No reference for a payment that did not happen.
          expect(html).not.toContain('name="ref"');
        }
        expect(await result(placed.order_id, shopper.headers)).toMatchObject({ status: "failed", status_type: "failed", reason: "Cancelled by the shopper.", paid_at: null });
        expect((await result(placed.order_id, shopper.headers, "fa")).reason).toBe("پرداخت توسط خریدار لغو شد.");
        expect(await stockOf(shop, [variety.id])).toEqual([3]);
        expect((await walletsOf(shopper.headers))[0]?.balance).toBe(500_000);
        expect(await totalsOf(shopper.headers)).toEqual(before);
        expect((await decide(placed.action ?? "", "pay-get")).status).toBe(409);
        expect((await result(placed.order_id, shopper.headers)).status).toBe("failed");
      }
    });

    it("a new payment of the cart replaces an open one; an open one times out after 20 minutes", async () => {
      const { shopper, variety } = await shopperWithCart(1);
      const first = await pay(shopper);
      const second = await pay(shopper);
      // Stock is reserved once: the first payment gave its part back.
      expect(await stockOf(shop, [variety.id])).toEqual([2]);
      expect(await result(first.order_id, shopper.headers)).toMatchObject({ status: "failed", reason: "A newer payment of the same cart replaced it." });
      const stale = await fetch(first.action ?? "");
      expect(stale.status).toBe(409);

      clock.advance(21 * 60);
      expect(await result(second.order_id, shopper.headers)).toMatchObject({ status: "failed", reason: "The payment timed out." });
      expect(await stockOf(shop, [variety.id])).toEqual([3]);
      const late = await decide(second.action ?? "", "pay-get");
      expect(late.status).toBe(409);
      expect(await late.text()).toContain("مهلت این پرداخت به پایان رسیده است");
    });

    it("an order the wallets cover entirely is paid at once: the action is the success page", async () => {
      const { shopper } = await shopperWithCart(1);
      const [gift] = await shop.api.db.insert(wallets).values({ userId: shopper.userId, type: "gift", balance: 1_000_000_000 }).returning();
      const cart = await cartCall(shop, "/update-cart-with-wallet", shopper.headers, { wallet_id: gift?.id });
      expect(cart.totals.total_final).toBe(0);
      const placed = await pay(shopper);
      expect(placed).toEqual({ order_id: expect.any(Number), amount: 0, action: `http://localhost:3100/en/success-payment?order_id=${placed.order_id}&status=paid` });
      expect((await result(placed.order_id, shopper.headers)).status).toBe("paid");
      const left = (await walletsOf(shopper.headers)).find((wallet) => wallet.wallet_id === gift?.id);
      expect(left?.balance).toBe(1_000_000_000 - (cart.totals.wallet_costs[0]?.amount ?? 0));
      expect((await totalsOf(shopper.headers)).quantity).toBe(0);
    });

    it("the gateway is where the shopper's browser reaches the API: SHOP_API_PUBLIC_URL, else the called address", async () => {
      const { shopper } = await shopperWithCart(1);
      // Called over loopback for a shop that is not: the storefront embeds the API at its own origin.
      expect((await pay(shopper, "sandbox", "https://shop.example/en")).action).toMatch(/^https:\/\/shop\.example\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
      const saved = process.env.SHOP_API_PUBLIC_URL;
      process.env.SHOP_API_PUBLIC_URL = "https://api.shop.example/shop-api/";
      try {
        expect((await pay(shopper)).action).toMatch(/^https:\/\/api\.shop\.example\/shop-api\/gateway\/sandbox\/[0-9a-f]{64}$/);
      } finally {
        if (saved === undefined) delete process.env.SHOP_API_PUBLIC_URL;
        else process.env.SHOP_API_PUBLIC_URL = saved;
      }
    });

    it("unknown tokens and orders: 404; only the order's shopper (user or clientToken) sees its amount, reference and lines", async () => {
      const { shopper: signedIn } = await shopperWithCart(1);
      const shopper = { ...signedIn, headers: { ...signedIn.headers, clientToken: randomUUID() } };
      const placed = await pay(shopper);
      expect((await fetch(shop.url(`/gateway/sandbox/${"0".repeat(64)}`))).status).toBe(404);
      expect((await fetch(shop.url("/gateway/sandbox/not-a-token"))).status).toBe(404);
      expect((await decide(shop.url(`/gateway/sandbox/${"0".repeat(64)}`), "pay-get")).status).toBe(404);
      expect((await decide(placed.action ?? "", "steal")).status).toBe(400);

      const missing = await post(shop, "/payment-result?lang=en", shopper.headers, { order_id: 99_999_999 });
      expect(missing.status).toBe(404);
      expect(errorBodySchema.parse(missing.body)).toEqual({ code: 404, message: "No such order." });
      // Anyone else (the gateway's cookie-less return, another shopper guessing ids): the state alone.
      const stateAlone = { order_id: placed.order_id, status: "pending", status_type: "unpaid", amount: null, paid_at: null, reference: null, reason: null, items: [] };
      const stranger = await newShopper(shop);
      expect(await result(placed.order_id, stranger.headers)).toEqual(stateAlone);
      expect(await result(placed.order_id, {})).toEqual(stateAlone);
      expect(await result(placed.order_id, { clientToken: "someone-else" })).toEqual(stateAlone);
      const own = await result(placed.order_id, shopper.headers);
      expect(own).toMatchObject({ amount: placed.amount, status: "pending" });
      expect(own.items).toHaveLength(1);
      // The visitor's clientToken the order was placed with is enough (a session that has expired).
      const [order] = await shop.api.db.select({ clientToken: orders.clientToken }).from(orders).where(eq(orders.id, placed.order_id));
      expect(order?.clientToken).toBe(shopper.headers.clientToken);
      expect((await result(placed.order_id, { clientToken: shopper.headers.clientToken })).amount).toBe(placed.amount);
    });
  });

  describe("POST /online-price", () => {
    it("needs the fixed access token (401 otherwise); answers the walk's price, when it was set and the one before", async () => {
      for (const headers of [{}, bearer("0".repeat(64)), { Authorization: "Bearer zarrin-online-price-x" }, { Authorization: "zarrin-online-price" }]) {
        const answer = await requestJson(shop.url("/online-price?lang=en"), { method: "POST", headers });
        expect(answer.status).toBe(401);
        expect(errorBodySchema.parse(answer.body)).toEqual({ code: 401, message: "The online price needs its access token." });
      }
      const answer = await requestJson(shop.url("/online-price"), { method: "POST", headers: { Authorization: "Bearer zarrin-online-price" } });
      expect(answer.status).toBe(200);
      const price = onlinePriceResponseSchema.parse(answer.body).data;
      const now = goldPriceAt(new Date(price.set_at));
      expect(price).toEqual({
        price: now.price,
        set_at: now.set_at.toISOString(),
        previous_price: goldPriceAt(new Date(now.set_at.getTime() - 1)).price,
        karat: 18,
      });
    });

    it("reads SHOP_API_PRICE_TOKEN at each call; a fixed dev price follows the price it replaced", async () => {
      const saved = process.env.SHOP_API_PRICE_TOKEN;
      process.env.SHOP_API_PRICE_TOKEN = "another-token";
      try {
        expect((await requestJson(shop.url("/online-price"), { method: "POST", headers: { Authorization: "Bearer zarrin-online-price" } })).status).toBe(401);
        const online = async () =>
          onlinePriceResponseSchema.parse((await requestJson(shop.url("/online-price"), { method: "POST", headers: { Authorization: "Bearer another-token" } })).body).data;
        await fixGoldPrice(shop, 10_500_000);
        await fixGoldPrice(shop, 10_700_000);
        expect(await online()).toMatchObject({ price: 10_700_000, previous_price: 10_500_000, karat: 18 });
        await fixGoldPrice(shop, 10_600_000);
        expect(await online()).toMatchObject({ price: 10_600_000, previous_price: 10_700_000 });
      } finally {
        if (saved === undefined) delete process.env.SHOP_API_PRICE_TOKEN;
        else process.env.SHOP_API_PRICE_TOKEN = saved;
        await releaseGoldPrice(shop);
      }
    });
  });
}
