import { randomUUID } from "node:crypto";

/** A guest is known by a random clientToken cookie, made on the first visit (docs/shop/04-flows.md §4.1). */
export const CLIENT_TOKEN_COOKIE = "clientToken";
const ONE_YEAR_S = 60 * 60 * 24 * 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isClientToken(value: string | undefined): value is string {
  return Boolean(value && UUID.test(value));
}

/** A new clientToken and the Set-Cookie header that gives it (HttpOnly, SameSite=Lax, Secure in production). */
export function newClientToken(): { token: string; setCookie: string } {
  const token = randomUUID();
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  return { token, setCookie: `${CLIENT_TOKEN_COOKIE}=${token}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}` };
}
