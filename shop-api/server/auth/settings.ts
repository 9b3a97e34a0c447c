/**
 * Timings of one-time codes. Read from the environment at each call, so a test (or an e2e run)
 * can shorten them without restarting the server: `SHOP_API_CODE_TTL_S`, `SHOP_API_RESEND_COOLDOWN_S`,
 * `SHOP_API_VERIFICATION_TTL_S`. A missing or malformed value falls back to the default.
 */

/** Wrong guesses a code allows: the attempt that uses up the last one voids it (429). */
export const MAX_CODE_ATTEMPTS = 5;

function seconds(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= minimum ? value : fallback;
}

/** How long a sent code stays valid (default 120 s). */
export const codeTtlSeconds = () => seconds("SHOP_API_CODE_TTL_S", 120, 1);
/** How long after sending a code another may be sent for the same mobile and purpose (default 60 s). */
export const resendCooldownSeconds = () => seconds("SHOP_API_RESEND_COOLDOWN_S", 60, 0);
/** How long a validated code's verification token may be used to register or change a password (default 600 s). */
export const verificationTtlSeconds = () => seconds("SHOP_API_VERIFICATION_TTL_S", 600, 1);

/*
 * Rate limits (docs/decisions/0026, README "Rate limits"), kept by the API in its database so that
 * they hold for every storefront process. An address is the caller's as auth/limits.ts reads it.
 */

/** Wrong passwords for one mobile, from anywhere, within PASSWORD_FAILURE_WINDOW_S: then every password try for it waits. */
export const PASSWORD_FAILURES_PER_MOBILE = 5;
/** Wrong passwords from one address, for any mobiles, within PASSWORD_FAILURE_WINDOW_S: then its password tries wait. */
export const PASSWORD_FAILURES_PER_ADDRESS = 20;
export const PASSWORD_FAILURE_WINDOW_S = 15 * 60;
/** Different mobiles one address may have codes sent to within CODE_MOBILES_WINDOW_S (each code is an SMS the shop pays for). */
export const CODE_MOBILES_PER_ADDRESS = 5;
export const CODE_MOBILES_WINDOW_S = 60 * 60;

/**
 * Addresses the per-address limits leave alone (`SHOP_API_RATE_LIMIT_EXEMPT`, comma-separated,
 * read at each call): a showroom registering customers from one connection, or a test server whose
 * every shopper is 127.0.0.1. The per-mobile limit applies to them as to anyone.
 */
export function rateLimitExemptAddresses(): string[] {
  return (process.env.SHOP_API_RATE_LIMIT_EXEMPT ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}
