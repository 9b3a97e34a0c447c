import type { FormEvent } from "react";
import { groupTypedNumber } from "~/lib/digits";
import type { Locale } from "~/lib/locale";

const NUMBER_CHARACTER = /[\d۰-۹٠-٩.٫]/;

/**
 * `onInput` of a field that takes money or grams: as the shopper types, the value is shown thousands
 * separated in the page's digits (lib/digits.ts groupTypedNumber), the caret kept after the same
 * digit. The server reads either form (cleanTypedNumber), so without JavaScript nothing changes.
 */
export function groupDigitsAsTyped(locale: Locale) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = [...input.value.slice(0, caret)].filter((character) => NUMBER_CHARACTER.test(character)).length;
    const grouped = groupTypedNumber(input.value, locale);
    if (grouped === input.value) return;
    input.value = grouped;
    let position = 0;
    for (let seen = 0; position < grouped.length && seen < digitsBeforeCaret; position++) {
      if (NUMBER_CHARACTER.test(grouped[position]!)) seen++;
    }
    input.setSelectionRange(position, position);
  };
}
