import { REQUEST_KINDS, type RequestKind } from "../../shop-api/contract/contact-kinds";

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
