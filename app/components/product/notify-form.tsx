import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { firstError, useBusy, useSentCount } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextField } from "~/components/ui/text-field";
import { MOBILE_FORM } from "~/lib/eager-validation";
import { VIEWER_MOBILE_SLOT } from "./viewer-slots";

interface NotifyProps {
  productVendorId: number;
  /** The signed-in shopper's mobile, filled in (on a shared page by the server: decision 46); guests type theirs. */
  mobile: string | null;
  /** The last post's result when it was this form's: the refusal beside the field, what was typed. */
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * "Tell me when it is back" on a product out of stock (`POST /notify-me`): a plain POST to the
 * product's action (intent `notify`), so it works without JavaScript; a wrong number is told beside
 * its field, with the server's rule (MOBILE_FORM) checked early in the browser.
 */
export function NotifyForm(props: NotifyProps) {
  const sent = useSentCount("notify", props.lastResult);
  return <NotifyFields key={sent} {...props} />;
}

function NotifyFields({ productVendorId, mobile, lastResult }: NotifyProps) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string }>({
    id: "product-notify",
    lastResult,
    defaultValue: { mobile: mobile ?? "" },
    ...useEagerValidation<{ mobile: string }>(MOBILE_FORM),
  });
  return (
    <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="flex flex-col gap-2 rounded-2xl bg-page p-4" preventScrollReset data-notify-me="">
      <p className="font-semibold text-secondary">{t("product.notifyTitle")}</p>
      <p className="text-xs text-muted">{t("product.notifyText")}</p>
      <input type="hidden" name="product_vendor_id" value={productVendorId} />
      <TextField meta={fields.mobile} label={t("product.notifyMobile")} {...VIEWER_MOBILE_SLOT} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" maxLength={20} autoFocus={firstError(form) === "mobile"} />
      <Button type="submit" name="intent" value="notify" variant="secondary" loading={useBusy("notify")}>
        {t("product.notifySubmit")}
      </Button>
    </Form>
  );
}
