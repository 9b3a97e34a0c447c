import { z } from "zod";
import { REQUEST_LIMITS, type RequestKind } from "../../shop-api/contract/contact";
import { toLatinDigits } from "./digits";
import { withoutControlCharacters } from "./normalize";
import { type ValidationT, validators } from "./validation.server";

/**
 * Letters the way Persian keyboards on Arabic layouts type them (ي ى ك) as Persian; digits and lines
 * kept as written. Left empty (conform posts it as absent): `required`, the page's own words.
 */
const prose = (required: string) => z.string({ error: required }).transform((value) => withoutControlCharacters(value).replace(/[يى]/g, "ی").replace(/ك/g, "ک").trim());

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
  const written = (bounds: { min: number; max: number }) =>
    prose(t("validation.required"))
      .pipe(z.string().min(1, t("validation.required")))
      .pipe(z.string().min(bounds.min, t("validation.min", { length: bounds.min })).max(bounds.max, t("validation.max", { length: bounds.max })));
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
      website: prose(t("validation.required"))
        .refine((value) => value === "" || (value.length <= REQUEST_LIMITS.website.max && WEBSITE.test(value)), t("contact.websiteInvalid"))
        .optional(),
    }),
  } satisfies Record<RequestKind, z.ZodType>;
}
