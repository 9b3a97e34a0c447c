import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { firstError, useBusy, useLastResult, useStepShown } from "~/components/account/form-state";
import { z } from "zod";
import { CodeStep, EditNumber } from "~/components/account/code-step";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/i18n.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { validators } from "~/lib/validation.server";
import { checkUser, requestToken, resendCode, sendCode, sendLoginCode, validateCode } from "~/shop/auth.server";
import { currentFlow, resendAtOf, resent, retryMessage, saveFlow, secondsUntilResend } from "~/shop/auth-flow.server";
import { completeSignIn, redirectTarget } from "~/shop/sign-in.server";
import { readForm } from "~/lib/form-body.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.meta.login"), backBtnPath: "/" }),
};

/**
 * /login (spec §4): the mobile first; a new number gets a code, then the registration form; a
 * registered one signs in by password or by a one-time code. Each step is a form and a page of its
 * own (POST/redirect/GET), so all of it works before JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = context;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (session.get("authToken")) throw redirect(redirectTarget(url.searchParams.get("redirectTo"), locale));
  const flow = currentFlow(session, ["login", "register"]);
  if (flow?.purpose === "register" && flow.verificationToken) throw redirect(localizePath("/register", locale));
  const t = await translatorFor(locale, "auth");
  return {
    i18n: messagesFor(locale, "auth"),
    title: t("auth.meta.login"),
    step: flow?.step ?? "mobile",
    mobile: flow?.mobile ?? null,
    resendIn: secondsUntilResend(flow),
    redirectTo: flow?.redirectTo ?? redirectTarget(url.searchParams.get("redirectTo"), locale),
    invited: Boolean(session.get("referral")),
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
  const here = localizePath("/login", ctx.locale);
  const flow = currentFlow(session, ["login", "register"]);
  const failed = (result: SubmissionResult<string[]>, status = 400) => data({ intent, result }, { status });
  const tryAt = (key: string, retryAt: Date) => retryMessage(t, key, retryAt, ctx.locale);

  if (intent === "edit") return saveFlow(session, null, here);

  if (intent === "mobile") {
    const submission = parseWithZod(formData, { schema: z.object({ mobile: v.mobile(), redirectTo: z.string().optional() }) });
    if (submission.status !== "success") return failed(submission.reply());
    const { mobile } = submission.value;
    const redirectTo = redirectTarget(submission.value.redirectTo, ctx.locale);
    if ((await checkUser(ctx, mobile)) === "registered") {
      return saveFlow(session, { mobile, step: "password", purpose: "login", resendAt: 0, redirectTo }, here);
    }
    const sent = await sendCode(ctx, mobile, "register");
    if (sent.status === "limited") return failed(submission.reply({ fieldErrors: { mobile: [tryAt("auth.code.limited", sent.retryAt)] } }), 429);
    return saveFlow(session, { mobile, step: "code", purpose: "register", resendAt: resendAtOf(sent), redirectTo }, here);
  }

  if (!flow) return saveFlow(session, null, here, { message: t("auth.expired"), type: "error" });

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: z.object({ password: v.password() }) });
    if (submission.status !== "success") return failed(submission.reply({ hideFields: ["password"] }));
    const signIn = await requestToken(ctx, { mobile: flow.mobile, password: submission.value.password });
    if (signIn.ok) return completeSignIn(args, signIn.token, flow.redirectTo);
    const limited = signIn.reason === "limited";
    const refusal = limited ? tryAt("auth.password.limited", signIn.retryAt) : t("auth.password.wrong");
    return failed(submission.reply({ fieldErrors: { password: [refusal] }, hideFields: ["password"] }), limited ? 429 : 403);
  }

  if (intent === "use-code") {
    const sent = await sendLoginCode(ctx, flow.mobile);
    if (sent.status === "limited") {
      // Said beside the button that asked, on the password step the shopper stays on.
      return failed(parseWithZod(formData, { schema: z.object({}) }).reply({ formErrors: [tryAt("auth.code.limited", sent.retryAt)] }), 429);
    }
    return saveFlow(session, { ...flow, step: "code", purpose: "login", resendAt: resendAtOf(sent) }, here);
  }

  if (intent === "resend") {
    return resent(session, flow, await resendCode(ctx, flow.mobile, flow.purpose), here, t, ctx.locale);
  }

  if (intent === "code") {
    const submission = parseWithZod(formData, { schema: z.object({ code: v.code() }) });
    if (submission.status !== "success") return failed(submission.reply());
    const { code } = submission.value;
    const wrong = (reason: string) => failed(submission.reply({ fieldErrors: { code: [t(reason === "too-many" ? "auth.code.tooMany" : "auth.code.wrong")] } }), 401);
    if (flow.purpose === "login") {
      const signIn = await requestToken(ctx, { mobile: flow.mobile, code });
      return signIn.ok ? completeSignIn(args, signIn.token, flow.redirectTo) : wrong(signIn.reason);
    }
    const check = await validateCode(ctx, flow.mobile, code, "register");
    if (!check.valid) return wrong(check.reason);
    return saveFlow(session, { ...flow, verificationToken: check.verificationToken }, localizePath("/register", ctx.locale));
  }

  return data({ intent, result: null }, { status: 400 });
}

export default function LoginPage() {
  const { step: flowStep, mobile, resendIn, redirectTo, invited } = useLoaderData<typeof loader>();
  const step = useStepShown(flowStep);
  return (
    <div className="container-shop max-w-md py-8 md:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8" data-auth-step={step}>
        {step === "mobile" ? <MobileStep redirectTo={redirectTo} invited={invited} /> : null}
        {step === "password" && mobile ? <PasswordStep mobile={mobile} redirectTo={redirectTo} /> : null}
        {step === "code" && mobile ? <CodeStep mobile={mobile} resendIn={resendIn} formId="login-code" /> : null}
      </div>
    </div>
  );
}


function MobileStep({ redirectTo, invited }: { redirectTo: string; invited: boolean }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({ id: "login-mobile", lastResult: useLastResult("mobile"), ...useEagerValidation<{ mobile: string }>(MOBILE_FORM) });
  return (
    <>
      <h1 className="text-xl font-bold text-secondary">{t("auth.mobile.title")}</h1>
      <p className="mt-2 text-sm text-muted">{t("auth.mobile.intro")}</p>
      {invited ? <p className="mt-4 rounded-2xl bg-primary/60 p-3 text-sm leading-6 text-secondary" data-invited="">{t("auth.mobile.invited")}</p> : null}
      <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.mobile} autoFocus={firstError(form) === "mobile"} label={t("auth.mobile.label")} hint={t("auth.mobile.hint")} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" />
        <Button type="submit" name="intent" value="mobile" loading={useBusy("mobile")}>{t("auth.mobile.submit")}</Button>
      </Form>
    </>
  );
}

function PasswordStep({ mobile, redirectTo }: { mobile: string; redirectTo: string }) {
  const t = useT();
  const [form, fields] = useForm<{ password: string }>({ id: "login-password", lastResult: useLastResult("password") });
  const codeRefused = useLastResult("use-code")?.error?.[""]?.[0];
  return (
    <>
      <h1 className="text-xl font-bold text-secondary">{t("auth.password.title")}</h1>
      <EditNumber mobile={mobile} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <TextField meta={fields.password} autoFocus={firstError(form) === "password"} label={t("auth.password.label")} type="password" autoComplete="current-password" dir="ltr" />
        <Button type="submit" name="intent" value="password" loading={useBusy("password")}>{t("auth.password.submit")}</Button>
      </Form>
      <div className="mt-5 flex flex-col items-start gap-3 border-t border-line pt-4">
        <Form method="post">
          <button type="submit" name="intent" value="use-code" aria-describedby={codeRefused ? "use-code-error" : undefined} className="text-sm font-semibold text-secondary hover:underline" data-use-code="">
            {t("auth.password.useCode")}
          </button>
          {codeRefused ? <p id="use-code-error" className="mt-1.5 text-sm text-third" data-field-error="use-code">{codeRefused}</p> : null}
        </Form>
        <AppLink to={`/forgetpassword?redirectTo=${encodeURIComponent(redirectTo)}`} className="text-sm text-muted hover:text-secondary">
          {t("auth.password.forgot")}
        </AppLink>
      </div>
    </>
  );
}
