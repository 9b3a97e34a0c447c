import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cartResponseSchema,
  cartStateResponseSchema,
  configsResponseSchema,
  errorBodySchema,
  menuResponseSchema,
  sendCodeResponseSchema,
  statesResponseSchema,
  totalCartResponseSchema,
  userWalletsResponseSchema,
  type CartItem,
  type MenuItem,
} from "../../../shop-api/contract";
import { openDatabase } from "../../../shop-api/server/db/connect";
import {
  addresses,
  campaignProducts,
  campaigns,
  cartItems,
  carts,
  categories,
  creditRequests,
  discountCodes,
  faqGroups,
  faqs,
  footerRows,
  giftCards,
  menuItems,
  orders,
  paymentDrivers,
  postCategories,
  postLikes,
  postTexts,
  posts,
  productComments,
  productLikes,
  productQuestions,
  productSellers,
  productTags,
  productTexts,
  products,
  representatives,
  referrals,
  sellers,
  siteConfigs,
  states,
  tags,
  transports,
  users,
  wallets,
} from "../../../shop-api/server/db/schema";
import { seedIfEmpty } from "../../../shop-api/server/seed";
import { DISCOUNT_CODES, SEEDED_WALLETS } from "../../../shop-api/server/seed/checkout";
import { DEMO_GIFT_CARDS } from "../../../shop-api/server/seed/wallet-activity";
import { SEEDED_ACTIVITY } from "../../../shop-api/server/seed/profile";
import { CAMPAIGNS } from "../../../shop-api/server/seed/campaigns";
import { REPRESENTATIVES } from "../../../shop-api/server/seed/representatives";
import { SEEDED_USERS } from "../../../shop-api/server/seed/users";
import { POSTS } from "../../../shop-api/server/seed/content";
import { POST_CATEGORIES } from "../../../shop-api/server/seed/magazine";
import { BLOG_URL } from "../../../shop-api/server/seed/site";
import { freshMobile, logIn, registerAccount, type NewAccount } from "./accounts";
import { bearer, requestJson, startShopApi, type RunningShopApi } from "./harness";

// A shop started with dev tools on a fresh data directory, changed, stopped, then restarted as in
// production (dev tools off) on the same directory.
let dataDir: string;
let menuBeforeRestart: MenuItem[];
let restarted: RunningShopApi;
const PICTURE = "/media/catalogue/products/venetian-chain-necklace-45-cm-1.jpg";
let pictureBeforeRestart: { etag: string | null; body: Buffer; cached: string[] };
let accountBeforeRestart: NewAccount;
let cartBeforeRestart: CartItem[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "shop-api-"));
  const first = await startShopApi({ dataDir, devTools: true });
  await requestJson(first.url("/dev/configs"), {
    method: "PUT",
    body: { lang: "en", key: "shop_name", value: "Zarrin Gold Tehran" },
  });
  const kept = await requestJson(first.url("/add-cart"), { body: { product_vendor_id: 7, quantity: 3 }, headers: { clientToken: "kept-cart" } });
  cartBeforeRestart = cartStateResponseSchema.parse(kept.body).data.items;
  accountBeforeRestart = await registerAccount(first);
  menuBeforeRestart = menuResponseSchema.parse((await requestJson(first.url("/menu"))).body).data;
  const picture = await fetch(first.url(PICTURE));
  pictureBeforeRestart = {
    etag: picture.headers.get("etag"),
    body: Buffer.from(await picture.arrayBuffer()),
    cached: await readdir(path.join(dataDir, "media-cache")),
  };
  await first.stop();
  restarted = await startShopApi({ dataDir, devTools: false });
});

afterAll(async () => {
  await restarted?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A database migrated to before checkout (0003), with a guest's cart in the old `cart_lines` and
 * accounts, then to now: migration 0004_checkout moves the lines into carts and cart_items, 0005_profile
 * splits the accounts' names (both are checked here; the accounts then go, as the seed's tests expect none).
 */
async function openDatabaseMadeBeforeCheckout() {
  const folder = path.resolve("shop-api/server/db/migrations");
  const before = await mkdtemp(path.join(tmpdir(), "shop-migrations-"));
  try {
    const journal = JSON.parse(await readFile(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const older = journal.entries.filter((entry) => entry.tag < "0004");
    await mkdir(path.join(before, "meta"));
    await writeFile(path.join(before, "meta/_journal.json"), JSON.stringify({ ...journal, entries: older }));
    for (const entry of older) await copyFile(path.join(folder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    const database = await openDatabase({ migrationsFolder: before });
    const db = database.db;
    const run = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [category] = await run(sql`INSERT INTO categories (slug) VALUES ('legacy-category') RETURNING id`);
    const [product] = await run(sql`INSERT INTO products (slug, category_id, gram, wages_percent) VALUES ('legacy-ring', ${category?.id}, 3.5, 18) RETURNING id`);
    const [variety] = await run(sql`INSERT INTO product_varieties (product_id, position, gram, stock) VALUES (${product?.id}, 0, 3.5, 2) RETURNING id`);
    await run(sql`INSERT INTO cart_lines (client_token, product_vendor_id, quantity, unit_price, special_price) VALUES
      ('legacy-guest', ${variety?.id}, 2, 30000000, 27000000), ('legacy-guest', 99999, 1, 1, NULL), ('gone-guest', 99999, 1, 1, NULL)`);
    await run(sql`INSERT INTO users (mobile, name, password_hash) VALUES ('09150000001', ' مریم السادات  احمدی ', 'x'), ('09150000002', 'نگار', 'x'), ('09150000003', NULL, 'x')`);

    await migrate(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    const cartRows = await db.select({ id: carts.id, clientToken: carts.clientToken, userId: carts.userId }).from(carts);
    expect(cartRows).toEqual([{ id: expect.any(Number), clientToken: "legacy-guest", userId: null }]);
    const items = await db
      .select({ cartId: cartItems.cartId, productVendorId: cartItems.productVendorId, quantity: cartItems.quantity, addedPrice: cartItems.addedPrice })
      .from(cartItems);
    expect(items).toEqual([{ cartId: cartRows[0]?.id, productVendorId: variety?.id, quantity: 2, addedPrice: 27_000_000 }]);
    expect(await run(sql`SELECT to_regclass('cart_lines') AS old`)).toEqual([{ old: null }]);
    // Migration 0005_profile: a name's first word and the rest.
    expect(await run(sql`SELECT first_name, last_name FROM users ORDER BY mobile`)).toEqual([
      { first_name: "مریم", last_name: "السادات  احمدی" },
      { first_name: "نگار", last_name: null },
      { first_name: null, last_name: null },
    ]);
    await run(sql`DELETE FROM users`);
    return database;
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}

describe("a database made before the catalogue, the accounts and checkout existed", () => {
  it("keeps its guests' carts, gets the catalogue, the demo accounts, then checkout on its next starts, and keeps its settings", async () => {
    const database = await openDatabaseMadeBeforeCheckout();
    try {
      await database.db.insert(siteConfigs).values({ lang: "fa", key: "shop_name", value: "طلای قدیمی" });
      expect(await seedIfEmpty(database.db)).toBe(true);
      expect(await database.db.select().from(siteConfigs)).toHaveLength(1);
      expect((await database.db.select({ id: categories.id }).from(categories)).length).toBeGreaterThan(20);
      expect(await seedIfEmpty(database.db)).toBe(false);

      // As if it had been seeded before accounts existed (nor what they wrote).
      await database.db.delete(productComments).where(isNotNull(productComments.userId));
      await database.db.delete(orders);
      await database.db.delete(users);
      const categoryCount = (await database.db.select({ id: categories.id }).from(categories)).length;
      expect(await seedIfEmpty(database.db)).toBe(true);
      const seeded = await database.db.select({ mobile: users.mobile }).from(users);
      expect(seeded.map((user) => user.mobile).sort()).toEqual(SEEDED_USERS.map((user) => user.mobile).sort());
      expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(SEEDED_USERS.flatMap((user) => user.orders).length);
      expect(await database.db.select({ id: categories.id }).from(categories)).toHaveLength(categoryCount);
      expect(await database.db.select().from(siteConfigs)).toHaveLength(1);
      expect(await seedIfEmpty(database.db)).toBe(false);

      // As if it had been seeded before the category, product and information pages existed.
      const db = database.db;
      const countOf = async (table: PgTable) =>
        (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]?.n ?? 0;
      const before = {
        faqs: await countOf(faqs),
        // The pages' comments: the demo accounts' own (seed/profile.ts) are another part of the seed.
        comments: (await db.select({ id: productComments.id }).from(productComments).where(isNull(productComments.userId))).length,
        questions: await countOf(productQuestions),
        tags: await countOf(productTags),
        sellers: await countOf(productSellers),
      };
      for (const table of [faqs, faqGroups, productComments, productQuestions, productTags, tags, productSellers, sellers]) await db.delete(table);
      await db.delete(categories).where(eq(categories.slug, "limited-edition"));
      await db.update(categories).set({ robot: "index, follow" });
      await db.update(productTexts).set({ description: [] });
      await db.update(products).set({ colour: "yellow", gtin: null, mpn: null, likes: 0, offerStartsAt: null, offerEndsAt: null });
      expect(await seedIfEmpty(db)).toBe(true);
      expect({
        faqs: await countOf(faqs),
        comments: (await db.select({ id: productComments.id }).from(productComments).where(isNull(productComments.userId))).length,
        questions: await countOf(productQuestions),
        tags: await countOf(productTags),
        sellers: await countOf(productSellers),
      }).toEqual(before);
      expect(before.faqs).toBeGreaterThan(40);
      expect(await db.select({ slug: categories.slug }).from(categories).where(eq(categories.robot, "noindex, follow"))).toEqual([
        { slug: "baby-pendant" },
      ]);
      expect(await db.select().from(categories).where(eq(categories.slug, "limited-edition"))).toHaveLength(1);
      expect(await db.select({ id: productTexts.productId }).from(productTexts).where(sql`jsonb_array_length(${productTexts.description}) < 2`)).toEqual([]);
      const [rose] = await db.select({ colour: products.colour }).from(products).where(eq(products.slug, "slim-rose-gold-band"));
      expect(rose?.colour).toBe("rose");
      expect((await db.select({ id: products.id }).from(products).where(isNull(products.offerEndsAt))).length).toBeLessThan(90);
      expect(await seedIfEmpty(db)).toBe(false);

      // As if it had been seeded before checkout existed: no provinces, transports, drivers, codes or wallets.
      const checkoutCounts = async () => ({
        states: await countOf(states),
        transports: await countOf(transports),
        drivers: await countOf(paymentDrivers),
        codes: await countOf(discountCodes),
        wallets: await countOf(wallets),
      });
      expect(await checkoutCounts()).toEqual({ states: 31, transports: 3, drivers: 2, codes: DISCOUNT_CODES.length, wallets: SEEDED_WALLETS.length });
      for (const table of [addresses, wallets, discountCodes, paymentDrivers, transports, states]) await db.delete(table);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await checkoutCounts()).toEqual({ states: 31, transports: 3, drivers: 2, codes: DISCOUNT_CODES.length, wallets: SEEDED_WALLETS.length });
      expect(await seedIfEmpty(db)).toBe(false);

      // As if it had been seeded before the profile existed: no liked post, no comment of the demo accounts.
      await db.delete(postLikes);
      await db.delete(productComments).where(isNotNull(productComments.userId));
      const likesBefore = await countOf(productLikes);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await countOf(postLikes)).toBe(SEEDED_ACTIVITY.flatMap((activity) => activity.likedPosts).length);
      expect(await countOf(productLikes)).toBe(likesBefore);
      expect((await db.select({ id: productComments.id }).from(productComments).where(isNotNull(productComments.userId))).length).toBe(
        SEEDED_ACTIVITY.flatMap((activity) => activity.comments).length,
      );
      expect(await seedIfEmpty(db)).toBe(false);

      // As if it had been seeded before the representatives and campaigns existed.
      const contactCounts = async () => ({ representatives: await countOf(representatives), campaigns: await countOf(campaigns), chosen: await countOf(campaignProducts) });
      const seededContact = await contactCounts();
      expect(seededContact).toMatchObject({ representatives: REPRESENTATIVES.length, campaigns: CAMPAIGNS.length });
      for (const table of [representatives, campaigns]) await db.delete(table);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await contactCounts()).toEqual(seededContact);
      // As if it had been seeded before the magazine moved into the shop: no categories, no bodies,
      // fewer posts, the menu and the footer leading to the former magazine site.
      const hallmark = "how-to-read-a-gold-hallmark";
      await db.delete(posts).where(eq(posts.slug, hallmark));
      await db.delete(postCategories);
      await db.update(postTexts).set({ body: "" });
      await db.update(menuItems).set({ slug: BLOG_URL }).where(eq(menuItems.slug, "blog"));
      await db.update(footerRows).set({ url: BLOG_URL }).where(eq(footerRows.url, "/blog"));
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await countOf(posts)).toBe(POSTS.length);
      expect(await countOf(postCategories)).toBe(POST_CATEGORIES.reduce((sum, category) => sum + 1 + (category.children?.length ?? 0), 0));
      expect(await db.select({ id: postTexts.postId }).from(postTexts).where(eq(postTexts.body, ""))).toEqual([]);
      expect(await db.select({ id: posts.id }).from(posts).where(isNull(posts.categoryId))).toEqual([]);
      expect(await db.select({ slug: menuItems.slug }).from(menuItems).where(eq(menuItems.slug, BLOG_URL))).toEqual([]);
      expect(await db.select({ url: footerRows.url }).from(footerRows).where(eq(footerRows.url, BLOG_URL))).toEqual([]);
      expect(await seedIfEmpty(db)).toBe(false);
      // As if it had been seeded before gift cards, invitations and instalment requests existed.
      for (const table of [giftCards, referrals, creditRequests]) await db.delete(table);
      expect(await seedIfEmpty(db)).toBe(true);
      // The VIP's birthday card, the two she bought, the shop's demo cards; her two friends; a request in each state.
      expect(await countOf(giftCards)).toBe(3 + DEMO_GIFT_CARDS.length);
      expect(await countOf(referrals)).toBe(2);
      expect(await countOf(creditRequests)).toBe(4);
      expect(await seedIfEmpty(db)).toBe(false);
    } finally {
      await database.close();
    }
    // It seeds the shop part by part, eight times over: longer than one call's test.
  }, 90_000);
});

describe("a restart on the same data directory", () => {
  it("keeps settings and carts, and does not seed again", async () => {
    expect(statesResponseSchema.parse((await requestJson(restarted.url("/states"))).body).data).toHaveLength(31);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    const configs = await requestJson(restarted.url("/configs?lang=en"), { body: { keys: ["shop_name"] } });
    expect(configsResponseSchema.parse(configs.body).data.shop_name).toBe("Zarrin Gold Tehran");
    const cart = await requestJson(restarted.url("/total-cart"), { headers: { clientToken: "kept-cart" } });
    expect(totalCartResponseSchema.parse(cart.body).data.quantity).toBe(3);
    const lines = cartResponseSchema.parse((await requestJson(restarted.url("/cart/"), { headers: { clientToken: "kept-cart" } })).body).data;
    const kept = ({ id, product_vendor_id, quantity, added_price }: CartItem) => ({ id, product_vendor_id, quantity, added_price });
    expect(lines.map(kept)).toEqual(cartBeforeRestart.map(kept));
    expect(menuResponseSchema.parse((await requestJson(restarted.url("/menu"))).body).data).toEqual(
      menuBeforeRestart,
    );
    expect(await seedIfEmpty(restarted.api.db)).toBe(false);
  });

  it("keeps drawn pictures in the data directory and serves them from there", async () => {
    expect(pictureBeforeRestart.cached).toHaveLength(1);
    const [file = ""] = pictureBeforeRestart.cached;
    const cachedFile = path.join(dataDir, "media-cache", file);
    expect(await readFile(cachedFile)).toEqual(pictureBeforeRestart.body);
    // Change the file on disk: the restarted server answers it, so it did not draw the picture again.
    const marked = Buffer.concat([pictureBeforeRestart.body, Buffer.from("served-from-disk")]);
    await writeFile(cachedFile, marked);
    const again = await fetch(restarted.url(PICTURE));
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(pictureBeforeRestart.etag);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(marked);
  });

  it("keeps accounts, their login tokens and wallets", async () => {
    const user = await requestJson(restarted.url("/user"), { headers: bearer(accountBeforeRestart.token) });
    expect(user.status).toBe(200);
    const credit = userWalletsResponseSchema.parse((await requestJson(restarted.url("/user-wallets"), { headers: bearer(accountBeforeRestart.token) })).body).data;
    expect(credit.map((wallet) => [wallet.type, wallet.balance])).toEqual([["registration", 500_000]]);
    expect(await logIn(restarted, accountBeforeRestart.mobile, accountBeforeRestart.password)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("without dev tools, still sends codes, but no inbox shows them", async () => {
    const answer = await requestJson(restarted.url("/new-send-code"), { body: { mobile: freshMobile(), purpose: "register" } });
    expect(answer.status).toBe(200);
    sendCodeResponseSchema.parse(answer.body);
  });

  it("without dev tools, answers 404 for every dev call and serves the rest", async () => {
    for (const [method, path] of [
      ["GET", "/dev/inbox"],
      ["GET", "/dev/inbox?mobile=09120000000"],
      ["GET", "/dev/requests"],
      ["POST", "/dev/requests/reset"],
      ["PUT", "/dev/configs"],
      ["GET", "/dev/gold-price"],
      ["PUT", "/dev/gold-price"],
      ["POST", "/dev/comments/1/approve"],
      ["POST", "/dev/questions/1/answer"],
      ["POST", "/dev/cart-lines"],
    ] as const) {
      const body = method === "GET" ? undefined : { key: "shop_name", value: "x", price: 1, answer: "x" };
      const answer = await requestJson(restarted.url(path), { method, body });
      expect(answer.status, path).toBe(404);
      errorBodySchema.parse(answer.body);
    }
    expect((await requestJson(restarted.url("/footer-lists"))).status).toBe(200);
    expect((await requestJson(restarted.url("/v2/bangle/twisted-bangle"))).status).toBe(200);
  });

  // Last: it closes the database under the running server.
  it("answers 500 with no details when something unexpected fails, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await restarted.api.close();
    const answer = await requestJson(restarted.url("/menu"));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: "Internal server error" });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("GET /shop-api/menu"), expect.anything());
    log.mockRestore();
  });
});
