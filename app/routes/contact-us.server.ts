import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/contact-us";
import type { RequestInput, RequestKind } from "../../shop-api/contract/contact";
import { translatorFor } from "~/server-lib/i18n.server";
import { requestSchemas } from "~/server-lib/contact-forms.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import type { ShopContext } from "~/shop/request/client.server";
import { sendRequest } from "~/shop/api/contact.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import type { ShopSession } from "~/shop/request/session.server";

/** What each handler is given. */
interface ContactPost {
  /** The request's session (decision 45): the thanks go in it as a toast. */
  session: ShopSession;
  ctx: ShopContext;
  schemas: ReturnType<typeof requestSchemas>;
}

/**
 * The handler of one kind of request: checked by its schema (server-lib/contact-forms.server.ts), then
 * sent; the Shop API's refusal beside its fields (422), or above the form (429: too many; a 422
 * refusing the whole form, with its status); sent,
 * back to the same form, with the thanks.
 */
function sends<Kind extends RequestKind>(kind: Kind) {
  return async (form: FormData, { session, ctx, schemas }: ContactPost) => {
    const submission = parseWithZod(form, { schema: schemas[kind] });
    if (submission.status !== "success") return refused(kind, submission.reply());
    const sent = await sendRequest(ctx, kind, submission.value as RequestInput<Kind>);
    if (!sent.ok) {
      const byField = Object.keys(sent.errors).length > 0;
      return refused(kind, submission.reply(byField ? { fieldErrors: sent.errors } : { formErrors: [sent.message] }), sent.status);
    }
    return redirectWithToast(session, `${localizePath("/contactus", ctx.locale)}?form=${kind}#contact-forms`, { type: "success", message: sent.message });
  };
}

/** One handler per intent, the request's kind. */
const HANDLERS = {
  contact: sends("contact"),
  support: sends("support"),
  warranty: sends("warranty"),
  cooperation: sends("cooperation"),
  installation: sends("installation"),
} satisfies Record<RequestKind, (form: FormData, post: ContactPost) => Promise<unknown>>;

/**
 * The contact page's forms (docs/shop/02-pages.md §2.16, docs/shop/07-shop-api.md §7.14), by `intent`:
 * the contact form and the four requests, each sent to the Shop API once it passes the same checks. An
 * unknown intent goes back to the page.
 */
export async function action(args: Route.ActionArgs) {
  const ctx = args.context.shop;
  const form = await readForm(args.request);
  const intent = intentOf(form, HANDLERS);
  if (!intent) return redirect(localizePath("/contactus", ctx.locale));
  const t = await translatorFor(ctx.locale, "contact");
  return HANDLERS[intent](form, { session: args.context.session, ctx, schemas: requestSchemas(t) });
}
