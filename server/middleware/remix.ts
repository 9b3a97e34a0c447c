// The express adapter's own request and response plumbing, around Remix's handler (the session's cookie goes between).
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import type { Request, RequestHandler, Response } from "express";
import { readCookie } from "~/lib/cookies";
import { showsShoppersMoney } from "~/lib/route-table";
import { CLIENT_TOKEN_COOKIE, isClientToken, newClientToken } from "~/shop/request/client-token.server";
import type { ShopFailure } from "~/load-context";
import type { StorefrontBuild } from "../build";
import { isFilePath } from "./static-files";

/** Whom a page is rendered for. */
export interface RenderFor {
  clientToken: string;
  /** The clientToken was made for this very request: the visitor has no cart yet. */
  newVisitor: boolean;
  /** The Cookie header the app reads instead of the request's (the page cache's render of a first visitor's page). */
  cookie?: { header: string | undefined };
  /** Rendered for the page cache: the slots mark where they are (components/ui/slot.tsx). */
  slotMarks?: boolean;
}

/** Remix's answer, before it is sent. */
export interface Rendered {
  response: globalThis.Response;
  /** The session's Set-Cookie, when the request's action or loaders changed it (decision 45). */
  sessionCookie: string | null;
  /** The optional Shop API calls that failed: complete once the page's body has ended (a streamed part fails late). */
  failures: readonly ShopFailure[];
}

export type RenderPage = (req: Request, res: Response, visitor: RenderFor) => Promise<Rendered>;

/**
 * The app: Remix's handler between the express adapter's `createRemixRequest` and
 * `sendRemixResponse`, with the request's context made once by the app (decision 42) from what the
 * server knows of the request, and the session's one cookie added to whatever the answer is: a page,
 * a `.data` answer, a resource route, or the redirect of a form posted without JavaScript, which
 * Remix sends without entry.server.tsx (decision 45). `render` is the page cache's way in too. A
 * page that shows a shopper's money (lib/route-table.ts `shopperMoney`) is sent `private, no-store`,
 * whatever it answers (its page, its data, its error page, its form's redirect: decision 56); the
 * page cache never keeps such a page (page-cache/index.ts shareableHeaders).
 */
export function remixPages(build: StorefrontBuild, { shopApiUrl, production }: { shopApiUrl: string; production: boolean }) {
  const remix = createRequestHandler(build.remix, production ? "production" : "development");

  const render: RenderPage = async (req, res, visitor) => {
    const cookie = req.headers.cookie;
    if (visitor.cookie) req.headers.cookie = visitor.cookie.header;
    const request = createRemixRequest(req, res);
    req.headers.cookie = cookie;
    const storefront = await build.storefront();
    const failures: ShopFailure[] = [];
    const context = await storefront.createAppLoadContext(request, {
      shopFailures: failures,
      clientToken: visitor.clientToken,
      newVisitor: visitor.newVisitor,
      // The shopper's address (X-Forwarded-For only from TRUST_PROXY), for the Shop API's rate limits.
      clientAddress: req.ip,
      shopApiUrl,
      inlinePictures: new Map(),
      structuredData: [],
      cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
      refusedOrigin: res.locals.refusedOrigin === true,
      slotMarks: visitor.slotMarks === true,
    });
    const answer = await remix(request, context);
    const response = showsShoppersMoney(new URL(request.url).pathname) ? keptPrivate(answer) : answer;
    return { response, sessionCookie: await storefront.sessionCookie(context), failures };
  };

  /** A request's own answer. A first visit makes the visitor's clientToken (app/shop/request/client-token.server.ts), but for a file. */
  const handle: RequestHandler = async (req, res, next) => {
    try {
      let clientToken = readCookie(req.headers.cookie, CLIENT_TOKEN_COOKIE);
      const newVisitor = !isClientToken(clientToken);
      if (!isClientToken(clientToken)) {
        const fresh = newClientToken();
        clientToken = fresh.token;
        if (!isFilePath(req.path)) res.append("Set-Cookie", fresh.setCookie);
      }
      const { response, sessionCookie } = await render(req, res, { clientToken, newVisitor });
      if (sessionCookie) res.append("Set-Cookie", sessionCookie);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };

  return { render, handle };
}

/** The answer of a page that shows a shopper's money: no cache, shared or the browser's, keeps it. */
function keptPrivate(response: globalThis.Response): globalThis.Response {
  try {
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  } catch {
    // Headers that cannot change (a Response.redirect): the same answer, with headers of its own.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
