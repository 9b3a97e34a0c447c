import { z } from "zod";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { withoutControlCharacters } from "~/lib/normalize";
import type { ValidationT } from "~/lib/validation.server";

/**
 * A product's comment (components/product/dialogs.lazy.tsx): a rating of 1 to 5 and a text, its
 * lines kept and control characters dropped, 3 to INPUT_MAX.message characters; mirrored in the
 * browser by lib/form-rules.ts COMMENT_RULES.
 */
export function productCommentSchema(t: ValidationT) {
  const required = t("validation.required");
  return z.object({
    rating: z.coerce.number({ error: required }).int(required).min(1, required).max(5, required),
    text: z
      .string({ error: required })
      .max(INPUT_MAX.message, t("validation.max", { length: INPUT_MAX.message }))
      .transform((value) => withoutControlCharacters(value).trim())
      .pipe(z.string().min(1, required).min(3, t("validation.min", { length: 3 }))),
  });
}
