import type { Request } from "express";
import { describe, expect, it } from "vitest";
import {
  errorBodySchema,
  isValidNationalCode,
  logoutResponseSchema,
  userOrdersResponseSchema,
  userResponseSchema,
} from "../../../../shop-api/contract";
import { optionalUser, requireUser } from "../../../../shop-api/server/auth/users";
import { HttpError } from "../../../../shop-api/server/http/errors";
import { SEEDED_USERS } from "../../../../shop-api/server/seed/users";
import { logIn, registerAccount } from "../accounts";
import { bearer, requestJson, type RunningShopApi } from "../harness";

/** Login analytics (docs/shop/04-flows.md §4.5): any order in another state makes a repeat customer. */
const NOT_COUNTED = ["unpaid", "canceld", "failed", "not_approved"];
const isRepeatCustomer = (orders: { status_type: string }[]) => orders.some((order) => !NOT_COUNTED.includes(order.status_type));

const VALID_NATIONAL_CODES = ["0061043214", "0012345679", "0123456789", "4987654326", "0499370899", "1234567891"];
const INVALID_NATIONAL_CODES = [
  "0061043215", // wrong check digit
  "1234567890",
  "1111111111", // passes the checksum, but all one digit
  "0000000000",
  "006104321", // 9 digits
  "00610432140",
  "006104321a",
];

/** The signed-in calls: `/user` (GET, POST), `/user-orders`, `/logout`; the seeded accounts; the auth helpers. */
export function accountSuite(shop: RunningShopApi): void {
  const getUser = (token?: string) => requestJson(shop.url("/user"), { headers: token ? bearer(token) : {} });
  const updateUser = (token: string, body: unknown) => requestJson(shop.url("/user"), { body, headers: bearer(token) });

  describe("seeded accounts", () => {
    it("can log in with the documented passwords; the VIP of the settings is one of them", async () => {
      const vip = await logIn(shop, "09120000000", "zarrin-vip-1234");
      expect(userResponseSchema.parse((await getUser(vip)).body).data).toMatchObject({
        mobile: "09120000000",
        name: "مریم احمدی",
      });
      for (const seeded of SEEDED_USERS) expect(await logIn(shop, seeded.mobile, seeded.password)).toMatch(/^[0-9a-f]{64}$/);
      const configs = await requestJson(shop.url("/configs"), { body: { keys: ["vip_members"] } });
      expect((configs.body as { data: { vip_members: string[] } }).data.vip_members).toContain("09120000000");
    });
  });

  describe("GET /user", () => {
    it("answers the signed-in user in the contract's shape", async () => {
      const token = await logIn(shop, "09122222222", "zarrin-1234");
      const answer = await getUser(token);
      expect(answer.status).toBe(200);
      const user = userResponseSchema.parse(answer.body).data;
      expect(user).toMatchObject({ mobile: "09122222222", name: "سارا محمدی", email: null, national_code: null });
      expect(Number.isNaN(Date.parse(user.created_at))).toBe(false);
    });

    it("answers 401 {message, code} without a token, or with a malformed or unknown one", async () => {
      for (const headers of [{}, { Authorization: "Bearer " }, { Authorization: "Basic abc" }, bearer("0".repeat(64)), bearer("xyz")]) {
        const answer = await requestJson(shop.url("/user"), { headers });
        expect(answer.status).toBe(401);
        expect(errorBodySchema.parse(answer.body).code).toBe(401);
      }
    });
  });

  describe("POST /user", () => {
    it("changes what is given and keeps the rest; null clears", async () => {
      const account = await registerAccount(shop, "نگار");
      const changed = await updateUser(account.token, { name: "نگار حسینی", email: "negar@example.com", national_code: "0012345679" });
      expect(changed.status).toBe(200);
      expect(userResponseSchema.parse(changed.body).data).toMatchObject({
        mobile: account.mobile,
        name: "نگار حسینی",
        email: "negar@example.com",
        national_code: "0012345679",
      });
      const cleared = await updateUser(account.token, { email: null });
      expect(userResponseSchema.parse(cleared.body).data).toMatchObject({ name: "نگار حسینی", email: null, national_code: "0012345679" });
      const nothing = await updateUser(account.token, {});
      expect(userResponseSchema.parse(nothing.body).data).toEqual(userResponseSchema.parse(cleared.body).data);
      expect(userResponseSchema.parse((await getUser(account.token)).body).data.name).toBe("نگار حسینی");
    });

    it("accepts valid national codes and refuses others with 400 and a message", async () => {
      const { token } = await registerAccount(shop);
      for (const code of VALID_NATIONAL_CODES) {
        expect((await updateUser(token, { national_code: code })).status, code).toBe(200);
      }
      for (const code of INVALID_NATIONAL_CODES) {
        const answer = await updateUser(token, { national_code: code });
        expect(answer.status, code).toBe(400);
        expect(errorBodySchema.parse(answer.body).message).not.toBe("");
      }
      const en = await requestJson(shop.url("/user?lang=en"), { body: { national_code: "1111111111" }, headers: bearer(token) });
      expect(errorBodySchema.parse(en.body).message).toBe("The national code entered is not valid.");
      expect(userResponseSchema.parse((await getUser(token)).body).data.national_code).toBe(VALID_NATIONAL_CODES.at(-1));
    });

    it("refuses a bad email or name with 400, and a guest with 401", async () => {
      const { token } = await registerAccount(shop);
      expect((await updateUser(token, { email: "not-an-email" })).status).toBe(400);
      expect((await updateUser(token, { name: "x" })).status).toBe(400);
      expect((await requestJson(shop.url("/user"), { body: { name: "مهمان" } })).status).toBe(401);
    });

    it("checks national codes with the checksum of docs/shop/05-validation.md §5.5 (contract helper)", () => {
      for (const code of VALID_NATIONAL_CODES) expect(isValidNationalCode(code), code).toBe(true);
      for (const code of INVALID_NATIONAL_CODES) expect(isValidNationalCode(code), code).toBe(false);
    });
  });

  describe("GET /user-orders", () => {
    async function ordersOf(mobile: string, password: string) {
      const answer = await requestJson(shop.url("/user-orders"), { headers: bearer(await logIn(shop, mobile, password)) });
      expect(answer.status).toBe(200);
      return userOrdersResponseSchema.parse(answer.body).data;
    }

    it("lists the user's orders newest first: a repeat and a new customer", async () => {
      const ali = await ordersOf("09121111111", "zarrin-1234");
      expect(ali.map((order) => order.status_type)).toEqual(["canceld", "delivered"]);
      expect(Date.parse(ali[0]?.created_at ?? "")).toBeGreaterThan(Date.parse(ali[1]?.created_at ?? ""));
      expect(isRepeatCustomer(ali)).toBe(true);

      const sara = await ordersOf("09122222222", "zarrin-1234");
      expect(sara.map((order) => order.status_type)).toEqual(["unpaid", "failed"]);
      expect(isRepeatCustomer(sara)).toBe(false);
    });

    it("answers an empty list for a user without orders, and 401 for a guest", async () => {
      const { token } = await registerAccount(shop);
      const answer = await requestJson(shop.url("/user-orders"), { headers: bearer(token) });
      expect(userOrdersResponseSchema.parse(answer.body)).toMatchObject({ data: [], pagination: { page: 1, total: 0, last_page: 1 } });
      expect((await requestJson(shop.url("/user-orders"))).status).toBe(401);
    });
  });

  describe("POST /logout", () => {
    it("revokes the request's token only", async () => {
      const account = await registerAccount(shop);
      const other = await logIn(shop, account.mobile, account.password);
      const answer = await requestJson(shop.url("/logout"), { method: "POST", headers: bearer(account.token) });
      expect(answer.status).toBe(200);
      expect(logoutResponseSchema.parse(answer.body)).toEqual({ data: { logged_out: true } });
      expect((await getUser(account.token)).status).toBe(401);
      expect((await requestJson(shop.url("/logout"), { method: "POST", headers: bearer(account.token) })).status).toBe(401);
      expect((await getUser(other)).status).toBe(200);
    });

    it("answers 401 without a token", async () => {
      const answer = await requestJson(shop.url("/logout"), { method: "POST" });
      expect(answer.status).toBe(401);
      expect(errorBodySchema.parse(answer.body).code).toBe(401);
    });
  });

  describe("requireUser and optionalUser (for other route modules)", () => {
    const requestWith = (authorization?: string) =>
      ({ get: (name: string) => (name.toLowerCase() === "authorization" ? authorization : undefined), query: {} }) as unknown as Request;

    it("find the bearer token's user, or a guest / a 401 HttpError", async () => {
      const account = await registerAccount(shop);
      const signedIn = requestWith(`Bearer ${account.token}`);
      expect(await optionalUser(shop.api.db, signedIn)).toMatchObject({ mobile: account.mobile, name: account.name });
      expect(await requireUser(shop.api.db, signedIn)).toMatchObject({ mobile: account.mobile });

      for (const guest of [requestWith(), requestWith(`Bearer ${"1".repeat(64)}`)]) {
        expect(await optionalUser(shop.api.db, guest)).toBeUndefined();
        const refusal = await requireUser(shop.api.db, guest).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(HttpError);
        expect(refusal).toMatchObject({ status: 401, fields: { code: 401 } });
      }
    });
  });
}
