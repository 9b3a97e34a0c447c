import { z } from "zod";
import { envelope } from "./common";

/**
 * Sign-in, registration, one-time codes and password recovery (docs/shop/04-flows.md §4.2, §4.3,
 * docs/shop/07-shop-api.md §7.6). Mobiles are always 09XXXXXXXXX (the storefront normalises them).
 * Tokens are opaque bearer tokens.
 */
export const mobileSchema = z.string().regex(/^09\d{9}$/);
export const codePurposeSchema = z.enum(["register", "login", "forget"]);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

/** `POST /check-user {mobile}`: HTTP 200 and code 200 for a new mobile, HTTP 302 and code 302 for a known one. */
export const checkUserRequestSchema = z.object({ mobile: mobileSchema });
export const checkUserResponseSchema = envelope(z.object({ code: z.union([z.literal(200), z.literal(302)]), message: z.string() }));

/**
 * `POST /new-send-code {mobile, purpose}` (and `POST /otp-auth {mobile}` = purpose login,
 * `POST /otp-resend {mobile, purpose}`): a fresh code is sent. 429 while the previous one cannot be
 * resent yet, with the seconds to wait in `resend_after`.
 */
export const sendCodeRequestSchema = z.object({ mobile: mobileSchema, purpose: codePurposeSchema });
export const codeSentSchema = z.object({
  /** Seconds until another code may be asked for. */
  resend_after: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int().positive(),
});
export const sendCodeResponseSchema = envelope(codeSentSchema);
export const resendTooSoonSchema = z.object({ message: z.string(), code: z.literal(429), resend_after: z.number().int().positive() });

/**
 * `POST /new-validate-code {mobile, code, purpose}`: 200 with a short-lived verification token
 * (what register and password change require); 401 for a wrong or expired code; 429 after too
 * many attempts (the code is then void).
 */
export const validateCodeRequestSchema = z.object({ mobile: mobileSchema, code: z.string().regex(/^\d{4,6}$/), purpose: codePurposeSchema });
export const validateCodeResponseSchema = envelope(z.object({ verification_token: z.string().min(16) }));

/**
 * `POST /register {mobile, name, password, verification_token, referral_code?}`: 201 with the login
 * token. `referral_code` is the code of the friend's link the shopper came by (contract wallet.ts
 * `GET /user-referral-wallet`): it earns that friend their reward, once; an unknown one is ignored.
 */
export const registerRequestSchema = z.object({
  mobile: mobileSchema,
  name: z.string().min(2).max(80),
  password: z.string().min(8).max(64),
  verification_token: z.string().min(16),
  referral_code: z.string().max(20).optional(),
});

/**
 * `POST /login {mobile, password}` and `POST /otp-token {mobile, password}` or `{mobile, code}`
 * (the login endpoint of docs/shop/04-flows.md §4.2, docs/shop/07-shop-api.md §7.6): 200 with the
 * token; 403 for a wrong password; 401 for a wrong or expired code; 404 for an unknown mobile.
 */
export const loginRequestSchema = z.object({ mobile: mobileSchema, password: z.string().min(1).max(64) });
export const otpTokenRequestSchema = z.union([
  z.object({ mobile: mobileSchema, password: z.string().min(1).max(64) }),
  z.object({ mobile: mobileSchema, code: z.string().regex(/^\d{4,6}$/) }),
]);
export const tokenResponseSchema = envelope(z.object({ token: z.string().min(16) }));

/** `POST /new-forget-password {mobile, password, verification_token}`: the password is changed. */
export const forgetPasswordRequestSchema = z.object({
  mobile: mobileSchema,
  password: z.string().min(8).max(64),
  verification_token: z.string().min(16),
});

/** A day of the Gregorian calendar, "YYYY-MM-DD" (the storefront shows it in the page's calendar). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The user (docs/shop/03-entities.md §3.12): name, mobile, user_id; with what the profile's user
 * information adds. `name` is the name the shop shows ("first last"); first_name and last_name are its
 * two parts.
 */
export const userSchema = z.object({
  user_id: z.number().int(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile: mobileSchema,
  email: z.string().nullable(),
  national_code: z.string().nullable(),
  birth_date: isoDateSchema.nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
/**
 * `GET /user` (bearer): 401 without a valid token. `POST /user {...}` changes what is given (null
 * clears email, national code and birth date): first_name and last_name make `name` ("first
 * last"); `name` alone is split at its first space into the two. 400 for a national code failing
 * the checksum of docs/shop/05-validation.md §5.5, a birth date in the future or before 1900.
 */
export const userResponseSchema = envelope(userSchema);
export const updateUserRequestSchema = z.object({
  name: z.string().min(2).max(80).optional(),
  first_name: z.string().trim().min(1).max(40).optional(),
  last_name: z.string().trim().min(1).max(40).optional(),
  email: z.string().email().nullable().optional(),
  national_code: z.string().regex(/^\d{10}$/).nullable().optional(),
  birth_date: isoDateSchema.nullable().optional(),
});

/** `POST /logout` (bearer): the token stops working. */
export const logoutResponseSchema = envelope(z.object({ logged_out: z.literal(true) }));

/**
 * `GET /dev/inbox?mobile=` (development tools): the codes and notices the API "sent", newest first. With no
 * SMS provider this is how a developer (and the tests) read them.
 */
export const inboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      mobile: mobileSchema,
      /** The one-time code; empty for a notice (a gold price alert), whose words are in `text`. */
      code: z.string(),
      purpose: z.union([codePurposeSchema, z.literal("gold-price-alert")]),
      sent_at: z.string(),
      text: z.string().optional(),
    }),
  ),
});

/** `POST /new-forget-password`: 200 once the password is changed; the user's login tokens stop working. */
export const forgetPasswordResponseSchema = envelope(z.object({ changed: z.literal(true) }));

/**
 * 429 from `POST /new-validate-code` (and `POST /otp-token` with a code): the code was tried too
 * often (the attempt that uses up the last try answers this) and is void. A new code may be asked
 * for after `resend_after` seconds (0: now).
 */
export const tooManyAttemptsSchema = z.object({
  message: z.string(),
  code: z.literal(429),
  resend_after: z.number().int().nonnegative(),
});

/**
 * 429 of a rate limit (shop-api/server/README.md "Rate limits"): too many wrong passwords for the
 * mobile or from the caller's address (`/login`, `/otp-token` with a password: the right one is
 * refused too), or codes asked for too many mobiles from the address (`/new-send-code`,
 * `/otp-resend`, `/otp-auth`). Tries may start again at `retry_at` (ISO time), `retry_after`
 * seconds from now; the message says the time of day in `lang`.
 */
export const retryLaterSchema = z.object({
  message: z.string(),
  code: z.literal(429),
  retry_after: z.number().int().positive(),
  retry_at: z.string().datetime(),
});

/**
 * Iranian national code (docs/shop/05-validation.md §5.5): 10 digits, not all the same; the weighted
 * sum of the first nine digits (× 10 down to 2) modulo 11 gives the check digit: the remainder itself
 * when under 2, else 11 − remainder.
 */
export function isValidNationalCode(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  return digits[9] === (remainder < 2 ? remainder : 11 - remainder);
}
export const nationalCodeSchema = z.string().refine(isValidNationalCode, "Not a valid national code");

export type CheckUserResponse = z.infer<typeof checkUserResponseSchema>;
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;
export type ResendTooSoon = z.infer<typeof resendTooSoonSchema>;
export type TooManyAttempts = z.infer<typeof tooManyAttemptsSchema>;
export type RetryLater = z.infer<typeof retryLaterSchema>;
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type ForgetPasswordResponse = z.infer<typeof forgetPasswordResponseSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
export type InboxMessage = InboxResponse["messages"][number];
