import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, redirect } from "react-router";
import { z } from "zod";
import { APP_LINK_INTENT } from "~/lib/app-link";
import { translatorFor } from "~/server-lib/i18n.server";
import { validators } from "~/server-lib/validation.server";
import { requestAppLink } from "~/shop/api/contact.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf, refused } from "~/server-lib/intent-action.server";

/** The app-download pages' one form (decision 44's pattern, one handler). */
const HANDLERS = {
  /**
   * `POST /get-app-link` with the mobile (Persian digits, +98… read as usual); back to the page with
   * the news as a toast, or the problem (a wrong number, one texted minutes ago) beside the field.
   */
  async [APP_LINK_INTENT](form, { args, back }) {
    const ctx = args.context.shop;
    const t = await translatorFor(ctx.locale);
    const submission = parseWithZod(form, { schema: z.object({ mobile: validators(t).mobile() }) });
    if (submission.status !== "success") return refused(APP_LINK_INTENT, submission.reply());
    const sent = await requestAppLink(ctx, submission.value.mobile);
    if (!sent.ok) return refused(APP_LINK_INTENT, submission.reply({ fieldErrors: { mobile: sent.errors.mobile ?? [sent.message] } }), 422);
    return redirectWithToast(args.context.session, `${back}#app-link`, { type: "success", message: sent.message });
  },
} satisfies Record<string, (form: FormData, post: { args: ActionFunctionArgs; back: string }) => Promise<unknown>>;

/**
 * The action of the app-download pages (/downloadapp, /landing/app; shared, so kept here, decision
 * 42): an unknown intent goes back to the page.
 */
export async function appLinkAction(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const back = args.url.pathname;
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, { args, back }) : redirect(back);
}
