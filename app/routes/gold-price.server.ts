import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/gold-price";
import { z } from "zod";
import { GOLD_PRICE_ALERT_DIRECTIONS, GOLD_PRICE_ALERT_MAX, GOLD_PRICE_ALERT_MIN } from "../../shop-api/contract/gold-price";
import { translatorFor } from "~/server-lib/i18n.server";
import { refused } from "~/server-lib/intent-action.server";
import { formatToman } from "~/lib/format";
import { rangeOf } from "~/lib/gold-price";
import { type Locale, localizePath } from "~/lib/locale";
import { amountDigits, isAmountDigits } from "~/lib/rules";
import type { ValidationT } from "~/server-lib/validation.server";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { createGoldPriceAlert } from "~/shop/api/gold-price-history.server";
import type { ShopSession } from "~/shop/request/session.server";
import { signedInPost } from "~/shop/actions/sign-in.server";

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

/** What each handler is given: the signed-in shopper's context and the page. */
interface AlertPost {
  ctx: ShopContext;
  request: Request;
  session: ShopSession;
}

/**
 * /gold-price's alert form, on the one action pattern (decision 44; one intent, `create-alert`): a
 * guest is sent to sign in first (and back); a refusal (the price is already there, too many
 * alerts) stays beside the amount with what was typed; a saved alert comes back to the page with a
 * toast. An unknown intent goes back to the page.
 */
const HANDLERS = {
  async "create-alert"(form: FormData, { ctx, request, session }: AlertPost) {
    const t = await translatorFor(ctx.locale, "gold");
    const submission = parseWithZod(form, { schema: goldPriceAlertSchema(t, ctx.locale) });
    if (submission.status !== "success") return refused("create-alert", submission.reply());
    const saved = await createGoldPriceAlert(ctx, submission.value);
    if (!saved.ok) {
      const priceError = saved.fieldErrors.price ?? saved.fieldErrors.direction ?? [saved.message];
      return refused("create-alert", submission.reply({ fieldErrors: { price: priceError } }), 422);
    }
    const message = t(`gold.alert.saved.${saved.alert.direction}`, { price: formatToman(saved.alert.price, ctx.locale) });
    return redirectWithToast(session, `${pageOf(request, ctx)}#price-alert`, { type: "success", message });
  },
} satisfies Record<string, (form: FormData, post: AlertPost) => Promise<unknown>>;

/** The gold price page at the range the shopper was looking at (the action's own address, as a data request's: only its range is read). */
function pageOf(request: Request, ctx: ShopContext): string {
  const range = new URL(request.url).searchParams.get("range");
  return localizePath("/gold-price", ctx.locale) + (range ? `?range=${rangeOf(range)}` : "");
}

export async function action(args: Route.ActionArgs) {
  const { ctx, form, intent } = await signedInPost(args, HANDLERS);
  if (!intent) return redirect(pageOf(args.request, ctx));
  return HANDLERS[intent](form, { ctx, request: args.request, session: args.context.session });
}
