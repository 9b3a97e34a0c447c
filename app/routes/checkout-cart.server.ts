import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout-cart";
import { z } from "zod";
import { translatorFor } from "~/server-lib/i18n.server";
import { safeRedirectPath } from "~/lib/analytics";
import { type CartAnswer, type CartIntent, FETCHER_FIELD } from "~/lib/cart-intents";
import { toLatinDigits } from "~/lib/digits";
import { intentOf } from "~/server-lib/intent-action.server";
import { type ValidationT, validators } from "~/server-lib/validation.server";
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
  removeDiscountCode,
  updateCartLine,
} from "~/shop/api/cart.server";
import type { ShopContext } from "~/shop/request/client.server";
import type { ShopSession } from "~/shop/request/session.server";
import { flashToast, redirectWithToast, rememberCartCount } from "~/shop/request/flash.server";
import { markWalletsInCart } from "~/shop/request/wallet-reset.server";
import { applyWallet, removeWallet } from "~/shop/api/wallet.server";
import { readForm } from "~/server-lib/form-body.server";

const id = z.preprocess((value) => toLatinDigits(String(value ?? "")), z.coerce.number().int().positive().max(ID_MAX));
const quantity = (min: number) => z.preprocess((value) => toLatinDigits(String(value ?? "")).trim() || undefined, z.coerce.number().int().min(min).max(999));
const lineSchema = z.object({ product_vendor_id: id });

type Translate = Awaited<ReturnType<typeof translatorFor>>;

/** What each handler is given: the visitor's context, the translator and the ways back. */
interface CartPost {
  ctx: ShopContext;
  t: Translate;
  session: ShopSession;
  /** A fetcher's post (JavaScript) gets data back; a plain post goes back to `back` with the news as a toast. */
  viaFetcher: boolean;
  /** The page the form was on (its `redirectTo`), else the cart. */
  back: string;
  cartPage: string;
}

/** What a cart form's post tells (a plain post gets it as a toast): its intent, whether it went through, and the cart after it. */
type CartNews<Intent extends CartIntent | null> = Omit<CartAnswer, "intent" | "result"> & { intent: Intent };

function refusalMessage(refusal: CartRefusal, t: Translate, locale: Locale): string {
  if (refusal.code === 409) return t("checkout.toast.outOfStock");
  if (refusal.code === 422) return refusal.max_cart_add ? t("checkout.toast.maxCartAdd", { max: formatNumber(refusal.max_cart_add, locale) }) : refusal.message;
  return t("checkout.toast.notFound");
}

/** The news of a change (`changed`, or null for a form that made no sense), under its intent. */
function newsOf<const Intent extends CartIntent | null>(intent: Intent, changed: CartChange | null, success: string, { t, ctx }: CartPost): CartNews<Intent> {
  if (!changed) return { intent, ok: false, message: t("checkout.toast.failed") };
  return changed.ok ? { intent, ok: true, message: t(success), cart: changed.cart } : { intent, ok: false, message: refusalMessage(changed.refusal, t, ctx.locale) };
}

/**
 * The news told: to a fetcher as data; to a plain post as a toast on the page it came from (a
 * product added: with the "added" dialog). The session learns the cart's new count (the page
 * cache's sign of an empty cart, decision 40).
 */
function told<Intent extends CartIntent | null>(news: CartNews<Intent>, { session, viaFetcher, back, cartPage }: CartPost) {
  const toast = viaFetcher ? undefined : ({ type: news.ok ? "success" : "error", message: news.message } as const);
  if (news.cart) rememberCartCount(session, news.cart.totals.quantity, toast);
  else if (toast) flashToast(session, toast);
  if (viaFetcher) return data(news satisfies CartAnswer, { status: news.ok ? 200 : 400 });
  return redirect(news.ok && news.intent === "add" && back !== cartPage ? withQuery(back, "dialog", "added") : back);
}

/** A handler that changes a line: its fields read by `schema`, the Shop API asked by `call`, `success` told when it went through. */
function lineChange<const Intent extends CartIntent, Fields>(intent: Intent, schema: z.ZodType<Fields>, call: (ctx: ShopContext, fields: Fields) => Promise<CartChange>, success: string) {
  return async (form: FormData, post: CartPost) => {
    const parsed = schema.safeParse(Object.fromEntries(form));
    return told(newsOf(intent, parsed.success ? await call(post.ctx, parsed.data) : null, success, post), post);
  };
}

/** One handler per intent (decision 44; the cart calls of docs/shop/07-shop-api.md §7.7). */
const HANDLERS = {
  add: lineChange("add", lineSchema.extend({ quantity: quantity(1).default(1) }), (ctx, line) => addToCart(ctx, line.product_vendor_id, line.quantity), "checkout.toast.added"),
  increment: lineChange("increment", lineSchema, (ctx, line) => incrementCartLine(ctx, line.product_vendor_id), "checkout.toast.updated"),
  decrement: lineChange("decrement", lineSchema, (ctx, line) => decrementCartLine(ctx, line.product_vendor_id), "checkout.toast.updated"),
  update: lineChange("update", lineSchema.extend({ quantity: quantity(0) }), (ctx, line) => updateCartLine(ctx, line.product_vendor_id, line.quantity), "checkout.toast.updated"),
  delete: lineChange("delete", z.object({ id }), (ctx, line) => deleteCartLine(ctx, line.id), "checkout.toast.removed"),

  /** A wallet's balance spent on the cart, or no longer: the wallets flag (wallet-reset.server.ts) follows, and without JavaScript the toast. */
  async wallet(form: FormData, post: CartPost) {
    const parsed = z.object({ wallet_id: id, use: z.enum(["on", "off"]) }).safeParse(Object.fromEntries(form));
    if (!parsed.success) return told(newsOf("wallet", null, "", post), post);
    const { wallet_id, use } = parsed.data;
    const changed = await (use === "on" ? applyWallet : removeWallet)(post.ctx, wallet_id);
    // Refused (not the shopper's wallet, empty, expired): the Shop API's words, told as the cart's refusals are.
    if (!changed.ok) return told({ intent: "wallet", ok: false, message: changed.message }, post);
    const { cart } = changed;
    const news = newsOf("wallet", { ok: true, cart }, use === "on" ? "checkout.toast.walletOn" : "checkout.toast.walletOff", post);
    markWalletsInCart(post.session, cart.totals.wallet_costs.length > 0, post.viaFetcher ? undefined : { type: "success", message: news.message });
    return post.viaFetcher ? data(news satisfies CartAnswer) : redirect(post.back);
  },

  /**
   * The discount code (docs/shop/04-flows.md §4.8): checked, and only on code 200 is the discounted
   * total fetched. A refusal (unknown, expired, basket too small) stays beside the field with what
   * was typed, with or without JavaScript; a code taken comes back to the cart with a toast.
   */
  async discount(form: FormData, { ctx, t, session, viaFetcher, cartPage }: CartPost) {
    const submission = parseWithZod(form, { schema: discountSchema(t) });
    if (submission.status !== "success") return data({ intent: "discount", ok: false, message: "", result: submission.reply() } satisfies CartAnswer, { status: 400 });
    const code = toLatinDigits(submission.value.code).toUpperCase();
    const checked = await applyDiscountCode(ctx, code);
    if (!checked.ok) return data({ intent: "discount", ok: false, message: checked.message, result: submission.reply({ fieldErrors: { code: [checked.message] } }) } satisfies CartAnswer, { status: 400 });
    const message = t("checkout.discount.applied", { code, amount: formatToman(checked.amount, ctx.locale) });
    if (!viaFetcher) return redirectWithToast(session, cartPage, { type: "success", message });
    return data({ intent: "discount", ok: true, message, result: submission.reply({ resetForm: true }) } satisfies CartAnswer);
  },

  /** The cart's code goes (the button beside it): one the shopper no longer wants, or one that stopped running (used up, expired). */
  async removeDiscount(_form: FormData, post: CartPost) {
    return told(newsOf("removeDiscount", { ok: true, cart: await removeDiscountCode(post.ctx) }, "checkout.discount.removed", post), post);
  },

  /**
   * "Choose" on a product's add-to-cart form without JavaScript (its variety radios belong to that
   * form): nothing changes in the cart; back to the product page showing the chosen variety's price
   * and stock, ready to add it.
   */
  async variety(form: FormData, { back }: CartPost) {
    const parsed = lineSchema.safeParse(Object.fromEntries(form));
    return redirect(parsed.success ? withQuery(back, "variety", String(parsed.data.product_vendor_id)) : back, 303);
  },
} satisfies Record<CartIntent, (form: FormData, post: CartPost) => Promise<unknown>>;

/**
 * The one cart action, used by every cart form: the product page, the cart page, the header popup
 * and the payment page (their intents: HANDLERS). A fetcher (JavaScript) gets its news as data; a
 * plain post goes back to its `redirectTo` with the news as a toast, but for a refused discount
 * code, shown beside its field on the cart page. An unknown intent is refused as a form that made
 * no sense. Every answer to a fetcher is a CartAnswer (lib/cart-intents.ts), the type the cart's
 * forms, components on every page, read it by.
 */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const ctx = args.context.shop;
  const t = await translatorFor(ctx.locale, "checkout");
  const cartPage = localizePath("/checkout/cart", ctx.locale);
  const post: CartPost = { ctx, t, session: args.context.session, viaFetcher: form.get(FETCHER_FIELD) === "1", back: safeRedirectPath(form.get("redirectTo"), cartPage), cartPage };
  const intent = intentOf(form, HANDLERS);
  if (!intent) return told(newsOf(null, null, "", post), post);
  return HANDLERS[intent](form, post);
}

/** `path` with one query parameter set. */
function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** The discount form: a code as typed, its own message when empty; mirrored in the browser by lib/form-rules.ts DISCOUNT_RULES. */
export function discountSchema(t: ValidationT) {
  return z.object({ intent: z.literal("discount"), code: validators(t).voucher(t("checkout.discount.required")) });
}
