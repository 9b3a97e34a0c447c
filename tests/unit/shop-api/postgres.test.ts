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
  searchResponseSchema,
  siteConfigSchema,
  totalCartResponseSchema,
  userOrdersResponseSchema,
  userResponseSchema,
} from "../../../shop-api/contract";
import { cartLines } from "../../../shop-api/server/db/schema";
import { logIn, registerAccount } from "./accounts";
import { bearer, requestJson, startShopApi } from "./harness";

/**
 * The same API on a PostgreSQL server (DATABASE_URL). Runs only when TEST_DATABASE_URL names a
 * server and a role that may create databases; it works in a database of its own and drops it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("on PostgreSQL", () => {
  const databaseName = `shop_api_test_${randomUUID().replaceAll("-", "")}`;
  let admin: pg.Client;
  let databaseUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
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
    await first.api.db.insert(cartLines).values({ clientToken, productVendorId: 1, quantity: 2, unitPrice: 3_000_000_000 });
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
      expect(totalCartResponseSchema.parse(cart.body).data.total_final).toBe(6_000_000_000);
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
    } finally {
      await second.stop();
    }
  });
});
