import { describe, expect, it } from "vitest";
import { errorBodySchema, retryLaterSchema, sendCodeResponseSchema, tokenResponseSchema } from "../../../../shop-api/contract";
import {
  CODE_MOBILES_PER_ADDRESS,
  CODE_MOBILES_WINDOW_S,
  PASSWORD_FAILURES_PER_ADDRESS,
  PASSWORD_FAILURES_PER_MOBILE,
  PASSWORD_FAILURE_WINDOW_S,
} from "../../../../shop-api/server/auth/settings";
import { freshMobile, inbox, registerAccount } from "../accounts";
import { requestJson, type RunningShopApi, type TestClock } from "../harness";

/** A documentation address (RFC 5737) of each test's own: the limits count per address. */
let nextAddress = 0;
const newAddress = () => `198.51.100.${(nextAddress += 1)}`;

/** The time of day a message should say: Tehran's, rounded up to the minute, in the language's digits. */
function timeOfDay(iso: string, lang: "fa" | "en"): string {
  const minute = new Date(Math.ceil(Date.parse(iso) / 60_000) * 60_000);
  return new Intl.DateTimeFormat(lang === "fa" ? "fa-IR" : "en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Tehran" }).format(minute);
}

/** The limits of sign-in (docs/decisions/0026), with their real defaults, per address given by X-Forwarded-For. */
export function rateLimitsSuite(shop: RunningShopApi, clock: TestClock): void {
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const post = (path: string, body: unknown, address: string) => requestJson(shop.url(path), { body, headers: from(address) });
  const passwordTry = (mobile: string, password: string, address: string, path = "/otp-token") => post(path, { mobile, password }, address);

  function expectRetryLater(answer: { status: number; body: unknown }) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(429);
    const body = retryLaterSchema.parse(answer.body);
    expect(Date.parse(body.retry_at)).toBeGreaterThan(clock.now().getTime());
    return body;
  }

  describe("wrong passwords", () => {
    it("refuses the 6th try for a mobile with 429 saying when (the right password too, from anywhere) until 15 minutes after the first", async () => {
      expect([PASSWORD_FAILURES_PER_MOBILE, PASSWORD_FAILURE_WINDOW_S]).toEqual([5, 15 * 60]);
      const account = await registerAccount(shop);
      const other = await registerAccount(shop);
      const address = newAddress();
      const firstAt = clock.now().getTime();
      // Both ways in count together: /login and the storefront's /otp-token.
      for (const path of ["/login", "/otp-token", "/login", "/otp-token", "/login"]) {
        const answer = await passwordTry(account.mobile, "not-the-password", address, path);
        expect(answer.status, path).toBe(403);
      }

      const refused = expectRetryLater(await passwordTry(account.mobile, "not-the-password", address, "/otp-token?lang=en"));
      expect(Date.parse(refused.retry_at) - firstAt).toBeGreaterThanOrEqual(PASSWORD_FAILURE_WINDOW_S * 1000);
      expect(Date.parse(refused.retry_at) - firstAt).toBeLessThan(PASSWORD_FAILURE_WINDOW_S * 1000 + 10_000);
      expect(refused.retry_after).toBeGreaterThan(PASSWORD_FAILURE_WINDOW_S - 10);
      expect(refused.message).toBe(`Too many wrong passwords for this mobile: try again at ${timeOfDay(refused.retry_at, "en")}.`);

      const persian = expectRetryLater(await passwordTry(account.mobile, account.password, address));
      expect(persian.message).toContain(`ساعت ${timeOfDay(persian.retry_at, "fa")} دوباره تلاش کنید`);
      expect(persian.message).toMatch(/[۰-۹]{2}:[۰-۹]{2}/);
      expectRetryLater(await passwordTry(account.mobile, account.password, newAddress(), "/login"));

      // Another mobile, from the same address, is not held back.
      expect((await passwordTry(other.mobile, other.password, address)).status).toBe(200);

      clock.advance(PASSWORD_FAILURE_WINDOW_S - 60);
      expectRetryLater(await passwordTry(account.mobile, account.password, address));
      clock.advance(61);
      const signedIn = await passwordTry(account.mobile, account.password, address);
      expect(signedIn.status).toBe(200);
      tokenResponseSchema.parse(signedIn.body);
      // The right password cleared the count: a wrong one is a plain 403 again.
      expect((await passwordTry(account.mobile, "not-the-password", address)).status).toBe(403);
    });

    it("lets a password changed with a code clear the mobile's wrong tries", async () => {
      const account = await registerAccount(shop);
      const address = newAddress();
      for (let index = 0; index < PASSWORD_FAILURES_PER_MOBILE; index += 1) await passwordTry(account.mobile, "not-the-password", address);
      expectRetryLater(await passwordTry(account.mobile, account.password, address));

      expect((await post("/new-send-code", { mobile: account.mobile, purpose: "forget" }, address)).status).toBe(200);
      const [sent] = await inbox(shop, account.mobile);
      const validated = await post("/new-validate-code", { mobile: account.mobile, code: sent?.code, purpose: "forget" }, address);
      const { verification_token } = (validated.body as { data: { verification_token: string } }).data;
      const changed = await post("/new-forget-password", { mobile: account.mobile, password: "a-brand-new-secret", verification_token }, address);
      expect(changed.status).toBe(200);
      expect((await passwordTry(account.mobile, "a-brand-new-secret", address)).status).toBe(200);
    });

    it("refuses an address after 20 wrong passwords across mobiles, whoever it tries next; other addresses go on", async () => {
      expect(PASSWORD_FAILURES_PER_ADDRESS).toBe(20);
      const accounts = await Promise.all(Array.from({ length: 6 }, () => registerAccount(shop)));
      const address = newAddress();
      // Four wrong tries on each of five mobiles: none reaches its own limit, the address reaches its own.
      for (const account of accounts.slice(0, 5)) {
        for (let index = 0; index < 4; index += 1) expect((await passwordTry(account.mobile, "not-the-password", address)).status).toBe(403);
      }
      const sixth = accounts[5]!;
      const refused = expectRetryLater(await passwordTry(sixth.mobile, sixth.password, address, "/login?lang=en"));
      expect(refused.message).toBe(`Too many wrong passwords from your network: try again at ${timeOfDay(refused.retry_at, "en")}.`);
      expect((await passwordTry(sixth.mobile, sixth.password, newAddress())).status).toBe(200);

      clock.advance(PASSWORD_FAILURE_WINDOW_S + 1);
      expect((await passwordTry(sixth.mobile, sixth.password, address)).status).toBe(200);
    });

    it("counts guesses sent at once: no more than 5 of 12 are checked", async () => {
      const account = await registerAccount(shop);
      const answers = await Promise.all(Array.from({ length: 12 }, () => passwordTry(account.mobile, "not-the-password", newAddress())));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 403)).toHaveLength(PASSWORD_FAILURES_PER_MOBILE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PASSWORD_FAILURES_PER_MOBILE);
      clock.advance(PASSWORD_FAILURE_WINDOW_S + 1);
    });
  });

  describe("one-time codes", () => {
    it("sends codes to 5 different mobiles an hour from one address: the 6th to the 12th are refused with 429 saying when", async () => {
      expect([CODE_MOBILES_PER_ADDRESS, CODE_MOBILES_WINDOW_S]).toEqual([5, 60 * 60]);
      const address = newAddress();
      const mobiles = Array.from({ length: 12 }, () => freshMobile());
      const statuses: number[] = [];
      let refusal: { message: string; retry_at: string } | undefined;
      for (const mobile of mobiles) {
        const answer = await post("/new-send-code?lang=en", { mobile, purpose: "register" }, address);
        statuses.push(answer.status);
        if (answer.status === 429) refusal = expectRetryLater(answer);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      expect(refusal?.message).toBe(`Codes were asked for too many mobiles from your network: try again at ${timeOfDay(refusal?.retry_at ?? "", "en")}.`);
      expect(await inbox(shop, mobiles[5]!)).toEqual([]);

      // Every purpose counts (a login code is an SMS too); another address is not held back.
      const registered = await registerAccount(shop);
      const persian = expectRetryLater(await post("/otp-auth", { mobile: registered.mobile }, address));
      expect(persian.message).toContain(`ساعت ${timeOfDay(persian.retry_at, "fa")} دوباره تلاش کنید`);
      expect((await post("/new-send-code", { mobile: mobiles[6], purpose: "register" }, newAddress())).status).toBe(200);

      // A mobile the address already asked for may have another code, after the resend cooldown.
      clock.advance(61);
      const again = await post("/otp-resend", { mobile: mobiles[0], purpose: "register" }, address);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      sendCodeResponseSchema.parse(again.body);

      clock.advance(CODE_MOBILES_WINDOW_S);
      expect((await post("/new-send-code", { mobile: mobiles[7], purpose: "register" }, address)).status).toBe(200);
    });

    it("leaves the addresses of SHOP_API_RATE_LIMIT_EXEMPT alone", async () => {
      const saved = process.env.SHOP_API_RATE_LIMIT_EXEMPT;
      const showroom = newAddress();
      process.env.SHOP_API_RATE_LIMIT_EXEMPT = `${saved ?? ""}, ${showroom}`;
      try {
        for (let index = 0; index <= CODE_MOBILES_PER_ADDRESS; index += 1) {
          expect((await post("/new-send-code", { mobile: freshMobile(), purpose: "register" }, showroom)).status).toBe(200);
        }
      } finally {
        if (saved === undefined) delete process.env.SHOP_API_RATE_LIMIT_EXEMPT;
        else process.env.SHOP_API_RATE_LIMIT_EXEMPT = saved;
      }
      const refused = await post("/new-send-code", { mobile: freshMobile(), purpose: "register" }, showroom);
      expect(errorBodySchema.parse(refused.body).code).toBe(429);
    });
  });
}
