import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/*
 * One pattern for an action that several forms of a page post to (decision 44; the product page's,
 * routes/product.server.ts, is the model): each form names its `intent`; the action keeps one
 * handler per intent, each parsing the form with its own conform + zod schema; a refusal answers
 * `{ intent, result }` (refused below) and the rest redirects. The route's page reads its
 * `actionData` prop (`Route.ComponentProps`, typed by inference from the action), and gives a form its
 * result only when the intent is its own.
 */

/** Whether `value` names one of the action's handlers. */
function isIntent<Handlers extends object>(handlers: Handlers, value: unknown): value is keyof Handlers & string {
  return typeof value === "string" && Object.hasOwn(handlers, value);
}

/** The form's `intent` when the action has a handler by that name; null for any other, or none. */
export function intentOf<Handlers extends object>(formData: FormData, handlers: Handlers): (keyof Handlers & string) | null {
  const intent = formData.get("intent");
  return isIntent(handlers, intent) ? intent : null;
}

/**
 * A form refused: its conform reply (each error beside its field, what was typed kept) under its
 * intent, whose literal type tells the page's forms apart; `error`, what the page says above the
 * form or beside a choice (the Shop API's own words, a choice missing), or null.
 */
export function refused<const Intent extends string>(intent: Intent, result: SubmissionResult<string[]>, status = 400, error: string | null = null) {
  return data({ intent, result, error }, { status });
}
