import { parse } from "@conform-to/react";
import { useEffect } from "react";
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
  useEffect(keepValidationInThePage, []);
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

/** The name of the hidden button by which conform submits a form to ask for its own validation (@conform-to/dom's INTENT). */
const CONFORM_INTENT = "__intent__";
/** The eager forms on the page, while any listens. */
let eagerForms = 0;

function refuseValidationPost(event: SubmitEvent) {
  if (event.submitter instanceof HTMLButtonElement && event.submitter.name === CONFORM_INTENT) event.preventDefault();
}

/**
 * An eager form validates in the browser: conform asks for it (a field's blur, a keystroke) by
 * submitting the form with a hidden button of its own, and its submit handler, through React, keeps
 * that submission in the page. But React ignores events while it commits, and a field that has the
 * focus (a press of the submit button leaves it there: KEEP_FOCUS_ON_SUBMIT) blurs when a commit
 * replaces it, as the discount field is when a code applied resets its form: conform's request then
 * went unheard, and the browser posted the form as a document. A navigation the page started by
 * itself, it raced whatever the shopper did next (issue 37: their reload aborted, or the form sent
 * again by it; tests/e2e/ui/cart-discount.desktop.js.spec.ts). Refused here, outside React, on the
 * document, such a request never leaves the page; one React hears is refused by conform as before.
 */
function keepValidationInThePage() {
  if (eagerForms++ === 0) document.addEventListener("submit", refuseValidationPost);
  return () => {
    if (--eagerForms === 0) document.removeEventListener("submit", refuseValidationPost);
  };
}
