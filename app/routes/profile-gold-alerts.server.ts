import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/profile-gold-alerts";
import { z } from "zod";
import { translatorFor } from "~/server-lib/i18n.server";
import { localizePath } from "~/lib/locale";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { deleteGoldPriceAlert } from "~/shop/api/gold-price-history.server";
import type { ShopSession } from "~/shop/request/session.server";
import { signedInPost } from "~/shop/actions/sign-in.server";

/** Which alert the remove button names. */
const alertSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** What each handler is given: the signed-in shopper's context, and the way back to the list with a toast. */
interface AlertsPost {
  ctx: ShopContext;
  session: ShopSession;
  list: string;
}

/** One handler per intent (decision 44): removing an alert, back to the list saying so (or that it was gone already). */
const HANDLERS = {
  async "delete-alert"(form: FormData, { ctx, session, list }: AlertsPost) {
    const submission = parseWithZod(form, { schema: alertSchema });
    if (submission.status !== "success") return redirect(list);
    const t = await translatorFor(ctx.locale, "profile");
    const removed = await deleteGoldPriceAlert(ctx, submission.value.id);
    const toast = removed ? ({ type: "success", message: t("profile.goldAlerts.removed") } as const) : ({ type: "info", message: t("profile.goldAlerts.gone") } as const);
    return redirectWithToast(session, list, toast);
  },
} satisfies Record<string, (form: FormData, post: AlertsPost) => Promise<unknown>>;

/** /profile/gold-alerts's remove buttons; an unknown intent, or no alert named, goes back to the list. */
export async function action(args: Route.ActionArgs) {
  const { ctx, form, intent } = await signedInPost(args, HANDLERS);
  const list = localizePath("/profile/gold-alerts", ctx.locale);
  if (!intent) return redirect(list);
  return HANDLERS[intent](form, { ctx, session: args.context.session, list });
}
