import { type RouterContextProvider, redirect } from "react-router";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf } from "~/server-lib/intent-action.server";
import { customerType, safeRedirectPath } from "~/lib/analytics";
import { type Locale, localizePath } from "~/lib/locale";
import { getUser } from "~/shop/api/auth.server";
import type { ShopContext } from "~/shop/request/client.server";
import { newClientToken } from "~/shop/request/client-token.server";
import { getUserOrders } from "~/shop/api/profile.server";
import { flashToast } from "~/shop/request/flash.server";
import { emptySession, type SessionUser } from "~/shop/request/session.server";

/** A loader's or action's arguments: `url` is the page's (without a data request's `.data` and parameters). */
type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** Where to go after signing in: `redirectTo` when it is this shop's own path, else the profile. */
export function redirectTarget(value: unknown, locale: Locale): string {
  return safeRedirectPath(value, localizePath("/profile", locale));
}

/** The welcome snackbar waits 2 seconds (docs/shop/08-errors.md §8.7). */
export const WELCOME_DELAY_MS = 2000;

/**
 * The end of every sign-in (password, code, registration, password change): the token goes in the
 * signed HttpOnly session, the user is fetched, a welcome (or `message`) waits for the next page
 * with the login analytics event (docs/shop/04-flows.md §4.5), and the shopper returns where they came from.
 *
 * Nothing of the cookies from before signing in lives on (no fixation): the session starts empty
 * (the sign-in flow, the invitation's code, messages and choices made as a guest end here), with
 * the token this sign-in was given, and the guest's clientToken, whose cart has just joined the
 * user's, is replaced by a new one (an order's result is shown in full to the clientToken it was
 * placed with).
 */
export async function completeSignIn(args: Args, token: string, redirectTo: string, message?: string) {
  const ctx = { ...args.context.shop, authToken: token };
  // The repeat customers of docs/shop/04-flows.md §4.5 are those with a paid order: one is enough to tell.
  const [user, paid, t] = await Promise.all([getUser(ctx), getUserOrders(ctx, { status: "invoiced", perPage: 1 }), translatorFor(ctx.locale, "auth")]);
  if (!user) throw new Error("the Shop API refused the token it has just given");
  const { session } = args.context;
  emptySession(session);
  session.set("authToken", token);
  session.set("user", { id: user.user_id, name: user.name, mobile: user.mobile });
  flashToast(session, {
    type: "success",
    message: message ?? t("auth.welcome", { name: user.name ?? user.mobile }),
    delay: message ? undefined : WELCOME_DELAY_MS,
  });
  session.flash("analytics", {
    id: crypto.randomUUID(),
    event: "login",
    user_id: user.user_id,
    login_status: "success",
    page_category: "checkout_login",
    customer_type: customerType(paid.data),
  });
  return redirect(redirectTo, { headers: { "Set-Cookie": newClientToken().setCookie } });
}

/**
 * A page that needs a signed-in shopper: their Shop API context and user, or a redirect to the
 * sign-in page that comes back here afterwards.
 */
export async function requireSignedIn(args: Args): Promise<{ ctx: ShopContext; user: SessionUser }> {
  const user = args.context.session.get("user");
  const ctx = args.context.shop;
  if (ctx.authToken && user) return { ctx, user };
  const { url } = args;
  throw redirect(`${localizePath("/login", ctx.locale)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * A form a signed-in shopper's page posts to its action (decision 44): the shopper's context (a
 * guest is sent to sign in first), the form, and its intent when `handlers` has one by that name.
 */
export async function signedInPost<Handlers extends object>(args: Args, handlers: Handlers) {
  const { ctx } = await requireSignedIn(args);
  const form = await readForm(args.request);
  return { ctx, form, intent: intentOf(form, handlers) };
}
