import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { RequestKind } from "../../../shop-api/contract/contact";
import { firstError, useBusy } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { OPTIONAL_FIELDS, REQUEST_FIELDS, type RequestField, requestRules } from "~/lib/contact-forms";

interface RequestFormProps {
  kind: RequestKind;
  provinces: { id: number; name: string }[];
  /** The signed-in shopper's name and mobile, offered as the sender's. */
  sender: { name: string; mobile: string };
  /** This form's refusal, if the last post was its own. */
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * One of the contact page's forms: the contact form or one of the requests
 * (docs/shop/07-shop-api.md §7.14), each with its own fields (lib/contact-forms.ts). Posted with its
 * kind as `intent`; its typed fields checked in eager mode with JavaScript (decision 39), then on the
 * server and by the Shop API, each problem beside its field, what was typed kept.
 */
export function RequestForm({ kind, provinces, sender, lastResult }: RequestFormProps) {
  const t = useT();
  const [form, fields] = useForm<Record<RequestField, string>>({
    id: `request-${kind}`,
    lastResult,
    defaultValue: sender,
    ...useEagerValidation<Record<RequestField, string>>(requestRules(kind)),
  });
  const focus = firstError(form);
  const optional = OPTIONAL_FIELDS[kind] ?? [];
  const label = (name: RequestField) => t(`contact.fields.${name === "order_id" && optional.includes(name) ? "order_idOptional" : name}`);

  const field = (name: RequestField) => {
    const meta = fields[name];
    const autoFocus = focus === name;
    switch (name) {
      case "message":
        return <TextAreaField meta={meta} label={label(name)} hint={t("contact.hints.message")} autoFocus={autoFocus} />;
      case "state_id":
        return (
          <SelectField
            meta={meta}
            label={label(name)}
            placeholder={t("contact.chooseProvince")}
            options={provinces.map((province) => ({ value: String(province.id), label: province.name }))}
            autoFocus={autoFocus}
          />
        );
      case "mobile":
        return <TextField meta={meta} label={label(name)} hint={t("contact.hints.mobile")} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" autoFocus={autoFocus} />;
      case "order_id":
        return <TextField meta={meta} label={label(name)} hint={t("contact.hints.order_id")} inputMode="numeric" dir="ltr" autoFocus={autoFocus} />;
      case "website":
        return <TextField meta={meta} label={label(name)} inputMode="url" dir="ltr" autoComplete="url" autoFocus={autoFocus} />;
      case "name":
        return <TextField meta={meta} label={label(name)} autoComplete="name" autoFocus={autoFocus} />;
      default:
        return <TextField meta={meta} label={label(name)} autoFocus={autoFocus} />;
    }
  };

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="grid gap-4 md:grid-cols-2" data-request-form={kind}>
      <p className="text-sm leading-7 text-muted md:col-span-2">{t(`contact.forms.intros.${kind}`)}</p>
      {REQUEST_FIELDS[kind].map((name) => (
        <div key={name} className={name === "message" ? "md:col-span-2" : undefined}>
          {field(name)}
        </div>
      ))}
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="text-sm text-third md:col-span-2" data-form-error="">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" name="intent" value={kind} loading={useBusy(kind)} data-send-request="">
          {t("contact.forms.submit")}
        </Button>
        <p className="text-xs text-muted">{t("contact.forms.required")}</p>
      </div>
    </Form>
  );
}
