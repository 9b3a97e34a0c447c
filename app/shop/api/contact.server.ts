import { z } from "zod";
import {
  appLinkResponseSchema,
  fieldRefusalSchema,
  newsletterResponseSchema,
  rateLimitedSchema,
  representativeResponseSchema,
  representativesResponseSchema,
  REQUEST_PATHS,
  requestReceivedResponseSchema,
  type RequestInput,
  type RequestKind,
} from "../../../shop-api/contract";
import { sharedCall, sharedCallOrNull } from "~/shop/request/cache.server";
import { parseAnswer, type ShopContext, shopRequest } from "~/shop/request/client.server";

/* What shoppers send the shop (docs/shop/07-shop-api.md §7.14), and whom to visit. */

/** A 422 refusing the whole form: its message. */
const formRefusalSchema = z.object({ message: z.string() });

/** What a form call answers: its message, or why not (each field's problem, or a wait). */
export type Sent<T = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; message: string; errors: Record<string, string[]>; status: 422 | 429 };

/**
 * A form call that may be refused: 422 with each field's problem, 429 with a wait (a message,
 * no field). `parse` reads the success's `data`.
 */
async function sendForm<T extends { message: string }>(
  ctx: ShopContext,
  name: string,
  path: string,
  body: unknown,
  parse: (json: unknown) => T,
): Promise<Sent<Omit<T, "message">>> {
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path, body, expect: [422, 429] });
  if (status === 422) {
    // Without each field's problem (a refusal of the whole form), its message alone, above the form.
    const byField = fieldRefusalSchema.safeParse(json);
    if (byField.success) return { ok: false, message: byField.data.message, errors: byField.data.errors, status };
    return { ok: false, message: parseAnswer(name, formRefusalSchema, json).message, errors: {}, status };
  }
  if (status === 429) return { ok: false, message: parseAnswer(name, rateLimitedSchema, json).message, errors: {}, status };
  const { message, ...rest } = parse(json);
  return { ok: true, message, ...rest };
}

/** `POST /contact-us`, `/support-request`, `/warranty-request`, `/cooperation-request` or `/installation-request`. */
export function sendRequest<K extends RequestKind>(ctx: ShopContext, kind: K, input: RequestInput<K>) {
  const name = `POST ${REQUEST_PATHS[kind]}`;
  return sendForm(ctx, name, REQUEST_PATHS[kind], input, (json) => parseAnswer(name, requestReceivedResponseSchema, json).data);
}

/** `POST /newsletter {email}`: added, or already there (both a message); 422 for a wrong address. */
export function subscribeNewsletter(ctx: ShopContext, email: string) {
  const name = "POST /newsletter";
  return sendForm(ctx, name, "/newsletter", { email }, (json) => parseAnswer(name, newsletterResponseSchema, json).data);
}

/** `POST /get-app-link {mobile}`: the Android app's link texted to the mobile. */
export function requestAppLink(ctx: ShopContext, mobile: string) {
  const name = "POST /get-app-link";
  return sendForm(ctx, name, "/get-app-link", { mobile }, (json) => parseAnswer(name, appLinkResponseSchema, json).data);
}

/** `GET /representatives`: every representative, by province (the same for everyone: cached). */
export function getRepresentatives(ctx: ShopContext) {
  return sharedCall(ctx, { name: "GET /representatives", path: "/representatives", schema: representativesResponseSchema });
}

/** `GET /representatives/{slug}`: one, with directions and services; null when unknown (cached). */
export function getRepresentative(ctx: ShopContext, slug: string) {
  return sharedCallOrNull(ctx, {
    name: "GET /representatives/{slug}",
    path: `/representatives/${encodeURIComponent(slug)}`,
    schema: representativeResponseSchema,
  });
}
