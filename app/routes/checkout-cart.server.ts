import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { translatorFor } from "~/i18n.server";
import { safeRedirectPath } from "~/lib/analytics";
import { type CartActionData, FETCHER_FIELD } from "~/lib/cart-intents";
import { toLatinDigits } from "~/lib/digits";
import { type ValidationT, validators } from "~/lib/validation.server";
import { ID_MAX } from "../../shop-api/contract/input-bounds";
import { formatNumber, formatToman } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import {
  addToCart,
  applyDiscountCode,
  type CartChange,
  type CartRefusal,
  decrementCartLine,
  deleteCartLine,
  incrementCartLine,
  updateCartLine,
} from "~/shop/cart.server";
import type { ShopContext } from "~/shop/client.server";
import { flashToast, redirectWithToast, rememberCartCount } from "~/shop/flash.server";
import { markWalletsInCart } from "~/shop/wallet-reset.server";
import { applyWallet, removeWallet } from "~/shop/wallet.server";
import { readForm } from "~/lib/form-body.server";

const id = z.preprocess((value) => toLatinDigits(String(value ?? "")), z.coerce.number().int().positive().max(ID_MAX));
const quantity = (min: number) => z.preprocess((value) => toLatinDigits(String(value ?? "")).trim() || undefined, z.coerce.number().int().min(min).max(999));

/** What each cart form sends, by its `intent` (the cart calls of docs/shop/07-shop-api.md §7.7). */
const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), product_vendor_id: id, quantity: quantity(1).default(1) }),
  z.object({ intent: z.literal("increment"), product_vendor_id: id }),
  z.object({ intent: z.literal("decrement"), product_vendor_id: id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("update"), product_vendor_id: id, quantity: quantity(0) }),
  z.object({ intent: z.literal("wallet"), wallet_id: id, use: z.enum(["on", "off"]) }),
]);
type CartIntent = z.infer<typeof intentSchema>;


type Translate = Awaited<ReturnType<typeof translatorFor>>;

function refusalMessage(refusal: CartRefusal, t: Translate, locale: Locale): string {
  if (refusal.code === 409) return t("checkout.toast.outOfStock");
  if (refusal.code === 422) return refusal.max_cart_add ? t("checkout.toast.maxCartAdd", { max: formatNumber(refusal.max_cart_add, locale) }) : refusal.message;
  return t("checkout.toast.notFound");
}

async function change(ctx: ShopContext, intent: CartIntent): Promise<CartChange> {
  switch (intent.intent) {
    case "add":
      return addToCart(ctx, intent.product_vendor_id, intent.quantity);
    case "increment":
      return incrementCartLine(ctx, intent.product_vendor_id);
    case "decrement":
      return decrementCartLine(ctx, intent.product_vendor_id);
    case "delete":
      return deleteCartLine(ctx, intent.id);
    case "update":
      return updateCartLine(ctx, intent.product_vendor_id, intent.quantity);
    case "wallet":
      return { ok: true, cart: await (intent.use === "on" ? applyWallet : removeWallet)(ctx, intent.wallet_id) };
  }
}

const SUCCESS: Record<CartIntent["intent"], string> = {
  add: "checkout.toast.added",
  increment: "checkout.toast.updated",
  decrement: "checkout.toast.updated",
  update: "checkout.toast.updated",
  delete: "checkout.toast.removed",
  wallet: "checkout.toast.walletOn",
};

/**
 * The one cart action (issue: add, increment, decrement, delete, update, discount, wallet), used by
 * every cart form: the product page, the cart page, the header popup and the payment page. A fetcher
 * (JavaScript) gets data back; a plain form post is redirected back to `redirectTo` with the news
 * as a toast, except the discount code, whose refusal is shown beside its field on the cart page.
 */
export async function cartAction(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  const ctx = args.context.shop;
  const t = await translatorFor(ctx.locale, "checkout");
  const viaFetcher = formData.get(FETCHER_FIELD) === "1";
  const cartPage = localizePath("/checkout/cart", ctx.locale);
  const back = safeRedirectPath(formData.get("redirectTo"), cartPage);

  if (formData.get("intent") === "discount") {
    const answer = await discountAction(ctx, formData, t);
    if (viaFetcher || !answer.ok) return data(answer, { status: answer.ok ? 200 : 400 });
    return redirectWithToast(args.context.session, cartPage, { type: "success", message: answer.message });
  }

  const parsed = intentSchema.safeParse(Object.fromEntries(formData));
  let answer: CartActionData;
  if (!parsed.success) {
    answer = { intent: String(formData.get("intent") ?? ""), ok: false, message: t("checkout.toast.failed") };
  } else {
    const intent = parsed.data;
    const changed = await change(ctx, intent);
    const success = intent.intent === "wallet" && intent.use === "off" ? "checkout.toast.walletOff" : SUCCESS[intent.intent];
    answer = changed.ok
      ? { intent: intent.intent, ok: true, message: t(success), cart: changed.cart }
      : { intent: intent.intent, ok: false, message: refusalMessage(changed.refusal, t, ctx.locale) };
    if (changed.ok && intent.intent === "wallet") {
      // The wallets flag (wallet-reset.server.ts), and without JavaScript the toast.
      const inCart = changed.cart.totals.wallet_costs.length > 0;
      markWalletsInCart(args.context.session, inCart, viaFetcher ? undefined : { type: "success", message: answer.message });
      return viaFetcher ? data(answer) : redirect(back);
    }
  }
  // The session learns the cart's new count (the page cache's sign of an empty cart, decision 40);
  // without JavaScript it also carries the news as a toast.
  const toast = viaFetcher ? undefined : ({ type: answer.ok ? "success" : "error", message: answer.message } as const);
  if (answer.cart) rememberCartCount(args.context.session, answer.cart.totals.quantity, toast);
  else if (toast) flashToast(args.context.session, toast);
  if (viaFetcher) return data(answer, { status: answer.ok ? 200 : 400 });
  // Without JavaScript: back where the form was, the news in a toast (and the "added" dialog on a product).
  const target = answer.ok && answer.intent === "add" && back !== cartPage ? withDialog(back, "added") : back;
  return redirect(target);
}

function withDialog(path: string, dialog: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set("dialog", dialog);
  return `${url.pathname}${url.search}`;
}

/** The discount form: a code as typed, its own message when empty; mirrored in the browser by lib/form-rules.ts DISCOUNT_RULES. */
export function discountSchema(t: ValidationT) {
  return z.object({ intent: z.literal("discount"), code: validators(t).voucher(t("checkout.discount.required")) });
}

/**
 * The discount code (docs/shop/04-flows.md §4.8): checked, and only on code 200 is the discounted total
 * fetched. A refusal (unknown, expired, basket too small) stays beside the field with what was typed.
 */
async function discountAction(ctx: ShopContext, formData: FormData, t: Translate): Promise<CartActionData> {
  const submission = parseWithZod(formData, { schema: discountSchema(t) });
  if (submission.status !== "success") {
    return { intent: "discount", ok: false, message: "", result: submission.reply() };
  }
  const code = toLatinDigits(submission.value.code).toUpperCase();
  const checked = await applyDiscountCode(ctx, code);
  if (!checked.ok) {
    return { intent: "discount", ok: false, message: checked.message, result: submission.reply({ fieldErrors: { code: [checked.message] } }) };
  }
  const message = t("checkout.discount.applied", { code, amount: formatToman(checked.amount, ctx.locale) });
  return { intent: "discount", ok: true, message, result: submission.reply({ resetForm: true }) };
}
