import { GOLD_PRICE_ALERT_MAX, GOLD_PRICE_ALERT_MIN } from "../../shop-api/contract/gold-price-values";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import { WALLET_CHARGE_MAX, WALLET_CHARGE_MIN } from "../../shop-api/contract/wallet-states";
import { formatToman } from "./format";
import type { FieldRules, FormRules } from "./eager-validation";
import type { Locale } from "./locale";

/**
 * The shop's forms described for eager validation in the browser (decision 39), each beside the
 * server schema it mirrors: the same rules, so the same messages. What the browser cannot tell
 * (a choice from a list, a code the Shop API refuses) is still the server's to say.
 */

/** An address (components/checkout/address-form.tsx): shop/actions/address-form.server.ts addressSchema; the province and city are chosen, not typed. */
export const ADDRESS_RULES: FormRules = {
  receiver_name: { rules: [{ rule: "max", length: INPUT_MAX.fullName }, { rule: "min", length: 2 }] },
  receiver_mobile: { rules: [{ rule: "mobile" }] },
  address: { rules: [{ rule: "max", length: INPUT_MAX.address }, { rule: "min", length: 10 }] },
  postal_code: { rules: [{ rule: "max", length: INPUT_MAX.line }, { rule: "digits", length: 10 }] },
  plaque: { optional: true, rules: [{ rule: "max", length: 20 }] },
  unit: { optional: true, rules: [{ rule: "max", length: 20 }] },
};

/**
 * The account's details (routes/profile-user-information-edit.tsx): routes/profile-user-information-edit.server.ts
 * accountSchema; names in Persian letters on the Persian page, any letters on the English one. The
 * birth date (three fields read as one) is the server's to tell.
 */
export function accountRules(locale: Locale): FormRules {
  const name: FieldRules = {
    rules: [{ rule: "max", length: INPUT_MAX.line }, locale === "fa" ? { rule: "alphabetPersian" } : { rule: "name" }, { rule: "maxText", length: INPUT_MAX.namePart }],
  };
  return {
    first_name: name,
    last_name: name,
    national_code: { optional: true, rules: [{ rule: "nationalCode" }] },
    email: { optional: true, rules: [{ rule: "max", length: INPUT_MAX.email }, { rule: "email", english: true }] },
  };
}

/** Registration's name and password (routes/register.tsx's schema); that the confirmation matches is the server's to tell. */
export const REGISTER_RULES: FormRules = {
  name: { rules: [{ rule: "max", length: INPUT_MAX.fullName }, { rule: "min", length: 2 }] },
  password: { rules: [{ rule: "password" }] },
};

/** A product's comment (components/product/dialogs.lazy.tsx): routes/product.server.ts productSchemas' comment; the rating is chosen, not typed. */
export const COMMENT_RULES: FormRules = {
  text: { prose: true, rules: [{ rule: "max", length: INPUT_MAX.message }, { rule: "min", length: 3 }] },
};

/** A gold price alert's amount (components/gold-price/price-alert-form.tsx): routes/gold-price.server.ts goldPriceAlertSchema; the direction is chosen. */
export function goldAlertRules(locale: Locale): FormRules {
  const vars = { min: formatToman(GOLD_PRICE_ALERT_MIN, locale), max: formatToman(GOLD_PRICE_ALERT_MAX, locale) };
  const keys = { required: "gold.alert.errors.required", digits: "gold.alert.errors.digits", below: "gold.alert.errors.range", above: "gold.alert.errors.range" };
  return { price: { rules: [{ rule: "amount", min: GOLD_PRICE_ALERT_MIN, max: GOLD_PRICE_ALERT_MAX, ...keys, vars }] } };
}

/** A wallet top-up's amount (routes/profile-wallet.tsx): routes/profile-wallet.server.ts chargeSchema; the gateway is chosen. */
export function walletChargeRules(locale: Locale): FormRules {
  const vars = { min: formatToman(WALLET_CHARGE_MIN, locale), max: formatToman(WALLET_CHARGE_MAX, locale) };
  const keys = { required: "profile.wallet.topUp.required", digits: "profile.wallet.topUp.digits", below: "profile.wallet.topUp.min", above: "profile.wallet.topUp.max" };
  return { amount: { rules: [{ rule: "amount", min: WALLET_CHARGE_MIN, max: WALLET_CHARGE_MAX, ...keys, vars }] } };
}

/** The cart's discount code (components/checkout/discount-form.tsx): routes/checkout-cart.server.ts discountSchema; whether the code is good is the Shop API's to say. */
export const DISCOUNT_RULES: FormRules = {
  code: { rules: [{ rule: "max", length: INPUT_MAX.voucherCode }, { rule: "required", message: "checkout.discount.required" }] },
};
