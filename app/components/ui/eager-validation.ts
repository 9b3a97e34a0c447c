import { parse } from "@conform-to/react";
import { useT } from "~/components/locale";
import { type FormRules, formErrors } from "~/lib/eager-validation";

/**
 * conform's options for spec §5's eager mode: a field is checked when it loses focus, then at every
 * keystroke once it has been wrong, by `rules` (lib/eager-validation.ts) with the server's messages.
 * Spread into useForm; a form that passes is posted to its action as before.
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
