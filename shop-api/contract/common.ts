import { z } from "zod";

/** Both languages the Shop API serves; every localised call takes `lang`. */
export const langSchema = z.enum(["fa", "en"]);
export type Lang = z.infer<typeof langSchema>;

/** Every successful answer wraps its payload in `data`, as the shop's production API does. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

/** What a refused call answers with (4xx/5xx). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A 422 naming what is wrong with each field (address and contact forms), in `lang`. */
export const fieldRefusalSchema = z.object({
  message: z.string(),
  code: z.literal(422),
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldRefusal = z.infer<typeof fieldRefusalSchema>;

/** The request headers that carry identity (docs/shop/07-shop-api.md §7.1, docs/shop/06-roles.md §6.5). */
export const CLIENT_TOKEN_HEADER = "clientToken";
