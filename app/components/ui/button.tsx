import { forwardRef, type ButtonHTMLAttributes } from "react";
import { useT } from "~/components/locale";

type Variant = "primary" | "secondary" | "ghost";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-secondary text-white hover:opacity-90",
  secondary: "border border-secondary text-secondary hover:bg-secondary/5",
  ghost: "text-secondary hover:bg-secondary/5",
};

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition ${VARIANTS[variant]} ${extra}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; loading?: boolean };

/**
 * docs/shop/04-flows.md §4.18: a disabled or loading button is frozen. It cannot be pressed twice while
 * its form is on its way, and says so to screen readers.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", loading = false, disabled, className = "", children, type = "button", onClick, ...props },
  ref,
) {
  const t = useT();
  const frozen = disabled || loading;
  return (
    <button
      ref={ref}
      type={type}
      className={`${buttonClass(variant, className)} disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-80`}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={frozen || undefined}
      onClick={(event) => {
        if (frozen) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden="true" />
      ) : null}
      {children}
      {loading ? <span className="sr-only">{t("loading")}</span> : null}
    </button>
  );
});
