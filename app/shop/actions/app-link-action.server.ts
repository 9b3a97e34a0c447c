import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { APP_LINK_INTENT } from "~/lib/app-link";
import { translatorFor } from "~/server-lib/i18n.server";
import { validators } from "~/server-lib/validation.server";
import { requestAppLink } from "~/shop/api/contact.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { readForm } from "~/server-lib/form-body.server";

/**
 * The app-download pages' form (/downloadapp, /landing/app): `POST /get-app-link` with the mobile
 * (Persian digits, +98… read as usual); back to the page with the news as a toast, or the problem
 * (a wrong number, one texted minutes ago) beside the field.
 */
export async function appLinkAction(args: ActionFunctionArgs) {
  const ctx = args.context.shop;
  const formData = await readForm(args.request);
  const t = await translatorFor(ctx.locale);
  const submission = parseWithZod(formData, { schema: z.object({ mobile: validators(t).mobile() }) });
  if (submission.status !== "success") return data({ intent: APP_LINK_INTENT, result: submission.reply() }, { status: 400 });
  const sent = await requestAppLink(ctx, submission.value.mobile);
  if (!sent.ok) {
    return data({ intent: APP_LINK_INTENT, result: submission.reply({ fieldErrors: { mobile: sent.errors.mobile ?? [sent.message] } }) }, { status: 422 });
  }
  const here = new URL(args.request.url);
  return redirectWithToast(args.context.session, `${here.pathname}#app-link`, { type: "success", message: sent.message });
}
