import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { idempotencyKeySchema } from "../../../shop-api/contract";
import { translatorFor } from "~/server-lib/i18n.server";
import { readForm } from "~/server-lib/form-body.server";
import { intentOf } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { publicOrigin } from "~/shop/request/origin.server";
import { startPayment } from "~/shop/api/payment.server";
import type { ShopContext } from "~/shop/request/client.server";
import type { ShopSession } from "~/shop/request/session.server";
import { requireSignedIn } from "./sign-in.server";

/**
 * The pay button's form (components/checkout/payment-form.tsx): a gateway, the form's one-time key,
 * the held price it showed (`quote_id`) or the unpaid order it pays again, and the amount on the
 * button, which is all the gateway may charge.
 */
const payFormSchema = z.object({
  driver: z.string().min(1).optional(),
  idempotency_key: idempotencyKeySchema.optional().catch(undefined),
  quote_id: z.string().max(100).optional(),
  order_id: z.coerce.number().int().positive().optional().catch(undefined),
  shown_amount: z.coerce.number().int().nonnegative().optional(),
});

/**
 * Paying (docs/decisions/0050): `POST /payment` places the order at the held price the page showed
 * (or, with an `order_id`, pays that unpaid order again: the profile's "pay again"); a method is
 * accepted only when the answer carries an `action`, the gateway the browser is sent to. The gateway
 * returns to /success-payment (or /unsuccess-payment next to it).
 *
 * The gateway is never asked for an amount the shopper was not shown: when the held price expired or
 * the cart changed (the Shop API refuses the quote), or a Shop API without quotes priced the order
 * anew at another amount, the shopper comes back to the page, which says what the total was and is
 * now, with the new price held. The form's one-time key makes a double tap, a retry or a second
 * tab pay one order, at one gateway page.
 */
const HANDLERS = {
  async pay(form, { args, ctx, here }) {
    const t = await translatorFor(ctx.locale, "checkout");
    const submission = parseWithZod(form, { schema: payFormSchema });
    if (submission.status !== "success") throw data(null, { status: 400 });
    const { driver, idempotency_key, quote_id, order_id, shown_amount } = submission.value;
    // A form that does not say what its button showed (a page from before it did) pays nothing: the page again.
    if (shown_amount === undefined) return redirect(here, 303);
    if (!driver) return refused(t("checkout.payment.chooseDriver"), 400);
    const callbackUrl = new URL(localizePath("/success-payment", ctx.locale), publicOrigin(args.request)).href;
    const started = await startPayment(ctx, { driver, callbackUrl, idempotencyKey: idempotency_key, quoteId: quote_id, orderId: order_id });
    if (!started.ok) {
      if (started.priceChanged) return backWithNewPrice(args.context.session, here, shown_amount, started.message);
      return refused(started.message, started.code, started.waitingOrderId);
    }
    if (!started.action) return refused(t("checkout.payment.noAction"), 502);
    if (started.amount !== shown_amount) return backWithNewPrice(args.context.session, here, shown_amount);
    // A full page load: the gateway may live under this origin (the embedded Shop API), outside the app.
    return redirectDocument(started.action, 303);
  },
} satisfies Record<string, (form: FormData, post: { args: ActionFunctionArgs; ctx: ShopContext; here: string }) => Promise<unknown>>;

/**
 * The action of the pages with the pay button (checkout-payment, profile-order; shared, so kept
 * here, decision 42), on decision 44's pattern with its one intent, `pay`. A form without it (a
 * page from before the button named it) pays nothing: the page again, as for an unknown intent.
 */
export async function paymentAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const form = await readForm(args.request);
  const here = args.url.pathname;
  const intent = intentOf(form, HANDLERS);
  return intent ? HANDLERS[intent](form, { args, ctx, here }) : redirect(here, 303);
}

/** A refused payment, told beside the pay button; with the order of this cart that already waits at its gateway, when that is why. */
function refused(error: string, status: number, waitingOrderId: number | null = null) {
  return data({ error, waitingOrderId }, { status });
}

/**
 * Back to the page (POST/redirect/GET), which tells the total the shopper was shown beside the new
 * one, and the Shop API's reason when it gave one (the hold ran out, was spent, the gold price jumped,
 * a discount code stopped running) (`takePriceChange`).
 */
function backWithNewPrice(session: ShopSession, page: string, shownAmount: number, reason?: string) {
  session.flash("priceChange", reason ? { previous: shownAmount, reason } : { previous: shownAmount });
  return redirect(page, 303);
}

/** What the shopper was shown before the payment came back to its page with a new price, once; null otherwise. */
export function takePriceChange(session: ShopSession): { previous: number; reason: string | null } | null {
  const change = session.get("priceChange");
  return change ? { previous: change.previous, reason: change.reason ?? null } : null;
}
