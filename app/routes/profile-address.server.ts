import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { translatorFor } from "~/i18n.server";
import { localizePath } from "~/lib/locale";
import { submitAddressForm } from "~/shop/address-form.server";
import { redirectWithToast } from "~/shop/flash.server";
import { chooseAddress, createAddress, deleteAddress, updateAddress } from "~/shop/shipping.server";
import { requireSignedIn } from "~/shop/sign-in.server";
import { readForm } from "~/lib/form-body.server";

const idSchema = z.coerce.number().int().positive();

/**
 * /profile/address's forms, by intent: a new address (`add`), a changed one (`edit`), the default
 * one (`default`: where the next order goes), and deleting one (`delete`, posted from its
 * confirmation). Each ends in a redirect to the address book with a toast; a form refused stays
 * open with its errors. An address that is not the shopper's (any more) is a 404.
 */
export async function addressBookAction(args: ActionFunctionArgs) {
  const { ctx } = await requireSignedIn(args);
  const formData = await readForm(args.request);
  const intent = String(formData.get("intent") ?? "");
  const t = await translatorFor(ctx.locale, "profile", "checkout");
  const done = (message: string) => redirectWithToast(args.context.session, localizePath("/profile/address", ctx.locale), { type: "success", message });
  const id = idSchema.safeParse(formData.get("address_id"));
  const missing = () => data(null, { status: 404 });

  if (intent === "add" || intent === "edit") {
    if (intent === "edit" && !id.success) throw missing();
    const answer = await submitAddressForm(formData, t, (input) => (intent === "add" ? createAddress(ctx, input) : updateAddress(ctx, id.data!, input)));
    if (answer.ok) return done(t(intent === "add" ? "profile.addresses.added" : "profile.addresses.changed"));
    if (answer.status === 404) throw missing();
    return data({ intent, error: answer.error, result: answer.result }, { status: answer.status });
  }
  if (!id.success) throw missing();
  if (intent === "default") {
    if (!(await chooseAddress(ctx, id.data))) throw missing();
    return done(t("profile.addresses.madeDefault"));
  }
  if (intent === "delete") {
    if (!(await deleteAddress(ctx, id.data))) throw missing();
    return done(t("profile.addresses.deleted"));
  }
  throw missing();
}
