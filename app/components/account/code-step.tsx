import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useLocale, useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { localizeDigits } from "~/lib/digits";
import { ResendButton } from "./countdown";
import { firstError, useBusy } from "./form-state";

/** The mobile being signed in, with a way back to the first step to type another. */
export function EditNumber({ mobile }: { mobile: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Form method="post" className="mt-1 flex items-center gap-2">
      <span dir="ltr" className="font-semibold text-ink tabular">{localizeDigits(mobile, locale)}</span>
      <button type="submit" name="intent" value="edit" className="text-sm font-semibold text-gold-700 hover:underline" data-edit-number="">
        {t("auth.code.editNumber")}
      </button>
    </Form>
  );
}


/** One-time code (docs/shop/04-flows.md §4.2): sent, checked, resent after a countdown, with the number editable. */
export function CodeStep({ mobile, resendIn, formId, lastResult }: { mobile: string; resendIn: number; formId: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT();
  const locale = useLocale();
  const [form, fields] = useForm<{ code: string }>({ id: formId, lastResult });
  return (
    <>
      <h1 className="text-xl font-bold text-secondary">{t("auth.code.title")}</h1>
      <p className="mt-2 text-sm text-muted">{t("auth.code.sent", { mobile: localizeDigits(mobile, locale) })}</p>
      <EditNumber mobile={mobile} />
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <TextField meta={fields.code} autoFocus={firstError(form) === "code"} label={t("auth.code.label")} type="text" inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={6} />
        <Button type="submit" name="intent" value="code" loading={useBusy("code")}>{t("auth.code.submit")}</Button>
      </Form>
      <Form method="post" className="mt-4">
        <ResendButton seconds={resendIn} label={t("auth.code.resend")} waitLabelKey="auth.code.resendIn" />
      </Form>
    </>
  );
}
