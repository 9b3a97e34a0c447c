import { getFormProps, useForm } from "@conform-to/react";
import { useActionData } from "react-router";
import { useT } from "~/components/locale";
import { Button } from "~/components/ui/button";
import { KEEP_FOCUS_ON_SUBMIT, useEagerValidation } from "~/components/ui/eager-validation";
import { DISCOUNT_RULES } from "~/lib/form-rules";
import type { CartAnswer, CartDiscount } from "~/lib/cart-intents";
import { CartForm, useCartFetcher } from "./cart-form";

/**
 * The discount code (docs/shop/04-flows.md §4.8, docs/shop/05-validation.md §5.8): checked by the cart
 * action, which fetches the discounted total only when the check answers code 200. A refusal stays
 * beside the field with what was typed, with or without JavaScript; with it, an empty code is told on
 * blur (DISCOUNT_RULES). The cart's code, running or not (used up, expired: `problem`), has a button
 * of its own that removes it, so that no code can keep a cart from being paid.
 */
export function DiscountForm({ current }: { current: CartDiscount | null }) {
  const t = useT();
  const fetcher = useCartFetcher("discount");
  const posted = useActionData<CartAnswer>();
  // With JavaScript the fetcher's answer; without, the cart page's (a refusal comes back to it).
  const answer = fetcher.data ?? posted;
  const lastResult = answer?.intent === "discount" ? answer.result : undefined;
  const [form, fields] = useForm<{ code: string }>({ id: "discount", lastResult, ...useEagerValidation<{ code: string }>(DISCOUNT_RULES) });
  const error = fields.code.errors?.[0];
  const typed = fields.code.initialValue;
  return (
    <div className="flex flex-col gap-1.5 border-t border-line pt-4">
    <CartForm
      fetcher={fetcher}
      intent="discount"
      attributes={{ ...getFormProps(form), ...KEEP_FOCUS_ON_SUBMIT }}
      className="flex flex-col gap-1.5"
    >
      <label htmlFor="discount-code" className="text-sm font-semibold">{t("checkout.discount.label")}</label>
      <div className="flex gap-2">
        <input
          key={fields.code.key}
          id="discount-code"
          name={fields.code.name}
          defaultValue={typeof typed === "string" ? typed : ""}
          placeholder={t("checkout.discount.placeholder")}
          autoComplete="off"
          dir="ltr"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "discount-code-error" : undefined}
          autoFocus={answer?.ok === false && !fetcher.data}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-base uppercase outline-none placeholder:normal-case focus:border-secondary aria-[invalid=true]:border-third"
        />
        <Button type="submit" variant="secondary" loading={fetcher.state !== "idle"}>{t("checkout.discount.apply")}</Button>
      </div>
      {error ? (
        <p id="discount-code-error" className="text-sm text-third" data-field-error="code">{error}</p>
      ) : null}
    </CartForm>
    {current?.code ? <CurrentCode code={current.code} problem={current.problem} /> : null}
    </div>
  );
}

/** The cart's code, what is wrong with it when it no longer runs, and its remove button (a form of its own). */
function CurrentCode({ code, problem }: { code: string; problem: string | null }) {
  const t = useT();
  const fetcher = useCartFetcher("remove-discount");
  return (
    <CartForm fetcher={fetcher} intent="removeDiscount" className="flex items-center justify-between gap-3">
      {problem ? (
        <p className="text-xs leading-5 text-amber-800" role="status" data-discount-problem={code}>{t("checkout.discount.notRunning", { code, problem })}</p>
      ) : (
        <p className="text-xs leading-5 text-emerald-700" data-discount-current={code}>{t("checkout.discount.current", { code })}</p>
      )}
      <Button type="submit" variant="ghost" className="shrink-0 px-3" loading={fetcher.state !== "idle"} aria-label={t("checkout.discount.removeCode", { code })} data-remove-discount="">
        {t("checkout.discount.remove")}
      </Button>
    </CartForm>
  );
}
