import { z } from "zod";
import { REQUEST_LIMITS, type RequestKind } from "../../shop-api/contract/contact";
import { toLatinDigits } from "../lib/digits";
import { persianLetters, withoutControlCharacters } from "../lib/normalize";
import { type ValidationT, validators } from "./validation.server";

const WEBSITE = /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/iu;

/**
 * The contact page's forms (lib/contact-forms.ts), checked as the Shop API checks them
 * (REQUEST_LIMITS), with messages in the page's language beside each field. `t` covers the
 * `contact` namespace.
 */
export function requestSchemas(t: ValidationT) {
  const v = validators(t);
  const between = (bounds: { min: number; max: number }, text = v.required) =>
    text().pipe(z.string().min(bounds.min, t("validation.min", { length: bounds.min })).max(bounds.max, t("validation.max", { length: bounds.max })));
  // A message or a subject: the shop's prose (its lines kept), with the letters Persian keyboards on
  // Arabic layouts type (ي ى ك) made Persian.
  const written = (bounds: { min: number; max: number }) => v.prose(bounds.min, bounds.max).transform(persianLetters);
  const orderId = z.preprocess(
    (value) => (typeof value === "string" ? toLatinDigits(value).replace(/^#/, "").trim() : value),
    z.string({ error: t("validation.required") }).regex(/^\d{1,12}$/, t("validation.onlyDigits")),
  );
  const province = z.coerce.number({ error: t("contact.provinceRequired") }).int().positive(t("contact.provinceRequired"));
  const sender = { name: between(REQUEST_LIMITS.name), mobile: v.mobile(), message: written(REQUEST_LIMITS.message) };
  const title = between(REQUEST_LIMITS.title);
  return {
    contact: z.object({ ...sender, subject: written(REQUEST_LIMITS.subject) }),
    support: z.object({ ...sender, order_id: orderId.optional() }),
    warranty: z.object({ ...sender, order_id: orderId, product: title }),
    cooperation: z.object({ ...sender, company: title, state_id: province }),
    installation: z.object({
      ...sender,
      shop_name: title,
      state_id: province,
      website: z
        .string({ error: t("validation.required") })
        .transform((value) => persianLetters(withoutControlCharacters(value)).trim())
        .refine((value) => value === "" || (value.length <= REQUEST_LIMITS.website.max && WEBSITE.test(value)), t("contact.websiteInvalid"))
        .optional(),
    }),
  } satisfies Record<RequestKind, z.ZodType>;
}
