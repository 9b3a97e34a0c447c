import type { MiddlewareFunction } from "react-router";
import { showsShoppersMoney } from "~/lib/route-table";
import { requestSessionCookie } from "./session.server";

/**
 * What every answer of the app gets on its way out, whatever made it (a page, a `.data` answer, a
 * resource route, the redirect of a form posted without JavaScript, which React Router sends without
 * entry.server.tsx): the session's one cookie when the request changed it (decision 45), and, on a page
 * that shows a shopper's money (lib/route-table.ts `shopperMoney`), `private, no-store`, whatever it
 * answers, so that no cache keeps it, the page cache included (decision 56).
 */
export const storefrontResponse: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const sessionCookie = await requestSessionCookie(context);
  const keptPrivate = showsShoppersMoney(new URL(request.url).pathname);
  if (!sessionCookie && !keptPrivate) return response;
  return withHeaders(response, (headers) => {
    if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
    if (keptPrivate) headers.set("Cache-Control", "private, no-store");
  });
};

function withHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    // Headers that cannot change (a Response.redirect): the same answer, with headers of its own.
    const headers = new Headers(response.headers);
    edit(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
