import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import type { ProductDetail } from "../../../shop-api/contract/pages";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog.lazy";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { COMMENT_RULES } from "~/lib/form-rules";
import { formatNumber, formatToman } from "~/lib/format";
import { useFormKey } from "~/components/ui/use-form-key";

type DialogState = { open: boolean; hide: () => void; closeHref: string };
/** The last post's result when it was the dialog's form's: the refusal in the open dialog, what was typed. */
type LastResult = SubmissionResult<string[]> | undefined;

/**
 * The comment dialog (docs/shop/18-rulings.md §18.1): a rating and a text; it is shown after approval.
 * Eager validation: COMMENT_RULES.
 */
export function CommentDialog({ dialog, lastResult }: { dialog: DialogState; lastResult: LastResult }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const [form, fields] = useForm<{ rating: string; text: string }>({ id: "product-comment", lastResult, ...useEagerValidation<{ rating: string; text: string }>(COMMENT_RULES) });
  const error = fields.text.errors?.[0] ?? fields.rating.errors?.[0];
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("product.commentTitle")}>
      {/* Posted to this very URL, ?dialog=comment included: a refused comment comes back in its dialog. */}
      <Form method="post" action={`${pathname}${search}`} {...getFormProps(form)} {...KEEP_FOCUS_ON_SUBMIT} className="flex flex-col gap-4 p-5" data-comment-form="">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t("product.commentRating")}</legend>
          <div className="flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((value) => (
              <label key={value} className="cursor-pointer rounded-lg border border-line px-3 py-1.5 text-sm has-[:checked]:border-gold-500 has-[:checked]:bg-gold-50">
                <input type="radio" name={fields.rating.name} value={value} defaultChecked={value === 5} className="sr-only" />
                {formatNumber(value, locale)} ★
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="comment-text" className="text-sm font-semibold">{t("product.commentText")}</label>
          <textarea
            id="comment-text"
            name={fields.text.name}
            rows={4}
            maxLength={2000}
            defaultValue={typeof fields.text.initialValue === "string" ? fields.text.initialValue : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "comment-text-error" : undefined}
            className="rounded-xl border border-line p-3 text-sm aria-[invalid=true]:border-third"
            data-autofocus=""
          />
          {error ? <p id="comment-text-error" className="text-sm text-third">{error}</p> : null}
        </div>
        <p className="text-xs text-muted">{t("product.commentNotice")}</p>
        <Button type="submit" name="intent" value="comment">{t("product.commentSubmit")}</Button>
      </Form>
    </Dialog>
  );
}

/**
 * The instalment (credit) dialog: each plan's down payment, monthly amount and total, one to choose
 * and ask for (an instalment request of the shown variety, followed in the profile's /validity).
 * Posted to this very URL, ?dialog=credit included: a refusal comes back in the dialog, and a guest
 * comes back to it after signing in.
 */
export function CreditDialog({
  dialog,
  installments,
  productVendorId,
  lastResult,
  signedIn,
  formKey,
}: {
  dialog: DialogState;
  installments: ProductDetail["installments"];
  productVendorId: number;
  lastResult: LastResult;
  signedIn: boolean;
  /** The form's one-time key as the server rendered it (the dialog opened by its URL), else null. */
  formKey: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const key = useFormKey(formKey);
  const [form, fields] = useForm<{ product_vendor_id: string; months: string }>({ id: "product-credit", lastResult });
  // One message for the choice: the Shop API's refusal, or "choose a plan".
  const error = form.errors?.[0] ?? fields.months.errors?.[0] ?? fields.product_vendor_id.errors?.[0];
  // The plan chosen before a refusal stays chosen; at first (or for no plan of the product's), the longest.
  const chosen = installments.find((plan) => String(plan.months) === fields.months.initialValue) ?? installments.at(-1);
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("product.creditTitle")}>
      <Form method="post" action={`${pathname}${search}`} {...getFormProps(form)} className="p-5" data-credit-dialog="">
        <p className="text-sm text-muted">{t("product.creditIntro")}</p>
        <input type="hidden" name="product_vendor_id" value={productVendorId} />
        {key ? <input type="hidden" name="idempotency_key" value={key} /> : null}
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold">{t("product.creditChoose")}</legend>
          <div className="flex flex-col gap-2">
            {installments.map((plan) => (
              <label
                key={plan.months}
                className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line p-3 text-sm has-[:checked]:border-secondary has-[:checked]:bg-primary/40"
                data-plan={plan.months}
              >
                <input type="radio" name={fields.months.name} value={plan.months} defaultChecked={plan === chosen} className="accent-secondary" />
                <span className="flex-1">
                  <span className="block font-semibold">{t("product.creditMonths", { months: plan.months })}</span>
                  <span className="block text-xs text-muted">
                    {t("product.creditPrepayment", { percent: formatNumber(plan.prepayment_percent, locale) })}: <span className="tabular">{formatToman(plan.prepayment, locale)}</span>
                  </span>
                  <span className="block text-xs text-muted">
                    {t("product.creditTotal")}: <span className="tabular">{formatToman(plan.total, locale)}</span>
                  </span>
                </span>
                <span className="text-end">
                  <span className="block text-xs text-muted">{t("product.creditMonthly")}</span>
                  <span className="block font-semibold tabular">{formatToman(plan.monthly, locale)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id={form.errorId} role="alert" className="mt-3 rounded-xl bg-third/10 p-3 text-sm text-third" data-credit-error="">{error}</p>
        ) : null}
        <p className="mt-4 text-xs text-muted">{signedIn ? t("product.creditAfter") : t("product.creditSignIn")}</p>
        <Button type="submit" name="intent" value="credit" className="mt-3 w-full" data-credit-submit="">{t("product.creditSubmit")}</Button>
      </Form>
    </Dialog>
  );
}

/** The add-new-item dialog: the product is in the cart; go on shopping or to the cart. */
export function AddedDialog({ dialog, name }: { dialog: DialogState; name: string }) {
  const t = useT();
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("product.addedTitle")}>
      <div className="flex flex-col gap-4 p-5" data-added-dialog="">
        <p>{t("product.addedText", { name })}</p>
        <div className="flex flex-wrap gap-2">
          <AppLink to="/checkout/cart" className="rounded-xl bg-secondary px-5 py-2.5 text-sm font-semibold text-white">{t("product.goToCart")}</AppLink>
          <a href={dialog.closeHref} onClick={(event) => { event.preventDefault(); dialog.hide(); }} className="rounded-xl border border-secondary px-5 py-2.5 text-sm font-semibold text-secondary">
            {t("product.continueShopping")}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
