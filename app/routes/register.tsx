import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { Route } from "./+types/register";
import { firstError, useBusy } from "~/components/account/form-state";
import { useLocale, useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextField } from "~/components/ui/text-field";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { localizeDigits } from "~/lib/digits";
import { resultOf } from "~/lib/intent-result";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { REGISTER_RULES } from "~/lib/form-rules";
import { verifiedFlow } from "./register.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("auth.meta.register"), backBtnPath: "/login" }),
};

/** /register: after the mobile's code was verified, the name and password of the new account. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const flow = verifiedFlow({ url, context });
  const { locale } = context.shop;
  const t = await translatorFor(locale, "auth");
  return { i18n: messagesFor(locale, "auth"), title: t("auth.meta.register"), mobile: flow.mobile };
}

export const meta: Route.MetaFunction = privatePageMeta;

export { action } from "./register.server";

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mobile } = loaderData;
  const t = useT();
  const locale = useLocale();
  const [form, fields] = useForm<{ name: string; password: string; confirm: string }>({
    id: "register",
    lastResult: resultOf(actionData, "register"),
    ...useEagerValidation<{ name: string; password: string; confirm: string }>(REGISTER_RULES),
  });
  return (
    <div className="container-shop max-w-md py-8 md:py-12">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-xl font-bold text-secondary">{t("auth.register.title")}</h1>
        <p className="mt-2 text-sm text-muted">{t("auth.register.intro", { mobile: localizeDigits(mobile, locale) })}</p>
        <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="mt-6 flex flex-col gap-4">
          <TextField meta={fields.name} autoFocus={firstError(form) === "name"} label={t("auth.register.name")} autoComplete="name" />
          <TextField meta={fields.password} autoFocus={firstError(form) === "password"} label={t("auth.register.password")} hint={t("auth.register.passwordHint")} type="password" autoComplete="new-password" dir="ltr" />
          <TextField meta={fields.confirm} autoFocus={firstError(form) === "confirm"} label={t("auth.register.confirm")} type="password" autoComplete="new-password" dir="ltr" />
          <Button type="submit" name="intent" value="register" loading={useBusy("register")}>{t("auth.register.submit")}</Button>
        </Form>
      </div>
    </div>
  );
}
