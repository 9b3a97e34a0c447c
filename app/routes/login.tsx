import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/login";
import { firstError, stepShown, useBusy } from "~/components/account/form-state";
import { CodeStep, EditNumber } from "~/components/account/code-step";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizePath } from "~/lib/locale";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { resultOf } from "~/lib/intent-result";
import { currentFlow, secondsUntilResend } from "~/shop/actions/auth-flow.server";
import { redirectTarget } from "~/shop/actions/sign-in.server";

/** The number, the password, a code: login.server.ts. */
export { action } from "./login.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.meta.login"), backBtnPath: "/" }),
};

/**
 * /login (docs/shop/04-flows.md §4.2): the mobile first; a new number gets a code, then the
 * registration form; a registered one signs in by password or by a one-time code. Each step is a form
 * and a page of its own (POST/redirect/GET), so all of it works before JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { session } = context;
  const { locale } = context.shop;
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

export const meta: Route.MetaFunction = privatePageMeta;

export default function LoginPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { step: flowStep, mobile, resendIn, redirectTo, invited } = loaderData;
  // A refused form's errors and input, given to that form only.
  const lastResult = (intent: NonNullable<typeof answer>["intent"]) => resultOf(answer, intent);
  const step = stepShown(flowStep, lastResult("mobile"));
  return (
    <div className="container-shop max-w-md py-8 md:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8" data-auth-step={step}>
        {step === "mobile" ? <MobileStep redirectTo={redirectTo} invited={invited} lastResult={lastResult("mobile")} /> : null}
        {step === "password" && mobile ? <PasswordStep mobile={mobile} redirectTo={redirectTo} lastResult={lastResult("password")} codeRefused={lastResult("use-code")?.error?.[""]?.[0]} /> : null}
        {step === "code" && mobile ? <CodeStep mobile={mobile} resendIn={resendIn} formId="login-code" lastResult={lastResult("code")} /> : null}
      </div>
    </div>
  );
}


type Refused = SubmissionResult<string[]> | undefined;

function MobileStep({ redirectTo, invited, lastResult }: { redirectTo: string; invited: boolean; lastResult: Refused }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({ id: "login-mobile", lastResult, ...useEagerValidation<{ mobile: string }>(MOBILE_FORM) });
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

/** `codeRefused`: why a code could not be sent instead (a rate limit), beside the button that asked. */
function PasswordStep({ mobile, redirectTo, lastResult, codeRefused }: { mobile: string; redirectTo: string; lastResult: Refused; codeRefused: string | undefined }) {
  const t = useT();
  const [form, fields] = useForm<{ password: string }>({ id: "login-password", lastResult });
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
