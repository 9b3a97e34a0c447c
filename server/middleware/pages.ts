// React Router's handlers: @react-router/express's for a request's own answer, the core's for the page cache's render.
import { createRequestHandler as expressHandler } from "@react-router/express";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler } from "react-router";
import { readCookie } from "~/lib/cookies";
import { CLIENT_TOKEN_COOKIE, isClientToken, newClientToken } from "~/shop/request/client-token.server";
import type { ShopFailure } from "~/load-context";
import type { StorefrontBuild } from "../build";
import { isFilePath } from "./static-files";

/** Whom a page is rendered for. */
export interface RenderFor {
  clientToken: string;
  /** The clientToken was made for this very request: the visitor has no cart yet. */
  newVisitor: boolean;
  /** Rendered for the page cache: the slots mark where they are (components/ui/slot.tsx). */
  slotMarks?: boolean;
}

/** React Router's answer, before it is sent. */
export interface Rendered {
  /** With the session's Set-Cookie when the request changed it (app/shop/request/response.server.ts). */
  response: globalThis.Response;
  /** The optional Shop API calls that failed: complete once the page's body has ended (a streamed part fails late). */
  failures: readonly ShopFailure[];
}

/** A first visitor's page for the page cache, read with only the cookies the page key names (page-cache/page-key.ts). */
export type RenderPage = (req: Request, res: Response, visitor: RenderFor & { cookieHeader: string | undefined }) => Promise<Rendered>;

/**
 * The app's two ways in, each with the request's one context (app/shop/request/context.server.ts,
 * decision 42) made from what the server knows of it: `handle`, a request's own answer on
 * @react-router/express (a first visit makes the visitor's clientToken, but for a file), and
 * `render`, the page cache's render of a first visitor's page, on React Router's core handler, whose
 * Response the cache keeps. What every answer gets on its way out (the session's one cookie, `private,
 * no-store` for a page of the shopper's money, decision 45 and 56) is the root route's middleware.
 */
export function storefrontPages(build: StorefrontBuild, { shopApiUrl, production }: { shopApiUrl: string; production: boolean }) {
  const mode = production ? "production" : "development";
  const contextOf = async (request: globalThis.Request, req: Request, res: Response, visitor: RenderFor, failures: ShopFailure[]) =>
    (await build.storefront()).createRequestContext(request, {
      shopFailures: failures,
      clientToken: visitor.clientToken,
      newVisitor: visitor.newVisitor,
      // The shopper's address (X-Forwarded-For only from TRUST_PROXY), for the Shop API's rate limits.
      clientAddress: req.ip,
      shopApiUrl,
      cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
      refusedOrigin: res.locals.refusedOrigin === true,
      slotMarks: visitor.slotMarks === true,
    });

  const handler = expressHandler({
    build: build.router,
    mode,
    getLoadContext: (req, res) => {
      let clientToken = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
      const newVisitor = !isClientToken(clientToken);
      if (!isClientToken(clientToken)) {
        const fresh = newClientToken();
        clientToken = fresh.token;
        if (!isFilePath(req.path)) res.append("Set-Cookie", fresh.setCookie);
      }
      return contextOf(fetchRequestOf(req, res), req, res, { clientToken, newVisitor }, []);
    },
  });
  const handle = (req: Request, res: Response, next: NextFunction) => handler(req, res, next);

  const router = createRequestHandler(build.router, mode);
  const render: RenderPage = async (req, res, visitor) => {
    const request = fetchRequestOf(req, res, { header: visitor.cookieHeader });
    const failures: ShopFailure[] = [];
    const response = await router(request, await contextOf(request, req, res, visitor, failures));
    return { response, failures };
  };

  return { render, handle };
}

/**
 * A page request (GET or HEAD) as the Fetch API's, as @react-router/express makes it (its address as
 * Express reads it behind TRUST_PROXY), aborted when the shopper goes away. `cookies` replaces the
 * request's own (the page cache's render of a first visitor's page).
 */
export function fetchRequestOf(req: Request, res: Response, cookies: { header: string | undefined } = { header: req.headers.cookie }): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "cookie") continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  if (cookies.header) headers.set("cookie", cookies.header);
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, { method: req.method, headers, signal: controller.signal });
}
