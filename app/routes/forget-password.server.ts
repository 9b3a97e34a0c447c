import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/forget-password";
import { z } from "zod";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { confirmed, type ValidationT, validators } from "~/server-lib/validation.server";
import { changeForgottenPassword, requestToken, sendCode, validateCode } from "~/shop/api/auth.server";
import { codeAsked, codeRefused, FLOW_STEPS, type FlowPost, flowPost, flowSchemas, inFlow, saveFlow } from "~/shop/actions/auth-flow.server";
import { completeSignIn } from "~/shop/actions/sign-in.server";

/** /forgetpassword's forms, by intent: the number's and the code's, as sign-in's; the new password, twice. */
export function forgetPasswordSchemas(t: ValidationT) {
  return {
    ...flowSchemas(t),
    password: z.object({ password: validators(t).password(), confirm: z.string().default("") }).superRefine(confirmed(t, "password", "confirm")),
  };
}

type ForgetPost = FlowPost<ReturnType<typeof forgetPasswordSchemas>>;

/** One handler per intent: the form's refusal beside its fields (`refused`), or the flow's next page. */
const HANDLERS = {
  edit: FLOW_STEPS.edit,
  resend: FLOW_STEPS.resend,

  /** A code for a registered number; one the shop does not know is said beside it (404). */
  async mobile(form: FormData, post: ForgetPost) {
    const submission = parseWithZod(form, { schema: post.schemas.mobile });
    if (submission.status !== "success") return refused("mobile", submission.reply());
    const sent = await sendCode(post.ctx, submission.value.mobile, "forget");
    if (sent.status === "unknown") return refused("mobile", submission.reply({ fieldErrors: { mobile: [post.t("auth.forget.unknown")] } }), 404);
    return codeAsked(post, submission, sent, "forget");
  },

  /** The code checked: on to the new password. */
  code: inFlow(async (form: FormData, { session, ctx, t, schemas, here }: ForgetPost, flow) => {
    const submission = parseWithZod(form, { schema: schemas.code });
    if (submission.status !== "success") return refused("code", submission.reply());
    const check = await validateCode(ctx, flow.mobile, submission.value.code, "forget");
    if (!check.valid) return codeRefused(t, submission, check.reason);
    return saveFlow(session, { ...flow, step: "new-password", verificationToken: check.verificationToken }, here);
  }),

  /** The new password, once the code was checked: changed, then signed in with it. */
  password: inFlow(async (form: FormData, { args, session, ctx, t, schemas, here }: ForgetPost, flow) => {
    if (!flow.verificationToken) return redirect(here);
    const submission = parseWithZod(form, { schema: schemas.password });
    if (submission.status !== "success") return refused("password", submission.reply({ hideFields: ["password", "confirm"] }));
    const body = { mobile: flow.mobile, password: submission.value.password, verification_token: flow.verificationToken };
    if (!(await changeForgottenPassword(ctx, body))) return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });
    const signIn = await requestToken(ctx, { mobile: flow.mobile, password: submission.value.password });
    if (!signIn.ok) return saveFlow(session, null, localizePath("/login", ctx.locale), { message: t("auth.forget.changed") });
    return completeSignIn(args, signIn.token, flow.redirectTo, t("auth.forget.changed"));
  }),
} satisfies Record<string, (form: FormData, post: ForgetPost) => Promise<unknown>>;

/**
 * /forgetpassword's forms (docs/shop/04-flows.md §4.3): the number, the code, a new password; then
 * signed in. Every step but the number's needs its flow in the session. A refused form comes back
 * beside its fields; the rest goes to the flow's next page.
 */
export async function action(args: Route.ActionArgs) {
  const { form, post } = await flowPost(args, "/forgetpassword", ["forget"], forgetPasswordSchemas);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, post) : redirect(post.here);
}
