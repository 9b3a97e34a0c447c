import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkUserResponseSchema,
  errorBodySchema,
  forgetPasswordResponseSchema,
  resendTooSoonSchema,
  sendCodeResponseSchema,
  tokenResponseSchema,
  tooManyAttemptsSchema,
  userResponseSchema,
  validateCodeResponseSchema,
} from "../../../../shop-api/contract";
import { sha256 } from "../../../../shop-api/server/auth/secrets";
import { authTokens, oneTimeCodes, users } from "../../../../shop-api/server/db/schema";
import { freshMobile, inbox, logIn, registerAccount, sendCode, verify, wrongCode } from "../accounts";
import { bearer, requestJson, type RunningShopApi, type TestClock } from "../harness";

/** A refusal of the contract: `{message, code}` with the HTTP status as its code. */
function expectRefusal(answer: { status: number; body: unknown }, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = errorBodySchema.parse(answer.body);
  expect(body.code).toBe(status);
  expect(body.message).not.toBe("");
  return body;
}

/** check-user, one-time codes and the dev inbox, register, login by password or code, forgotten password. */
export function signInSuite(shop: RunningShopApi, clock: TestClock): void {
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    requestJson(shop.url(path), { body, headers });
  const validate = (mobile: string, code: string, purpose = "register") =>
    post("/new-validate-code", { mobile, code, purpose });
  /** Lets every cooldown (60 s by default) of the codes sent so far pass. */
  const afterCooldown = () => clock.advance(61);

  describe("POST /check-user", () => {
    it("answers HTTP 200 and code 200 for a new mobile", async () => {
      const answer = await post("/check-user", { mobile: freshMobile() });
      expect(answer.status).toBe(200);
      expect(checkUserResponseSchema.parse(answer.body).data.code).toBe(200);
    });

    it("answers HTTP 302 and code 302, with no Location, for a registered mobile", async () => {
      const answer = await post("/check-user?lang=en", { mobile: "09120000000" });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBeNull();
      const { data } = checkUserResponseSchema.parse(answer.body);
      expect(data.code).toBe(302);
      expect(data.message).toMatch(/registered/);
    });

    it("refuses a mobile that is not 09XXXXXXXXX with 400", async () => {
      for (const mobile of ["9120000000", "+989120000000", "0912000000a", ""]) {
        expect((await post("/check-user", { mobile })).status, mobile).toBe(400);
      }
    });
  });

  describe("one-time codes", () => {
    it("sends a code valid 120 s, resendable after 60 s, that the dev inbox shows and the table keeps hashed", async () => {
      const mobile = freshMobile();
      const answer = await post("/new-send-code", { mobile, purpose: "register" });
      expect(answer.status).toBe(200);
      expect(sendCodeResponseSchema.parse(answer.body)).toEqual({ data: { resend_after: 60, expires_in: 120 } });

      const messages = await inbox(shop, mobile);
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({ mobile, purpose: "register" });
      expect(message?.code).toMatch(/^\d{5}$/);
      expect(Math.abs(Date.parse(message?.sent_at ?? "") - clock.now().getTime())).toBeLessThan(5_000);

      const rows = await shop.api.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.mobile, mobile));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.codeHash).not.toContain(message?.code);
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    });

    it("makes random 5-digit codes", async () => {
      const mobile = freshMobile();
      const codes: string[] = [];
      for (let sent = 0; sent < 6; sent += 1) {
        codes.push(await sendCode(shop, mobile, "register"));
        afterCooldown();
      }
      for (const code of codes) expect(code).toMatch(/^\d{5}$/);
      expect(new Set(codes).size).toBeGreaterThan(1);
      expect((await inbox(shop, mobile)).map((message) => message.code)).toEqual(codes.reverse());
    });

    it("refuses another code within the cooldown with 429 and resend_after, by send and by resend", async () => {
      const mobile = freshMobile();
      await sendCode(shop, mobile, "register");
      clock.advance(15);
      for (const path of ["/new-send-code", "/otp-resend"]) {
        const answer = await post(path, { mobile, purpose: "register" });
        expect(answer.status).toBe(429);
        const refusal = resendTooSoonSchema.parse(answer.body);
        expect(refusal.resend_after).toBeGreaterThanOrEqual(44);
        expect(refusal.resend_after).toBeLessThanOrEqual(45);
      }
      // Another purpose has its own cooldown.
      expect((await post("/new-send-code", { mobile: "09121111111", purpose: "forget" })).status).toBe(200);
      clock.advance(46);
      const resent = await post("/otp-resend", { mobile, purpose: "register" });
      expect(resent.status).toBe(200);
      expect(sendCodeResponseSchema.parse(resent.body).data.resend_after).toBe(60);
      expect(await inbox(shop, mobile)).toHaveLength(2);
      afterCooldown();
    });

    it("voids the previous code when a new one is sent", async () => {
      const mobile = freshMobile();
      let first = await sendCode(shop, mobile, "register");
      afterCooldown();
      let second = await sendCode(shop, mobile, "register");
      while (second === first) {
        // One chance in 100,000: send again until the two differ.
        afterCooldown();
        [first, second] = [second, await sendCode(shop, mobile, "register")];
      }
      expectRefusal(await validate(mobile, first), 401);
      const answer = await validate(mobile, second);
      expect(answer.status).toBe(200);
      expect(validateCodeResponseSchema.parse(answer.body).data.verification_token).toMatch(/^[0-9a-f]{64}$/);
    });

    it("sends register codes to new mobiles only (409), login and forget codes to registered ones only (404)", async () => {
      expectRefusal(await post("/new-send-code", { mobile: "09122222222", purpose: "register" }), 409);
      const stranger = freshMobile();
      for (const purpose of ["login", "forget"]) {
        expectRefusal(await post("/new-send-code", { mobile: stranger, purpose }), 404);
        expectRefusal(await post("/otp-resend", { mobile: stranger, purpose }), 404);
      }
      expectRefusal(await post("/otp-auth", { mobile: stranger }), 404);
      expect(await inbox(shop, stranger)).toEqual([]);
      expect((await post("/new-send-code", { mobile: stranger, purpose: "shopping" })).status).toBe(400);
      expect((await post("/otp-auth", {})).status).toBe(400);
    });

    it("POST /otp-auth sends a login code", async () => {
      const { mobile } = await registerAccount(shop);
      const answer = await post("/otp-auth", { mobile });
      expect(sendCodeResponseSchema.parse(answer.body).data).toEqual({ resend_after: 60, expires_in: 120 });
      expect((await inbox(shop, mobile))[0]?.purpose).toBe("login");
    });

    it("validates a code once: 200 with a verification token, then 401; a wrong code is 401", async () => {
      const mobile = freshMobile();
      const code = await sendCode(shop, mobile, "register");
      expectRefusal(await validate(mobile, wrongCode(code)), 401);
      expectRefusal(await validate(mobile, code, "forget"), 401);
      expectRefusal(await validate(freshMobile(), code), 401);
      expect((await validate(mobile, code)).status).toBe(200);
      expectRefusal(await validate(mobile, code), 401);
      expect((await validate(mobile, "12")).status).toBe(400);
    });

    it("lets a code expire after 120 s", async () => {
      const mobile = freshMobile();
      const code = await sendCode(shop, mobile, "register");
      clock.advance(121);
      expectRefusal(await validate(mobile, code), 401);
    });

    it("allows 5 tries: the right code on the fifth works", async () => {
      const mobile = freshMobile();
      const code = await sendCode(shop, mobile, "register");
      for (let attempt = 1; attempt <= 4; attempt += 1) expectRefusal(await validate(mobile, wrongCode(code)), 401);
      expect((await validate(mobile, code)).status).toBe(200);
    });

    it("voids a code after 5 wrong tries: 429, even for the right code, until a new one is sent", async () => {
      const mobile = freshMobile();
      const code = await sendCode(shop, mobile, "register");
      for (let attempt = 1; attempt <= 4; attempt += 1) expectRefusal(await validate(mobile, wrongCode(code)), 401);
      clock.advance(10);
      const fifth = await validate(mobile, wrongCode(code));
      expectRefusal(fifth, 429);
      expect(tooManyAttemptsSchema.parse(fifth.body).resend_after).toBe(50);
      expectRefusal(await validate(mobile, code), 429);

      afterCooldown();
      const next = await sendCode(shop, mobile, "register");
      expect((await validate(mobile, next)).status).toBe(200);
    });

    describe("with timings from the environment", () => {
      const saved = { ttl: process.env.SHOP_API_CODE_TTL_S, cooldown: process.env.SHOP_API_RESEND_COOLDOWN_S };
      afterEach(() => {
        for (const [name, value] of [
          ["SHOP_API_CODE_TTL_S", saved.ttl],
          ["SHOP_API_RESEND_COOLDOWN_S", saved.cooldown],
        ] as const) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      });

      it("reads SHOP_API_CODE_TTL_S and SHOP_API_RESEND_COOLDOWN_S at each call", async () => {
        process.env.SHOP_API_CODE_TTL_S = "3";
        process.env.SHOP_API_RESEND_COOLDOWN_S = "2";
        const mobile = freshMobile();
        const answer = await post("/new-send-code", { mobile, purpose: "register" });
        expect(sendCodeResponseSchema.parse(answer.body).data).toEqual({ resend_after: 2, expires_in: 3 });
        const tooSoon = await post("/otp-resend", { mobile, purpose: "register" });
        expect(resendTooSoonSchema.parse(tooSoon.body).resend_after).toBeLessThanOrEqual(2);

        clock.advance(2);
        const code = await sendCode(shop, mobile, "register");
        clock.advance(3);
        expectRefusal(await validate(mobile, code), 401);

        process.env.SHOP_API_CODE_TTL_S = "not a number";
        delete process.env.SHOP_API_RESEND_COOLDOWN_S;
        const defaults = await post("/new-send-code", { mobile: freshMobile(), purpose: "register" });
        expect(sendCodeResponseSchema.parse(defaults.body).data).toEqual({ resend_after: 60, expires_in: 120 });
      });
    });

    it("GET /dev/inbox lists everyone's codes newest first, or one mobile's; 400 for a bad mobile", async () => {
      const [a, b] = [freshMobile(), freshMobile()];
      await sendCode(shop, a, "register");
      await sendCode(shop, b, "register");
      const all = await requestJson(shop.url("/dev/inbox"));
      const messages = (all.body as { messages: { mobile: string }[] }).messages;
      expect(messages.slice(0, 2).map((message) => message.mobile)).toEqual([b, a]);
      expect((await inbox(shop, a)).map((message) => message.mobile)).toEqual([a]);
      expect((await requestJson(shop.url("/dev/inbox?mobile=0912"))).status).toBe(400);
    });
  });

  describe("POST /register", () => {
    it("registers end to end: check-user 200, code, validate, register 201, then the token reads the user", async () => {
      const mobile = freshMobile();
      expect((await post("/check-user", { mobile })).status).toBe(200);
      const verification_token = await verify(shop, mobile, "register");
      const answer = await post("/register", { mobile, name: "پریا کاظمی", password: "gold-and-roses", verification_token });
      expect(answer.status).toBe(201);
      const { token } = tokenResponseSchema.parse(answer.body).data;
      expect(token).toMatch(/^[0-9a-f]{64}$/);

      const user = await requestJson(shop.url("/user"), { headers: bearer(token) });
      expect(user.status).toBe(200);
      expect(userResponseSchema.parse(user.body).data).toMatchObject({
        mobile,
        name: "پریا کاظمی",
        email: null,
        national_code: null,
      });
      expect((await post("/check-user", { mobile })).status).toBe(302);
      expect(await logIn(shop, mobile, "gold-and-roses")).toMatch(/^[0-9a-f]{64}$/);
    });

    it("stores passwords as salted scrypt hashes and login tokens as SHA-256", async () => {
      const [first, second] = [await registerAccount(shop), await registerAccount(shop)];
      const rows = await shop.api.db.select().from(users).where(eq(users.mobile, first.mobile));
      const [other] = await shop.api.db.select().from(users).where(eq(users.mobile, second.mobile));
      const stored = rows[0]?.passwordHash ?? "";
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(stored).not.toContain(first.password);
      // Same kind of password, different salts.
      expect(stored.split("$")[4]).not.toBe(other?.passwordHash.split("$")[4]);

      const tokens = await shop.api.db.select().from(authTokens).where(eq(authTokens.userId, rows[0]?.id ?? 0));
      expect(tokens.map((row) => row.tokenHash)).toEqual([sha256(first.token)]);
    });

    it("refuses a made-up, used, expired or another mobile's verification token with 401", async () => {
      const mobile = freshMobile();
      const body = { mobile, name: "کاوه", password: "long-enough" };
      expectRefusal(await post("/register", { ...body, verification_token: "f".repeat(64) }), 401);

      const othersToken = await verify(shop, freshMobile(), "register");
      expectRefusal(await post("/register", { ...body, verification_token: othersToken }), 401);

      const expiring = await verify(shop, mobile, "register");
      clock.advance(601);
      expectRefusal(await post("/register", { ...body, verification_token: expiring }), 401);

      afterCooldown();
      const fresh = await verify(shop, mobile, "register");
      expect((await post("/register", { ...body, verification_token: fresh })).status).toBe(201);
      expectRefusal(await post("/register", { ...body, verification_token: fresh }), 401);
    });

    it("refuses a token made for another purpose with 401", async () => {
      const forgetToken = await verify(shop, "09123333333", "forget");
      const body = { mobile: "09123333333", name: "رضا", password: "long-enough", verification_token: forgetToken };
      expectRefusal(await post("/register", body), 401);
    });

    it("answers 409 when the mobile registered meanwhile", async () => {
      const mobile = freshMobile();
      const first = await verify(shop, mobile, "register");
      afterCooldown();
      const second = await verify(shop, mobile, "register");
      const body = { mobile, name: "بهار", password: "long-enough" };
      expect((await post("/register", { ...body, verification_token: first })).status).toBe(201);
      expectRefusal(await post("/register", { ...body, verification_token: second }), 409);
    });

    it("refuses a short password or name with 400", async () => {
      const verification_token = "a".repeat(64);
      const mobile = freshMobile();
      expect((await post("/register", { mobile, name: "مینا", password: "short", verification_token })).status).toBe(400);
      expect((await post("/register", { mobile, name: "م", password: "long-enough", verification_token })).status).toBe(400);
    });
  });

  describe("POST /login and POST /otp-token", () => {
    it("logs in with the password: 200 and a token; 403 for a wrong password; 404 for an unknown mobile", async () => {
      for (const path of ["/login", "/otp-token"]) {
        const answer = await post(path, { mobile: "09121111111", password: "zarrin-1234" });
        expect(answer.status, path).toBe(200);
        const { token } = tokenResponseSchema.parse(answer.body).data;
        const user = await requestJson(shop.url("/user"), { headers: bearer(token) });
        expect(userResponseSchema.parse(user.body).data.name).toBe("علی رضایی");

        const wrong = expectRefusal(await post(`${path}?lang=en`, { mobile: "09121111111", password: "zarrin-12345" }), 403);
        expect(wrong.message).toBe("The password entered is incorrect.");
        expectRefusal(await post(path, { mobile: freshMobile(), password: "zarrin-1234" }), 404);
        expect((await post(path, { mobile: "09121111111" })).status).toBe(400);
      }
    });

    it("logs in with a login code through otp-token once; 401 for a wrong, used or expired code", async () => {
      const { mobile } = await registerAccount(shop);
      expect((await post("/otp-auth", { mobile })).status).toBe(200);
      const [message] = await inbox(shop, mobile);
      const code = message?.code ?? "";
      expectRefusal(await post("/otp-token", { mobile, code: wrongCode(code) }), 401);
      const answer = await post("/otp-token", { mobile, code });
      expect(answer.status).toBe(200);
      const user = await requestJson(shop.url("/user"), { headers: bearer(tokenResponseSchema.parse(answer.body).data.token) });
      expect(userResponseSchema.parse(user.body).data.mobile).toBe(mobile);
      expectRefusal(await post("/otp-token", { mobile, code }), 401);

      afterCooldown();
      const late = await sendCode(shop, mobile, "login");
      clock.advance(121);
      expectRefusal(await post("/otp-token", { mobile, code: late }), 401);
    });

    it("takes only login codes, and answers 404 for an unknown mobile", async () => {
      const { mobile } = await registerAccount(shop);
      const forgetCode = await sendCode(shop, mobile, "forget");
      expectRefusal(await post("/otp-token", { mobile, code: forgetCode }), 401);
      expectRefusal(await post("/otp-token", { mobile: freshMobile(), code: "12345" }), 404);
    });
  });

  describe("POST /new-forget-password", () => {
    it("changes the password end to end and revokes the user's login tokens", async () => {
      const account = await registerAccount(shop);
      const otherSession = await logIn(shop, account.mobile, account.password);
      const verification_token = await verify(shop, account.mobile, "forget");
      const newPassword = "a-brand-new-password";
      const answer = await post("/new-forget-password", { mobile: account.mobile, password: newPassword, verification_token });
      expect(answer.status).toBe(200);
      expect(forgetPasswordResponseSchema.parse(answer.body)).toEqual({ data: { changed: true } });

      expectRefusal(await post("/login", { mobile: account.mobile, password: account.password }), 403);
      const token = await logIn(shop, account.mobile, newPassword);
      for (const revoked of [account.token, otherSession]) {
        expectRefusal(await requestJson(shop.url("/user"), { headers: bearer(revoked) }), 401);
      }
      expect((await requestJson(shop.url("/user"), { headers: bearer(token) })).status).toBe(200);
      // The token works once.
      expectRefusal(await post("/new-forget-password", { mobile: account.mobile, password: "yet-another-one", verification_token }), 401);
    });

    it("keeps the login token of the request that changes the password", async () => {
      const account = await registerAccount(shop);
      const other = await logIn(shop, account.mobile, account.password);
      const verification_token = await verify(shop, account.mobile, "forget");
      const body = { mobile: account.mobile, password: "changed-while-signed-in", verification_token };
      expect((await post("/new-forget-password", body, bearer(account.token))).status).toBe(200);
      expect((await requestJson(shop.url("/user"), { headers: bearer(account.token) })).status).toBe(200);
      expect((await requestJson(shop.url("/user"), { headers: bearer(other) })).status).toBe(401);
    });

    it("takes only a forget token of the same mobile", async () => {
      const account = await registerAccount(shop);
      const registerToken = await verify(shop, freshMobile(), "register");
      const othersToken = await verify(shop, "09122222222", "forget");
      for (const verification_token of [registerToken, othersToken, "0".repeat(64)]) {
        expectRefusal(await post("/new-forget-password", { mobile: account.mobile, password: "whatever-long", verification_token }), 401);
      }
      expect(await logIn(shop, account.mobile, account.password)).toMatch(/^[0-9a-f]{64}$/);
    });
  });
}
