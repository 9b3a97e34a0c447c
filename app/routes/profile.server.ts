import { redirect } from "react-router";
import type { Route } from "./+types/profile";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { logout } from "~/shop/api/auth.server";
import { newClientToken } from "~/shop/request/client-token.server";
import { emptySession } from "~/shop/request/session.server";
import { flashToast } from "~/shop/request/flash.server";

/** One handler per intent (decision 44); the profile's frame posts the one it has, from any profile page. */
const HANDLERS = {
  /**
   * Signing out (docs/shop/04-flows.md §4.4): the Shop API forgets the token, the session is
   * dropped, and a new clientToken replaces the old one, so the guest cart starts empty. Then home.
   */
  async logout(_form, args) {
    const ctx = args.context.shop;
    await logout(ctx);
    const t = await translatorFor(ctx.locale, "profile");
    // The session starts again, with only the goodbye for the home page in it.
    emptySession(args.context.session);
    flashToast(args.context.session, { type: "info", message: t("profile.home.loggedOut") });
    return redirect(localizePath("/", ctx.locale), { headers: { "Set-Cookie": newClientToken().setCookie } });
  },
} satisfies Record<string, (form: FormData, args: Route.ActionArgs) => Promise<unknown>>;

/** /profile's action: an unknown intent goes back to the page. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, args) : redirect(localizePath("/profile", args.context.shop.locale));
}
