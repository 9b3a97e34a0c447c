import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { translatorFor } from "~/i18n.server";
import { localizePath } from "~/lib/locale";
import { submitAddressForm } from "~/shop/address-form.server";
import { redirectWithToast } from "~/shop/flash.server";
import { chooseAddress, createActiveAddress, getAddresses, getNextSevenDays, getTransports, setDeliveryDay, setTransport } from "~/shop/shipping.server";
import { requireSignedIn } from "~/shop/sign-in.server";
import { readForm } from "~/lib/form-body.server";

const idSchema = z.coerce.number().int().positive();
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}\|\d+$/);

/**
 * /checkout/shipping's forms, by intent: a new address (made the active one), choosing an address,
 * the transport, the delivery day, and going on to payment once all three are chosen. Each answers
 * by a redirect back (POST/redirect/GET); a refusal stays beside its form.
 */
export async function shippingAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "");
  const t = await translatorFor(ctx.locale, "checkout");
  const here = localizePath("/checkout/shipping", ctx.locale);
  // A choice shows itself chosen; only a new address, a whole form, is confirmed by a toast.
  const chosen = () => redirect(here);
  const saved = () => redirectWithToast(args.context.session, here, { type: "success", message: t("checkout.shipping.saved") });
  const refused = (message: string) => data({ intent, error: message, result: undefined }, { status: 422 });

  if (intent === "address") {
    const answer = await submitAddressForm(formData, t, (input) => createActiveAddress(ctx, input));
    if (!answer.ok) return data({ intent, error: answer.error, result: answer.result }, { status: answer.status });
    return saved();
  }
  if (intent === "choose-address") {
    const id = idSchema.safeParse(formData.get("address_id"));
    if (!id.success || !(await chooseAddress(ctx, id.data))) return refused(t("checkout.shipping.missing.address"));
    return chosen();
  }
  if (intent === "transport") {
    const id = idSchema.safeParse(formData.get("transport_id"));
    if (!id.success) return refused(t("checkout.shipping.missing.transport"));
    const refusal = await setTransport(ctx, id.data);
    return refusal ? refused(refusal.message) : chosen();
  }
  if (intent === "day") {
    const choice = daySchema.safeParse(formData.get("slot"));
    if (!choice.success) return refused(t("checkout.shipping.missing.day"));
    const [date, slot] = choice.data.split("|") as [string, string];
    const refusal = await setDeliveryDay(ctx, date, Number(slot));
    return refusal ? refused(refusal.message) : chosen();
  }
  if (intent === "continue") {
    const [addresses, transports, days] = await Promise.all([getAddresses(ctx), getTransports(ctx), getNextSevenDays(ctx)]);
    const missing = !addresses.some((address) => address.is_active)
      ? "address"
      : !transports.some((transport) => transport.selected)
        ? "transport"
        : !days.some((day) => day.slots.some((slot) => slot.selected))
          ? "day"
          : null;
    if (missing) return data({ intent, error: t(`checkout.shipping.missing.${missing}`), result: undefined, missing }, { status: 422 });
    return redirect(localizePath("/checkout/payment", ctx.locale));
  }
  return refused(t("checkout.toast.failed"));
}
