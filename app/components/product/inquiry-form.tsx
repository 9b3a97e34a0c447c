import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { firstError, useBusy, useSentCount } from "~/components/account/form-state";
import { VIEWER_MOBILE_SLOT } from "~/components/product/viewer-slots";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { INQUIRY_RULES } from "~/lib/product-inquiry";

interface InquiryProps {
  mobile: string | null;
  /** The last post's result when it was this form's: the refusals beside their fields, what was typed. */
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * "Ask about its price or availability" on a product out of stock (`POST /product-inquiry`,
 * docs/shop/07-shop-api.md §7.4): a mobile number (the signed-in shopper's, filled in) and an optional
 * question. A plain POST to the product's action, so it works without JavaScript; refusals come back
 * beside their field.
 */
export function ProductInquiryForm(props: InquiryProps) {
  const sent = useSentCount("inquiry", props.lastResult);
  return <InquiryFields key={sent} {...props} />;
}

function InquiryFields({ mobile, lastResult }: InquiryProps) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string; message: string }>({
    id: "product-inquiry",
    lastResult,
    defaultValue: { mobile: mobile ?? "" },
    ...useEagerValidation<{ mobile: string; message: string }>(INQUIRY_RULES),
  });
  return (
    <Form method="post" {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="flex flex-col gap-3 rounded-2xl bg-page p-4" preventScrollReset data-product-inquiry="">
      <p className="font-semibold text-secondary">{t("product.inquiryTitle")}</p>
      <p className="text-xs text-muted">{t("product.inquiryText")}</p>
      <TextField meta={fields.mobile} label={t("product.inquiryMobile")} {...VIEWER_MOBILE_SLOT} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" maxLength={20} autoFocus={firstError(form) === "mobile"} />
      <TextAreaField meta={fields.message} label={t("product.inquiryMessage")} rows={2} autoFocus={firstError(form) === "message"} />
      <Button type="submit" name="intent" value="inquiry" variant="secondary" loading={useBusy("inquiry")}>
        {t("product.inquirySubmit")}
      </Button>
    </Form>
  );
}
