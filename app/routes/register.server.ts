import { z } from "zod";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { confirmed, type ValidationT, validators } from "~/server-lib/validation.server";

/** Registration's form (routes/register.tsx): a name, a password and its confirmation; mirrored in the browser by lib/form-rules.ts REGISTER_RULES. */
export function registerSchema(t: ValidationT) {
  const v = validators(t);
  return z
    .object({ name: v.min(2, INPUT_MAX.fullName), password: v.password(), confirm: z.string().default("") })
    .superRefine(confirmed(t, "password", "confirm"));
}
