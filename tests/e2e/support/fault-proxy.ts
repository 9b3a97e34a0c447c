import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { CLIENT_TOKEN_HEADER } from "../../../shop-api/contract";
import { startShop } from "./shop-server";

/** One Shop API call as a storefront made it: its method, path with query, and body. */
export interface RecordedCall {
  /** `METHOD /path?query` plus the body when there is one: the same key is the same call. */
  key: string;
  /** `METHOD /path`, for messages. */
  name: string;
}

/**
 * What the proxy does to one call: fail it with a 500, never answer it, or refuse it as the Shop
 * API refuses (a 4xx with `{message, code}`: issue 37's refusals).
 */
export type CallFault = "500" | "no-answer" | { status: number; message: string };

/**
 * A Shop API in front of a real one (`target`, e.g. the suite's `/shop-api`) that records the calls
 * made for each visitor and fails one chosen call of one visitor, leaving every other call and
 * visitor alone. Visitors are told apart by their clientToken (sent on every call,
 * docs/shop/07-shop-api.md §7.1), so that cases run at the same time on one storefront without seeing
 * each other's faults.
 */
export async function startFaultProxy(target: string) {
  const upstream = new URL(target);
  const calls = new Map<string, RecordedCall[]>();
  const faults = new Map<string, { key: string | RegExp; fault: CallFault; hits: number }>();
  const held = new Set<Socket>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = req.url!.replace(/^\/shop-api/, "");
    const name = `${req.method} ${path.split("?")[0]}`;
    const key = `${req.method} ${path}${body.length > 0 ? ` ${body.toString("utf8")}` : ""}`;
    const visitor = String(req.headers[CLIENT_TOKEN_HEADER.toLowerCase()] ?? "");
    calls.set(visitor, [...(calls.get(visitor) ?? []), { key, name }]);
    const fault = faults.get(visitor);
    if (fault && (typeof fault.key === "string" ? fault.key === key : fault.key.test(name))) {
      fault.hits++;
      if (typeof fault.fault === "object") {
        const { status, message } = fault.fault;
        return res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ message, code: status }));
      }
      if (fault.fault === "500") return res.writeHead(500, { "Content-Type": "application/json" }).end('{"message":"down"}');
      held.add(req.socket);
      req.socket.once("close", () => held.delete(req.socket));
      return; // never answers: the storefront's timeout or budget ends it
    }
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: `${upstream.pathname}${path}`, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    forwarded.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/shop-api`,
    /** The calls made so far for a visitor (by clientToken), in order. */
    callsOf: (visitor: string) => calls.get(visitor) ?? [],
    /**
     * Fails the call `key` of that visitor (a recorded key, or a pattern of its `METHOD /path`); `hits`
     * then tells how often it was asked.
     */
    fail: (visitor: string, key: string | RegExp, fault: CallFault) => {
      const entry = { key, fault, hits: 0 };
      faults.set(visitor, entry);
      return entry;
    },
    close: async () => {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A storefront of its own whose Shop API calls go through a fault proxy, with no cache of any kind
 * (every view asks the Shop API for all it shows) and one worker; `env` adds its timeouts.
 */
export async function startShopBehindFaultProxy(shopApiUrl: string, env: Record<string, string>) {
  const proxy = await startFaultProxy(shopApiUrl);
  const shop = await startShop({ SHOP_API_URL: proxy.url, SHOP_CACHE_TTL_MS: "0", SHOP_PAGE_CACHE_TTL_MS: "0", WEB_CONCURRENCY: "1", ...env });
  return { proxy, shop };
}
