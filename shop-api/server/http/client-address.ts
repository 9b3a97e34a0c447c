import type { Request } from "express";

/**
 * The caller's address: Express's `req.ip`, which takes X-Forwarded-For only from the proxies the
 * app's `trust proxy` names (shopApiApp: SHOP_API_TRUST_PROXY, loopback by default, where the
 * storefront's workers call from; docs/decisions/0026). An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) reads as IPv4, so that one shopper is one address either way.
 */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}
