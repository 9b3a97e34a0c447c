import { describe, expect, it } from "vitest";
import {
  errorBodySchema,
  goldPriceBreakdown,
  likeResponseSchema,
  ORDER_FILTERS,
  paymentResponseSchema,
  userCommentsResponseSchema,
  userOrderResponseSchema,
  userOrdersResponseSchema,
  userPostFavoriteResponseSchema,
  userProductFavoriteResponseSchema,
  userResponseSchema,
  type OrderDetail,
} from "../../../../shop-api/contract";
import { PAYMENT_TTL_MS } from "../../../../shop-api/server/checkout/orders";
import { SEEDED_ACTIVITY } from "../../../../shop-api/server/seed/profile";
import { logIn } from "../accounts";
import { cartCall, freshVariety, get, newShopper, post, readyToPay } from "../checkout";
import { bearer, requestJson, type RunningShopApi, type TestClock } from "../harness";

const CALLBACK = "http://localhost:3100/success-payment";
const VIP = { mobile: "09120000000", password: "zarrin-vip-1234" };
const ALI = { mobile: "09121111111", password: "zarrin-1234" };
const SARA = { mobile: "09122222222", password: "zarrin-1234" };

/**
 * The profile's calls (contract profile.ts): the user's details, orders by tab and one whole (its
 * prices' facts agree with the shared pricing), paying an unpaid order again, comments, favourites.
 */
export function profileSuite(shop: RunningShopApi, clock: TestClock): void {
  const headersOf = async (account: { mobile: string; password: string }) => bearer(await logIn(shop, account.mobile, account.password));
  const ordersOf = async (headers: Record<string, string>, query = "") => {
    const answer = await get(shop, `/user-orders${query}`, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return userOrdersResponseSchema.parse(answer.body);
  };
  const orderOf = async (headers: Record<string, string>, id: number, lang = "fa"): Promise<OrderDetail> => {
    const answer = await get(shop, `/user-orders/${id}?lang=${lang}`, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return userOrderResponseSchema.parse(answer.body).data;
  };

  describe("GET and POST /user: the profile's details", () => {
    it("answers the seeded names' two parts and birth dates", async () => {
      const vip = userResponseSchema.parse((await get(shop, "/user", await headersOf(VIP))).body).data;
      expect(vip).toMatchObject({ name: "مریم احمدی", first_name: "مریم", last_name: "احمدی", birth_date: "1988-04-12", national_code: "0061043214" });
    });

    it("makes the name from first and last name, splits a whole name, and checks the birth date", async () => {
      const shopper = await newShopper(shop);
      const update = (body: unknown) => requestJson(shop.url("/user?lang=en"), { body, headers: shopper.headers });
      const named = await update({ first_name: " نگار ", last_name: "حسینی‌نژاد", birth_date: "1999-12-31" });
      expect(userResponseSchema.parse(named.body).data).toMatchObject({ name: "نگار حسینی‌نژاد", first_name: "نگار", last_name: "حسینی‌نژاد", birth_date: "1999-12-31" });
      const lastOnly = await update({ last_name: "رحیمی" });
      expect(userResponseSchema.parse(lastOnly.body).data).toMatchObject({ name: "نگار رحیمی", first_name: "نگار" });
      const whole = await update({ name: "Sara  van der Berg" });
      expect(userResponseSchema.parse(whole.body).data).toMatchObject({ name: "Sara  van der Berg", first_name: "Sara", last_name: "van der Berg" });
      const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
      for (const birth_date of ["1990-02-30", "1899-12-31", tomorrow, "1990-1-1"]) {
        const refused = await update({ birth_date });
        expect(refused.status, birth_date).toBe(400);
      }
      expect(errorBodySchema.parse((await update({ birth_date: "2001-02-29" })).body).message).toBe("The birth date entered is not valid.");
      const cleared = await update({ birth_date: null });
      expect(userResponseSchema.parse(cleared.body).data.birth_date).toBeNull();
    });
  });

  describe("GET /user-orders", () => {
    it("lists the seeded orders newest first, with their pieces and pictures, and every tab's count", async () => {
      const answer = await ordersOf(await headersOf(VIP));
      expect(answer.data.map((order) => order.status_type)).toEqual(["sent", "returned", "delivered"]);
      expect(answer.data.map((order) => order.item_count)).toEqual([2, 1, 2]);
      for (const order of answer.data) {
        expect(order.images.length).toBe(Math.min(order.item_count, 3));
        expect(order.paid_at).not.toBeNull();
      }
      expect(answer.pagination).toEqual({ page: 1, per_page: 10, total: 3, last_page: 1 });
      expect(answer.counts).toEqual({ current: 1, delivered: 1, returned: 1, cancelled: 0, unpaid: 0, invoiced: 3 });
    });

    it("filters by tab and pages", async () => {
      const headers = await headersOf(VIP);
      const delivered = await ordersOf(headers, "?status=delivered");
      expect(delivered.data.map((order) => order.status_type)).toEqual(["delivered"]);
      expect(delivered.pagination.total).toBe(1);
      const second = await ordersOf(headers, "?status=invoiced&per_page=2&page=2");
      expect(second.data.map((order) => order.status_type)).toEqual(["delivered"]);
      expect(second.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
      const sara = await ordersOf(await headersOf(SARA), "?status=cancelled");
      expect(sara.data.map((order) => order.status_type)).toEqual(["failed"]);
      expect(sara.counts.unpaid).toBe(1);
      for (const query of ["?status=paid", "?page=0", "?per_page=51"]) expect((await get(shop, `/user-orders${query}`, headers)).status, query).toBe(400);
      expect((await get(shop, "/user-orders")).status).toBe(401);
    });

    it("has tabs that cover every status once, and invoices for every paid one", () => {
      const tabs = [...ORDER_FILTERS.current, ...ORDER_FILTERS.delivered, ...ORDER_FILTERS.returned, ...ORDER_FILTERS.cancelled, ...ORDER_FILTERS.unpaid];
      expect(new Set(tabs).size).toBe(tabs.length);
      expect([...ORDER_FILTERS.invoiced].sort()).toEqual([...ORDER_FILTERS.current, ...ORDER_FILTERS.delivered, ...ORDER_FILTERS.returned].sort());
    });
  });

  describe("GET /user-orders/{id}", () => {
    it("answers a seeded order whole: lines whose prices the shared pricing gives again, sums that add up, where it went", async () => {
      const headers = await headersOf(VIP);
      const [, , delivered] = (await ordersOf(headers)).data;
      const order = await orderOf(headers, delivered!.id);
      expect(order).toMatchObject({ status_type: "delivered", discount_code: "ZARRIN10", reference: "604218339571", payable: false });
      expect(order.address).toMatchObject({ receiver_name: "مریم احمدی", state_name: "تهران", city_name: "تهران", postal_code: "1939614711" });
      expect(order.transport?.title).toBe("پیک ویژه تهران");
      expect(order.delivery?.slot).toBe("ساعت ۹ تا ۱۳");
      expect(order.driver).toEqual({ name: "sandbox", title: "درگاه آزمایشی" });
      expect(order.items.map((item) => item.slug_with_cat)).toEqual(["half-set/leaf-half-set", "stud-earrings/ruby-studs"]);
      for (const item of order.items) {
        const breakdown = goldPriceBreakdown({
          goldPrice: order.gold_price!,
          gram: item.gram!,
          wagesPercent: item.wages_percent!,
          noneGold: item.none_gold!,
          noneGoldWages: item.none_gold_wages!,
          profitPercent: item.profit_percent!,
          taxPercent: item.tax_percent!,
        });
        expect(breakdown.price).toBe(item.price);
        expect(item.total).toBe((item.special ?? item.price) * item.quantity);
        expect(item.karat).toBe(18);
      }
      expect(order.total_special).toBe(order.items.reduce((sum, item) => sum + item.total, 0));
      expect(order.discount_amount).toBe(Math.round(order.total_special / 10));
      expect(order.total).toBe(order.total_special - order.discount_amount - order.wallet_amount + order.shipping_cost);
      const english = await orderOf(headers, delivered!.id, "en");
      expect(english.address?.city_name).toBe("Tehran");
      expect(english.items[0]?.name).toBe("Leaf half-set");
    });

    it("is 404 for another shopper's order or an unknown one, and 401 for a guest", async () => {
      const vipOrder = (await ordersOf(await headersOf(VIP))).data[0]!;
      const ali = await headersOf(ALI);
      const refused = await get(shop, `/user-orders/${vipOrder.id}?lang=en`, ali);
      expect(refused.status).toBe(404);
      expect(errorBodySchema.parse(refused.body)).toEqual({ code: 404, message: "No such order." });
      expect((await get(shop, "/user-orders/999999", ali)).status).toBe(404);
      expect((await get(shop, "/user-orders/abc", ali)).status).toBe(400);
      expect((await get(shop, `/user-orders/${vipOrder.id}`)).status).toBe(401);
    });

    it("shows an order placed through checkout at once, with the cart's prices locked", async () => {
      const shopper = await newShopper(shop);
      const variety = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      const cart = await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 2 });
      await readyToPay(shop, shopper);
      const placed = paymentResponseSchema.parse((await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: CALLBACK })).body).data;
      const [listed] = (await ordersOf(shopper.headers, "?status=unpaid")).data;
      expect(listed).toMatchObject({ id: placed.order_id, total: placed.amount, item_count: 2 });
      const order = await orderOf(shopper.headers, placed.order_id);
      expect(order.payable).toBe(true);
      expect(order.items).toHaveLength(1);
      expect(order.items[0]).toMatchObject({ product_id: variety.productId, quantity: 2, price: cart.items[0]!.price, special: cart.items[0]!.special });
      expect(order.address?.state_name).toBe("تهران");
    });
  });

  describe("POST /payment {order_id}: paying an unpaid order again", () => {
    it("opens a new gateway session for the order at its locked price; the old one stops working", async () => {
      const shopper = await newShopper(shop);
      const variety = await freshVariety(shop, { stock: 3, maxCartAdd: 3 });
      await cartCall(shop, "/add-cart", shopper.headers, { product_vendor_id: variety.id, quantity: 1 });
      await readyToPay(shop, shopper);
      const first = paymentResponseSchema.parse((await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: CALLBACK })).body).data;
      const again = await post(shop, "/payment", shopper.headers, { driver: "sandbox", callback_url: CALLBACK, order_id: first.order_id });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const second = paymentResponseSchema.parse(again.body).data;
      expect(second).toMatchObject({ order_id: first.order_id, amount: first.amount });
      expect(second.action).not.toBe(first.action);
      expect((await fetch(first.action!)).status).toBe(404);
      const paid = await fetch(second.action!, { method: "POST", body: new URLSearchParams({ decision: "pay-get" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      expect((await orderOf(shopper.headers, first.order_id)).status_type).toBe("paid");
      const late = await post(shop, "/payment?lang=en", shopper.headers, { driver: "sandbox", callback_url: CALLBACK, order_id: first.order_id });
      expect(late.status).toBe(422);
      expect(errorBodySchema.parse(late.body).message).toBe("This order is no longer awaiting payment.");
    });

    it("pays the seeded unpaid order; another shopper's is 404; a session times out from its own start", async () => {
      const sara = await headersOf(SARA);
      const unpaid = (await ordersOf(sara, "?status=unpaid")).data[0]!;
      expect((await orderOf(sara, unpaid.id)).payable).toBe(true);
      const ali = await headersOf(ALI);
      expect((await post(shop, "/payment", ali, { driver: "sandbox", callback_url: CALLBACK, order_id: unpaid.id })).status).toBe(404);
      expect((await post(shop, "/payment", sara, { driver: "zarinpal", callback_url: CALLBACK, order_id: unpaid.id })).status).toBe(422);
      // Placed a day ago, paid again now: its held price long ended, it is priced at today's gold
      // price (the amount says so), and the new session has its own 20 minutes.
      const session = paymentResponseSchema.parse((await post(shop, "/payment", sara, { driver: "sandbox", callback_url: CALLBACK, order_id: unpaid.id })).body).data;
      expect(session.amount).toBe((await orderOf(sara, unpaid.id)).total);
      expect((await fetch(session.action!)).status).toBe(200);
      clock.advance(PAYMENT_TTL_MS / 1000 + 1);
      expect((await orderOf(sara, unpaid.id)).status_type).toBe("failed");
      expect((await ordersOf(sara)).counts).toMatchObject({ unpaid: 0, cancelled: 2 });
    });
  });

  describe("GET /user-comments", () => {
    it("lists what the shopper wrote, newest first, with its approval and the product", async () => {
      const answer = await get(shop, "/user-comments?lang=en", await headersOf(ALI));
      const { data, pagination } = userCommentsResponseSchema.parse(answer.body);
      expect(data.map((comment) => [comment.product.slug_with_cat, comment.status])).toEqual([
        ["gold-chain/curb-link-chain", "rejected"],
        ["signet-ring/black-onyx-signet-ring", "approved"],
      ]);
      expect(data[1]?.product.name).toBe("Black onyx signet ring");
      expect(pagination.total).toBe(2);
      const paged = userCommentsResponseSchema.parse((await get(shop, "/user-comments?per_page=1&page=2", await headersOf(ALI))).body);
      expect(paged.data.map((comment) => comment.status)).toEqual(["approved"]);
      expect((await get(shop, "/user-comments")).status).toBe(401);
    });

    it("shows a comment written just now as pending", async () => {
      const shopper = await newShopper(shop);
      const variety = await freshVariety(shop, { stock: 1, maxCartAdd: 1 });
      expect((await post(shop, "/create-comment", shopper.headers, { product_id: variety.productId, rating: 4, text: "زیبا و خوش‌دست" })).status).toBe(201);
      const { data } = userCommentsResponseSchema.parse((await get(shop, "/user-comments", shopper.headers)).body);
      expect(data).toEqual([expect.objectContaining({ status: "pending", rating: 4, text: "زیبا و خوش‌دست", reply: null })]);
    });
  });

  describe("favourites", () => {
    it("lists the seeded likes, last liked first, and a new like on top; un-liking removes it", async () => {
      const headers = await headersOf(VIP);
      const seeded = SEEDED_ACTIVITY.find((activity) => activity.mobile === VIP.mobile)!;
      const products = async () => userProductFavoriteResponseSchema.parse((await get(shop, "/user-product-favorite", headers)).body).data;
      expect((await products()).map((product) => product.slug)).toEqual(seeded.likedProducts);
      const posts = userPostFavoriteResponseSchema.parse((await get(shop, "/user-post-favorite?lang=en", headers)).body).data;
      expect(posts.map((post) => post.title)).toEqual(["How to find your ring size at home", "Caring for gold jewellery: seven simple tips"]);

      const variety = await freshVariety(shop, { stock: 1, maxCartAdd: 1 });
      const like = () => post(shop, "/like", headers, { model: "product", id: variety.productId });
      expect(likeResponseSchema.parse((await like()).body).data.liked).toBe(true);
      expect((await products())[0]?.id).toBe(variety.productId);
      expect(likeResponseSchema.parse((await like()).body).data.liked).toBe(false);
      expect((await products()).map((product) => product.slug)).toEqual(seeded.likedProducts);
    });

    it("likes and un-likes a magazine post; 404 for an unknown one, 401 for a guest", async () => {
      const shopper = await newShopper(shop);
      const postsOf = async () => userPostFavoriteResponseSchema.parse((await get(shop, "/user-post-favorite", shopper.headers)).body).data;
      expect(await postsOf()).toEqual([]);
      const first = likeResponseSchema.parse((await post(shop, "/like", shopper.headers, { model: "post", id: 1 })).body).data;
      expect(first.liked).toBe(true);
      expect((await postsOf()).map((liked) => liked.id)).toEqual([1]);
      const second = likeResponseSchema.parse((await post(shop, "/like", shopper.headers, { model: "post", id: 1 })).body).data;
      expect(second).toEqual({ liked: false, likes: first.likes - 1 });
      expect(await postsOf()).toEqual([]);
      expect((await post(shop, "/like?lang=en", shopper.headers, { model: "post", id: 999_999 })).status).toBe(404);
      expect((await post(shop, "/like", {}, { model: "post", id: 1 })).status).toBe(401);
      expect((await get(shop, "/user-product-favorite")).status).toBe(401);
    });
  });
}
