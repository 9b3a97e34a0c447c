import type { RequestHandler } from "express";
import { isPostFromShop } from "~/shop/request/origin.server";
import { SHOP_API_MOUNT } from "../../shop-api/server/app";

/**
 * A payment gateway posts the shopper back from its own site. These actions change nothing (they
 * redirect to the page of what became of the order, or of the wallet's top-up), so the Origin
 * check is lifted for them alone (docs/decisions/0011).
 */
const GATEWAY_CALLBACK = /^(\/en)?\/((un)?success-payment|profile\/wallet\/recharge-result)\/?$/;

/**
 * Every other post must come from the shop's public address (app/shop/request/origin.server.ts). One that
 * does not is answered by the themed 403 page in its language: it goes on as a GET that the root
 * loader refuses (`res.locals.refusedOrigin`), since only the app can render the page
 * (docs/decisions/0028). `trustedProxy` is Express's `trust proxy fn` (TRUST_PROXY).
 */
export function originCheck(trustedProxy: (address: string | undefined, hop: number) => boolean): RequestHandler {
  return (req, res, next) => {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(req.method) || req.path.startsWith(`${SHOP_API_MOUNT}/`)) return next();
    const fromShop =
      GATEWAY_CALLBACK.test(req.path) ||
      isPostFromShop({
        origin: req.headers.origin,
        publicUrl: process.env.PUBLIC_URL,
        trustedForwardedHost: trustedProxy(req.socket.remoteAddress, 0) ? req.get("X-Forwarded-Host") : undefined,
        host: req.get("Host"),
      });
    if (!fromShop) {
      console.warn(
        `Refused a ${req.method} to ${req.path} from ${req.headers.origin}: the shop's address is ${process.env.PUBLIC_URL ? `PUBLIC_URL (${process.env.PUBLIC_URL})` : `Host ${req.get("Host")} / X-Forwarded-Host ${req.get("X-Forwarded-Host") ?? "none"}`}. Behind a proxy, set PUBLIC_URL, or have the proxy send X-Forwarded-Host from an address TRUST_PROXY names.`,
      );
      res.locals.refusedOrigin = true;
      req.method = "GET";
    }
    // Checked here: React Router's guard would compare the Origin with a Host the balancer rewrote.
    delete req.headers.origin;
    next();
  };
}
