/**
 * Text made comparable for search, applied alike to what shoppers type and to the names searched:
 * Persian (۰-۹) and Arabic-Indic (٠-٩) digits become ASCII; the Arabic letters of Arabic keyboards
 * (ي ى ك ة) become their Persian forms (ی ک ه); the zero-width non-joiner, the tatweel and the
 * short-vowel marks are dropped (so «نیم‌ست» and «نیمست» meet); Latin letters are lower-cased;
 * punctuation between words (commas, quotes, brackets, dashes) becomes a space; spaces are collapsed.
 */
export function normalizeSearchText(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/ة/g, "ه")
    .replace(/[\u200c\u200d\u200e\u200f\u0640\u064b-\u065f\u0670]/g, "")
    .toLowerCase()
    .replace(/[,،;؛:!?؟()[\]«»"'“”‘’\-–—/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a query, normalised; every one must match (AND). */
export function searchWords(query: string): string[] {
  const normalised = normalizeSearchText(query);
  return normalised === "" ? [] : normalised.split(" ");
}
