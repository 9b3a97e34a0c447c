import type { AppLoadContext } from "@remix-run/node";
import { localeFromPath, stripLocale } from "~/lib/locale";
import { isResourcePath } from "~/routes";
import type { ShopContext } from "./client.server";
import { requestGoldPrice } from "./gold-price.server";
import { requestSession } from "./session.server";
import { resetWalletsAway } from "./wallet-reset.server";

// Per request, for all of its loaders and its action, which share its load context (server.ts)
// but not a Request object (Remix gives each loader a copy): one memo of Shop API answers
// (ShopContext.memo), and one wallet reset, which every loader waits for. The session is read once
// too (session.server.ts requestSession), and its cookie sent once, by entry.server.tsx.
const memos = new WeakMap<AppLoadContext, NonNullable<ShopContext["memo"]>>();
const walletResets = new WeakMap<AppLoadContext, Promise<void>>();

/**
 * The Shop API context of one storefront request: its tokens, its language, its abort signal.
 * Before any call is made for the request, the wallets the payment page put on the cart are taken
 * off when the shopper is elsewhere (spec §4), so that no loader reads the cart's totals before.
 */
export async function shopContext(args: { request: Request; context: AppLoadContext }): Promise<ShopContext> {
  const { request, context } = args;
  const session = await requestSession(args);
  const pathname = new URL(request.url).pathname;
  const ctx: ShopContext = {
    baseUrl: context.shopApiUrl,
    clientToken: context.clientToken,
    newVisitor: context.newVisitor,
    clientAddress: context.clientAddress,
    authToken: session.get("authToken") ?? null,
    locale: localeFromPath(pathname),
    signal: request.signal,
    failures: context.shopFailures,
    memo: memos.get(context) ?? new Map(),
    request,
  };
  memos.set(context, ctx.memo!);
  ctx.goldPrice = requestGoldPrice(context, ctx);
  // Only a page the shopper goes to counts as leaving: not a form they post, not a resource a page asks for.
  if (request.method !== "GET" || isResourcePath(pathname)) return ctx;
  let reset = walletResets.get(context);
  if (!reset) {
    reset = resetWalletsAway(session, ctx, stripLocale(pathname) === "/checkout/payment");
    walletResets.set(context, reset);
  }
  await reset;
  return ctx;
}
