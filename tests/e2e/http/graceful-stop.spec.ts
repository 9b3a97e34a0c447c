import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startShop } from "../support/shop-server";

/*
 * Issue 23: a stopped instance dropped its requests at once, and /healthz never said it was
 * stopping. On SIGTERM a worker now takes no new connection, answers /healthz with 503, finishes
 * the requests in flight (up to SHUTDOWN_TIMEOUT_MS) and exits. An open page's stream of the gold
 * price (docs/decisions/0037) never finishes by itself: it is ended at once, and the page opens one
 * on another worker.
 */

test.describe.configure({ timeout: 90_000 });

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection. */
function answer(socket: Socket): Promise<string> {
  let text = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.once("close", () => resolve(text)));
}

const refused = (port: number) =>
  open(port).then(
    (socket) => (socket.destroy(), false),
    () => true,
  );

test("on SIGTERM a worker takes no new connection, says 503 on /healthz, finishes what is in flight, then exits", async () => {
  const shop = await startShop({ WEB_CONCURRENCY: "1", SHUTDOWN_TIMEOUT_MS: "30000" });
  const { port, host } = new URL(shop.url);
  const body = "intent=add&product_vendor_id=1&quantity=1";
  // A form post in flight: its headers and half its body sent (a shopper on a slow line).
  const upload = await open(Number(port));
  const uploaded = answer(upload);
  upload.write(`POST /en/checkout/cart HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  // A balancer's health check on its kept connection, begun: its last line not sent yet.
  const check = await open(Number(port));
  const checked = answer(check);
  check.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n`);
  // A page's stream of the gold price, open.
  const stream = await fetch(`${shop.url}/api/gold-price/stream`);
  expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const streamEnded = stream.text();
  // All reached the worker before the signal: it answers a request made after them.
  expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);

  const exited = once(shop.child, "exit");
  const stoppedAt = Date.now();
  shop.child.kill("SIGTERM");
  // The stream is ended at once, not waited for.
  await streamEnded;
  // No new connection is taken...
  await expect.poll(() => refused(Number(port)), { timeout: 10_000 }).toBe(true);
  // ...the health check says it is stopping...
  check.write("\r\n");
  const health = await checked;
  expect(health).toMatch(/^HTTP\/1\.1 503 /);
  expect(health).toMatch(/\r\nconnection: close\r\n/i);
  // ...the post in flight is finished and answered as it would have been (to the cart)...
  upload.write(body.slice(10));
  const posted = await uploaded;
  expect(posted).toMatch(/^HTTP\/1\.1 302 /);
  expect(posted).toMatch(/\r\nlocation: \/en\/checkout\/cart/i);
  // ...and then the process ends, well before its bound.
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(15_000);
  expect(shop.stderr()).not.toMatch(/Error/);
});
