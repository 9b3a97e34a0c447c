import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * How secrets are kept. Passwords: scrypt (N=16384, r=8, p=1) with a random 16-byte salt, stored as
 * `scrypt$N$r$p$salt$hash` (hex) so the cost can change without breaking old hashes. One-time codes:
 * SHA-256 with a random salt (a 5-digit code cannot resist guessing offline anyway; the attempts
 * limit protects it). Tokens: 32 random bytes (hex), stored as their SHA-256.
 */

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
export const CODE_DIGITS = 5;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("hex"), hash.toString("hex")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await scryptAsync(password, Buffer.from(saltHex, "hex"), expected.length, options);
  return timingSafeEqual(actual, expected);
}

/** `CODE_DIGITS` random digits (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

export function hashCode(code: string): string {
  const salt = randomBytes(SALT_BYTES).toString("hex");
  return `${salt}$${sha256(salt + code)}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hashHex] = stored.split("$");
  if (!salt || !hashHex) return false;
  return timingSafeEqual(Buffer.from(sha256(salt + code), "hex"), Buffer.from(hashHex, "hex"));
}

/** A bearer or verification token: 32 random bytes, hex. */
export function newToken(): string {
  return randomBytes(32).toString("hex");
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
