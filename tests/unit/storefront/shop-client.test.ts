import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopContext, shopRequest } from "~/shop/request/client.server";

// The Shop API client adds the page's language to every call itself (decision 42): no Shop API
// function adds `lang` by hand.

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ query: Object.fromEntries(new URL(req.url ?? "/", "http://x").searchParams) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (locale: ShopContext["locale"]): ShopContext => ({ baseUrl, clientToken: "t", authToken: null, locale });
const queryOf = async (ctx: ShopContext, call: Parameters<typeof shopRequest>[1]) => ((await shopRequest(ctx, call)).json as { query: Record<string, string> }).query;

describe("the Shop API client", () => {
  it("sends the context's language with every call, beside the call's own query", async () => {
    expect(await queryOf(context("en"), { name: "GET /x", path: "/x", query: { page: 2 } })).toEqual({ lang: "en", page: "2" });
    expect(await queryOf(context("fa"), { name: "POST /y", method: "POST", path: "/y", body: {} })).toEqual({ lang: "fa" });
  });

  it("leaves it out of a call the same in every language", async () => {
    expect(await queryOf(context("en"), { name: "GET /z", path: "/z", query: { range: "7d" }, lang: false })).toEqual({ range: "7d" });
  });
});
