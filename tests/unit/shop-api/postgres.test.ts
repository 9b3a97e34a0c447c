import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SITE_CONFIG_KEYS,
  configsResponseSchema,
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
    } finally {
      await second.stop();
    }
  });
});
