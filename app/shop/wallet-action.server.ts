import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect, redirectDocument } from "@remix-run/node";
import { z } from "zod";
import { idempotencyKeySchema } from "../../shop-api/contract";
import { WALLET_CHARGE_MAX, WALLET_CHARGE_MIN } from "../../shop-api/contract/wallet-states";
import { translatorFor } from "~/i18n.server";
import { formatToman } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import { amountDigits, isAmountDigits } from "~/lib/rules";
import { type ValidationT, validators } from "~/lib/validation.server";
import { redirectWithToast } from "./flash.server";
import { publicOrigin } from "./origin.server";
import { requireSignedIn } from "./sign-in.server";
import { redeemGiftCard, startWalletCharge } from "./wallet.server";
import { readForm } from "~/lib/form-body.server";

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

/**
 * /profile/wallet's two forms (`intent`): a top-up goes to the gateway (`POST /payment` as a
 * charge), which returns to RECHARGE_RESULT_PATH; a gift card's code is redeemed and the page comes
 * back with a toast. Refusals stay beside their field, with what was typed.
 */
export async function walletAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "");
  const t = await translatorFor(ctx.locale, "profile", "checkout");

  if (intent === "charge") {
    const submission = parseWithZod(formData, { schema: chargeSchema(t, ctx.locale) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const callbackUrl = new URL(localizePath(RECHARGE_RESULT_PATH, ctx.locale), publicOrigin(args.request)).href;
    const { amount, driver, idempotency_key } = submission.value;
    const started = await startWalletCharge(ctx, { amount, driver, callbackUrl, idempotencyKey: idempotency_key });
    if (!started.ok) return data({ intent, result: submission.reply({ formErrors: [started.message] }) }, { status: 422 });
    // A full page load: the gateway may live under this origin (the embedded Shop API), outside the app.
    return redirectDocument(started.action, 303);
  }

  if (intent === "redeem") {
    const submission = parseWithZod(formData, { schema: redeemSchema(t) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const redeemed = await redeemGiftCard(ctx, submission.value.code);
    if (!redeemed.ok) return data({ intent, result: submission.reply({ fieldErrors: { code: [redeemed.message] } }) }, { status: 422 });
    return redirectWithToast(args.context.session, localizePath("/profile/wallet", ctx.locale), { type: "success", message: redeemed.message });
  }

  return data({ intent, result: null }, { status: 400 });
}
