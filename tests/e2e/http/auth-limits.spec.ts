import { type APIRequestContext, expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi, REPEAT_CUSTOMER } from "../support/accounts";
import { shopperFrom, triesAgainAt } from "../support/rate-limits";

// The Shop API's rate limits (decision 26) as the storefront's forms show them, without JavaScript:
// a 429 page whose message beside the field says when to try again, in the page's language.
// Each test is a shopper of an address of its own (X-Forwarded-For, which the shop trusts from
// loopback), so the limits hold at their real defaults while the rest of the suite, from
// 127.0.0.1, is exempt (playwright.config.ts).

const PERSIAN_TIME = /ساعت ([۰-۹]{2}:[۰-۹]{2}) دوباره تلاش کنید/;
const ENGLISH_TIME = /try again at (\d{2}:\d{2})\./;

/** The error beside a field, as the page says it. */
function fieldError(html: string, field: string): string | undefined {
  return new RegExp(`data-field-error="${field}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

async function postForm(context: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await context.post(path, { form, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), location: response.headers().location };
}

test("after 5 wrong passwords the 6th try, and the right password, are refused beside the field saying when, in Persian and English", async ({ playwright, baseURL, request }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "the-right-secret");
  const shopper = await shopperFrom(playwright, baseURL!, "203.0.113.11");
  const elsewhere = await shopperFrom(playwright, baseURL!, "2001:db8::11");
  try {
    expect((await postForm(shopper, "/login", { intent: "mobile", mobile })).location).toBe("/login");
    for (let index = 0; index < 5; index += 1) {
      const wrong = await postForm(shopper, "/login", { intent: "password", password: "not-the-secret" });
      expect(wrong.status).toBe(403);
      expect(fieldError(wrong.html, "password")).toBe("رمز عبور وارد شده اشتباه است.");
    }
    for (const password of ["not-the-secret", "the-right-secret"]) {
      const refused = await postForm(shopper, "/login", { intent: "password", password });
      expect(refused.status, password).toBe(429);
      const message = fieldError(refused.html, "password") ?? "";
      expect(message).toMatch(/^تلاش‌های ناموفق برای ورود زیاد بود؛ /);
      expect(triesAgainAt(15, "fa")).toContain(PERSIAN_TIME.exec(message)?.[1]);
      // Still on the password step of the same number, its field described by the message.
      expect(refused.html).toContain('data-auth-step="password"');
      expect(refused.html).toContain('aria-invalid="true"');
      expect(refused.html).toMatch(/aria-describedby="[^"]*password-error/);
    }

    // The limit is the mobile's, from any address, in the page's language.
    await postForm(elsewhere, "/en/login", { intent: "mobile", mobile });
    const english = await postForm(elsewhere, "/en/login", { intent: "password", password: "the-right-secret" });
    expect(english.status).toBe(429);
    const message = fieldError(english.html, "password") ?? "";
    expect(message).toMatch(ENGLISH_TIME);
    expect(message.replace(ENGLISH_TIME, "")).toBe("Too many sign-in attempts: ");
    expect(triesAgainAt(15, "en")).toContain(ENGLISH_TIME.exec(message)?.[1]);

    // Another mobile, from the first address, signs in.
    await postForm(shopper, "/login", { intent: "edit" });
    await postForm(shopper, "/login", { intent: "mobile", mobile: REPEAT_CUSTOMER.mobile });
    const other = await postForm(shopper, "/login", { intent: "password", password: REPEAT_CUSTOMER.password });
    expect(other.location).toBe("/profile");
  } finally {
    await shopper.dispose();
    await elsewhere.dispose();
  }
});

test("codes to 12 new mobiles from one address: the 6th and later are refused beside the mobile field, the number kept", async ({ playwright, baseURL, request }) => {
  const shopper = await shopperFrom(playwright, baseURL!, "203.0.113.12");
  try {
    const mobiles = Array.from({ length: 12 }, () => freshMobile());
    const statuses: number[] = [];
    for (const [index, mobile] of mobiles.entries()) {
      const prefix = index % 2 ? "/en" : "";
      const answer = await postForm(shopper, `${prefix}/login`, { intent: "mobile", mobile });
      statuses.push(answer.status);
      if (answer.status !== 429) continue;
      const message = fieldError(answer.html, "mobile") ?? "";
      if (prefix) {
        expect(message).toMatch(/^Codes were asked for too many mobile numbers from your connection: try again at \d{2}:\d{2}\.$/);
        expect(triesAgainAt(60, "en")).toContain(ENGLISH_TIME.exec(message)?.[1]);
      } else {
        expect(message).toMatch(/^از اتصال شما برای شماره‌های زیادی کد درخواست شد؛ /);
        expect(triesAgainAt(60, "fa")).toContain(PERSIAN_TIME.exec(message)?.[1]);
      }
      expect(answer.html).toContain(`value="${mobile}"`);
      expect(answer.html).toContain('data-auth-step="mobile"');
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429, 429, 429, 429, 429, 429, 429]);
    const inbox = await request.get(`${baseURL}/shop-api/dev/inbox?mobile=${mobiles[5]}`);
    expect(((await inbox.json()) as { messages: unknown[] }).messages).toEqual([]);

    // The other ways to a code: password recovery's number, and a code instead of the password.
    const forget = await postForm(shopper, "/forgetpassword", { intent: "mobile", mobile: REPEAT_CUSTOMER.mobile });
    expect(forget.status).toBe(429);
    expect(fieldError(forget.html, "mobile")).toMatch(PERSIAN_TIME);
    expect(forget.html).toContain(`value="${REPEAT_CUSTOMER.mobile}"`);

    await postForm(shopper, "/en/login", { intent: "mobile", mobile: REPEAT_CUSTOMER.mobile });
    const useCode = await postForm(shopper, "/en/login", { intent: "use-code" });
    expect(useCode.status).toBe(429);
    expect(useCode.html).toContain('data-auth-step="password"');
    expect(fieldError(useCode.html, "use-code")).toMatch(ENGLISH_TIME);
    expect(useCode.html).toContain('aria-describedby="use-code-error"');
  } finally {
    await shopper.dispose();
  }
});
