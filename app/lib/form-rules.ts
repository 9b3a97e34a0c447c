import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import type { FormRules } from "./eager-validation";

/**
 * The shop's forms described for eager validation in the browser (decision 39), each beside the
 * server schema it mirrors: the same rules, so the same messages. What the browser cannot tell
 * (a choice from a list, a code the Shop API refuses) is still the server's to say.
 */

/** An address (components/checkout/address-form.tsx): shop/address-form.server.ts addressSchema; the province and city are chosen, not typed. */
export const ADDRESS_RULES: FormRules = {
  receiver_name: { rules: [{ rule: "max", length: INPUT_MAX.fullName }, { rule: "min", length: 2 }] },
  receiver_mobile: { rules: [{ rule: "mobile" }] },
  address: { rules: [{ rule: "max", length: INPUT_MAX.address }, { rule: "min", length: 10 }] },
  postal_code: { rules: [{ rule: "max", length: INPUT_MAX.line }, { rule: "digits", length: 10 }] },
  plaque: { optional: true, rules: [{ rule: "max", length: 20 }] },
  unit: { optional: true, rules: [{ rule: "max", length: 20 }] },
};
