import { type APIRequestContext, expect, test } from "@playwright/test";
import { freshMobile, registerThroughApi } from "../support/accounts";

// Signing in and out with cookie-held sessions (issue 16): every sign-in writes new cookies (no
// fixation: nothing from before survives it), and signing out revokes the token at the Shop API, so
// a copy of the signed-in cookie stops working, at the API and in the shop.

/** The shopper's cookies now, by name. */
async function cookiesOf(context: APIRequestContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.storageState()).cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The login token a session cookie holds (React Router's cookie session: signed, base64 JSON), if any. */
function tokenIn(sessionCookie: string | undefined): string | undefined {
  if (!sessionCookie) return undefined;
  const signed = decodeURIComponent(sessionCookie);
  const data = JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as { authToken?: string };
  return data.authToken;
}

async function signIn(context: APIRequestContext, mobile: string, password: string) {
  await context.post("/login", { form: { intent: "mobile", mobile }, maxRedirects: 0 });
  const before = await cookiesOf(context);
  const answer = await context.post("/login", { form: { intent: "password", password }, maxRedirects: 0 });
  expect(answer.headers().location).toBe("/profile");
  return { before, after: await cookiesOf(context) };
}

test("each sign-in writes a new session and clientToken; after signing out, neither the old cookies nor the token grant anything", async ({ playwright, baseURL, request }) => {
  const mobile = freshMobile();
  await registerThroughApi(request, baseURL!, mobile, "a-session-secret");
  const shopper = await playwright.request.newContext({ baseURL });
  try {
    const first = await signIn(shopper, mobile, "a-session-secret");
    expect(first.before.__session).toBeTruthy();
    expect(tokenIn(first.before.__session)).toBeUndefined();
    expect(first.after.__session).not.toBe(first.before.__session);
    expect(first.after.clientToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.after.clientToken).not.toBe(first.before.clientToken);
    const token = tokenIn(first.after.__session);
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const out = await shopper.post("/profile", { form: { intent: "logout" }, maxRedirects: 0 });
    expect(out.headers().location).toBe("/");
    expect((await request.get(`${baseURL}/shop-api/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

    // A copy of the cookie from before signing in, and one of the signed-in cookie, now lead to the sign-in page.
    for (const [which, cookie] of Object.entries({ "before sign-in": first.before.__session, "signed in": first.after.__session })) {
      const copy = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `__session=${cookie}` } });
      for (const path of ["/profile", "/en/profile/user-information"]) {
        const answer = await copy.get(path, { maxRedirects: 0 });
        expect(answer.status(), `${which} ${path}`).toBe(302);
        expect(answer.headers().location, `${which} ${path}`).toMatch(path.startsWith("/en") ? /^\/en\/login/ : /^\/login/);
      }
      if (which === "signed in") expect((await copy.get("/profile", { maxRedirects: 0 })).headers()["set-cookie"]).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
      await copy.dispose();
    }

    const second = await signIn(shopper, mobile, "a-session-secret");
    expect(tokenIn(second.after.__session)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenIn(second.after.__session)).not.toBe(token);
    expect(second.after.clientToken).not.toBe(second.before.clientToken);
    expect((await shopper.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  } finally {
    await shopper.dispose();
  }
});
