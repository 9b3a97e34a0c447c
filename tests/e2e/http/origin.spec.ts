import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { startShop } from "../support/shop-server";

/*
 * Issue 23: behind a balancer that rewrites `Host` to the instance's address (nginx's default) and
 * sends no X-Forwarded-Host, every form post ended on an empty 500 (Remix's Origin guard, which React Router keeps). The shop
 * now checks a post's Origin against PUBLIC_URL when set, else the trusted proxy's X-Forwarded-Host,
 * else Host; a post from elsewhere gets the themed 403 in the page's language.
 */

const PUBLIC = "https://shop.example";
const ADD_TO_CART = "intent=add&product_vendor_id=1&quantity=1";

/** A form post as a balancer passes it on: headers a browser's fetch may not set (Host). */
function post(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; location?: string; html: string }> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } },
      (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (html += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, html }));
      },
    );
    request.on("error", reject);
    request.end(ADD_TO_CART);
  });
}

test("with PUBLIC_URL, a post from the public address is accepted whatever Host the balancer sends", async () => {
  const shop = await startShop({ WEB_CONCURRENCY: "1", PUBLIC_URL: PUBLIC });
  try {
    const port = new URL(shop.url).port;
    const added = await post(shop.url, "/checkout/cart", { Origin: PUBLIC, Host: `10.0.0.7:${port}` });
    expect(added.status).toBe(302);
    // Host no longer counts: a post from the instance's own address is another site's.
    const fromInstance = await post(shop.url, "/en/checkout/cart", { Origin: shop.url, Host: new URL(shop.url).host });
    expect(fromInstance.status).toBe(403);
    expect(fromInstance.html).toContain("set PUBLIC_URL");
  } finally {
    await shop.stop();
  }
  expect(shop.stderr()).not.toContain("does not match");
});

test("without PUBLIC_URL, the trusted proxy's X-Forwarded-Host names the address, else Host", async ({ baseURL }) => {
  const host = new URL(baseURL!).host;
  expect((await post(baseURL!, "/checkout/cart", { Origin: PUBLIC, Host: host, "X-Forwarded-Host": "shop.example" })).status).toBe(302);
  expect((await post(baseURL!, "/checkout/cart", { Origin: baseURL!, Host: host })).status).toBe(302);
  // No Origin (an older browser): nothing to compare, as before.
  expect((await post(baseURL!, "/checkout/cart", { Host: host })).status).toBe(302);
});

test("a post from another address gets the themed 403 in the page's language, saying what to configure", async ({ baseURL }) => {
  const host = new URL(baseURL!).host;
  for (const [path, lang, text] of [
    ["/checkout/cart", "fa", "PUBLIC_URL را نشانی عمومی فروشگاه بگذارید"],
    ["/en/checkout/cart", "en", "set PUBLIC_URL to the shop&#x27;s public address"],
  ] as const) {
    const refused = await post(baseURL!, path, { Origin: PUBLIC, Host: host });
    expect(refused.status, path).toBe(403);
    expect(refused.html).toContain(`<html lang="${lang}"`);
    expect(refused.html).toContain('data-error-page="403"');
    expect(refused.html).toContain(text);
  }
  // An Origin of "null" (a sandboxed frame) is refused the same way.
  expect((await post(baseURL!, "/en/checkout/cart", { Origin: "null", Host: host })).status).toBe(403);
});
