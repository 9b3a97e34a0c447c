import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { AddressInput } from "../../../shop-api/contract";
import { INPUT_MAX } from "../../../shop-api/contract/input-bounds";
import type { translatorFor } from "~/server-lib/i18n.server";
import { toLatinDigits } from "~/lib/digits";
import { refused } from "~/server-lib/intent-action.server";
import { validators } from "~/server-lib/validation.server";
import type { AddressSaved } from "~/shop/api/shipping.server";

type Translate = Awaited<ReturnType<typeof translatorFor>>;

const ADDRESS_FIELDS = ["receiver_name", "receiver_mobile", "state_id", "city_id", "address", "postal_code", "plaque", "unit"] as const;

/** The address form's fields (components/checkout/address-form.tsx), checked as the Shop API will; mirrored in the browser by lib/form-rules.ts ADDRESS_RULES. */
export function addressSchema(t: Translate) {
  const v = validators(t);
  const choice = (message: string) => z.preprocess((value) => toLatinDigits(String(value ?? "")), z.coerce.number({ error: message }).int().positive(message));
  const optional = (max: number) => v.max(max).transform((value) => value || null);
  return z.object({
    state_id: choice(t("checkout.shipping.chooseState")),
    city_id: choice(t("checkout.shipping.chooseCity")),
    receiver_name: v.min(2, INPUT_MAX.fullName),
    receiver_mobile: v.mobile(),
    address: v.min(10, INPUT_MAX.address),
    postal_code: v.digits(10),
    plaque: optional(20).optional(),
    unit: optional(20).optional(),
  });
}

/**
 * An address form posted under `intent` (checkout's new address, the address book's new or changed
 * one): checked here, then written by `save`. Saved: its id. Refused, ours (400) or the Shop API's
 * (422, its words above the form as `error`): each problem beside its field, the input kept, as the
 * handler's answer (`refusal`). Null: `save` found no such address of the shopper's (a 404).
 */
export async function submitAddressForm<const Intent extends string>(intent: Intent, formData: FormData, t: Translate, save: (input: AddressInput) => Promise<AddressSaved | null>) {
  const submission = parseWithZod(formData, { schema: addressSchema(t) });
  if (submission.status !== "success") return { refusal: refused(intent, submission.reply()) };
  const saved = await save(submission.value);
  if (!saved) return null;
  if (saved.ok) return { id: saved.id };
  // The Shop API's own checks (a city outside the province…) go beside their fields.
  const fieldErrors = Object.fromEntries(Object.entries(saved.refusal.errors).filter(([field]) => (ADDRESS_FIELDS as readonly string[]).includes(field)));
  return { refusal: refused(intent, submission.reply({ fieldErrors }), 422, saved.refusal.message) };
}
