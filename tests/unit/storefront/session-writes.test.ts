import type { ShopContext } from "~/shop/request/client.server";
import type { RequestContext } from "~/shop/request/context.server";
import { describe, expect, it } from "vitest";
import { flashToast, keepCartCount, readShellSession, redirectWithToast, rememberCartCount } from "~/shop/request/flash.server";
import { emptySession, readRequestSession, requestSessionCookie, SESSION_COOKIE, commitSession, newSession } from "~/shop/request/session.server";

// One writer of the session (decision 45): actions and loaders change the request's session in
// place, and the response carries its one cookie when, and only when, they changed it.

process.env.SESSION_SECRET ??= "a-test-secret-of-enough-length-0123456789";

/** A request's context as the app makes it, with the session read from `cookie`; of its Shop API context, only the tokens and language. */
async function contextWith(cookie?: string): Promise<Pick<RequestContext, "session"> & { shop: ShopContext }> {
  const session = await readRequestSession(new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} }));
  return { session, shop: { baseUrl: "http://api.test/", clientToken: "client-token", authToken: null, locale: "fa" } };
}

/** The Cookie header a browser sends back for a Set-Cookie. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the request's session", () => {
  it("sends no cookie when nothing changed it, read or not", async () => {
    const context = await contextWith();
    expect(readShellSession(context.session).toast).toBeNull();
    expect(await requestSessionCookie(context)).toBeNull();
  });

  it("sends one cookie with every change made in it, and the next request reads them", async () => {
    const context = await contextWith();
    rememberCartCount(context.session, 2, { type: "success", message: "added" });
    keepCartCount(context.session, 3);
    const cookie = await requestSessionCookie(context);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    const next = await contextWith(sentBack(cookie!));
    expect(next.session.get("cartCount")).toBe(3);
    expect(readShellSession(next.session).toast).toMatchObject({ type: "success", message: "added" });
    // The toast was read: the next response says so, and the one after has nothing to show.
    const after = await contextWith(sentBack((await requestSessionCookie(next))!));
    expect(readShellSession(after.session).toast).toBeNull();
    expect(after.session.get("cartCount")).toBe(3);
  });

  it("a redirect with a toast sets no cookie of its own", async () => {
    const context = await contextWith();
    const answer = redirectWithToast(context.session, "/cart", { type: "success", message: "saved" });
    expect(answer.headers.get("Location")).toBe("/cart");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(await requestSessionCookie(context)).not.toBeNull();
  });

  it("starts again empty, in place, for a sign-in or sign-out: nothing of before is sent", async () => {
    const old = await newSession();
    old.set("authFlow", { mobile: "09120000000", step: "code", purpose: "login", resendAt: 0, redirectTo: "/" });
    old.set("referral", "FRIEND");
    flashToast(old, { type: "info", message: "old news" });
    const context = await contextWith(sentBack(await commitSession(old)));
    emptySession(context.session);
    context.session.set("authToken", "token");
    const next = await contextWith(sentBack((await requestSessionCookie(context))!));
    expect(next.session.data).toEqual({ authToken: "token" });
  });
});

describe("a session emptied", () => {
  it("ends: its cookie expires instead of holding nothing", async () => {
    const old = await newSession();
    old.set("authToken", "revoked");
    const context = await contextWith(sentBack(await commitSession(old)));
    emptySession(context.session);
    expect(await requestSessionCookie(context)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });
});
