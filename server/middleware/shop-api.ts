import { request as httpRequest } from "node:http";
import type { RequestHandler } from "express";
import type { ShopApi } from "../../shop-api/server/app";
import { SHOP_API_MOUNT } from "../../shop-api/server/app";

/**
 * The embedded Shop API under /shop-api (its sandbox gateway, development tools), which browsers
 * reach on the storefront's own port: this process's own `shopApi` (development), or the primary's
 * at `internalApiUrl`, to which a worker passes the requests as they are, saying who asked. Mounted
 * before compression: the storefront reads the API over loopback, where gzip only costs CPU.
 */
export function shopApiMount(shopApi: ShopApi | null, internalApiUrl: string | null): RequestHandler {
  if (shopApi) return shopApi.router;
  if (!internalApiUrl) return (_req, _res, next) => next();
  const target = new URL(internalApiUrl);
  return (req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${SHOP_API_MOUNT}${req.url}`,
        headers: { ...req.headers, "x-forwarded-for": req.ip, "x-forwarded-proto": req.protocol, "x-forwarded-host": req.get("host") },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      console.error(`[shop-api] ${req.method} ${req.originalUrl} could not be forwarded:`, error.message);
      if (res.headersSent) res.destroy();
      else res.status(502).end();
    });
    req.pipe(upstream);
  };
}
