import { type ReactNode, useEffect, useState } from "react";
import { useLocale, useT } from "~/components/locale";
import { localizeDigits } from "~/lib/digits";
import { formatTime, formatToman } from "~/lib/format";

/**
 * Until when the payment page's price holds (docs/decisions/0050): the time, in the page's digits and
 * the shop's time zone, in the HTML; with JavaScript also the minutes and seconds left, and once it
 * has run out, that the next press shows today's price first.
 */
export function PriceHold({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  const locale = useLocale();
  const left = useSecondsLeft(expiresAt);
  if (left === 0) {
    return (
      <p className="rounded-xl bg-amber-50 p-3 text-xs leading-5 text-amber-900" role="status" data-price-hold="expired">
        {t("checkout.payment.holdExpired")}
      </p>
    );
  }
  return (
    <p className="text-center text-xs leading-5 text-muted" data-price-hold="" data-expires-at={expiresAt}>
      {t("checkout.payment.holdsUntil", { time: formatTime(expiresAt, locale) })}
      {left === null ? null : (
        <>
          {" · "}
          <span className="font-semibold tabular" data-price-hold-left="">
            {t("checkout.payment.holdLeft", { time: localizeDigits(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`, locale) })}
          </span>
        </>
      )}
    </p>
  );
}

/** The whole seconds until `expiresAt`, counted down once the page runs (null in the HTML, so that it hydrates as it was sent). */
function useSecondsLeft(expiresAt: string): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const deadline = Date.parse(expiresAt);
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

/**
 * The payment came back instead of going to the gateway: the held price had run out, was spent or
 * broke on a jump of the gold price, or the cart, delivery, wallets or discount code had changed. It
 * says what the total was and is now, and why when the Shop API said; nothing was charged.
 */
export function PriceChangeNotice({ previous, current, reason }: { previous: number; current: number; reason?: string | null }) {
  const t = useT();
  const locale = useLocale();
  const text =
    previous === current
      ? t("checkout.payment.priceUnchanged", { current: formatToman(current, locale) })
      : t("checkout.payment.priceChanged", { previous: formatToman(previous, locale), current: formatToman(current, locale) });
  return (
    <CheckoutAlert data-price-change="">
      {text}
      {reason ? (
        <>
          {" "}
          <span data-price-change-reason="">{t("checkout.payment.why", { reason })}</span>
        </>
      ) : null}
    </CheckoutAlert>
  );
}

/** The payment page dropped the cart's discount code, which stopped running since it was applied (used up, expired). */
export function DroppedCodeNotice({ message }: { message: string }) {
  const t = useT();
  return <CheckoutAlert data-discount-dropped="">{t("checkout.payment.codeDropped", { message })}</CheckoutAlert>;
}

/** What changed on its own before the shopper paid, in the payment page's alert box. */
function CheckoutAlert({ children, ...data }: { children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <p className="rounded-3xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-900" role="alert" {...data}>
      {children}
    </p>
  );
}
