import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CodeStep } from "~/components/account/code-step";
import { firstError, useBusy, useLastResult, useStepShown } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/i18n.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { confirmed, validators } from "~/lib/validation.server";
import { changeForgottenPassword, requestToken, resendCode, sendCode, validateCode } from "~/shop/auth.server";
import { currentFlow, resendAtOf, resent, retryMessage, saveFlow, secondsUntilResend } from "~/shop/auth-flow.server";
import { completeSignIn, redirectTarget } from "~/shop/sign-in.server";
import { readForm } from "~/lib/form-body.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.meta.forget"), backBtnPath: "/login" }),
};

/**
 * /forgetpassword (spec §4): send a code, validate it, choose a new password, "password changed",
 * signed in. The same steps as sign-in, each a page of its own.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = context;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (session.get("authToken")) throw redirect(redirectTarget(url.searchParams.get("redirectTo"), locale));
  const flow = currentFlow(session, ["forget"]);
  const t = await translatorFor(locale, "auth");
  return {
    i18n: messagesFor(locale, "auth"),
    title: t("auth.meta.forget"),
    step: flow ? (flow.verificationToken ? "new-password" : "code") : "mobile",
    mobile: flow?.mobile ?? null,
    resendIn: secondsUntilResend(flow),
    redirectTo: flow?.redirectTo ?? redirectTarget(url.searchParams.get("redirectTo"), locale),
  };
}

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { session } = args.context;
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const ctx = args.context.shop;
  const t = await translatorFor(ctx.locale, "auth");
  const v = validators(t);
  const here = localizePath("/forgetpassword", ctx.locale);
  const flow = currentFlow(session, ["forget"]);
  const failed = (result: SubmissionResult<string[]>, status = 400) => data({ intent, result }, { status });

  if (intent === "edit") return saveFlow(session, null, here);

  if (intent === "mobile") {
    const submission = parseWithZod(formData, { schema: z.object({ mobile: v.mobile(), redirectTo: z.string().optional() }) });
    if (submission.status !== "success") return failed(submission.reply());
    const { mobile } = submission.value;
    const sent = await sendCode(ctx, mobile, "forget");
    if (sent.status === "unknown") return failed(submission.reply({ fieldErrors: { mobile: [t("auth.forget.unknown")] } }), 404);
    if (sent.status === "limited") {
      return failed(submission.reply({ fieldErrors: { mobile: [retryMessage(t, "auth.code.limited", sent.retryAt, ctx.locale)] } }), 429);
    }
    const redirectTo = redirectTarget(submission.value.redirectTo, ctx.locale);
    return saveFlow(session, { mobile, step: "code", purpose: "forget", resendAt: resendAtOf(sent), redirectTo }, here);
  }

  if (!flow) return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });

  if (intent === "resend") {
    const sent = await resendCode(ctx, flow.mobile, "forget");
    return resent(session, flow, sent, here, t, ctx.locale);
  }

  if (intent === "code") {
    const submission = parseWithZod(formData, { schema: z.object({ code: v.code() }) });
    if (submission.status !== "success") return failed(submission.reply());
    const check = await validateCode(ctx, flow.mobile, submission.value.code, "forget");
    if (!check.valid) {
      const message = t(check.reason === "too-many" ? "auth.code.tooMany" : "auth.code.wrong");
      return failed(submission.reply({ fieldErrors: { code: [message] } }), 401);
    }
    return saveFlow(session, { ...flow, step: "new-password", verificationToken: check.verificationToken }, here);
  }

  if (intent === "password" && flow.verificationToken) {
    const schema = z.object({ password: v.password(), confirm: z.string().default("") }).superRefine(confirmed(t, "password", "confirm"));
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return failed(submission.reply({ hideFields: ["password", "confirm"] }));
    const body = { mobile: flow.mobile, password: submission.value.password, verification_token: flow.verificationToken };
    if (!(await changeForgottenPassword(ctx, body))) return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });
    const signIn = await requestToken(ctx, { mobile: flow.mobile, password: submission.value.password });
    if (!signIn.ok) return saveFlow(session, null, localizePath("/login", ctx.locale), { message: t("auth.forget.changed") });
    return completeSignIn(args, signIn.token, flow.redirectTo, t("auth.forget.changed"));
  }

  return data({ intent, result: null }, { status: 400 });
}

export default function ForgetPasswordPage() {
  const { step: flowStep, mobile, resendIn, redirectTo } = useLoaderData<typeof loader>();
  const t = useT();
  const step = useStepShown(flowStep);
  return (
    <div className="container-shop max-w-md py-8 md:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8" data-auth-step={step}>
        {step === "mobile" ? <MobileStep redirectTo={redirectTo} /> : null}
        {step === "code" && mobile ? <CodeStep mobile={mobile} resendIn={resendIn} formId="forget-code" /> : null}
        {step === "new-password" ? <NewPasswordStep /> : null}
      </div>
      <p className="mt-4 text-center">
        <AppLink to="/login" className="text-sm text-muted hover:text-secondary">{t("auth.forget.backToLogin")}</AppLink>
      </p>
    </div>
  );
}

function MobileStep({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({ id: "forget-mobile", lastResult: useLastResult("mobile"), ...useEagerValidation<{ mobile: string }>(MOBILE_FORM) });
  return (
    <>
      <h1 className="text-xl font-bold text-secondary">{t("auth.forget.title")}</h1>
      <p className="mt-2 text-sm text-muted">{t("auth.forget.intro")}</p>
      <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.mobile} autoFocus={firstError(form) === "mobile"} label={t("auth.mobile.label")} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" />
        <Button type="submit" name="intent" value="mobile" loading={useBusy("mobile")}>{t("auth.mobile.submit")}</Button>
      </Form>
    </>
  );
}

function NewPasswordStep() {
  const t = useT();
  const [form, fields] = useForm<{ password: string; confirm: string }>({ id: "forget-password", lastResult: useLastResult("password") });
  return (
    <>
      <h1 className="text-xl font-bold text-secondary">{t("auth.forget.newPassword")}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <TextField meta={fields.password} autoFocus={firstError(form) === "password"} label={t("auth.forget.newPassword")} hint={t("auth.register.passwordHint")} type="password" autoComplete="new-password" dir="ltr" />
        <TextField meta={fields.confirm} autoFocus={firstError(form) === "confirm"} label={t("auth.register.confirm")} type="password" autoComplete="new-password" dir="ltr" />
        <Button type="submit" name="intent" value="password" loading={useBusy("password")}>{t("auth.forget.submit")}</Button>
      </Form>
    </>
  );
}
