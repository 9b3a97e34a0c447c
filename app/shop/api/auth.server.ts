import {
  checkUserResponseSchema,
  type CodePurpose,
  resendTooSoonSchema,
  retryLaterSchema,
  sendCodeResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  validateCodeResponseSchema,
} from "../../../shop-api/contract";
import { parseAnswer, type ShopContext, shopRequest } from "~/shop/request/client.server";

/** `POST /check-user`: is this mobile new (code 200) or already registered (code 302)? */
export async function checkUser(ctx: ShopContext, mobile: string): Promise<"new" | "registered"> {
  const name = "POST /check-user";
  const { json } = await shopRequest(ctx, { name, method: "POST", path: "/check-user", body: { mobile }, expect: [302] });
  return parseAnswer(name, checkUserResponseSchema, json).data.code === 302 ? "registered" : "new";
}

/**
 * A code was sent; or the last one is too recent to send another; or the shopper's address asked for
 * too many mobiles (no code until `retryAt`); or the mobile does not suit the purpose.
 */
export type CodeSent =
  | { status: "sent"; resendAfter: number }
  | { status: "too-soon"; resendAfter: number }
  | { status: "limited"; retryAt: Date }
  | { status: "unknown" | "registered" };

/** A 429 of the Shop API's rate limits: when tries may start again; undefined for another 429. */
function retryAtOf(json: unknown): Date | undefined {
  const limited = retryLaterSchema.safeParse(json);
  return limited.success ? new Date(limited.data.retry_at) : undefined;
}

async function codeRequest(ctx: ShopContext, name: string, path: string, body: object): Promise<CodeSent> {
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path, body, expect: [404, 409, 429] });
  if (status === 404) return { status: "unknown" };
  if (status === 409) return { status: "registered" };
  const retryAt = status === 429 ? retryAtOf(json) : undefined;
  if (retryAt) return { status: "limited", retryAt };
  if (status === 429) return { status: "too-soon", resendAfter: parseAnswer(name, resendTooSoonSchema, json).resend_after };
  return { status: "sent", resendAfter: parseAnswer(name, sendCodeResponseSchema, json).data.resend_after };
}

/** `POST /new-send-code`: a code for registration or password recovery. */
export function sendCode(ctx: ShopContext, mobile: string, purpose: CodePurpose) {
  return codeRequest(ctx, "POST /new-send-code", "/new-send-code", { mobile, purpose });
}

/** `POST /otp-auth`: a one-time code to sign in with. */
export function sendLoginCode(ctx: ShopContext, mobile: string) {
  return codeRequest(ctx, "POST /otp-auth", "/otp-auth", { mobile });
}

/** `POST /otp-resend`: another code, when the cooldown allows. */
export function resendCode(ctx: ShopContext, mobile: string, purpose: CodePurpose) {
  return codeRequest(ctx, "POST /otp-resend", "/otp-resend", { mobile, purpose });
}

export type CodeCheck = { valid: true; verificationToken: string } | { valid: false; reason: "wrong" | "too-many" };

/** `POST /new-validate-code`: 401 for a wrong or expired code, 429 after too many attempts. */
export async function validateCode(ctx: ShopContext, mobile: string, code: string, purpose: CodePurpose): Promise<CodeCheck> {
  const name = "POST /new-validate-code";
  const body = { mobile, code, purpose };
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/new-validate-code", body, expect: [401, 429] });
  if (status === 401) return { valid: false, reason: "wrong" };
  if (status === 429) return { valid: false, reason: "too-many" };
  return { valid: true, verificationToken: parseAnswer(name, validateCodeResponseSchema, json).data.verification_token };
}

export type SignInResult =
  | { ok: true; token: string }
  | { ok: false; reason: "wrong-password" | "wrong-code" | "too-many" | "unknown" }
  | { ok: false; reason: "limited"; retryAt: Date };

/**
 * `POST /otp-token`, the login endpoint (docs/shop/04-flows.md §4.2): by password (403 when wrong; 429
 * with when to try again after too many wrong ones) or by code (401; 429 when the code was tried too
 * often).
 */
export async function requestToken(ctx: ShopContext, credentials: { mobile: string } & ({ password: string } | { code: string })): Promise<SignInResult> {
  const name = "POST /otp-token";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/otp-token", body: credentials, expect: [401, 403, 404, 429] });
  if (status === 403) return { ok: false, reason: "wrong-password" };
  if (status === 401) return { ok: false, reason: "wrong-code" };
  const retryAt = status === 429 ? retryAtOf(json) : undefined;
  if (retryAt) return { ok: false, reason: "limited", retryAt };
  if (status === 429) return { ok: false, reason: "too-many" };
  if (status === 404) return { ok: false, reason: "unknown" };
  return { ok: true, token: parseAnswer(name, tokenResponseSchema, json).data.token };
}

/**
 * `POST /register`: the new account's token, or null when the verification has expired. With the
 * referral code of the friend's link the shopper came by, that friend earns their reward.
 */
export async function register(ctx: ShopContext, body: { mobile: string; name: string; password: string; verification_token: string; referral_code?: string }) {
  const name = "POST /register";
  const { status, json } = await shopRequest(ctx, { name, method: "POST", path: "/register", body, expect: [401, 409] });
  return status === 401 || status === 409 ? null : parseAnswer(name, tokenResponseSchema, json).data.token;
}

/** `POST /new-forget-password`: false when the verification has expired. */
export async function changeForgottenPassword(ctx: ShopContext, body: { mobile: string; password: string; verification_token: string }) {
  const { status } = await shopRequest(ctx, { name: "POST /new-forget-password", method: "POST", path: "/new-forget-password", body, expect: [401] });
  return status !== 401;
}

/** `GET /user` with the login token; null when the token is no longer valid. */
export async function getUser(ctx: ShopContext) {
  const name = "GET /user";
  const { status, json } = await shopRequest(ctx, { name, path: "/user", expect: [401] });
  return status === 401 ? null : parseAnswer(name, userResponseSchema, json).data;
}

/** `POST /logout`: the token stops working. A failure does not keep the shopper signed in. */
export async function logout(ctx: ShopContext): Promise<void> {
  await shopRequest(ctx, { name: "POST /logout", method: "POST", path: "/logout", expect: [401] }).catch(() => undefined);
}
