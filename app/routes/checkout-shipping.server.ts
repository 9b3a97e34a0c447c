import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout-shipping";
import { z } from "zod";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { refused } from "~/server-lib/intent-action.server";
import { localizePath } from "~/lib/locale";
import { submitAddressForm } from "~/shop/actions/address-form.server";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { chooseAddress, createActiveAddress, getAddresses, getNextSevenDays, getTransports, setDeliveryDay, setTransport } from "~/shop/api/shipping.server";
import type { ShopSession } from "~/shop/request/session.server";
import { signedInPost } from "~/shop/actions/sign-in.server";

const idSchema = z.coerce.number().int().positive().optional().catch(undefined);
/** A day and its time slot, `YYYY-MM-DD|slot`. */
const slotSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}\|\d+$/).optional().catch(undefined);

/**
 * The choices of /checkout/shipping, by intent (the new address's form is shop/actions/address-form.server.ts
 * addressSchema): each takes what was chosen, or nothing when there is none to read, which the
 * handler refuses as "choose one" beside the choice.
 */
const CHOICES = {
  "choose-address": z.object({ address_id: idSchema }),
  transport: z.object({ transport_id: idSchema }),
  day: z.object({ slot: slotSchema }),
  /** One press without JavaScript: the three choices as the form has them (any may be missing). */
  continue: z.object({ address_id: idSchema, transport_id: idSchema, slot: slotSchema }),
};

/** What each handler is given: the signed-in shopper's context and the page. */
interface ShippingPost {
  session: ShopSession;
  ctx: ShopContext;
  t: ServerTranslate;
  /** The page (POST/redirect/GET): a choice shows itself chosen there. */
  here: string;
}

/** One handler per intent: a refusal beside its form or choice (422), or back to the page. */
const HANDLERS = {
  /** A new address, made the active one: confirmed by a toast (a whole form, unlike a choice). */
  async address(form: FormData, { session, ctx, t, here }: ShippingPost) {
    const answer = await submitAddressForm("address", form, t, (input) => createActiveAddress(ctx, input));
    if (!answer) throw data(null, { status: 404 });
    return "refusal" in answer ? answer.refusal : redirectWithToast(session, here, { type: "success", message: t("checkout.shipping.saved") });
  },

  async "choose-address"(form: FormData, { ctx, t, here }: ShippingPost) {
    const submission = parseWithZod(form, { schema: CHOICES["choose-address"] });
    const id = submission.status === "success" ? submission.value.address_id : undefined;
    if (!id || !(await chooseAddress(ctx, id))) return refused("choose-address", submission.reply(), 422, t("checkout.shipping.missing.address"));
    return redirect(here);
  },

  async transport(form: FormData, { ctx, t, here }: ShippingPost) {
    const submission = parseWithZod(form, { schema: CHOICES.transport });
    const id = submission.status === "success" ? submission.value.transport_id : undefined;
    if (!id) return refused("transport", submission.reply(), 422, t("checkout.shipping.missing.transport"));
    const refusal = await setTransport(ctx, id);
    return refusal ? refused("transport", submission.reply(), 422, refusal.message) : redirect(here);
  },

  async day(form: FormData, { ctx, t, here }: ShippingPost) {
    const submission = parseWithZod(form, { schema: CHOICES.day });
    const choice = submission.status === "success" ? submission.value.slot : undefined;
    if (!choice) return refused("day", submission.reply(), 422, t("checkout.shipping.missing.day"));
    const [date, slot] = choice.split("|") as [string, string];
    const refusal = await setDeliveryDay(ctx, date, Number(slot));
    return refusal ? refused("day", submission.reply(), 422, refusal.message) : redirect(here);
  },

  /**
   * On to payment: first saves each choice the form carries that is not the cart's yet (the whole
   * form is posted by one press without JavaScript), the address before the transport it may change,
   * then goes on once an address, a transport and a day are chosen; else the first refused or missing
   * choice, said beside it.
   */
  async continue(form: FormData, { ctx, t }: ShippingPost) {
    const submission = parseWithZod(form, { schema: CHOICES.continue });
    const posted = submission.status === "success" ? submission.value : {};
    const refuse = (group: "address" | "transport" | "day", message: string) =>
      refused("continue", submission.reply({ fieldErrors: { [group]: [message] } }), 422, message);

    const [addresses, transports, days] = await Promise.all([getAddresses(ctx), getTransports(ctx), getNextSevenDays(ctx)]);
    const addressChanged = !!posted.address_id && posted.address_id !== addresses.find((address) => address.is_active)?.id;
    if (addressChanged && !(await chooseAddress(ctx, posted.address_id!))) return refuse("address", t("checkout.shipping.missing.address"));
    // Another address may cost another price to send to: its transport is chosen again.
    const transportChanged = !!posted.transport_id && (addressChanged || posted.transport_id !== transports.find((transport) => transport.selected)?.id);
    if (transportChanged) {
      const refusal = await setTransport(ctx, posted.transport_id!);
      if (refusal) return refuse("transport", refusal.message);
    }
    const chosenSlot = days.flatMap((day) => day.slots.filter((slot) => slot.selected).map((slot) => `${day.date}|${slot.id}`))[0];
    const slotChanged = !!posted.slot && posted.slot !== chosenSlot;
    if (slotChanged) {
      const [date, slot] = posted.slot!.split("|") as [string, string];
      const refusal = await setDeliveryDay(ctx, date, Number(slot));
      if (refusal) return refuse("day", refusal.message);
    }

    // What the cart holds now: choosing an address may have changed its transports.
    const changed = addressChanged || transportChanged || slotChanged;
    const [nowAddresses, nowTransports, nowDays] = changed ? await Promise.all([getAddresses(ctx), getTransports(ctx), getNextSevenDays(ctx)]) : [addresses, transports, days];
    const missing = !nowAddresses.some((address) => address.is_active)
      ? "address"
      : !nowTransports.some((transport) => transport.selected)
        ? "transport"
        : !nowDays.some((day) => day.slots.some((slot) => slot.selected))
          ? "day"
          : null;
    if (missing) return refuse(missing, t(`checkout.shipping.missing.${missing}`));
    return redirect(localizePath("/checkout/payment", ctx.locale));
  },
} satisfies Record<string, (form: FormData, post: ShippingPost) => Promise<unknown>>;

/**
 * /checkout/shipping's forms, by intent: a new address (made the active one), choosing an address,
 * the transport, the delivery day, and going on to payment once all three are chosen. Each answers
 * by a redirect back (POST/redirect/GET); a refusal stays beside its form; an unknown intent goes
 * back to the page.
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, form, intent } = await signedInPost(args, HANDLERS);
  const here = localizePath("/checkout/shipping", ctx.locale);
  if (!intent) return redirect(here);
  const t = await translatorFor(ctx.locale, "checkout");
  return HANDLERS[intent](form, { session: args.context.session, ctx, t, here });
}
