import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/profile-address";
import { z } from "zod";
import type { AddressInput } from "../../shop-api/contract";
import { type ServerTranslate, translatorFor } from "~/server-lib/i18n.server";
import { localizePath } from "~/lib/locale";
import { submitAddressForm } from "~/shop/actions/address-form.server";
import type { ShopContext } from "~/shop/request/client.server";
import { redirectWithToast } from "~/shop/request/flash.server";
import { type AddressSaved, chooseAddress, createAddress, deleteAddress, updateAddress } from "~/shop/api/shipping.server";
import { signedInPost } from "~/shop/actions/sign-in.server";

/**
 * Which address of the book a form is about: `edit`, `default` and `delete` name one (the address
 * form itself, `add` and `edit`, is shop/actions/address-form.server.ts addressSchema).
 */
const addressIdSchema = z.object({ address_id: z.coerce.number().int().positive() });

/** An address that is not the shopper's (any more), or none named: a 404. */
const missing = () => data(null, { status: 404 });

/** What each handler is given: the signed-in shopper's context, and the way back to the book with a toast. */
interface AddressBookPost {
  ctx: ShopContext;
  t: ServerTranslate;
  done: (message: string) => ReturnType<typeof redirectWithToast>;
}

/** The address the form names; none, or no address id: a 404. */
function addressId(form: FormData): number {
  const submission = parseWithZod(form, { schema: addressIdSchema });
  if (submission.status !== "success") throw missing();
  return submission.value.address_id;
}

/** The address form under `intent`, written by `save`: back to the book saying `savedKey`, or its refusal. */
async function saveAddress<const Intent extends string>(intent: Intent, form: FormData, { t, done }: AddressBookPost, savedKey: string, save: (input: AddressInput) => Promise<AddressSaved | null>) {
  const answer = await submitAddressForm(intent, form, t, save);
  if (!answer) throw missing();
  return "refusal" in answer ? answer.refusal : done(t(savedKey));
}

/** One handler per intent: a form's refusal beside its fields, or back to the book with a toast. */
const HANDLERS = {
  add: (form: FormData, post: AddressBookPost) => saveAddress("add", form, post, "profile.addresses.added", (input) => createAddress(post.ctx, input)),
  edit: async (form: FormData, post: AddressBookPost) => {
    const id = addressId(form);
    return saveAddress("edit", form, post, "profile.addresses.changed", (input) => updateAddress(post.ctx, id, input));
  },
  /** The default address: where the next order goes. */
  async default(form: FormData, { ctx, t, done }: AddressBookPost) {
    if (!(await chooseAddress(ctx, addressId(form)))) throw missing();
    return done(t("profile.addresses.madeDefault"));
  },
  /** Posted from its confirmation. */
  async delete(form: FormData, { ctx, t, done }: AddressBookPost) {
    if (!(await deleteAddress(ctx, addressId(form)))) throw missing();
    return done(t("profile.addresses.deleted"));
  },
} satisfies Record<string, (form: FormData, post: AddressBookPost) => Promise<unknown>>;

/**
 * /profile/address's forms, by intent: a new address (`add`), a changed one (`edit`), the default
 * one (`default`), and deleting one (`delete`). Each ends in a redirect to the address book with a
 * toast; a form refused stays open with its errors. An address that is not the shopper's (any
 * more) is a 404; an unknown intent goes back to the book.
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, form, intent } = await signedInPost(args, HANDLERS);
  const book = localizePath("/profile/address", ctx.locale);
  if (!intent) return redirect(book);
  const t = await translatorFor(ctx.locale, "profile", "checkout");
  return HANDLERS[intent](form, { ctx, t, done: (message) => redirectWithToast(args.context.session, book, { type: "success", message }) });
}
