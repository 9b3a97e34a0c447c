import { parse } from "@conform-to/react";
import { useT } from "~/components/locale";
import { type FormRules, formErrors } from "~/lib/eager-validation";

/**
 * conform's options for the eager mode of docs/shop/05-validation.md §5.1: a field is checked when it
 * loses focus, then at every keystroke once it has been wrong, by `rules` (lib/eager-validation.ts)
 * with the server's messages. Spread into useForm; a form that passes is posted to its action as
 * before.
 */
export function useEagerValidation<Schema extends Record<string, unknown>>(rules: FormRules) {
  const t = useT();
  return {
    shouldValidate: "onBlur" as const,
    shouldRevalidate: "onInput" as const,
    onValidate: ({ formData }: { formData: FormData }) =>
      parse<Schema, string[]>(formData, {
        resolve: (payload) => {
          const error = formErrors(payload, rules, t);
          return Object.keys(error).length > 0 ? { error } : { value: payload as Schema };
        },
      }),
  };
}

/**
 * Spread on an eager form: pressing its submit button keeps the focus in the field being typed.
 * Otherwise the field's blur, between the button's press and its release, shows the field's
 * message, the button moves down under the pointer and the click is lost; this way the click
 * submits and conform reports every wrong field at once, focusing the first. Keyboards are not
 * concerned (Enter submits without a blur; Tab's blur moves nothing under a pointer).
 */
export const KEEP_FOCUS_ON_SUBMIT = {
  onMouseDown: (event: { target: EventTarget | null; preventDefault: () => void }) => {
    if (event.target instanceof Element && event.target.closest('[type="submit"]')) event.preventDefault();
  },
};
