/**
 * How search reads text (docs/search.md). The same functions make the terms of the catalogue's
 * search documents and those of a shopper's query, so the two always meet: a query finds what it
 * names however it was typed.
 */

/**
 * Text made comparable: Persian (۰-۹) and Arabic-Indic (٠-٩) digits become ASCII, the Persian decimal
 * sign a point and thousands separators nothing ("3٬250٬000" is 3250000); the Arabic letters of
 * Arabic keyboards (ي ى ك ة ۀ) become their Persian forms, hamza seats (أ إ ؤ) and آ their bare letters
 * (shoppers type «اویز» for «آویز»); the tatweel, the short-vowel marks and the direction marks are
 * dropped; Latin letters are lower-cased; punctuation between words (a point too, but in a number)
 * becomes a space; spaces are collapsed. The zero-width non-joiner stays, once: it tells a suffix
 * from its word (`searchTerms` drops it).
 */
export function normalizeSearchText(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/(?<=\d)٫(?=\d)/g, ".")
    .replace(/(?<=\d)[٬,](?=\d{3})/g, "")
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[ةۀ]/g, "ه")
    .replace(/[أإآ]/g, "ا")
    .replace(/ؤ/g, "و")
    .replace(/[\u200d\u200e\u200f\u0640\u064b-\u065f\u0670]/g, "")
    .toLowerCase()
    .replace(/[,،;؛:!?؟()[\]{}«»"'“”‘’\-–—/\\&|*+=<>#@%^~`_٫٬]/g, " ")
    .replace(/\.(?!\d)|(?<!\d)\./g, " ")
    .replace(/\s*\u200c[\s\u200c]*/g, (joiner) => (joiner.trim() === "\u200c" && joiner.length === 1 ? "\u200c" : " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Words that say nothing about a piece; dropped from documents and queries alike. */
const STOP_WORDS = new Set([
  "و", "در", "با", "از", "به", "برای", "که", "را", "این", "ان", "یک", "یا", "ها", "های", "هایی",
  "a", "an", "the", "and", "or", "of", "for", "with", "in", "to", "on", "by",
]);

/**
 * Persian endings that do not change what a word names: plurals (ها، های، هایی، ات، ان), the
 * adjective and ezafe endings (یی، ای، ی) and the superlative (ترین). Written after a zero-width
 * non-joiner, as Persian spelling has it («گوشواره‌های», «نقره‌ای»), the part after the joiner goes
 * when it is one of these or a pronoun ending; written attached («گوشوارههای»), one ending goes,
 * longest first, when at least three letters stay. Either way the joiner itself goes («نیم‌ست» is
 * «نیمست»).
 */
const JOINED_SUFFIXES = new Set(["ها", "های", "هایی", "ای", "ی", "یی", "تر", "ترین", "ام", "ات", "اش", "مان", "تان", "شان", "اند", "ایم", "اید"]);
const ATTACHED_SUFFIXES = ["هایی", "ترین", "های", "ها", "یی", "ای", "ات", "ان", "ی"];
const MIN_STEM = 3;

function persianStem(word: string): string {
  const parts = word.split("\u200c");
  const last = parts.at(-1) ?? "";
  if (parts.length > 1 && JOINED_SUFFIXES.has(last)) return parts.slice(0, -1).join("");
  const joined = parts.join("");
  for (const suffix of ATTACHED_SUFFIXES) {
    if (joined.endsWith(suffix) && joined.length - suffix.length >= MIN_STEM) return joined.slice(0, -suffix.length);
  }
  return joined;
}

/** English plurals and possessives: "earrings" → "earring", "watches" → "watch", "necklaces" → "necklace". */
function englishStem(word: string): string {
  const stem = word.replace(/'s$/, "");
  if (stem.length <= MIN_STEM + 1) return stem;
  if (stem.endsWith("sses")) return stem.slice(0, -2);
  if (stem.endsWith("ies")) return `${stem.slice(0, -3)}y`;
  if (/(?:sh|ch|x)es$/.test(stem)) return stem.slice(0, -2);
  if (stem.endsWith("s") && !/(?:ss|us|is)$/.test(stem)) return stem.slice(0, -1);
  return stem;
}

/** A normalised word as search keeps it: numbers and codes as they are, words without their endings. */
export function stem(word: string): string {
  if (/^[a-z']+$/.test(word)) return englishStem(word);
  if (/^[\u0600-\u06ff\u200c]+$/.test(word)) return persianStem(word);
  return word.replace(/\u200c/g, "");
}

/**
 * The terms search keeps of a text: normalised, split into words, without stop words and single
 * letters (a single digit stays: "18" and "2" name sizes and karats), each stemmed.
 */
export function searchTerms(text: string): string[] {
  const normalised = normalizeSearchText(text);
  if (normalised === "") return [];
  return normalised
    .split(" ")
    .filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .map(stem);
}
