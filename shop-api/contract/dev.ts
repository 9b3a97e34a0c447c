import { z } from "zod";
import { envelope, langSchema } from "./common";
import { SITE_CONFIG_KEYS, siteConfigShape } from "./configs";

/**
 * Development tools of the reference Shop API (`/dev/*`), on only outside production or with
 * SHOP_API_DEV_INBOX=1. Tests use them to count upstream calls and to change settings.
 */

/** `GET /dev/requests` and `POST /dev/requests/reset`: served calls by "METHOD /path" (no query). */
export const requestCountsSchema = z.record(z.string(), z.number().int().nonnegative());
export const requestCountsResponseSchema = envelope(requestCountsSchema);
export type RequestCounts = z.infer<typeof requestCountsSchema>;

/** `PUT /dev/configs`: one setting, in one language or (without `lang`) in both. */
export const devConfigUpdateSchema = z
  .object({
    lang: langSchema.optional(),
    key: z.enum(SITE_CONFIG_KEYS),
    value: z.unknown(),
  })
  .superRefine((update, ctx) => {
    const checked = siteConfigShape[update.key].safeParse(update.value);
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: "custom", path: ["value", ...issue.path], message: issue.message });
    }
  });
export type DevConfigUpdate = z.infer<typeof devConfigUpdateSchema>;

export const devConfigUpdateResponseSchema = envelope(
  z.object({
    key: z.enum(SITE_CONFIG_KEYS),
    value: z.unknown(),
    langs: z.array(langSchema).min(1),
  }),
);
export type DevConfigUpdateResponse = z.infer<typeof devConfigUpdateResponseSchema>;

/**
 * `POST /dev/cart-lines`: puts a line in a client token's cart, for tests of the shell's cart badge
 * until the cart calls exist.
 */
export const devCartLineSchema = z.object({
  clientToken: z.string().uuid(),
  productVendorId: z.number().int().positive(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  specialPrice: z.number().int().nonnegative().nullable().optional(),
});
export type DevCartLine = z.infer<typeof devCartLineSchema>;

/**
 * `PUT /dev/gold-price {price}` fixes the gold price (toman per gram of 18-karat gold) until
 * `DELETE /dev/gold-price`; `GET /dev/gold-price` tells the price now. Tests use it to know the
 * prices the catalogue answers.
 */
export const devGoldPriceSchema = z.object({ price: z.number().int().positive() });
export type DevGoldPrice = z.infer<typeof devGoldPriceSchema>;

export const devGoldPriceResponseSchema = envelope(
  z.object({
    price: z.number().int().positive(),
    /** ISO 8601: when the price was set (the start of its 5-minute interval, or when it was fixed). */
    set_at: z.string(),
    /** Whether a developer fixed it (else it follows the walk). */
    fixed: z.boolean(),
  }),
);
export type DevGoldPriceResponse = z.infer<typeof devGoldPriceResponseSchema>;

/**
 * `POST /dev/comments/{id}/approve`: approves a comment held for approval (it then shows on its
 * product, and counts in the product's rating); `POST /dev/questions/{id}/answer {answer}` answers
 * and approves a question. The shop's staff do this in its admin; tests use these.
 */
export const devReviewResponseSchema = envelope(
  z.object({ id: z.number().int(), status: z.literal("approved") }),
);
export type DevReviewResponse = z.infer<typeof devReviewResponseSchema>;
export const devAnswerQuestionSchema = z.object({ answer: z.string().min(1).max(2000) });

/**
 * `POST /dev/cart-lines` as the reference server now reads it: a line of `quantity` of the variety
 * `productVendorId` in the client token's cart (set, not added; no max_cart_add or stock check, so
 * tests can fill a cart with anything). Prices come from the shared pricing: `unitPrice` and
 * `specialPrice` are accepted and ignored. 404 for an unknown variety.
 */
export const devCartLineRequestSchema = devCartLineSchema.extend({
  unitPrice: z.number().int().nonnegative().optional(),
});

/** `PUT /dev/stock {product_vendor_id, stock}`: how many of a variety the shop has (tests restock what they buy). */
export const devStockSchema = z.object({ product_vendor_id: z.number().int().positive(), stock: z.number().int().nonnegative().max(1_000_000) });

/**
 * `POST /dev/answers {method, path, client_token, status, message}`: the next call of that method
 * and path from that visitor (its clientToken) is answered with this status and `{message, code}`
 * instead: a status in the 600s is a message for the shopper (docs/shop/08-errors.md §8.8). Once, then
 * forgotten.
 */
export const devAnswerSchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "DELETE"]).default("POST"),
  path: z.string().regex(/^\/[\w\-/]*$/).max(200),
  client_token: z.string().min(1).max(100),
  status: z.number().int().min(400).max(699),
  message: z.string().min(1).max(500),
});
export type DevAnswer = z.infer<typeof devAnswerSchema>;
