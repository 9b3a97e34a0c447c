import { localeFromPath } from "~/lib/locale";
import type { SharedContent, ShellPersonal } from "~/lib/shell-slots";
import type { ShopContext } from "./client.server";
import { promoFor } from "./promo.server";
import { getSession } from "./session.server";

/** What server.ts knows of the request besides its headers. */
export interface SlotRequestContext {
  shopApiUrl: string;
  clientToken: string;
  clientAddress: string | undefined;
}

/** Session entries whose page is not a shared one: a one-shot message to show, wallets to take off the cart. */
const OWN_PAGE_ENTRIES = ["toast", "analytics", "newsletter", "walletsInCart"] as const;

/**
 * The shell values of a shopper whose page is a shared one with its slots filled in (decision 43),
 * or null when their page must be rendered for them: a message to show, wallets on the cart, a
 * cart count the session does not know, or a page whose content depends on a sign-in they have.
 * Read from the signed session alone, and the banner (promo.server.ts: a guest's is every guest's,
 * a signed-in shopper's is kept a short while). A banner that could not be checked (a session
 * ended elsewhere, which the shopper's own page handles) leaves the page to be theirs.
 */
export async function shellPersonalFor(request: Request, context: SlotRequestContext, content: SharedContent): Promise<ShellPersonal | null> {
  const session = await getSession(request);
  const cartCount = session.get("cartCount");
  if (typeof cartCount !== "number" || OWN_PAGE_ENTRIES.some((entry) => session.has(entry))) return null;
  const authToken = session.get("authToken") ?? null;
  const user = session.get("user");
  if (authToken && (!user || content !== "everyone")) return null;
  const ctx: ShopContext = {
    baseUrl: context.shopApiUrl,
    clientToken: context.clientToken,
    clientAddress: context.clientAddress,
    authToken,
    locale: localeFromPath(new URL(request.url).pathname),
    signal: request.signal,
  };
  const promo = await promoFor(ctx, request.headers).catch(() => undefined);
  if (promo === undefined) return null;
  return { cartCount, userLabel: user && authToken ? (user.name ?? user.mobile) : null, promo };
}
