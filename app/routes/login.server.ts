import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { z } from "zod";
import { intentOf, refused } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { type ValidationT, validators } from "~/server-lib/validation.server";
import { checkUser, requestToken, sendCode, sendLoginCode, validateCode } from "~/shop/api/auth.server";
import { codeAsked, codeRefused, FLOW_STEPS, type FlowPost, flowPost, flowSchemas, inFlow, resendAtOf, retryMessage, saveFlow } from "~/shop/actions/auth-flow.server";
import { completeSignIn, redirectTarget } from "~/shop/actions/sign-in.server";

/**
 * /login's forms, by intent: the number's (mirrored in the browser by lib/eager-validation.ts
 * MOBILE_FORM) and the code's, as the forgotten password's; a password; "send me a code instead",
 * which has no field.
 */
export function loginSchemas(t: ValidationT) {
  return { ...flowSchemas(t), password: z.object({ password: validators(t).password() }), "use-code": z.object({}) };
}

type LoginPost = FlowPost<ReturnType<typeof loginSchemas>>;

/** One handler per intent: the form's refusal beside its fields (`refused`), or the flow's next page. */
const HANDLERS = {
  edit: FLOW_STEPS.edit,
  resend: FLOW_STEPS.resend,

  /** A registered number goes on to its password; a new one gets a code, then registers. */
  async mobile(form: FormData, post: LoginPost) {
    const { session, ctx, schemas, here } = post;
    const submission = parseWithZod(form, { schema: schemas.mobile });
    if (submission.status !== "success") return refused("mobile", submission.reply());
    const { mobile } = submission.value;
    if ((await checkUser(ctx, mobile)) === "registered") {
      return saveFlow(session, { mobile, step: "password", purpose: "login", resendAt: 0, redirectTo: redirectTarget(submission.value.redirectTo, ctx.locale) }, here);
    }
    return codeAsked(post, submission, await sendCode(ctx, mobile, "register"), "register");
  },

  password: inFlow(async (form: FormData, { args, ctx, t, schemas }: LoginPost, flow) => {
    const submission = parseWithZod(form, { schema: schemas.password });
    if (submission.status !== "success") return refused("password", submission.reply({ hideFields: ["password"] }));
    const signIn = await requestToken(ctx, { mobile: flow.mobile, password: submission.value.password });
    if (signIn.ok) return completeSignIn(args, signIn.token, flow.redirectTo);
    const limited = signIn.reason === "limited";
    const refusal = limited ? retryMessage(t, "auth.password.limited", signIn.retryAt, ctx.locale) : t("auth.password.wrong");
    return refused("password", submission.reply({ fieldErrors: { password: [refusal] }, hideFields: ["password"] }), limited ? 429 : 403);
  }),

  /** A code instead of the password; rate-limited, said beside the button that asked, on the password's step. */
  "use-code": inFlow(async (form: FormData, { session, ctx, t, schemas, here }: LoginPost, flow) => {
    const sent = await sendLoginCode(ctx, flow.mobile);
    if (sent.status === "limited") {
      const submission = parseWithZod(form, { schema: schemas["use-code"] });
      return refused("use-code", submission.reply({ formErrors: [retryMessage(t, "auth.code.limited", sent.retryAt, ctx.locale)] }), 429);
    }
    return saveFlow(session, { ...flow, step: "code", purpose: "login", resendAt: resendAtOf(sent) }, here);
  }),

  /** Signing in by the code; a new number's code opens registration. */
  code: inFlow(async (form: FormData, { args, session, ctx, t, schemas }: LoginPost, flow) => {
    const submission = parseWithZod(form, { schema: schemas.code });
    if (submission.status !== "success") return refused("code", submission.reply());
    const { code } = submission.value;
    if (flow.purpose === "login") {
      const signIn = await requestToken(ctx, { mobile: flow.mobile, code });
      return signIn.ok ? completeSignIn(args, signIn.token, flow.redirectTo) : codeRefused(t, submission, signIn.reason);
    }
    const check = await validateCode(ctx, flow.mobile, code, "register");
    if (!check.valid) return codeRefused(t, submission, check.reason);
    return saveFlow(session, { ...flow, verificationToken: check.verificationToken }, localizePath("/register", ctx.locale));
  }),
} satisfies Record<string, (form: FormData, post: LoginPost) => Promise<unknown>>;

/**
 * /login's forms (docs/shop/04-flows.md §4.2): the number, then a password or a one-time code, or a new
 * number's code before registering. Every step but the number's needs its flow in the session. A
 * refused form comes back beside its fields; the rest goes to the flow's next page.
 */
export async function action(args: Route.ActionArgs) {
  const { form, post } = await flowPost(args, "/login", ["login", "register"], loginSchemas);
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, post) : redirect(post.here);
}
