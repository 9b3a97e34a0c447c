import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { GOLD_PRICE_ALERT_DIRECTIONS, GOLD_PRICE_ALERT_MAX, GOLD_PRICE_ALERT_MIN } from "../../shop-api/contract/gold-price";
import { translatorFor } from "~/i18n.server";
import { readForm } from "~/lib/form-body.server";
import { formatToman } from "~/lib/format";
import { rangeOf } from "~/lib/gold-price";
import { type Locale, localizePath } from "~/lib/locale";
import { amountDigits, isAmountDigits } from "~/lib/rules";
import type { ValidationT } from "~/lib/validation.server";
import { redirectWithToast } from "./flash.server";
import { createGoldPriceAlert, deleteGoldPriceAlert } from "./gold-price-history.server";
import { requireSignedIn } from "./sign-in.server";

/** The alert form: below or above, and an amount in toman per gram as shoppers write it (Persian digits, separators); mirrored in the browser by lib/form-rules.ts goldAlertRules. */
export function goldPriceAlertSchema(t: ValidationT, locale: Locale) {
  const required = t("gold.alert.errors.required");
  const range = t("gold.alert.errors.range", { min: formatToman(GOLD_PRICE_ALERT_MIN, locale), max: formatToman(GOLD_PRICE_ALERT_MAX, locale) });
  return z.object({
    direction: z.enum(GOLD_PRICE_ALERT_DIRECTIONS, { error: t("gold.alert.errors.direction") }),
    price: z
      .string({ error: required })
      .transform(amountDigits)
      .pipe(z.string().min(1, required).refine(isAmountDigits, t("gold.alert.errors.digits")))
      .transform(Number)
      .pipe(z.number().min(GOLD_PRICE_ALERT_MIN, range).max(GOLD_PRICE_ALERT_MAX, range)),
  });
}

/**
 * /gold-price's alert form (`intent=create-alert`): a guest is sent to sign in first (and back);
 * a refusal (the price is already there, too many alerts) stays beside the amount with what was
 * typed; a saved alert comes back to the page with a toast.
 */
export async function goldPriceAlertAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "");
  if (intent !== "create-alert") return data({ intent, result: null }, { status: 400 });
  const t = await translatorFor(ctx.locale, "gold");
  const submission = parseWithZod(formData, { schema: goldPriceAlertSchema(t, ctx.locale) });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const saved = await createGoldPriceAlert(ctx, submission.value);
  if (!saved.ok) {
    const priceError = saved.fieldErrors.price ?? saved.fieldErrors.direction ?? [saved.message];
    return data({ intent, result: submission.reply({ fieldErrors: { price: priceError } }) }, { status: 422 });
  }
  const message = t(`gold.alert.saved.${saved.alert.direction}`, { price: formatToman(saved.alert.price, ctx.locale) });
  // Back to the range the shopper was looking at (the action's own URL may carry Remix's `_data`).
  const range = new URL(args.request.url).searchParams.get("range");
  const page = localizePath("/gold-price", ctx.locale) + (range ? `?range=${rangeOf(range)}` : "");
  return redirectWithToast(args.context.session, `${page}#price-alert`, { type: "success", message });
}

/** /profile/gold-alerts's remove button (`intent=delete-alert`, `id`): back to the list with a toast. */
export async function deleteGoldPriceAlertAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const id = Number(formData.get("id"));
  if (formData.get("intent") !== "delete-alert" || !Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) return data({ intent: "delete-alert", result: null }, { status: 400 });
  const t = await translatorFor(ctx.locale, "profile");
  const removed = await deleteGoldPriceAlert(ctx, id);
  const toast = removed ? ({ type: "success", message: t("profile.goldAlerts.removed") } as const) : ({ type: "info", message: t("profile.goldAlerts.gone") } as const);
  return redirectWithToast(args.context.session, localizePath("/profile/gold-alerts", ctx.locale), toast);
}
