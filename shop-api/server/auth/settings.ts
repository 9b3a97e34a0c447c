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
