import { toLatinDigits } from "~/lib/digits";

/** The words that name an address's plaque or unit, in the languages shoppers write addresses in. */
const DOOR_WORDS = {
  plaque: ["پلاک", "plaque", "no\\."],
  unit: ["واحد", "unit", "apt\\.?"],
} as const;

/**
 * Whether the address's own text already says its plaque or unit ("…، پلاک ۷" with plaque 7): many
 * shoppers write them in the street address too, and the page should not say them twice.
 */
export function addressSays(address: string, door: keyof typeof DOOR_WORDS, value: string): boolean {
  const number = toLatinDigits(value).trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!number) return false;
  return new RegExp(`(^|[^\\p{L}])(${DOOR_WORDS[door].join("|")})\\s*${number}(?![0-9])`, "iu").test(toLatinDigits(address));
}
