import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { translatorFor } from "~/server-lib/i18n.server";
import { safeRedirectPath } from "~/lib/analytics";
import { FETCHER_FIELD } from "~/lib/cart-intents";
import { localeFromPath } from "~/lib/locale";
import { validators } from "~/server-lib/validation.server";
import { INPUT_MAX } from "../../../shop-api/contract/input-bounds";
import { subscribeNewsletter } from "~/shop/api/contact.server";
import { flashNewsletter } from "~/shop/request/flash.server";
import type { NewsletterAnswer } from "~/lib/newsletter";
import { readForm } from "~/server-lib/form-body.server";

/**
 * GET /newsletter (an address typed or followed, a crawler): the footer's form is the page for it.
 * Without a loader React Router would answer 400 and log an error for every such visit.
 */
export function loader() {
  return redirect("/#newsletter");
}

/**
 * POST /newsletter: the footer's form, from any page (`redirectTo`, whose language it answers in).
 * `POST /newsletter {email}` of the Shop API once the address passes the e-mail rule. A fetcher
 * (JavaScript) gets the answer; a plain post is sent back to its page's newsletter form, which
 * shows the answer beside the field with what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  const locale = localeFromPath(new URL(back, "http://shop.invalid").pathname);
  const ctx = { ...args.context.shop, locale };
  const t = await translatorFor(locale);
  // What was typed goes back to the form in the session's cookie: never more than an address can be.
  const typed = String(form.get("email") ?? "").slice(0, INPUT_MAX.email + 1);
  const checked = validators(t).email().safeParse(typed);
  let answer: NewsletterAnswer;
  if (!checked.success) {
    answer = { ok: false, email: typed, error: checked.error.issues[0]?.message ?? t("validation.email") };
  } else {
    const sent = await subscribeNewsletter(ctx, checked.data);
    answer = sent.ok ? { ok: true, message: sent.message } : { ok: false, email: typed, error: sent.errors.email?.[0] ?? sent.message };
  }
  if (form.get(FETCHER_FIELD) === "1") return data(answer, { status: answer.ok ? 200 : 400 });
  const url = new URL(back, "http://shop.invalid");
  flashNewsletter(args.context.session, answer);
  return redirect(`${url.pathname}${url.search}#newsletter`);
}
