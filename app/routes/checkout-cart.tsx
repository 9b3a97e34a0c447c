import type { Route } from "./+types/checkout-cart";
import { CartLine } from "~/components/checkout/cart-line";
import { DiscountForm } from "~/components/checkout/discount-form";
import { CheckoutFrame } from "~/components/checkout/checkout-frame";
import { CartSummary } from "~/components/checkout/summary";
import { useOptimisticLines } from "~/components/checkout/use-optimistic-cart";
import { useT } from "~/components/locale";
import { useRepriced } from "~/components/shell/use-live-gold-price";
import { AppLink } from "~/components/ui/app-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { messagesFor, translatorFor } from "~/server-lib/i18n.server";
import { cartSums } from "~/lib/cart";
import { privatePageMeta } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";
import { getCart, getDiscount } from "~/shop/api/cart.server";
import { optional } from "~/shop/request/client.server";

export const handle: ShellHandle = {
  mobileHeader: (_data, t) => ({ main: t("checkout.cart.title"), backBtnPath: "/", cart: false }),
};

/**
 * /checkout/cart: the visitor's cart, priced now (guests too: the clientToken's cart), and its code as
 * it stands (a code that stopped running is shown with why, and can be removed; optional: without it
 * the code the totals name is shown).
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context.shop;
  const [cart, discount, t] = await Promise.all([
    getCart(ctx),
    optional(ctx, "GET /get-discount", () => getDiscount(ctx), null),
    translatorFor(ctx.locale, "checkout"),
  ]);
  return { i18n: messagesFor(ctx.locale, "checkout"), title: t("checkout.meta.cart"), cart, discount, signedIn: Boolean(ctx.authToken) };
}

export const meta: Route.MetaFunction = privatePageMeta;

/** Every cart form of the shop posts here (intent: add, increment, decrement, delete, update, discount, wallet). */
export { action } from "./checkout-cart.server";

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, discount, signedIn } = loaderData;
  const t = useT();
  const optimistic = useOptimisticLines(cart.items);
  // With JavaScript the lines and their sums follow the gold price, repriced here (docs/decisions/0037);
  // the code's and the wallets' amounts stay as loaded until the cart is asked for again.
  const items = useRepriced(optimistic, undefined, (pricing, goldPrice) => pricing.repriceCartItems(optimistic, goldPrice));
  const repriced = (index: number) => items[index]!.total !== optimistic[index]?.total;
  const sums = cartSums(items, cart.totals);

  if (items.length === 0) {
    return (
      <div className="container-shop flex max-w-xl flex-col items-center gap-4 py-16 text-center" data-cart-empty="">
        <span className="grid size-20 place-items-center rounded-full bg-primary text-secondary">
          <Icon name="cart" width={36} height={36} />
        </span>
        <h1 className="text-xl font-bold text-secondary">{t("checkout.cart.empty")}</h1>
        <p className="leading-7 text-muted">{t("checkout.cart.emptyText")}</p>
        <AppLink to="/gold-jewelry" className={buttonClass()}>{t("checkout.cart.browse")}</AppLink>
      </div>
    );
  }

  const summary = (
    <CartSummary sums={sums} discountCode={cart.totals.discount_code} shippingKnown={cart.totals.shipping_cost > 0} repriced={items.some((_, index) => repriced(index))}>
      <DiscountForm current={discount ?? { code: cart.totals.discount_code, amount: cart.totals.discount_amount, problem: null }} />
      <AppLink to="/checkout/shipping" className={buttonClass("primary", "w-full")} data-proceed="">
        {t("checkout.cart.proceed")}
      </AppLink>
      {signedIn ? null : <p className="text-center text-xs text-muted">{t("checkout.cart.signInNote")}</p>}
      <p className="text-xs leading-5 text-muted" data-follows-gold="">{t("checkout.cart.followsGold")}</p>
    </CartSummary>
  );
  return (
    <CheckoutFrame step="cart" summary={summary}>
    <section aria-labelledby="cart-title" className="rounded-3xl border border-line bg-white px-5">
      <h1 id="cart-title" className="flex items-baseline gap-2 border-b border-line py-4 text-lg font-bold text-secondary">
        {t("checkout.cart.title")}{" "}
        <span className="text-sm font-normal text-muted">{t("checkout.cart.count", { count: sums.quantity })}</span>
      </h1>
      <ul className="divide-y divide-line" data-cart-lines="">
        {items.map((item, index) => (
          <CartLine key={item.id} item={item} repriced={repriced(index)} />
        ))}
      </ul>
    </section>
    </CheckoutFrame>
  );
}
