import { REQUEST_KINDS, REQUEST_LIMITS, type RequestKind } from "../../shop-api/contract/contact-kinds";
import { INPUT_MAX } from "../../shop-api/contract/input-bounds";
import type { FieldRules, FormRules } from "./eager-validation";

/** A field of the contact page's forms (contract requestInputSchemas). */
export type RequestField = "name" | "mobile" | "subject" | "order_id" | "product" | "company" | "shop_name" | "state_id" | "website" | "message";

/** Each form's fields, in the order shown: the sender, the kind's own, then the message. */
export const REQUEST_FIELDS: Record<RequestKind, readonly RequestField[]> = {
  contact: ["name", "mobile", "subject", "message"],
  support: ["name", "mobile", "order_id", "message"],
  warranty: ["name", "mobile", "order_id", "product", "message"],
  cooperation: ["name", "mobile", "company", "state_id", "message"],
  installation: ["name", "mobile", "shop_name", "state_id", "website", "message"],
};

/** Fields a kind may leave empty. */
export const OPTIONAL_FIELDS: Partial<Record<RequestKind, readonly RequestField[]>> = {
  support: ["order_id"],
  installation: ["website"],
};

export const isRequestKind = (value: unknown): value is RequestKind => REQUEST_KINDS.includes(value as RequestKind);

/** The form a contact page URL shows (`?form=`): the contact form unless it names another. */
export function requestKindOf(search: URLSearchParams): RequestKind {
  const kind = search.get("form");
  return isRequestKind(kind) ? kind : "contact";
}

const between = (bounds: { min: number; max: number }): FieldRules => ({
  rules: [{ rule: "max", length: INPUT_MAX.line }, { rule: "required" }, { rule: "min", length: bounds.min }, { rule: "maxText", length: bounds.max }],
});
const written = (bounds: { min: number; max: number }): FieldRules => ({
  prose: true,
  rules: [{ rule: "required" }, { rule: "min", length: bounds.min }, { rule: "maxText", length: bounds.max }],
});

/**
 * The server's requestSchemas (contact-forms.server.ts) for eager validation in the browser (decision
 * 39): the typed fields. An order number, a province and a website are still told by the server.
 */
const REQUEST_RULES: Partial<Record<RequestField, FieldRules>> = {
  name: between(REQUEST_LIMITS.name),
  mobile: { rules: [{ rule: "mobile" }] },
  subject: written(REQUEST_LIMITS.subject),
  message: written(REQUEST_LIMITS.message),
  product: between(REQUEST_LIMITS.title),
  company: between(REQUEST_LIMITS.title),
  shop_name: between(REQUEST_LIMITS.title),
};

/** A kind's rules: those of its own fields only (a field it lacks is not asked for). */
export function requestRules(kind: RequestKind): FormRules {
  return Object.fromEntries(REQUEST_FIELDS[kind].flatMap((name) => (REQUEST_RULES[name] ? [[name, REQUEST_RULES[name]]] : [])));
}
