import type { ShopApiAccess } from "~/load-context";
import { byteBoundedCache } from "~/lib/byte-bounded-cache";
import type { SharedRoute, ShellPersonal, Viewer } from "~/lib/shell-slots";
import { pageNameOf } from "~/lib/route-table";
import type { ShopContext } from "~/shop/request/client.server";
import { getSiteConfig } from "~/shop/api/configs.server";
import { shopContextOf } from "~/shop/request/context.server";
import { getProductPage } from "~/shop/api/pages.server";
import { promoFor } from "./promo.server";
import type { SessionUser, ShopSession } from "~/shop/request/session.server";

/** How long whether a shopper likes a product is kept: a like made elsewhere (the app, another device) shows within it. */
const LIKES_TTL_MS = 30_000;

/** Session entries whose page is not a shared one: a one-shot message to show, wallets to take off the cart. */
const OWN_PAGE_ENTRIES = ["toast", "analytics", "newsletter", "walletsInCart"] as const;

/**
 * Whether a signed-in shopper likes a product, by token, likes version and product: asked once in a
 * while rather than at each view. Their like or unlike counts a new version in their session (the
 * product page's action), so what is kept never outlives it, whichever worker kept it.
 */
const likes = byteBoundedCache<boolean>(4 * 1024 * 1024, { ttl: LIKES_TTL_MS });

/**
 * What a page of everyone's shows of a signed-in shopper besides the shell, by route (decision 46):
 * a product's like button. Null when the page is not one to share (no such product: it redirects or
 * is not found, which the shopper's own render answers).
 */
const VIEWER_PAGES: Record<string, (ctx: ShopContext, params: SharedRoute["params"], session: ShopSession) => Promise<Partial<ShellPersonal> | null>> = {
  product: async (ctx, params, session) => {
    const path = [params.categoryslug ?? "", params.slug ?? ""];
    const key = `${ctx.authToken}|${session.get("likesVersion") ?? 0}|${path.join("/")}`;
    let liked = likes.get(key);
    if (liked === undefined) {
      const page = await getProductPage(ctx, path);
      if (!page) return null;
      liked = page.product.liked;
      likes.set(key, liked);
    }
    return { liked };
  },
};

/** After the shopper liked or unliked a product: what was kept of their likes is theirs no more. */
export function likesChanged(session: ShopSession): void {
  session.set("likesVersion", (session.get("likesVersion") ?? 0) + 1);
}

/** The signed-in shopper as pages show them: their mobile, and whether the site counts them as a VIP. */
export async function viewerOf(ctx: ShopContext, user: SessionUser): Promise<Viewer> {
  const config = await getSiteConfig(ctx);
  return { mobile: user.mobile, vip: Boolean(config.vip_members?.includes(user.mobile)) };
}

/**
 * The personal values of a shopper whose page is a shared one with its slots filled in (decisions
 * 43 and 46), or null when their page must be rendered for them: a message to show, wallets on the
 * cart, a cart count the session does not know, or a page whose content depends on a sign-in they
 * have. Read from the signed session alone, the banner (promo.server.ts: a guest's is every guest's,
 * a signed-in shopper's is kept a short while), and what the route shows of them (VIEWER_PAGES). A
 * value that could not be had (a session ended elsewhere, which the shopper's own page handles)
 * leaves the page to be theirs.
 */
export async function shellPersonalFor(request: Request, context: ShopApiAccess, route: SharedRoute, session: ShopSession): Promise<ShellPersonal | null> {
  const cartCount = session.get("cartCount");
  if (typeof cartCount !== "number" || OWN_PAGE_ENTRIES.some((entry) => session.has(entry))) return null;
  const authToken = session.get("authToken") ?? null;
  const user = authToken ? session.get("user") : undefined;
  if (authToken && (!user || route.content !== "everyone")) return null;
  const ctx = shopContextOf(request, context, authToken);
  const forRoute = user ? VIEWER_PAGES[pageNameOf(route.routeId)] : undefined;
  const [promo, viewer, routeValues] = await Promise.all([
    promoFor(ctx, request.headers).catch(() => undefined),
    user ? viewerOf(ctx, user).catch(() => undefined) : null,
    forRoute ? forRoute(ctx, route.params, session).catch(() => null) : {},
  ]);
  if (promo === undefined || viewer === undefined || routeValues === null) return null;
  return { cartCount, userLabel: user ? (user.name ?? user.mobile) : null, promo, viewer, ...routeValues };
}
