import { z } from "zod";
import { envelope } from "./common";
import type { RequestKind } from "./contact-kinds";

export * from "./contact-kinds";

/*
 * Contact (docs/shop/07-shop-api.md §7.14): the contact form, the four request forms, the
 * representatives, the newsletter and the app link by SMS. Every message answered follows `lang`.
 */

/**
 * The fields of each kind. Every kind has the sender's name, mobile (any usual written form:
 * +98…, Persian digits) and message; besides:
 *   contact       subject
 *   support       order_id (optional: the order it is about)
 *   warranty      order_id, product (the piece the guarantee is for)
 *   cooperation   company, state_id (the province it is in)
 *   installation  shop_name, state_id, website (optional): a gold seller asking for a shop like this one
 * Digits in ids may be Persian; unknown fields are ignored.
 */
const orderId = z.union([z.string(), z.number()]);
const stateId = z.union([z.string(), z.number()]);
export const requestInputSchemas = {
  contact: z.object({ name: z.string(), mobile: z.string(), message: z.string(), subject: z.string() }),
  support: z.object({ name: z.string(), mobile: z.string(), message: z.string(), order_id: orderId.nullish() }),
  warranty: z.object({ name: z.string(), mobile: z.string(), message: z.string(), order_id: orderId, product: z.string() }),
  cooperation: z.object({ name: z.string(), mobile: z.string(), message: z.string(), company: z.string(), state_id: stateId }),
  installation: z.object({ name: z.string(), mobile: z.string(), message: z.string(), shop_name: z.string(), state_id: stateId, website: z.string().nullish() }),
} satisfies Record<RequestKind, z.ZodType>;
export type RequestInput<K extends RequestKind> = z.infer<(typeof requestInputSchemas)[K]>;

/**
 * The answer of every request call: 201 with the request's number (the shopper's reference) and a
 * thank-you message; 422 `{message, code, errors: {field: [message]}}` (fieldRefusalSchema) when a
 * field is missing or wrong; 429 `{message, code, retry_after}` when one mobile sends too many.
 */
export const requestReceivedResponseSchema = envelope(z.object({ id: z.number().int().positive(), message: z.string() }));
export type RequestReceived = z.infer<typeof requestReceivedResponseSchema>["data"];

/** A 429: `retry_after` seconds before the same mobile (or e-mail) may send again. */
export const rateLimitedSchema = z.object({ message: z.string(), code: z.literal(429), retry_after: z.number().int().positive() });

/**
 * `POST /newsletter {email}`: 201 subscribed, 200 already on the list (both with a message); 422
 * (fieldRefusalSchema, field `email`) for an address that is not one.
 */
export const newsletterRequestSchema = z.object({ email: z.string() });
export const newsletterResponseSchema = envelope(z.object({ message: z.string() }));

/**
 * `POST /get-app-link {mobile}`: texts the Android app's link to the mobile (any usual written
 * form). 200 with a message naming the number; 422 for a number that is not a mobile; 429 with
 * `retry_after` when one was sent to it within the last minutes.
 */
export const appLinkRequestSchema = z.object({ mobile: z.string() });
export const appLinkResponseSchema = envelope(z.object({ mobile: z.string(), message: z.string() }));

/** A representative of the shop in a province (docs/shop/03-entities.md §3.16). */
export const representativeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Who runs it. */
  manager: z.string(),
  state: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Opening hours, as the shop writes them. */
  hours: z.string(),
});
export type Representative = z.infer<typeof representativeSchema>;

/**
 * `GET /representatives` (optionally `state_id`): every representative, by province (in the
 * provinces' order), then by position. `GET /representatives/{id or slug}`: one, with how to find
 * it (a map-free description) and what it offers; 404 when unknown.
 */
export const representativesResponseSchema = envelope(z.array(representativeSchema));
export const representativeDetailSchema = representativeSchema.extend({
  directions: z.string(),
  services: z.array(z.string()),
});
export type RepresentativeDetail = z.infer<typeof representativeDetailSchema>;
export const representativeResponseSchema = envelope(representativeDetailSchema);
