import { Form, useLocation } from "@remix-run/react";
import type { ProductDetail } from "../../../shop-api/contract/pages";
import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog.lazy";
import { formatNumber, formatToman } from "~/lib/format";

type DialogState = { open: boolean; hide: () => void; closeHref: string };

/** The comment dialog (spec §2 partials): a rating and a text; it is shown after approval. */
export function CommentDialog({ dialog, error, text }: { dialog: DialogState; error: string | null; text: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("product.commentTitle")}>
      {/* Posted to this very URL, ?dialog=comment included: a refused comment comes back in its dialog. */}
      <Form method="post" action={`${pathname}${search}`} className="flex flex-col gap-4 p-5" data-comment-form="">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t("product.commentRating")}</legend>
          <div className="flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((value) => (
              <label key={value} className="cursor-pointer rounded-lg border border-line px-3 py-1.5 text-sm has-[:checked]:border-gold-500 has-[:checked]:bg-gold-50">
                <input type="radio" name="rating" value={value} defaultChecked={value === 5} className="sr-only" />
                {formatNumber(value, locale)} ★
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="comment-text" className="text-sm font-semibold">{t("product.commentText")}</label>
          <textarea
            id="comment-text"
            name="text"
            rows={4}
            maxLength={2000}
            defaultValue={text}
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

/** The instalment (credit) dialog: each plan's down payment, monthly amount and total. */
export function CreditDialog({ dialog, installments }: { dialog: DialogState; installments: ProductDetail["installments"] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog open={dialog.open} onClose={dialog.hide} closeHref={dialog.closeHref} title={t("product.creditTitle")}>
      <div className="p-5" data-credit-dialog="">
        <p className="text-sm text-muted">{t("product.creditIntro")}</p>
        <table className="mt-4 w-full text-sm">
          <thead className="text-xs text-muted">
            <tr>
              <th className="pb-2 text-start font-semibold">{t("product.installment")}</th>
              <th className="pb-2 text-start font-semibold">{t("product.creditMonthly")}</th>
              <th className="pb-2 text-start font-semibold">{t("product.creditTotal")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {installments.map((plan) => (
              <tr key={plan.months} data-plan={plan.months}>
                <td className="py-2.5">
                  <p className="font-semibold">{t("product.creditMonths", { months: plan.months })}</p>
                  <p className="text-xs text-muted">{t("product.creditPrepayment", { percent: formatNumber(plan.prepayment_percent, locale) })}</p>
                </td>
                <td className="py-2.5 tabular">{formatToman(plan.monthly, locale)}</td>
                <td className="py-2.5 tabular">{formatToman(plan.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-xs text-muted">{t("product.creditContact")}</p>
      </div>
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
