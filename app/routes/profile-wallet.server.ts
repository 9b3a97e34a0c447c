import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/profile-wallet";
import { z } from "zod";
import { idempotencyKeySchema } from "../../shop-api/contract";
import { WALLET_CHARGE_MAX, WALLET_CHARGE_MIN } from "../../shop-api/contract/wallet-states";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { refused } from "~/server-lib/intent-action.server";
import { formatToman } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import { amountDigits, isAmountDigits } from "~/lib/rules";
import { type ValidationT, validators } from "~/server-lib/validation.server";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { publicOrigin } from "~/shop/request/origin.server";
import type { ShopSession } from "~/shop/request/session.server";
import { signedInPost } from "~/shop/actions/sign-in.server";
import { redeemGiftCard, startWalletCharge } from "~/shop/api/wallet.server";

/** Where the gateway sends the shopper back after a top-up (its own page: decision 22). */
export const RECHARGE_RESULT_PATH = "/profile/wallet/recharge-result";

/**
 * The top-up form: an amount in toman as shoppers write it (Persian digits, thousands separators)
 * within the Shop API's bounds, and a gateway; mirrored in the browser by lib/form-rules.ts
 * walletChargeRules.
 */
export function chargeSchema(t: ValidationT, locale: Locale) {
  const required = t("profile.wallet.topUp.required");
  return z.object({
    amount: z
      .string({ error: required })
      .transform(amountDigits)
      .pipe(z.string().min(1, required).refine(isAmountDigits, t("profile.wallet.topUp.digits")))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(WALLET_CHARGE_MIN, t("profile.wallet.topUp.min", { min: formatToman(WALLET_CHARGE_MIN, locale) }))
          .max(WALLET_CHARGE_MAX, t("profile.wallet.topUp.max", { max: formatToman(WALLET_CHARGE_MAX, locale) })),
      ),
    driver: z.string({ error: t("checkout.payment.chooseDriver") }).min(1, t("checkout.payment.chooseDriver")),
    /** The form's one-time key: pressing twice, or a retry, starts one top-up. */
    idempotency_key: idempotencyKeySchema.optional().catch(undefined),
  });
}

/** The redeem form: a gift card's code, as typed (the Shop API reads it whatever its case, dashes and digits). */
export function redeemSchema(t: ValidationT) {
  return z.object({ code: validators(t).voucher(t("profile.wallet.redeem.required")) });
}

/** What each handler is given: the signed-in shopper's context and the page. */
interface WalletPost {
  ctx: ShopContext;
  t: ServerTranslate;
  request: Request;
  session: ShopSession;
}

/** One handler per intent: a refusal beside its field with what was typed, or on (the gateway, or the page with a toast). */
const HANDLERS = {
  /** A top-up: to the gateway (`POST /payment` as a charge), which returns to RECHARGE_RESULT_PATH. */
  async charge(form: FormData, { ctx, t, request }: WalletPost) {
    const submission = parseWithZod(form, { schema: chargeSchema(t, ctx.locale) });
    if (submission.status !== "success") return refused("charge", submission.reply());
    const callbackUrl = new URL(localizePath(RECHARGE_RESULT_PATH, ctx.locale), publicOrigin(request)).href;
    const { amount, driver, idempotency_key } = submission.value;
    const started = await startWalletCharge(ctx, { amount, driver, callbackUrl, idempotencyKey: idempotency_key });
    if (!started.ok) return refused("charge", submission.reply({ formErrors: [started.message] }), 422);
    // A full page load: the gateway may live under this origin (the embedded Shop API), outside the app.
    return redirectDocument(started.action, 303);
  },

  /** A gift card's code, redeemed: back to the page with a toast. */
  async redeem(form: FormData, { ctx, t, session }: WalletPost) {
    const submission = parseWithZod(form, { schema: redeemSchema(t) });
    if (submission.status !== "success") return refused("redeem", submission.reply());
    const redeemed = await redeemGiftCard(ctx, submission.value.code);
    if (!redeemed.ok) return refused("redeem", submission.reply({ fieldErrors: { code: [redeemed.message] } }), 422);
    return redirectWithToast(session, localizePath("/profile/wallet", ctx.locale), { type: "success", message: redeemed.message });
  },
} satisfies Record<string, (form: FormData, post: WalletPost) => Promise<unknown>>;

/**
 * /profile/wallet's two forms, by intent (decision 44): a top-up goes to the gateway, a gift card's
 * code is redeemed; refusals stay beside their field, with what was typed. An unknown intent goes
 * back to the page.
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, form, intent } = await signedInPost(args, HANDLERS);
  if (!intent) return redirect(localizePath("/profile/wallet", ctx.locale));
  const t = await translatorFor(ctx.locale, "profile", "checkout");
  return HANDLERS[intent](form, { ctx, t, request: args.request, session: args.context.session });
}
