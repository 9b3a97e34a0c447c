import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/forget-password";
import { CodeStep } from "~/components/account/code-step";
import { firstError, stepShown, useBusy } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { resultOf } from "~/lib/intent-result";
import { currentFlow, secondsUntilResend } from "~/shop/actions/auth-flow.server";
import { redirectTarget } from "~/shop/actions/sign-in.server";

/** The number, the code, the new password: forget-password.server.ts. */
export { action } from "./forget-password.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.meta.forget"), backBtnPath: "/login" }),
};

/**
 * /forgetpassword (docs/shop/04-flows.md §4.3): send a code, validate it, choose a new password,
 * "password changed", signed in. The same steps as sign-in, each a page of its own.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { session } = context;
  const { locale } = context.shop;
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

export const meta: Route.MetaFunction = privatePageMeta;

export default function ForgetPasswordPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { step: flowStep, mobile, resendIn, redirectTo } = loaderData;
  const t = useT();
  // A refused form's errors and input, given to that form only.
  const lastResult = (intent: NonNullable<typeof answer>["intent"]) => resultOf(answer, intent);
  const step = stepShown(flowStep, lastResult("mobile"));
  return (
    <div className="container-shop max-w-md py-8 md:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8" data-auth-step={step}>
        {step === "mobile" ? <MobileStep redirectTo={redirectTo} lastResult={lastResult("mobile")} /> : null}
        {step === "code" && mobile ? <CodeStep mobile={mobile} resendIn={resendIn} formId="forget-code" lastResult={lastResult("code")} /> : null}
        {step === "new-password" ? <NewPasswordStep lastResult={lastResult("password")} /> : null}
      </div>
      <p className="mt-4 text-center">
        <AppLink to="/login" className="text-sm text-muted hover:text-secondary">{t("auth.forget.backToLogin")}</AppLink>
      </p>
    </div>
  );
}

type Refused = SubmissionResult<string[]> | undefined;

function MobileStep({ redirectTo, lastResult }: { redirectTo: string; lastResult: Refused }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({ id: "forget-mobile", lastResult, ...useEagerValidation<{ mobile: string }>(MOBILE_FORM) });
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

function NewPasswordStep({ lastResult }: { lastResult: Refused }) {
  const t = useT();
  const [form, fields] = useForm<{ password: string; confirm: string }>({ id: "forget-password", lastResult });
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
