import { toWords as englishWords } from "to-words/en-US";
import { toWords as persianWords } from "to-words/fa-IR";
import type { Locale } from "./locale";

/**
 * An amount of toman in words, as an invoice writes it beside the digits: "دویست و دوازده میلیون
 * و هفتصد و پنجاه هزار تومان", "Two hundred twelve million seven hundred fifty thousand toman".
 * Whole toman only (money is rounded to the toman).
 */
export function amountInWords(toman: number, locale: Locale): string {
  const whole = Math.round(toman);
  if (locale === "fa") return `${persianWords(whole)} تومان`;
  const words = englishWords(whole).toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} toman`;
}
