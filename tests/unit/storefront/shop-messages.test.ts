import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arLink, arPlatform } from "~/lib/augmented-reality";
import { isShopMessageStatus, optional, shopRequest, type ShopContext } from "~/shop/request/client.server";
import { refusalMessageOf } from "~/lib/shop-refusal";
import { newSession, type ShopSession } from "~/shop/request/session.server";

// docs/shop/08-errors.md §8.8: a Shop API answer in the 600s is a message for the shopper, shown in the
// toast of the form whose action made the call; and the links of "see it in your room" (decision 38).

process.env.SESSION_SECRET ??= "a-test-secret-of-enough-length-0123456789";

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const status = Number(new URL(req.url ?? "/", "http://x").searchParams.get("status") ?? 200);
    res.writeHead(status, { "Content-Type": "application/json" });
    const silent = status === 652 || new URL(req.url ?? "/", "http://x").searchParams.has("silent");
    res.end(JSON.stringify(silent ? {} : { message: "سامانه تا ساعتی دیگر پاسخ نمی‌دهد.", code: status }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (request?: Request, session?: ShopSession): ShopContext => ({ baseUrl, clientToken: "t", authToken: null, locale: "fa", request, session });
const post = (referer?: string) =>
  new Request("http://shop.test/bangle/engraved?index&_data=routes%2Fproduct", { method: "POST", headers: referer ? { Referer: referer } : {} });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("a Shop API answer in the 600s", () => {
  it("is a message status from 600 to 699 only", () => {
    expect([599, 600, 651, 699, 700].map(isShopMessageStatus)).toEqual([false, true, true, true, false]);
  });

  it("sends a form's shopper back to the page they posted from, with the message to show", async () => {
    const session = await newSession();
    const answer = await thrown(shopRequest(context(post("http://shop.test/bangle/engraved?variety=3"), session), { name: "POST /x", method: "POST", path: "/x", query: { status: 651 } }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/bangle/engraved?variety=3");
    // In the request's session, whose one cookie the response carries (shop/request/response.server.ts, decision 45).
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(session.get("toast")).toMatchObject({ type: "error", message: "سامانه تا ساعتی دیگر پاسخ نمی‌دهد." });
  });

  it("without a usable Referer, back to the action's own page (without React Router's parameters); never elsewhere", async () => {
    expect((await thrown(shopRequest(context(post(), await newSession()), { name: "POST /x", method: "POST", path: "/x", query: { status: 651 } }))).headers.get("Location")).toBe("/bangle/engraved");
    const sneaky = await thrown(shopRequest(context(post("http://shop.test//evil.example/x"), await newSession()), { name: "POST /x", method: "POST", path: "/x", query: { status: 651 } }));
    expect(sneaky.headers.get("Location")).toBe("/bangle/engraved");
  });

  it("is a failed call (a 502 error page) in a loader, or when it says nothing", async () => {
    const failed = async (promise: Promise<unknown>) => {
      const error = await promise.then(() => null, (reason: unknown) => reason);
      return (error as { init?: { status?: number } } | null)?.init?.status;
    };
    expect(await failed(shopRequest(context(new Request("http://shop.test/bangle/engraved")), { name: "GET /x", path: "/x", query: { status: 651 } }))).toBe(502);
    expect(await failed(shopRequest(context(post(), await newSession()), { name: "POST /x", method: "POST", path: "/x", query: { status: 652 } }))).toBe(502);
  });
});

// Decision 56 (docs/shop/08-errors.md §8.11): a 4xx the caller did not expect is a refusal, not a failure.
describe("a Shop API refusal (a 4xx not expected)", () => {
  const failedWith = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (reason: unknown) => reason);
    return error as { data?: unknown; init?: { status?: number } } | null;
  };

  it("sends a form's shopper back to the page they posted from with the Shop API's message, for each refusal status", async () => {
    for (const status of [400, 403, 404, 409, 410, 412, 422, 429]) {
      const session = await newSession();
      const answer = await thrown(shopRequest(context(post("http://shop.test/checkout/payment"), session), { name: "POST /x", method: "POST", path: "/x", query: { status } }));
      expect(answer.status, String(status)).toBe(302);
      expect(answer.headers.get("Location")).toBe("/checkout/payment");
      expect(session.get("toast")).toMatchObject({ type: "error", message: "سامانه تا ساعتی دیگر پاسخ نمی‌دهد." });
    }
  });

  it("without a message, the shop's own words in the page's language", async () => {
    const session = await newSession();
    await thrown(shopRequest({ ...context(post(), session), locale: "en" }, { name: "POST /x", method: "POST", path: "/x", query: { status: 404, silent: 1 } }));
    expect(session.get("toast")).toMatchObject({ type: "error", message: "The shop did not accept this request." });
  });

  it("is the themed error page in a loader, with the refusal's status (403 as 404) and its message", async () => {
    const get = context(new Request("http://shop.test/success-payment?order_id=9"), await newSession());
    for (const [status, page] of [[404, 404], [422, 422], [409, 409], [410, 410], [403, 404]] as const) {
      const error = await failedWith(shopRequest(get, { name: "GET /x", path: "/x", query: { status } }));
      expect(error?.init?.status, String(status)).toBe(page);
      expect(refusalMessageOf(error?.data)).toBe("سامانه تا ساعتی دیگر پاسخ نمی‌دهد.");
    }
    expect(refusalMessageOf((await failedWith(shopRequest(get, { name: "GET /x", path: "/x", query: { status: 404, silent: 1 } })))?.data)).toBeNull();
  });

  it("an expected status is still the caller's answer; a 401 and a 5xx are not refusals", async () => {
    const get = context(new Request("http://shop.test/x"));
    expect((await shopRequest(get, { name: "GET /x", path: "/x", query: { status: 404 }, expect: [404] })).status).toBe(404);
    expect((await failedWith(shopRequest(get, { name: "GET /x", path: "/x", query: { status: 401 } })))?.init?.status).toBe(502);
    expect(refusalMessageOf((await failedWith(shopRequest(get, { name: "GET /x", path: "/x", query: { status: 500 } })))?.data)).toBeUndefined();
  });

  it("of an optional call costs only its section, in a loader and in a form's action alike", async () => {
    for (const request of [new Request("http://shop.test/x"), post("http://shop.test/checkout/payment")]) {
      const failures: { call: string; status: number }[] = [];
      const session = await newSession();
      const ctx = { ...context(request, session), failures };
      const answer = await optional(ctx, "GET /x", () => shopRequest(ctx, { name: "GET /x", path: "/x", query: { status: 422 } }), "fallback");
      expect(answer).toBe("fallback");
      expect(failures).toEqual([{ call: "GET /x", status: 422 }]);
      expect(session.get("toast")).toBeUndefined();
    }
  });
});

describe("see it in your room", () => {
  it("knows the phone's viewer from its user agent", () => {
    expect(arPlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(arPlatform("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130 Mobile")).toBe("android");
    expect(arPlatform("Mozilla/5.0 (X11; Linux x86_64) Chrome/130")).toBeNull();
    expect(arPlatform(null)).toBeNull();
  });

  it("links the USDZ for Quick Look, the GLB through a Scene Viewer intent for Android", () => {
    const model = { glb: "/media/models/gold-band.glb", usdz: "/media/models/gold-band.usdz", title: "حلقه ساده" };
    expect(arLink("ios", model, "https://zarrin.example", "https://zarrin.example/r")).toEqual({ platform: "ios", href: "https://zarrin.example/media/models/gold-band.usdz" });
    const android = arLink("android", model, "https://zarrin.example", "https://zarrin.example/r");
    expect(android.href).toBe(
      "intent://arvr.google.com/scene-viewer/1.0?file=https%3A%2F%2Fzarrin.example%2Fmedia%2Fmodels%2Fgold-band.glb&mode=ar_preferred&title=%D8%AD%D9%84%D9%82%D9%87%20%D8%B3%D8%A7%D8%AF%D9%87" +
        "#Intent;scheme=https;package=com.google.ar.core;action=android.intent.action.VIEW;S.browser_fallback_url=https%3A%2F%2Fzarrin.example%2Fr;end;",
    );
  });
});
