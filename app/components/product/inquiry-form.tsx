import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { firstError, useBusy, useLastResult, useSentCount } from "~/components/account/form-state";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/text-field";

/**
 * "Ask about its price or availability" on a product out of stock (spec §7 `POST /product-inquiry`):
 * a mobile number (the signed-in shopper's, filled in) and an optional question. A plain POST to
 * the product's action, so it works without JavaScript; refusals come back beside their field.
 */
export function ProductInquiryForm({ mobile }: { mobile: string | null }) {
  const sent = useSentCount("inquiry");
  return <InquiryFields key={sent} mobile={mobile} />;
}

function InquiryFields({ mobile }: { mobile: string | null }) {
  const t = useT();
  const [form, fields] = useForm<{ mobile: string; message: string }>({
    id: "product-inquiry",
    lastResult: useLastResult("inquiry"),
    defaultValue: { mobile: mobile ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 rounded-2xl bg-page p-4" preventScrollReset data-product-inquiry="">
      <p className="font-semibold text-secondary">{t("product.inquiryTitle")}</p>
      <p className="text-xs text-muted">{t("product.inquiryText")}</p>
      <TextField meta={fields.mobile} label={t("product.inquiryMobile")} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" maxLength={20} autoFocus={firstError(form) === "mobile"} />
      <TextAreaField meta={fields.message} label={t("product.inquiryMessage")} rows={2} autoFocus={firstError(form) === "message"} />
      <Button type="submit" name="intent" value="inquiry" variant="secondary" loading={useBusy("inquiry")}>
        {t("product.inquirySubmit")}
      </Button>
    </Form>
  );
}
