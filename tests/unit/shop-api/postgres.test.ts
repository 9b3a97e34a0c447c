import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SITE_CONFIG_KEYS,
  categoryPageResponseSchema,
  configsResponseSchema,
  faqGroupsResponseSchema,
  heldForApprovalResponseSchema,
  likeResponseSchema,
  productCommentsResponseSchema,
  productPageResponseSchema,
  footerListsResponseSchema,
  listResponseSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  searchResponseSchema,
  siteConfigSchema,
  tokenResponseSchema,
  totalCartResponseSchema,
  transportsResponseSchema,
  nextSevenDaysResponseSchema,
  userOrdersResponseSchema,
  userResponseSchema,
} from "../../../shop-api/contract";
import { logIn, registerAccount } from "./accounts";
import type { ShopApiOptions } from "../../../shop-api/server/app";
import { bearer, requestJson, startShopApi, TestClock, useShopApi } from "./harness";
import { moneySuite } from "./suites/money";

/**
 * The same API on a PostgreSQL server (DATABASE_URL). Runs only when TEST_DATABASE_URL names a
 * server and a role that may create databases; it works in a database of its own and drops it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("on PostgreSQL", () => {
  const databaseName = `shop_api_test_${randomUUID().replaceAll("-", "")}`;
  let admin: pg.Client;
  let databaseUrl: string;

  // The money suite's API, on the same database once the test below has seeded it.
  const clock = new TestClock();
  const moneyApi: Partial<ShopApiOptions> = { clock: clock.now };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    moneyApi.databaseUrl = databaseUrl;
  });

  afterAll(async () => {
    // A closed pool's last connections may still be saying goodbye: forcing them out then would
    // reach the test as an unhandled "terminating connection" error. Wait for them (a little).
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [databaseName]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it("migrates, seeds once, answers the contract and keeps its data across a restart", async () => {
    const first = await startShopApi({ databaseUrl });
    const clientToken = randomUUID();
    // A line of 2 (the dev call skips max_cart_add), priced by the shared pricing.
    const line = await requestJson(first.url("/dev/cart-lines"), { body: { clientToken, productVendorId: 1, quantity: 2 } });
    expect(line.status).toBe(201);
    // Sign-in end to end: codes (advisory locks, hashtext), verification tokens, register.
    const account = await registerAccount(first);
    await first.stop();

    const second = await startShopApi({ databaseUrl });
    try {
      const configs = await requestJson(second.url("/configs?lang=en"), { body: { keys: SITE_CONFIG_KEYS } });
      expect(siteConfigSchema.parse(configsResponseSchema.parse(configs.body).data).shop_name).toBe("Zarrin Gold");
      const lists = footerListsResponseSchema.parse((await requestJson(second.url("/footer-lists"))).body).data;
      expect(lists).toHaveLength(3);
      const cart = await requestJson(second.url("/total-cart"), { headers: { clientToken } });
      expect(totalCartResponseSchema.parse(cart.body).data).toMatchObject({ quantity: 2, total_final: expect.any(Number) });
      expect(totalCartResponseSchema.parse(cart.body).data.total_final).toBeGreaterThan(0);
      const bestsellers = listResponseSchema.parse((await requestJson(second.url("/lists/6?lang=en"))).body).data;
      expect(bestsellers.items.length).toBeGreaterThan(0);
      const search = await requestJson(second.url(`/search/?${new URLSearchParams({ q: "زنجير ۴۵" })}`));
      expect(searchResponseSchema.parse(search.body).data.products.map((card) => card.slug)).toEqual([
        "venetian-chain-necklace-45-cm",
      ]);
      const user = await requestJson(second.url("/user"), { headers: bearer(account.token) });
      expect(userResponseSchema.parse(user.body).data.mobile).toBe(account.mobile);
      const ali = await logIn(second, "09121111111", "zarrin-1234");
      const orders = await requestJson(second.url("/user-orders"), { headers: bearer(ali) });
      expect(userOrdersResponseSchema.parse(orders.body).data.map((order) => order.status_type)).toEqual(["canceld", "delivered"]);
      // Category and product pages: the seed's bulk updates, listings, likes, comments held and approved.
      const roses = await requestJson(second.url("/categories/necklaces?colour=rose&sort=cheapest&lang=en"));
      const listing = categoryPageResponseSchema.parse(roses.body).data;
      expect(listing.products.length).toBeGreaterThan(0);
      expect(listing.applied).toMatchObject({ colour: ["rose"], sort: "cheapest" });
      const { product, meta } = productPageResponseSchema.parse((await requestJson(second.url("/v2/bangle/twisted-bangle"))).body).data;
      expect(meta.offerEndDate).not.toBeNull();
      expect(meta.gtin).toMatch(/^626\d{10}$/);
      expect(product.description).toHaveLength(4);
      const like = await requestJson(second.url("/like"), { body: { model: "product", id: product.id }, headers: bearer(ali) });
      expect(likeResponseSchema.parse(like.body).data).toEqual({ liked: true, likes: product.likes + 1 });
      const comment = { product_id: product.id, rating: 4, text: "النگوی خوش‌فرمی است." };
      const created = await requestJson(second.url("/create-comment"), { body: comment, headers: bearer(ali) });
      const { id } = heldForApprovalResponseSchema.parse(created.body).data;
      await requestJson(second.url(`/dev/comments/${id}/approve`), { method: "POST" });
      const comments = productCommentsResponseSchema.parse((await requestJson(second.url(`/product-comments/${product.id}`))).body).data;
      expect(comments.comments[0]).toMatchObject({ id, text: comment.text, author: "علی رضایی" });
      expect(faqGroupsResponseSchema.parse((await requestJson(second.url("/faqs"))).body).data).toHaveLength(5);

      // Checkout end to end: carts (row locks), addresses, dates, bigint money, the gateway.
      // Signing in brings the guest's line along (2 capped to the product's max_cart_add, 1).
      const login = await requestJson(second.url("/login"), { body: { mobile: account.mobile, password: account.password }, headers: { clientToken } });
      const shopper = { ...bearer(tokenResponseSchema.parse(login.body).data.token), clientToken };
      expect(totalCartResponseSchema.parse((await requestJson(second.url("/total-cart"), { headers: shopper })).body).data.quantity).toBe(1);
      const address = await requestJson(second.url("/new-create-address"), {
        body: { receiver_name: "نگار حسینی", receiver_mobile: "09351234567", state_id: 8, city_id: 39, address: "خیابان ولیعصر، کوچه یاس، پلاک ۱۲", postal_code: "1517756811" },
        headers: shopper,
      });
      expect(address.status).toBe(201);
      const transports = transportsResponseSchema.parse((await requestJson(second.url("/transports"), { headers: shopper })).body).data;
      expect(transports.map((transport) => transport.id)).toEqual([1, 2, 3]);
      await requestJson(second.url("/set-transport"), { body: { transport_id: 2 }, headers: shopper });
      const days = nextSevenDaysResponseSchema.parse((await requestJson(second.url("/deliverer/get-next-seven-days"), { headers: shopper })).body).data;
      const open = days.find((day) => day.slots[0]?.available);
      await requestJson(second.url("/deliverer/set-delivery-day"), { body: { date: open?.date, slot_id: 1 }, headers: shopper });
      // Past 2^31 toman: money is bigint all the way.
      await requestJson(second.url("/dev/gold-price"), { method: "PUT", body: { price: 200_000_000 } });
      const placed = paymentResponseSchema.parse(
        (await requestJson(second.url("/payment"), { body: { driver: "sandbox", callback_url: "http://localhost:3100" }, headers: shopper })).body,
      ).data;
      expect(placed.amount).toBeGreaterThan(2 ** 31);
      const paid = await fetch(placed.action ?? "", { method: "POST", body: new URLSearchParams({ decision: "pay-get" }), redirect: "manual" });
      expect(paid.status).toBe(303);
      const result = await requestJson(second.url("/payment-result"), { body: { order_id: placed.order_id }, headers: shopper });
      expect(paymentResultResponseSchema.parse(result.body).data).toMatchObject({ status: "paid", amount: placed.amount });
    } finally {
      await second.stop();
    }
  });

  // Requests at once are at once here (a pool of connections, row locks), unlike PGlite's one connection.
  describe("money at once", () => {
    moneySuite(useShopApi(moneyApi), clock);
  });
});
