import { type ActionFunctionArgs, data, redirectDocument } from "@remix-run/node";
import { translatorFor } from "~/i18n.server";
import { localizePath } from "~/lib/locale";
import { publicOrigin } from "./origin.server";
import { startPayment } from "./payment.server";
import { requireSignedIn } from "./sign-in.server";
import { readForm } from "~/lib/form-body.server";

/**
 * Paying (spec §4, §5): `POST /payment` places the order with the prices of this moment (or, with
 * an `order_id`, pays that unpaid order again: the profile's "pay again"); a method is accepted
 * only when the answer carries an `action`, the gateway the browser is sent to. The gateway returns
 * to /success-payment (or /unsuccess-payment next to it).
 */
export async function paymentAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const t = await translatorFor(ctx.locale, "checkout");
  const driver = String(formData.get("driver") ?? "");
  if (!driver) return data({ error: t("checkout.payment.chooseDriver") }, { status: 400 });
  const callbackUrl = new URL(localizePath("/success-payment", ctx.locale), publicOrigin(args.request)).href;
  const orderId = Number(formData.get("order_id")) || undefined;
  const started = await startPayment(ctx, driver, callbackUrl, orderId);
  if (!started.ok) return data({ error: started.message }, { status: started.code });
  if (!started.action) return data({ error: t("checkout.payment.noAction") }, { status: 502 });
  // A full page load: the gateway may live under this origin (the embedded Shop API), outside the app.
  return redirectDocument(started.action, 303);
}
