import { useLocale, useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { formatNumber } from "~/lib/format";

const STEPS = [
  ["cart", "/checkout/cart"],
  ["shipping", "/checkout/shipping"],
  ["payment", "/checkout/payment"],
] as const;

export type CheckoutStep = (typeof STEPS)[number][0];

/** Where the shopper is in checkout: cart, delivery, payment; the steps behind them are links. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useT();
  const locale = useLocale();
  const currentIndex = STEPS.findIndex(([step]) => step === current);
  return (
    <nav aria-label={t("checkout.steps.label")} className="mb-6">
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map(([step, path], index) => {
          const label = (
            <>
              <span className={`grid size-7 place-items-center rounded-full text-xs font-bold ${index <= currentIndex ? "bg-secondary text-white" : "bg-line text-muted"}`}>
                {formatNumber(index + 1, locale)}
              </span>
              <span className={index === currentIndex ? "font-bold text-secondary" : "text-muted"}>{t(`checkout.steps.${step}`)}</span>
            </>
          );
          return (
            <li key={step} className="flex flex-1 items-center gap-2" aria-current={index === currentIndex ? "step" : undefined}>
              {index < currentIndex ? <AppLink to={path} className="flex items-center gap-2 hover:underline">{label}</AppLink> : <span className="flex items-center gap-2">{label}</span>}
              {index < STEPS.length - 1 ? <span className="h-px flex-1 bg-line" aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
