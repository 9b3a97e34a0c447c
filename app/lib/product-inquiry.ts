import type { FormRules } from "./eager-validation";

/** The most a product inquiry's question may say (the contract's bound on `POST /product-inquiry`'s message). */
export const INQUIRY_MESSAGE_MAX = 1000;

/**
 * The inquiry's form (components/product/inquiry-form.tsx) for eager validation: routes/product.server.ts
 * productSchemas' inquiry; the question may be left out. Here rather than in lib/form-rules.ts, whose
 * chunk the product page does not otherwise load (0.7 KB).
 */
export const INQUIRY_RULES: FormRules = {
  mobile: { rules: [{ rule: "mobile" }] },
  message: { optional: true, rules: [{ rule: "max", length: INQUIRY_MESSAGE_MAX }] },
};
