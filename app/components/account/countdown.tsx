import { useEffect, useState } from "react";
import { useT } from "~/components/locale";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The resend-code button with its countdown (docs/shop/04-flows.md §4.2). The server knows when a new
 * code may be asked for and renders the seconds left; JavaScript only counts them down and enables the
 * button at zero. Without it the button stays usable, and the server says how long to wait if it is
 * early.
 */
export function ResendButton({ seconds, label, waitLabelKey }: { seconds: number; label: string; waitLabelKey: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="submit"
        name="intent"
        value="resend"
        disabled={hydrated && left > 0}
        className="text-sm font-semibold text-secondary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        data-resend=""
      >
        {label}
      </button>
      {left > 0 ? (
        <p className="text-xs text-muted tabular" aria-live="polite" data-resend-countdown={left}>
          {t(waitLabelKey, { seconds: left })}
        </p>
      ) : null}
    </div>
  );
}
