import type { CartItem } from "../../../shop-api/contract/checkout";
import { useLocale, useT } from "~/components/locale";
import { localizeDigits } from "~/lib/digits";

/** What a line is (size 56, 45 cm…), in the page's digits. */
export function useVarietyLabel() {
  const t = useT();
  const locale = useLocale();
  return (item: Pick<CartItem, "variety" | "variety_value">) =>
    item.variety && item.variety_value
      ? t(`cart.variety.${["size", "length", "colour"].includes(item.variety) ? item.variety : "default"}`, { value: localizeDigits(item.variety_value, locale) })
      : null;
}
