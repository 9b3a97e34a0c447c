import type { AppLoadContext } from "@remix-run/node";
import { localeFromPath, stripLocale } from "~/lib/locale";
import { isResourcePath } from "~/routes";
import type { ShopContext } from "./client.server";
import { requestGoldPrice } from "./gold-price.server";
import { getSession } from "./session.server";
import { resetWalletsAway } from "./wallet-reset.server";

// One wallet reset per request, which every loader of it waits for (see walletResetCookie).
const walletResets = new WeakMap<Request, Promise<string | null>>();

/**
 * The Shop API context of one storefront request: its tokens, its language, its abort signal.
 * Before any call is made for the request, the wallets the payment page put on the cart are taken
 * off when the shopper is elsewhere (spec §4), so that no loader reads the cart's totals before.
 */
export async function shopContext(args: { request: Request; context: AppLoadContext }): Promise<ShopContext> {
  const { request, context } = args;
  const session = await getSession(request);
  const pathname = new URL(request.url).pathname;
  const ctx: ShopContext = {
    baseUrl: context.shopApiUrl,
    clientToken: context.clientToken,
    newVisitor: context.newVisitor,
    clientAddress: context.clientAddress,
    authToken: session.get("authToken") ?? null,
    locale: localeFromPath(pathname),
    signal: request.signal,
    request,
  };
  ctx.goldPrice = requestGoldPrice(request, ctx);
  // Only a page the shopper goes to counts as leaving: not a form they post, not a resource a page asks for.
  if (request.method !== "GET" || isResourcePath(pathname)) return ctx;
  let reset = walletResets.get(request);
  if (!reset) {
    reset = resetWalletsAway(request, ctx, stripLocale(pathname) === "/checkout/payment");
    walletResets.set(request, reset);
  }
  await reset;
  return ctx;
}

/** The session cookie to send after this request's wallet reset, if it did one. */
export function walletResetCookie(request: Request): Promise<string | null> {
  return walletResets.get(request) ?? Promise.resolve(null);
}
