/**
 * CRC-32 (gzip's) of two byte strings one after the other, from each one's CRC-32 and the second's
 * length: zlib's crc32_combine, which Node does not expose. A stitched page's pieces are checksummed
 * once each, and a shopper's whole page from them, not from its text again.
 *
 * The CRC is a polynomial over GF(2) in reflected bit order (x^0 in the top bit): appending n bytes
 * multiplies the first CRC by x^(8n) modulo the CRC's polynomial (zlib 1.2.12's method: x^(2^k) kept
 * for k = 0..31, since x^(2^32) = x modulo that polynomial).
 */

/** The CRC-32 polynomial, reflected. */
const POLYNOMIAL = 0xedb88320;
/** x^0 = 1, reflected. */
const ONE = 0x80000000;

/** a(x) · b(x) modulo the polynomial; a is never 0 here (a power of x). */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  for (let bit = ONE; ; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      if ((a & (bit - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_TO_2_TO_THE = (() => {
  const powers = [ONE >>> 1];
  for (let k = 1; k < 32; k += 1) powers.push(multiplyModulo(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** x^(8 · byteLength) modulo the polynomial: what appending that many bytes multiplies a CRC by. */
function shiftOfBytes(byteLength: number): number {
  let power = ONE;
  // Lengths past 2^32 (no bit operators on them): a bit of the length at a time, starting at x^8's exponent 2^3.
  for (let rest = byteLength, k = 3; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) power = multiplyModulo(X_TO_2_TO_THE[k % 32]!, power);
  }
  return power;
}

/** The CRC-32 of A then B, from A's CRC-32, B's and B's length in bytes. */
export function crc32Combine(crcOfA: number, crcOfB: number, lengthOfB: number): number {
  return (multiplyModulo(shiftOfBytes(lengthOfB), crcOfA >>> 0) ^ crcOfB) >>> 0;
}
