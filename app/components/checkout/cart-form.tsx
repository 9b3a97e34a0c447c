import { type FetcherWithComponents, useFetcher, useLocation } from "react-router";
import { type FormHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { useLocalizedPath } from "~/components/locale";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { CART_ACTION_PATH, type CartAnswer, FETCHER_FIELD } from "~/lib/cart-intents";

/** A cart form's fetcher: its data is the cart action's answer (lib/cart-intents.ts). */
export type CartFetcher = FetcherWithComponents<CartAnswer>;

/** A fetcher for cart forms whose answer shows as a toast ("product added to cart", a refusal). */
export function useCartFetcher(key?: string): CartFetcher {
  const fetcher = useFetcher<CartAnswer>(key ? { key } : undefined);
  const toast = useToast();
  const shown = useRef<CartFetcher["data"]>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || shown.current === answer) return;
    shown.current = answer;
    // The discount form shows its refusal beside its field instead.
    if (answer.message && (answer.ok || answer.intent !== "discount")) toast({ type: answer.ok ? "success" : "error", message: answer.message });
  }, [fetcher.state, fetcher.data, toast]);
  return fetcher;
}

interface CartFormProps {
  fetcher: CartFetcher;
  intent: string;
  /** The form's submit buttons name its intent (one form, several actions: the product's "choose" and "add"). */
  intentOnButtons?: boolean;
  /** The form's hidden fields besides the intent. */
  fields?: Record<string, string | number>;
  className?: string;
  /** conform's form props and the like (the discount form's eager validation). */
  attributes?: Pick<FormHTMLAttributes<HTMLFormElement>, "id" | "onSubmit" | "noValidate" | "onMouseDown">;
  children: ReactNode;
}

/**
 * A form of the cart action (routes/checkout-cart.server.ts). Before JavaScript it is a plain POST that
 * comes back to this page; once it runs, a fetcher posts it and the page stays where it is.
 */
export function CartForm({ fetcher, intent, intentOnButtons = false, fields = {}, className, attributes, children }: CartFormProps) {
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  return (
    <fetcher.Form {...attributes} method="post" action={localize(CART_ACTION_PATH)} className={className} data-cart-form={intent}>
      {intentOnButtons ? null : <input type="hidden" name="intent" value={intent} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {hydrated ? <input type="hidden" name={FETCHER_FIELD} value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
