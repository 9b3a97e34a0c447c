import type { Request, Response } from "express";
import { readCookie } from "~/lib/cookies";
import type { SharedPageVisitor } from "~/lib/shell-slots";
import { CLIENT_TOKEN_COOKIE, isClientToken } from "~/shop/request/client-token.server";
import type { StorefrontBuild } from "../build";
import { fetchRequestOf } from "../middleware/pages";
import { isFilePath } from "../middleware/static-files";
import { sharedRouteOf } from "./shared-route";

/**
 * What a page request is sent: the kept page as it is (a first visitor, with a clientToken of their
 * own; a returning guest whose page is a first visitor's), the kept page with their slots, or a page
 * rendered for them (`own`).
 */
export type Visitor = { kind: "first" } | SharedPageVisitor;

const OWN: Visitor = { kind: "own" };

/** Pages that show the visitor's own cart: a returning guest's are always theirs. */
const OWN_CART_PAGES = /^(\/en)?\/checkout\//;

/** Never a page: files, JSON resources, a client navigation's data and route manifest. */
const notPage = (req: Request) =>
  isFilePath(req.path) || req.path.startsWith("/api/") || req.path.endsWith(".data") || req.path.startsWith("/__manifest") || "_data" in req.query;

/**
 * Who asks, from their cookies and the route (decisions 21, 40, 43 and 46): no cookie at all, a
 * first visitor; a valid clientToken and a signed session that holds nothing but an empty cart (or
 * none), a guest whose page is a first visitor's; a shopper on a route whose handle says whose
 * content it shows (`sharedContent`), when their slots can be made from their session alone
 * (entry.server.tsx, shop/page-data/shell-slots.server.ts), one who gets the kept page with their slots.
 */
export function visitorsOf(build: StorefrontBuild, shopApiUrl: string) {
  return async (req: Request, res: Response): Promise<Visitor> => {
    if (req.method !== "GET" || notPage(req)) return OWN;
    const cookie = req.headers.cookie;
    if (!cookie) return { kind: "first" };
    const clientToken = readCookie(cookie, CLIENT_TOKEN_COOKIE);
    if (!isClientToken(clientToken)) return OWN;
    const { sharedPageVisitor } = await build.storefront();
    return sharedPageVisitor({
      cookieHeader: cookie,
      showsOwnCart: OWN_CART_PAGES.test(req.path),
      route: async () => sharedRouteOf(await build.current(), req.path, new URL(req.originalUrl, "http://shop").searchParams),
      request: () => fetchRequestOf(req, res),
      // Express works req.ip out anew at each read, through the trusted proxies: only a shopper with slots needs it.
      access: () => ({ shopApiUrl, clientToken, clientAddress: req.ip }),
    });
  };
}
