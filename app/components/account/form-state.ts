import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";

/**
 * A page with several forms, told apart by their `intent`: the last submission's result belongs
 * to the form whose intent it was (the others start clean).
 */
export function useLastResult(intent: string): SubmissionResult<string[]> | undefined {
  const actionData = useActionData<{ intent?: string; result?: SubmissionResult<string[]> | null }>();
  return actionData?.intent === intent ? (actionData.result ?? undefined) : undefined;
}

/** Whether the form with this `intent` is on its way: its button is frozen (spec §4). */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The name of a form's first invalid field, to focus it (spec'd for screen readers and keyboards). */
export function firstError(form: { allErrors: Record<string, string[]> }): string | undefined {
  return Object.keys(form.allErrors)[0];
}
