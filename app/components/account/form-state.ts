import { useNavigation } from "react-router";
import { useEffect, useRef, useState } from "react";

/**
 * The sign-in step to show: the number's when the number just posted was refused (`numberRefused`:
 * a rate limit, a typo), even if the session's flow is at another step (the shopper went on in
 * another tab).
 */
export function stepShown<Step extends string>(step: Step, numberRefused: unknown): Step | "mobile" {
  return numberRefused ? "mobile" : step;
}

/** Whether the form with this `intent` is on its way: its button is frozen (docs/shop/04-flows.md §4.18). */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The name of a form's first invalid field, to focus it (spec'd for screen readers and keyboards). */
export function firstError(form: { allErrors: Record<string, string[]> }): string | undefined {
  return Object.keys(form.allErrors)[0];
}

/**
 * How many times a form's post was taken by the server (its action redirected, so no result came
 * back): key the form with it, and a sent form starts clean, ready for another, while a refused
 * one keeps what was typed. Without JavaScript the redirect's page is a new one anyway.
 * `lastResult` is the form's result as its route read it from its action (decision 44).
 */
export function useSentCount(intent: string, lastResult: unknown): number {
  const navigation = useNavigation();
  const refused = lastResult !== undefined;
  const sending = useRef(false);
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formData?.get("intent") === intent) sending.current = true;
    else if (navigation.state === "idle" && sending.current) {
      sending.current = false;
      if (!refused) setSent((count) => count + 1);
    }
  }, [navigation.state, navigation.formData, intent, refused]);
  return sent;
}
