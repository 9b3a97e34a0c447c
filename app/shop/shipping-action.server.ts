import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { translatorFor } from "~/i18n.server";
import { localizePath } from "~/lib/locale";
import { validators } from "~/lib/validation.server";
import { toLatinDigits } from "~/lib/digits";
import { flashToast } from "./flash.server";
import { chooseAddress, createActiveAddress, getAddresses, getNextSevenDays, getTransports, setDeliveryDay, setTransport } from "./shipping.server";
import { requireSignedIn } from "./sign-in.server";

type Translate = Awaited<ReturnType<typeof translatorFor>>;

const ADDRESS_FIELDS = ["receiver_name", "receiver_mobile", "state_id", "city_id", "address", "postal_code", "plaque", "unit"] as const;

function addressSchema(t: Translate) {
  const v = validators(t);
  const choice = (message: string) => z.preprocess((value) => toLatinDigits(String(value ?? "")), z.coerce.number({ error: message }).int().positive(message));
  const optional = (max: number) => v.max(max).transform((value) => value || null);
  return z.object({
    intent: z.literal("address"),
    state_id: choice(t("checkout.shipping.chooseState")),
    city_id: choice(t("checkout.shipping.chooseCity")),
    receiver_name: v.min(2).pipe(z.string().max(80, t("validation.max", { length: 80 }))),
    receiver_mobile: v.mobile(),
    address: v.min(10).pipe(z.string().max(300, t("validation.max", { length: 300 }))),
    postal_code: v.digits(10),
    plaque: optional(20).optional(),
    unit: optional(20).optional(),
  });
}

const idSchema = z.coerce.number().int().positive();
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}\|\d+$/);

/**
 * /checkout/shipping's forms, by intent: a new address (made the active one), choosing an address,
 * the transport, the delivery day, and going on to payment once all three are chosen. Each answers
 * by a redirect back (POST/redirect/GET); a refusal stays beside its form.
 */
export async function shippingAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await args.request.formData();
  const intent = String(formData.get("intent") ?? "");
  const t = await translatorFor(ctx.locale, "checkout");
  const here = localizePath("/checkout/shipping", ctx.locale);
  // A choice shows itself chosen; only a new address, a whole form, is confirmed by a toast.
  const chosen = () => redirect(here);
  const saved = async () => redirect(here, { headers: { "Set-Cookie": await flashToast(args.request, { type: "success", message: t("checkout.shipping.saved") }) } });
  const refused = (message: string) => data({ intent, error: message, result: undefined }, { status: 422 });

  if (intent === "address") {
    const submission = parseWithZod(formData, { schema: addressSchema(t) });
    if (submission.status !== "success") return data({ intent, error: null, result: submission.reply() }, { status: 400 });
    const { intent: _, ...input } = submission.value;
    const created = await createActiveAddress(ctx, input);
    if (!created.ok) {
      // The Shop API's own checks (a city outside the province…) go beside their fields.
      const fieldErrors = Object.fromEntries(Object.entries(created.refusal.errors).filter(([field]) => (ADDRESS_FIELDS as readonly string[]).includes(field)));
      return data({ intent, error: created.refusal.message, result: submission.reply({ fieldErrors }) }, { status: 422 });
    }
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
