// `node scripts/subset-font.mjs`: makes app/assets/fonts/vazirmatn-persian.woff2, the shop's one
// web font, from the pinned vazirmatn package: the Persian alphabet (and the Arabic letters that
// Persian text carries), Persian and Arabic digits, punctuation and the joiners, for weights
// 400–900 (what the stylesheet uses). 22 KB instead of the 48 KB of the package's non-Latin file,
// on every Persian page's first view (docs/decisions/0015-persian-font-subset.md). Latin text
// keeps the system's font. Run it again after updating vazirmatn, and commit the file.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2");
const target = path.join(root, "app/assets/fonts/vazirmatn-persian.woff2");

const PERSIAN = [
  "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهويپچژکگیۀ", // letters, with the Arabic forms Persian text may hold
  "ًٌٍَُِّْٰٔ", // diacritics
  "۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", // Persian and Arabic digits
  "،؛؟«»٪٫٬ـ", // punctuation, separators, the kashida
  "\u200c\u200d\u200e\u200f", // zero-width (non-)joiner, direction marks
].join("");

const subset = await subsetFont(readFileSync(source), PERSIAN, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 900 } } });
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${(subset.length / 1024).toFixed(1)} KB`);
